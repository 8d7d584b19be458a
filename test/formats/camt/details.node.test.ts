// What a payment's details (TxDtls) say of it (src/formats/camt/details.ts): the counterparty by direction, the
// remittance, the payment's own reference.
import { describe, expect, it } from "vitest";
import { camtDocument, children, entries, type Node } from "../../../src/formats/camt/document";
import { counterparty, paymentReference, remittance, sharedCounterparty } from "../../../src/formats/camt/details";

/** The TxDtls of one entry of a camt.053 of `version`, built from `details`. */
function detailsOf(version: string, ...details: string[]): Node[] {
  const xml =
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>` +
    `<Stmt><Id>S</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">1.00</Amt>` +
    `<CdtDbtInd>DBIT</CdtDbtInd><NtryDtls>${details.map((d) => `<TxDtls>${d}</TxDtls>`).join("")}</NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
  const [statement] = camtDocument(xml).statements;
  const [entry] = [...entries(statement!.node)];
  return children(entry, "NtryDtls").flatMap((d) => children(d, "TxDtls"));
}

const parties = (debtor: string, creditor: string, nested: boolean) => {
  const name = (n: string) => (nested ? `<Pty><Nm>${n}</Nm></Pty>` : `<Nm>${n}</Nm>`);
  return `<RltdPties><Dbtr>${name(debtor)}</Dbtr><Cdtr>${name(creditor)}</Cdtr></RltdPties>`;
};

describe("the counterparty is the creditor of money out and the debtor of money in, nested (v8 on) or not", () => {
  it.each([
    ["02", false],
    ["08", true],
  ])("camt.053.001.%s", (version, nested) => {
    const [d] = detailsOf(version, parties("Anna Nowak", "Orange Polska", nested));
    expect([counterparty(d, true), counterparty(d, false)]).toEqual(["Orange Polska", "Anna Nowak"]);
  });

  it("takes the ultimate party where the direct one has no name, and names a batch only by a name all share", () => {
    const [d] = detailsOf("02", "<RltdPties><UltmtCdtr><Nm>Verein e.V.</Nm></UltmtCdtr></RltdPties>");
    expect(counterparty(d, true)).toBe("Verein e.V.");
    const same = detailsOf("02", parties("A", "Stadtwerke", false), parties("B", "Stadtwerke", false));
    const several = detailsOf("02", parties("A", "Stadtwerke", false), parties("B", "Gaswerk", false));
    expect([sharedCounterparty(same, true), sharedCounterparty(several, true)]).toEqual(["Stadtwerke", null]);
  });
});

describe("the remittance joins unstructured lines and the creditor's references", () => {
  it("reads both, in that order", () => {
    const [d] = detailsOf(
      "02",
      "<RmtInf><Ustrd>Strom Januar</Ustrd><Ustrd>Kunde 42</Ustrd><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>",
    );
    expect(remittance(d)).toBe("Strom Januar Kunde 42 RF18539007547034");
  });
});

describe("a payment's reference is the bank's, else the payer's end-to-end id, never NOTPROVIDED", () => {
  it.each([
    ["<Refs><AcctSvcrRef>B-1</AcctSvcrRef><EndToEndId>E-1</EndToEndId></Refs>", "B-1"],
    ["<Refs><EndToEndId>E-1</EndToEndId></Refs>", "E-1"],
    ["<Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>", null],
    ["", null],
  ])("%s", (refs, expected) => {
    expect(paymentReference(detailsOf("02", refs)[0])).toBe(expected);
  });
});
