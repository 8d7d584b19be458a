// A CAMT document read as its statements: the three messages of every version, in an envelope or not, namespaces
// dropped, values kept as written, a file cut short closed after its last whole entry, floods refused first.
import { describe, expect, it } from "vitest";
import { attribute, camtDocument, child, children, entries, text } from "../../../src/formats/camt/document";
import { SourceInputError } from "../../../src/formats/errors";

const ENTRY = (ref: string, amt = "1.50") =>
  `<Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt></Ntry>`;
/** A message of `root` (holding `statement`s) of version `v`, one statement per list of entries. */
const message = (root: string, statement: string, v: string, ...statements: string[]) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:x.001.${v}"><${root}><GrpHdr><MsgId>M</MsgId><CreDtTm>2024-02-01T08:00:00</CreDtTm></GrpHdr>` +
  statements
    .map((e, i) => `<${statement}><Id>S${i}</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${e}</${statement}>`)
    .join("") +
  `</${root}></Document>`;
const refsOf = (xml: string) => camtDocument(xml).statements.map((s) => [...entries(s.node)].map((e) => text(e, "NtryRef")));

describe("camt.052 reports, camt.053 statements and camt.054 notifications are statements, version 1's name with its V01 too", () => {
  it.each([
    ["BkToCstmrAcctRpt", "Rpt", "camt.052"],
    ["BkToCstmrStmt", "Stmt", "camt.053"],
    ["BkToCstmrDbtCdtNtfctn", "Ntfctn", "camt.054"],
    ["BkToCstmrAcctRptV01", "Rpt", "camt.052"],
  ])("%s", (root, statement, kind) => {
    const doc = camtDocument(message(root, statement, "02", ENTRY("A"), ENTRY("B") + ENTRY("C")));
    expect(doc.statements.map((s) => [s.kind, s.created])).toEqual([
      [kind, "2024-02-01T08:00:00"],
      [kind, "2024-02-01T08:00:00"],
    ]);
    expect(doc.cut).toBeNull();
  });

  it("refuses a document of another message", () => {
    expect(() => camtDocument('<?xml version="1.0"?><Document><pain.001/></Document>')).toThrow(/not a CAMT statement/);
  });
});

describe("the Documents an envelope holds, or a document named in another case, or none, are read", () => {
  const inner = message("BkToCstmrStmt", "Stmt", "08", ENTRY("A")).replace('<?xml version="1.0"?>', "");
  it("reads each Document of an envelope beside its application header", () => {
    const envelope = `<BizMsgEnvlp><AppHdr><BizMsgIdr>1</BizMsgIdr></AppHdr>${inner}${inner.replace(">A<", ">B<")}</BizMsgEnvlp>`;
    expect(refsOf(envelope)).toEqual([["A"], ["B"]]);
  });

  it("reads <document> and a message without its Document", () => {
    expect(refsOf(inner.replaceAll("Document", "document"))).toEqual([["A"]]);
    expect(refsOf(inner.replace(/<Document[^>]*>|<\/Document>/g, ""))).toEqual([["A"]]);
  });
});

describe("namespace prefixes are dropped, values kept as written, repeatable elements always lists", () => {
  it("reads prefixed elements, amounts and ids as strings, the currency as an attribute", () => {
    const prefixed = message("BkToCstmrStmt", "Stmt", "08", ENTRY("007", "10.10"))
      .replace(/<(\/?)(?!\?)([A-Za-z])/g, "<$1c:$2")
      .replace('<c:Document xmlns="', '<c:Document xmlns:c="');
    const [statement] = camtDocument(prefixed).statements;
    const [entry] = [...entries(statement!.node)];
    expect([text(entry, "NtryRef"), text(entry, "Amt"), attribute(entry, "Amt", "Ccy"), text(entry, "BookgDt/Dt")]).toEqual([
      "007",
      "10.10",
      "EUR",
      "2024-01-02",
    ]);
    expect(text(statement!.node, "Acct/Id/IBAN")).toBe("DE02120300000000202051");
  });

  it("gives one Ntry as a list of one, and child() its first", () => {
    const [statement] = camtDocument(message("BkToCstmrStmt", "Stmt", "08", ENTRY("A"))).statements;
    expect(children(statement!.node, "Ntry")).toHaveLength(1);
    expect(children(statement!.node, "Bal")).toEqual([]);
    expect(child(statement!.node, "Id")).toBe("S0");
    expect(text(statement!.node, "Nothing/Here")).toBeNull();
  });
});

describe("a file cut short is closed after its last whole entry, and says whether it stopped inside the next", () => {
  const whole = message("BkToCstmrStmt", "Stmt", "08", ENTRY("A") + ENTRY("B") + ENTRY("C"));
  const cutAfter = (marker: string) => whole.slice(0, whole.indexOf(marker) + marker.length);

  it("reads the entries before the cut, inside an entry", () => {
    const doc = camtDocument(cutAfter("<NtryRef>C</NtryRef><Amt"));
    expect([refsOf(cutAfter("<NtryRef>C</NtryRef><Amt")), doc.cut]).toEqual([[["A", "B"]], { insideEntry: true }]);
  });

  it("reads every entry of a file cut after its last one, not inside one", () => {
    expect(camtDocument(cutAfter("</Ntry></Stmt></BkTo")).cut).toEqual({ insideEntry: false });
  });

  it("refuses a file broken before its end, naming the line and column", () => {
    const broken = whole.replace("<MsgId>M</MsgId>", "<MsgId>M</MsgI>");
    expect(() => camtDocument(broken.slice(0, broken.indexOf("<NtryRef>C")))).toThrow(/not well-formed XML: line 1, column \d+/);
  });
});

describe("a file of far more attributes or tags than its amounts and entries need is refused before it is parsed", () => {
  it("refuses thousands of attributes on a few amounts, as a SourceInputError", () => {
    const flood = ENTRY("A").replace("</Ntry>", `<X${Array.from({ length: 2000 }, (_, k) => ` a${k}="1"`).join("")}/></Ntry>`);
    const read = () => camtDocument(message("BkToCstmrStmt", "Stmt", "08", flood));
    expect(read).toThrow(SourceInputError);
    expect(read).toThrow(/2,00\d attributes for 1 amounts/);
  });

  it("refuses an entry of a hundred thousand tags, and reads a thousand entries", () => {
    const flood = ENTRY("A").replace("</Ntry>", `${"<X/>".repeat(100_000)}</Ntry>`);
    expect(() => camtDocument(message("BkToCstmrStmt", "Stmt", "08", flood))).toThrow(/tags for 1 entries and details/);
    const many = Array.from({ length: 1000 }, (_, i) => ENTRY(`R${i}`)).join("");
    expect(refsOf(message("BkToCstmrStmt", "Stmt", "08", many))[0]).toHaveLength(1000);
  });
});
