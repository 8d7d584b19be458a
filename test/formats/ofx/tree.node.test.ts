// OFX as a tree of elements from either dialect: SGML leaves without end tags, XML with CDATA, self-closed
// elements, names in any case or with a prefix; an aggregate the text ends inside is marked cut.
import { describe, expect, it } from "vitest";
import { find, findAll, leaf, OFX_ELEMENT, type OfxNode, parseOfxTree } from "../../../src/formats/ofx/tree";

/** A node as `NAME=value` for a leaf, `NAME[…]` for an aggregate (`!` when cut). */
const shape = (n: OfxNode): string =>
  n.value !== null ? `${n.name}=${n.value}` : `${n.name}${n.cut ? "!" : ""}[${n.children.map(shape).join(",")}]`;

describe("an element followed by text is a leaf; any other is an aggregate closed by its end tag", () => {
  it("reads OFX 1 SGML on lines of its own or on one line, leaves without end tags", () => {
    const sgml = "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<STMTTRN>\n<TRNAMT>-12.50\n<NAME>Bäckerei\n</STMTTRN>\n</OFX>";
    expect(shape(parseOfxTree(sgml))).toBe("OFX[STMTTRN[TRNAMT=-12.50,NAME=Bäckerei]]");
    expect(shape(parseOfxTree(sgml.replaceAll("\n", "")))).toBe("OFX[STMTTRN[TRNAMT=-12.50,NAME=Bäckerei]]");
  });

  it("reads OFX 2 XML: end tags of leaves skipped, an empty leaf written open and closed or self-closed", () => {
    const xml = '<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX><STMTTRN><TRNAMT>5.00</TRNAMT><MEMO></MEMO><CHECKNUM/></STMTTRN></OFX>';
    expect(shape(parseOfxTree(xml))).toBe("OFX[STMTTRN[TRNAMT=5.00,MEMO=,CHECKNUM=]]");
  });
});

describe("names in any case or with a namespace prefix read alike; CDATA and character references are text", () => {
  it("upper-cases names and drops a prefix", () => {
    expect(shape(parseOfxTree('<ofx:OFX xmlns:ofx="urn:x"><ofx:stmttrn><ofx:Name>A</ofx:Name></ofx:stmttrn></ofx:OFX>'))).toBe(
      "OFX[STMTTRN[NAME=A]]",
    );
  });

  it("takes CDATA as it is, and decodes references in other text", () => {
    expect(shape(parseOfxTree("<OFX><NAME><![CDATA[Smith & <Sons>]]></NAME><MEMO>Caf&eacute; &amp; Co</MEMO></OFX>"))).toBe(
      "OFX[NAME=Smith & <Sons>,MEMO=Café & Co]",
    );
  });
});

describe("each element knows the line its opening tag is on", () => {
  it("counts lines from the file's start, the header's included", () => {
    const tree = parseOfxTree("OFXHEADER:100\n\n<OFX>\n<STMTTRN>\n<FITID>1\n</STMTTRN>\n</OFX>");
    expect([tree.line, find(tree, "STMTTRN")!.line, find(tree, "FITID")!.line]).toEqual([3, 4, 5]);
  });
});

describe("an aggregate whose end tag never comes is cut", () => {
  it("marks every aggregate still open at the end", () => {
    expect(shape(parseOfxTree("<OFX><BANKTRANLIST><STMTTRN><TRNAMT>1.00</STMTTRN><STMTTRN><TRNAMT>2"))).toBe(
      "OFX![BANKTRANLIST![STMTTRN[TRNAMT=1.00],STMTTRN![TRNAMT=2]]]",
    );
  });
});

describe("what is no OFX statement is refused", () => {
  it("refuses text without an <OFX> element, and elements nested absurdly deep", () => {
    expect(() => parseOfxTree("<html><body>statement</body></html>")).toThrow(/no <OFX> element/);
    expect(() => parseOfxTree(`<OFX>${"<A>".repeat(100)}`)).toThrow(/nest deeper than 64 levels/);
  });

  it("knows the OFX element with attributes or a prefix, not another name that starts with OFX", () => {
    expect(['<OFX xmlns="x">', "<ofx:OFX>", "<ofx>", "<OFXHEADER>"].map((t) => OFX_ELEMENT.test(t))).toEqual([true, true, true, false]);
  });
});

describe("find, findAll and leaf walk the tree", () => {
  const tree = parseOfxTree("<OFX><STMTRS><CURDEF>EUR<STMTTRN><FITID>1</STMTTRN><STMTTRN><FITID>2</STMTTRN></STMTRS></OFX>");
  it("finds the first descendant, every one in order, and a child leaf's text", () => {
    expect(find(tree, "FITID")?.value).toBe("1");
    expect(findAll(tree, "STMTTRN").map((t) => leaf(t, "FITID"))).toEqual(["1", "2"]);
    expect([leaf(find(tree, "STMTRS"), "CURDEF"), leaf(tree, "CURDEF"), leaf(undefined, "X")]).toEqual(["EUR", null, null]);
  });
});
