// CAMT as banks write its three messages across their versions, and what an entry's direction is when the bank
// writes it, writes a reversal, or leaves it out.
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (xml: string) => camtAdapter.plan(enc(xml), { accountId: 1 });

const KINDS = [
  ["camt.052", "BkToCstmrAcctRpt", "Rpt"],
  ["camt.053", "BkToCstmrStmt", "Stmt"],
  ["camt.054", "BkToCstmrDbtCdtNtfctn", "Ntfctn"],
] as const;

/**
 * One entry as version `v` writes it: the status as a code (v9 on) or text, the party's name under Pty (v8 on),
 * as the creditor of money out or the debtor of money in (of the original payment, for a reversal).
 */
const entry = (v: number, o: { amt: string; ind?: string; rvsl?: boolean; name: string; domain?: string; details?: string }) =>
  `<Ntry><Amt Ccy="EUR">${o.amt}</Amt>${o.ind ? `<CdtDbtInd>${o.ind}</CdtDbtInd>` : ""}${o.rvsl ? "<RvslInd>true</RvslInd>" : ""}` +
  `<Sts>${v >= 9 ? "<Cd>BOOK</Cd>" : "BOOK"}</Sts><BookgDt><Dt>2024-03-05</Dt></BookgDt><ValDt><Dt>2024-03-05</Dt></ValDt>` +
  `${o.domain ?? ""}<NtryDtls><TxDtls>${o.details ?? ""}<RltdPties>` +
  `<${role(o)}>${v >= 8 ? `<Pty><Nm>${o.name}</Nm></Pty>` : `<Nm>${o.name}</Nm>`}</${role(o)}>` +
  `</RltdPties></TxDtls></NtryDtls></Ntry>`;

const role = (o: { ind?: string; rvsl?: boolean }) => ((o.ind === "DBIT") !== (o.rvsl === true) ? "Cdtr" : "Dbtr");

/** A message of `kind` and version `v`: one account, its balances (opening, closing) and its entries. */
const message = (kind: (typeof KINDS)[number], v: number, entries: string, balances = "", prefix = "") => {
  const [name, root, statement] = kind;
  const tag = (s: string) => s.replace(/<(\/?)(?!\?|!)/g, `<$1${prefix}`);
  const body =
    `<${root}${v === 1 ? "V01" : ""}><GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-03-05T18:00:00</CreDtTm></GrpHdr>` +
    `<${statement}><Id>S1</Id><CreDtTm>2024-03-05T18:00:00</CreDtTm><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>` +
    `${balances}${entries}</${statement}></${root}${v === 1 ? "V01" : ""}>`;
  const ns = `urn:iso:std:iso:20022:tech:xsd:${name}.001.${String(v).padStart(2, "0")}`;
  const open = prefix
    ? `<${prefix}Document xmlns:${prefix.slice(0, -1)}="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${ns} ${name}.001.${String(v).padStart(2, "0")}.xsd">`
    : `<Document xmlns="${ns}">`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${open}${tag(body)}</${prefix}Document>`;
};
const balance = (code: string, amt: string, ind = "CRDT") =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Dt><Dt>2024-03-05</Dt></Dt></Bal>`;
const domain = (family: string, sub = "OTHR") =>
  `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${sub}</SubFmlyCd></Fmly></Domn></BkTxCd>`;
const STMT = KINDS[1];

describe("camt.052 reports, camt.053 statements and camt.054 notifications of versions 01 to 10 read alike", () => {
  const cases = KINDS.flatMap((kind) => [1, 2, 4, 6, 8, 10].map((v) => [`${kind[0]}.001.${String(v).padStart(2, "0")}`, kind, v] as const));
  it.each(cases)("%s", (_, kind, v) => {
    const xml = message(
      kind,
      v,
      entry(v, { amt: "42.15", ind: "DBIT", name: "Stadtwerke" }) + entry(v, { amt: "2500.00", ind: "CRDT", name: "Acme AG" }),
    );
    expect(recognize(enc(xml)).format).toBe("camt");
    const p = plan(xml);
    expect(p.profile.message).toBe(kind[0]);
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.payee])).toEqual([
      ["2024-03-05", "42.1500", "Stadtwerke"],
      ["2024-03-05", "-2500.0000", "Acme AG"],
    ]);
  });
});

describe("namespace prefixes and a schema location change nothing", () => {
  it.each(KINDS.map((kind) => [kind[0], kind] as const))("%s with every element prefixed", (_, kind) => {
    const xml = message(kind, 8, entry(8, { amt: "42.15", ind: "DBIT", name: "Stadtwerke" }), "", "ns2:");
    expect(recognize(enc(xml)).format).toBe("camt");
    expect(plan(xml).items.map((i) => [i.item.amount, i.item.payee])).toEqual([["42.1500", "Stadtwerke"]]);
  });
});

describe("the Document named in another case, or left out: the message inside says what the file is", () => {
  // A German bank portal's account report opens with <document>, a Polish bank's export with <DOCUMENT>, a Swiss
  // cantonal bank's notification with the message itself: XML is case-sensitive, the banks' writers are not.
  const roots = [
    ["<document>", (xml: string) => xml.replace(/<(\/?)Document\b/g, "<$1document")],
    ["<DOCUMENT>", (xml: string) => xml.replace(/<(\/?)Document\b/g, "<$1DOCUMENT")],
    ["no Document", (xml: string) => xml.replace(/<Document[^>]*>/, "").replace("</Document>", "")],
  ] as const;
  const cases = KINDS.flatMap((kind) => roots.map(([root, rewrite]) => [`${kind[0]} under ${root}`, kind, rewrite] as const));
  it.each(cases)("%s reads its entries", (_, kind, rewrite) => {
    const xml = rewrite(
      message(
        kind,
        3,
        entry(3, { amt: "42.15", ind: "DBIT", name: "Stadtwerke" }) + entry(3, { amt: "2500.00", ind: "CRDT", name: "Acme AG" }),
      ),
    );
    expect(recognize(enc(xml)).format).toBe("camt");
    const p = plan(xml);
    expect(p.profile.message).toBe(kind[0]);
    expect(p.items.map((i) => [i.item.amount, i.item.payee])).toEqual([
      ["42.1500", "Stadtwerke"],
      ["-2500.0000", "Acme AG"],
    ]);
  });

  it("checks such a statement by its balances as any other", () => {
    const entries =
      entry(3, { amt: "42.15", ind: "DBIT", name: "Stadtwerke" }) + entry(3, { amt: "2500.00", ind: "CRDT", name: "Acme AG" });
    const balanced = message(STMT, 3, entries, balance("OPBD", "100.00") + balance("CLBD", "2557.85"));
    const off = message(STMT, 3, entries, balance("OPBD", "100.00") + balance("CLBD", "2600.00"));
    const lower = (xml: string) => xml.replace(/<(\/?)Document\b/g, "<$1document");
    expect(plan(lower(balanced)).profile.verification?.status).toBe("balanced");
    expect(plan(lower(off)).profile.verification?.status).toBe("unbalanced");
  });

  it("still refuses a document that holds no statement, report or notification, whatever its case", () => {
    expect(() => plan('<?xml version="1.0"?><document><Other/></document>')).toThrow(/not a CAMT statement/);
  });
});

describe("a reversal's CdtDbtInd is its own direction (ISO 20022: CRDT with RvslInd true undoes a debit)", () => {
  it("books a returned direct debit as money in and a recalled credit as money out: the balances add up so", () => {
    // Opening 100.00; a direct debit of 30.00 out, returned (CRDT, reversal), a credit of 50.00 in, recalled
    // (DBIT, reversal): closing 100.00.
    const entries =
      entry(8, { amt: "30.00", ind: "DBIT", name: "Stadtwerke" }) +
      entry(8, { amt: "30.00", ind: "CRDT", rvsl: true, name: "Stadtwerke" }) +
      entry(8, { amt: "50.00", ind: "CRDT", name: "Acme AG" }) +
      entry(8, { amt: "50.00", ind: "DBIT", rvsl: true, name: "Acme AG" });
    const p = plan(message(STMT, 8, entries, balance("OPBD", "100.00") + balance("CLBD", "100.00")));
    expect(p.items.map((i) => [i.item.amount, i.item.payee])).toEqual([
      ["30.0000", "Stadtwerke"],
      ["-30.0000", "Stadtwerke"],
      ["-50.0000", "Acme AG"],
      ["50.0000", "Acme AG"],
    ]);
  });
});

describe("an entry without CdtDbtInd takes its direction from its details, the sign of its amounts, or its bank transaction code", () => {
  it("takes its details' own indicator", () => {
    const e = entry(8, { amt: "12.50", name: "Shop", details: '<Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd>' });
    expect(plan(message(STMT, 8, e)).items[0]!.item.amount).toBe("12.5000");
  });

  it("takes a minus on its amount or its details' (AmtDtls) for money out, and a plain amount for money in where the bank signs them", () => {
    const signedDetail = entry(8, { amt: "7.00", name: "Cafe", details: '<AmtDtls><TxAmt><Amt Ccy="EUR">-7.00</Amt></TxAmt></AmtDtls>' });
    const p = plan(message(STMT, 8, entry(8, { amt: "-12.50", name: "Shop" }) + signedDetail + entry(8, { amt: "20.00", name: "Refund" })));
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.5000", "7.0000", "-20.0000"]);
    expect(p.profile.warnings).toBeUndefined();
  });

  it("takes the direction of its bank transaction code's family, which a reversal undoes", () => {
    const p = plan(
      message(
        STMT,
        8,
        entry(8, { amt: "1.00", name: "A", domain: domain("ICDT", "ESCT") }) +
          entry(8, { amt: "2.00", name: "B", domain: domain("RCDT", "ESCT") }) +
          entry(8, { amt: "3.00", name: "C", domain: domain("RDDT", "ESDD") }) +
          entry(8, { amt: "4.00", name: "D", domain: domain("RDDT", "UPDD") }) +
          entry(8, { amt: "5.00", name: "E", rvsl: true, domain: domain("ICDT", "ESCT") }) +
          entry(8, { amt: "6.00", name: "F", domain: domain("CNTR", "CWDL") }),
      ),
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["1.0000", "-2.0000", "3.0000", "-4.0000", "-5.0000", "6.0000"]);
    expect(p.profile.warnings).toBeUndefined();
  });
});

describe("an entry nothing directs is imported as money out, warned about and marked for review: never a silent guess", () => {
  it("plans it unreviewed with the reason, and warns naming the entry", () => {
    const p = plan(message(STMT, 8, entry(8, { amt: "9.99", name: "Unknown" }) + entry(8, { amt: "1.00", ind: "DBIT", name: "Known" })));
    expect(p.rows.every((r) => r.outcome === "planned")).toBe(true);
    expect(p.items[0]!.item).toMatchObject({
      amount: "9.9900",
      status: "unreviewed",
      custom_metadata: { needs_review: expect.stringMatching(/no credit\/debit indicator/) },
    });
    expect(p.items[1]!.item.status).toBeUndefined();
    expect(p.profile.warnings).toEqual([expect.stringMatching(/^entry 1: no credit\/debit indicator.*money out.*review/)]);
  });
});
