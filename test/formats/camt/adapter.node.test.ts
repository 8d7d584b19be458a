// CAMT.052/053/054 rule by rule, on documents written here (the corpus test reads the shared samples).
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { SourceInputError } from "../../../src/formats/errors";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (xml: string, account?: string) => camtAdapter.plan(enc(xml), { accountId: 1, ...(account ? { settings: { account } } : {}) });
const IBAN = "DE02120300000000202051";

/** A camt.053 of version 8 (or `version`), one statement per `statements` entry. */
const doc = (entries: string, o: { version?: string; iban?: string; balances?: string; more?: string } = {}) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${o.version ?? "08"}"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-02-01T08:00:00</CreDtTm></GrpHdr>
${stmt(entries, o.iban ?? IBAN, o.balances)}${o.more ?? ""}</BkToCstmrStmt></Document>`;

const stmt = (entries: string, iban: string, balances?: string) =>
  `<Stmt><Id>S-${iban}</Id><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${balances ?? bal("CLBD", "1000.00", "CRDT", "2024-01-31")}${entries}</Stmt>`;

const bal = (code: string, amt: string, ind: string, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;

interface EntryParts {
  amt: string;
  ind: string;
  /** The booking date element's inside: `<Dt>…</Dt>` or `<DtTm>…</DtTm>`; absent: none. */
  booked?: string;
  valued?: string;
  acctSvcrRef?: string;
  ntryRef?: string;
  sts?: string;
  rvsl?: boolean;
  details?: string;
}
const entry = (o: EntryParts) =>
  `<Ntry>${o.ntryRef ? `<NtryRef>${o.ntryRef}</NtryRef>` : ""}<Amt Ccy="EUR">${o.amt}</Amt><CdtDbtInd>${o.ind}</CdtDbtInd>` +
  `${o.rvsl ? "<RvslInd>true</RvslInd>" : ""}<Sts><Cd>${o.sts ?? "BOOK"}</Cd></Sts>` +
  `${o.booked === undefined ? "" : `<BookgDt>${o.booked}</BookgDt>`}${o.valued === undefined ? "" : `<ValDt>${o.valued}</ValDt>`}` +
  `${o.acctSvcrRef ? `<AcctSvcrRef>${o.acctSvcrRef}</AcctSvcrRef>` : ""}<NtryDtls>${o.details ?? ""}</NtryDtls></Ntry>`;

const D = (d: string) => `<Dt>${d}</Dt>`;
const DT = (d: string) => `<DtTm>${d}</DtTm>`;
/** A transaction detail; v8 nests a party's name under `Pty`, v2 writes it directly. */
const tx = (o: {
  amt?: string;
  ind?: string;
  cdtr?: string;
  dbtr?: string;
  nested?: boolean;
  ustrd?: string[];
  strdRef?: string;
  ref?: string;
}) => {
  const party = (role: string, name: string) =>
    `<${role}>${o.nested === false ? `<Nm>${name}</Nm>` : `<Pty><Nm>${name}</Nm></Pty>`}</${role}>`;
  return (
    `<TxDtls>${o.ref ? `<Refs><AcctSvcrRef>${o.ref}</AcctSvcrRef></Refs>` : ""}` +
    `${o.amt ? `<Amt Ccy="EUR">${o.amt}</Amt><CdtDbtInd>${o.ind ?? "CRDT"}</CdtDbtInd>` : ""}` +
    `<RltdPties>${o.dbtr ? party("Dbtr", o.dbtr) : ""}${o.cdtr ? party("Cdtr", o.cdtr) : ""}</RltdPties>` +
    `<RmtInf>${(o.ustrd ?? []).map((u) => `<Ustrd>${u}</Ustrd>`).join("")}` +
    `${o.strdRef ? `<Strd><CdtrRefInf><Ref>${o.strdRef}</Ref></CdtrRefInf></Strd>` : ""}</RmtInf></TxDtls>`
  );
};

describe("a CAMT document is recognised by its namespace or message, whatever its version", () => {
  it("takes camt.052/053/054 of versions 2 and 8, and leaves other XML to others", () => {
    expect(recognize(enc(doc("", { version: "02" }))).format).toBe("camt");
    expect(recognize(enc(doc(""))).format).toBe("camt");
    expect(recognize(enc("<?xml version='1.0'?><Document><BkToCstmrDbtCdtNtfctn/></Document>")).format).toBe("camt");
    expect(recognize(enc("<?xml version='1.0'?><Document><pain.001/></Document>")).format).not.toBe("camt");
  });

  it("reads a version 2 and a version 8 statement alike", () => {
    const e = entry({ amt: "12.30", ind: "DBIT", booked: D("2024-01-05"), acctSvcrRef: "R1" });
    const v2 = plan(doc(e, { version: "02" }));
    const v8 = plan(doc(e));
    expect(v2.items.map((i) => i.item)).toEqual(v8.items.map((i) => i.item));
    expect(v2.items[0]!.item).toMatchObject({ date: "2024-01-05", amount: "12.3000", currency: "eur" });
    expect(v2.profile.message).toBe("camt.053");
  });
});

describe("CdtDbtInd: DBIT is money out (the service's positive), CRDT money in, a reversal's as written", () => {
  it("signs each entry by its indicator, a reversal's being its own direction (ISO 20022)", () => {
    const p = plan(
      doc(
        entry({ amt: "10.00", ind: "DBIT", booked: D("2024-01-02") }) +
          entry({ amt: "20.00", ind: "CRDT", booked: D("2024-01-02") }) +
          entry({ amt: "5.00", ind: "DBIT", rvsl: true, booked: D("2024-01-03") }) +
          entry({ amt: "7.00", ind: "CRDT", rvsl: true, booked: D("2024-01-03") }),
      ),
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.0000", "-20.0000", "5.0000", "-7.0000"]);
  });

  it("imports an entry that nothing directs marked for review (dialects.node.test.ts has the rule); the rest as before", () => {
    const p = plan(
      doc(entry({ amt: "1.00", ind: "", booked: D("2024-01-02") }) + entry({ amt: "2.00", ind: "DBIT", booked: D("2024-01-02") })),
    );
    expect(p.rows).toEqual([
      { row: 1, outcome: "planned" },
      { row: 2, outcome: "planned" },
    ]);
    expect(p.items.map((i) => [i.item.amount, i.item.status])).toEqual([
      ["1.0000", "unreviewed"],
      ["2.0000", undefined],
    ]);
  });
});

describe("BookgDt, else ValDt, as a date or a date-time, gives the transaction's day", () => {
  it("reads Dt and DtTm of either, the booking date first", () => {
    const p = plan(
      doc(
        entry({ amt: "1.00", ind: "DBIT", booked: D("2024-01-02"), valued: D("2024-01-09") }) +
          entry({ amt: "1.00", ind: "DBIT", booked: DT("2024-01-03T23:30:00+01:00") }) +
          entry({ amt: "1.00", ind: "DBIT", valued: D("2024-01-04") }) +
          entry({ amt: "1.00", ind: "DBIT", valued: DT("2024-01-05T00:10:00Z") }),
      ),
    );
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"]);
  });

  it("dates an entry of neither by the message's creation, and warns", () => {
    const p = plan(doc(entry({ amt: "1.00", ind: "DBIT" })));
    expect(p.items[0]!.item.date).toBe("2024-02-01");
    expect(p.profile.warnings?.[0]).toMatch(/entry 1 has no booking or value date/);
  });
});

describe("AcctSvcrRef, else NtryRef, is the bank's id in external_id", () => {
  const one = (o: Partial<EntryParts>) =>
    plan(doc(entry({ amt: "9.99", ind: "DBIT", booked: D("2024-01-02"), ...o }))).items[0]!.item.external_id;

  it("keeps the id when the bank's reference is the same and the rest changes (the next download)", () => {
    expect(one({ acctSvcrRef: "AS-1" })).toMatch(/^camt:/);
    expect(one({ acctSvcrRef: "AS-1", amt: "10.00" })).toBe(one({ acctSvcrRef: "AS-1" }));
    expect(one({ ntryRef: "NR-1", booked: D("2024-01-03") })).toBe(one({ ntryRef: "NR-1" }));
  });

  it("takes AcctSvcrRef over NtryRef, and tells different references apart", () => {
    expect(one({ acctSvcrRef: "AS-1", ntryRef: "NR-1" })).toBe(one({ acctSvcrRef: "AS-1", ntryRef: "NR-2" }));
    expect(one({ acctSvcrRef: "AS-1" })).not.toBe(one({ acctSvcrRef: "AS-2" }));
  });

  it("gives identical entries without a reference ids of their own (the second is its own transaction)", () => {
    const e = entry({ amt: "3.50", ind: "DBIT", booked: D("2024-01-02") });
    const p = plan(doc(e + e));
    expect(p.items.map((i) => i.occurrence)).toEqual([1, 2]);
    expect(new Set(p.items.map((i) => i.item.external_id)).size).toBe(2);
  });
});

describe("remittance information becomes the notes", () => {
  it("joins unstructured lines and the structured creditor reference", () => {
    const details = tx({ cdtr: "Stadtwerke", ustrd: ["Strom Januar", "Kunde 42"], strdRef: "RF18539007547034" });
    const p = plan(doc(entry({ amt: "61.00", ind: "DBIT", booked: D("2024-01-05"), details })));
    expect(p.items[0]!.item.notes).toBe("Strom Januar Kunde 42 RF18539007547034");
  });
});

describe("the counterparty by direction is the payee: the creditor of money out, the debtor of money in", () => {
  it("names the creditor of a debit and the debtor of a credit, nested (v8) or not (v2)", () => {
    const both = (nested: boolean) => tx({ cdtr: "Shop", dbtr: "Me", nested });
    const p = plan(
      doc(
        entry({ amt: "5.00", ind: "DBIT", booked: D("2024-01-02"), details: both(true) }) +
          entry({ amt: "5.00", ind: "CRDT", booked: D("2024-01-02"), details: both(false) }),
      ),
    );
    expect(p.items.map((i) => i.item.payee)).toEqual(["Shop", "Me"]);
  });
});

describe("pending entries are imported as pending, for the booked entry of a later statement to take over", () => {
  it("plans PDNG marked pending (custom_metadata and the item's provisional channel) beside the booked one", () => {
    const p = plan(
      doc(
        entry({ amt: "1.00", ind: "DBIT", sts: "PDNG", booked: D("2024-01-03") }) +
          entry({ amt: "2.00", ind: "DBIT", booked: D("2024-01-02") }),
      ),
    );
    expect(p.rows).toEqual([
      { row: 1, outcome: "planned" },
      { row: 2, outcome: "planned" },
    ]);
    expect(p.items.map((i) => [i.item.amount, i.provisional, i.item.custom_metadata])).toEqual([
      ["1.0000", "pending", { pending: true }],
      ["2.0000", undefined, undefined],
    ]);
  });
  it("still ignores what is neither booked nor pending (information, future), with its status", () => {
    const p = plan(doc(entry({ amt: "1.00", ind: "DBIT", sts: "INFO", booked: D("2024-01-03") })));
    expect(p.rows).toEqual([{ row: 1, outcome: "ignored", reason: "status INFO" }]);
  });
});

describe("the closing booked balance (CLBD) is reported, in the holder's view", () => {
  it("takes CLBD, not the opening or available balance, and signs a debit balance negative", () => {
    const balances =
      bal("OPBD", "50.00", "CRDT", "2024-01-01") + bal("CLBD", "12.34", "DBIT", "2024-01-31") + bal("CLAV", "99.00", "CRDT", "2024-01-31");
    const p = plan(doc("", { balances }));
    expect(p.profile.closing_balance).toEqual({ amount: "-12.34", currency: "eur", date: "2024-01-31" });
    expect(camtAdapter.statementBalance!(p.profile)).toEqual({ amount: "-12.34", currency: "eur", date: "2024-01-31" });
  });
});

describe("several statements and accounts in one file", () => {
  const OTHER = "CH9300762011623852957";
  const a = entry({ amt: "1.00", ind: "DBIT", booked: D("2024-01-02"), acctSvcrRef: "A" });
  const b = entry({ amt: "2.00", ind: "DBIT", booked: D("2024-02-02"), acctSvcrRef: "B" });

  it("reads every statement of the same account, the last closing balance kept", () => {
    const p = plan(doc(a, { more: stmt(b, IBAN, bal("CLBD", "997.00", "CRDT", "2024-02-29")) }));
    expect(p.items.map((i) => [i.row, i.item.amount])).toEqual([
      [1, "1.0000"],
      [2, "2.0000"],
    ]);
    expect(p.profile.closing_balance?.amount).toBe("997.00");
  });

  it("asks which account of several, listing them, and imports the one named", () => {
    const two = doc(a, { more: stmt(b, OTHER) });
    let refused: unknown;
    try {
      plan(two);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(SourceInputError);
    expect((refused as SourceInputError).details?.file_accounts).toEqual([IBAN, OTHER]);
    expect(plan(two, OTHER).items.map((i) => i.item.amount)).toEqual(["2.0000"]);
    expect(() => plan(two, "XX00")).toThrow(/has no account "XX00"/);
  });

  it("plans several of its accounts from one reading of the file, each as its own plan would be", () => {
    const two = enc(doc(a, { more: stmt(b, OTHER) }));
    const each = [IBAN, OTHER].map((account, i) => ({ accountId: 1 + i, settings: { account } }));
    expect(camtAdapter.planAccounts!(two, each)).toEqual(each.map((o) => camtAdapter.plan(two, o)));
  });
});

describe("a malformed file is refused whole, saying what is wrong and where", () => {
  it("names the line and column of an unclosed element", () => {
    const broken = doc(entry({ amt: "1.00", ind: "DBIT", booked: D("2024-01-02") })).replace("</Ntry>", "");
    expect(() => plan(broken)).toThrow(/not well-formed XML: line 4, column \d+: Expected closing tag 'Ntry'/);
  });

  it("says a document without a statement message is not CAMT", () => {
    expect(() => plan('<?xml version="1.0"?><Document><Other/></Document>')).toThrow(/not a CAMT statement/);
  });

  it("reports an unreadable amount as a row error", () => {
    const p = plan(doc(entry({ amt: "1,00", ind: "DBIT", booked: D("2024-01-02") })));
    expect(p.rows[0]).toEqual({ row: 1, outcome: "error", reason: 'entry 1: the amount "1,00" is not readable' });
  });
});

describe("a file cut short is read up to its last whole entry, never as whole", () => {
  const three = doc(
    entry({ amt: "1.00", ind: "DBIT", booked: D("2024-01-02"), acctSvcrRef: "R1" }) +
      entry({ amt: "2.00", ind: "DBIT", booked: D("2024-01-03"), acctSvcrRef: "R2" }) +
      entry({ amt: "3.00", ind: "CRDT", booked: D("2024-01-04"), acctSvcrRef: "R3" }),
  );
  const cutAt = (xml: string, marker: string) => xml.slice(0, xml.indexOf(marker) + marker.length);

  it.each([
    ["inside the amount", '<Amt Ccy="EUR">3.0'],
    ["inside the reference", "<AcctSvcrRef>R3"],
    ["right after the entry opens", "R2</AcctSvcrRef><NtryDtls></NtryDtls></Ntry><Ntry>"],
  ])("makes the cut entry a row error and warns that the file ended early (%s)", (_, marker) => {
    const p = plan(cutAt(three, marker));
    const whole = plan(three).items.map((i) => i.item.external_id);
    expect(p.items.map((i) => i.item.external_id)).toEqual(whole.slice(0, p.items.length));
    expect(p.rows.at(-1)).toEqual({
      row: p.items.length + 1,
      outcome: "error",
      reason: `entry ${p.items.length + 1}: the file ends inside this entry`,
    });
    expect(p.profile.warnings).toEqual([expect.stringMatching(/^The file ended early/)]);
  });

  it("warns without a row error when the file stops between entries or after the last", () => {
    for (const marker of ["R2</AcctSvcrRef><NtryDtls></NtryDtls></Ntry>", "R3</AcctSvcrRef><NtryDtls></NtryDtls></Ntry></St"]) {
      const p = plan(cutAt(three, marker));
      expect(p.rows.every((r) => r.outcome === "planned")).toBe(true);
      expect(p.profile.warnings).toEqual([expect.stringMatching(/^The file ended early/)]);
    }
  });

  it("reads a cut file whose elements carry a namespace prefix", () => {
    const prefixed = three.replace(/<(\/?)(?!\?)([A-Za-z])/g, "<$1c:$2").replace('<c:Document xmlns="', '<c:Document xmlns:c="');
    expect(plan(prefixed).items).toHaveLength(3);
    const p = plan(cutAt(prefixed, "<c:AcctSvcrRef>R3"));
    expect([p.items.length, p.profile.warnings?.length]).toEqual([2, 1]);
  });

  it("still refuses a file broken before its end, saying where", () => {
    const broken = three.replace("<MsgId>M1</MsgId>", "<MsgId>M1</MsgI>");
    expect(() => plan(cutAt(broken, "<AcctSvcrRef>R3"))).toThrow(/not well-formed XML: line 3/);
  });
});

describe("the file is read in the encoding it says it is in", () => {
  const withPayee = doc(entry({ amt: "4.20", ind: "DBIT", booked: D("2024-01-02"), details: tx({ cdtr: "Café Müller" }) }));
  const utf16 = (text: string, littleEndian: boolean, mark: boolean) => {
    const out = new Uint8Array((text.length + (mark ? 1 : 0)) * 2);
    const view = new DataView(out.buffer);
    [...(mark ? "\uFEFF" : ""), ...text].forEach((c, i) => view.setUint16(i * 2, c.charCodeAt(0), littleEndian));
    return out;
  };
  it.each([
    ["UTF-16 LE with a mark", utf16(withPayee, true, true)],
    ["UTF-16 BE with a mark", utf16(withPayee, false, true)],
    ["UTF-16 LE without a mark", utf16(withPayee, true, false)],
    ["UTF-8 with a mark", new Uint8Array([0xef, 0xbb, 0xbf, ...enc(withPayee)])],
    [
      "ISO-8859-1, declared",
      Uint8Array.from(withPayee.replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="ISO-8859-1"?>'), (c) => c.charCodeAt(0)),
    ],
  ])("%s", (_, bytes) => {
    expect(recognize(bytes).format).toBe("camt");
    expect(camtAdapter.plan(bytes, { accountId: 1 }).items.map((i) => i.item.payee)).toEqual(["Café Müller"]);
  });
});

describe("one IBAN kept in several currencies is an account per currency", () => {
  // A Swiss bank's camt.053: the client's IBAN held in CHF and in EUR, a statement per currency (Acct/Ccy).
  const SWISS = "CH5604835012345678009";
  const swissStmt = (ccy: string, ref: string, amt: string, name: string) =>
    `<Stmt><Id>STMT-${ccy}</Id><ElctrncSeqNb>12</ElctrncSeqNb><CreDtTm>2026-03-02T06:12:00</CreDtTm>` +
    `<Acct><Id><IBAN>${SWISS}</IBAN></Id><Ccy>${ccy}</Ccy><Svcr><FinInstnId><BICFI>CRESCHZZ80A</BICFI></FinInstnId></Svcr></Acct>` +
    `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="${ccy}">5120.35</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-28</Dt></Dt></Bal>` +
    `<Ntry><Amt Ccy="${ccy}">${amt}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-02-27</Dt></BookgDt>` +
    `<AcctSvcrRef>${ref}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>${name}</Nm></Pty></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry></Stmt>`;
  const swiss = (...stmts: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>MSG-20260302</MsgId><CreDtTm>2026-03-02T06:12:00</CreDtTm></GrpHdr>${stmts.join("")}</BkToCstmrStmt></Document>`;
  // The bank's references count per currency account: both statements hold a "2602270001".
  const CHF = swissStmt("CHF", "2602270001", "84.50", "Swisscom (Schweiz) AG");
  const EUR = swissStmt("EUR", "2602270001", "84.50", "Booking.com B.V.");
  // A German bank's multi-currency account: no Acct/Ccy, the currency only on the balances and amounts.
  const german = (ccy: string) =>
    doc(entry({ amt: "19.99", ind: "DBIT", booked: D("2024-01-05"), acctSvcrRef: "R1" }).replaceAll('Ccy="EUR"', `Ccy="${ccy}"`), {
      balances: bal("CLBD", "1000.00", "CRDT", "2024-01-31").replace('Ccy="EUR"', `Ccy="${ccy}"`),
    });
  const GERMAN_BOTH = german("EUR").replace("</BkToCstmrStmt>", `${/<Stmt>.*<\/Stmt>/s.exec(german("USD"))![0]}</BkToCstmrStmt>`);

  it("lists the IBAN once per currency, and refuses to import them into one account", () => {
    expect(() => plan(swiss(CHF, EUR))).toThrow(
      `this CAMT file holds 2 accounts (${SWISS} (CHF), ${SWISS} (EUR)): choose one with file_account`,
    );
    expect(() => plan(GERMAN_BOTH)).toThrow(`(${IBAN} (EUR), ${IBAN} (USD))`);
  });

  it("imports each currency's entries alone, by its name or by the IBAN with its currency in any case", () => {
    expect(plan(swiss(CHF, EUR), `${SWISS} (EUR)`).items.map((i) => [i.item.payee, i.item.currency])).toEqual([
      ["Booking.com B.V.", "eur"],
    ]);
    expect(plan(swiss(CHF, EUR), `${SWISS} (chf)`).profile).toMatchObject({
      account: `${SWISS} (CHF)`,
      closing_balance: { currency: "chf" },
    });
    expect(plan(GERMAN_BOTH, `${IBAN} (USD)`).items.map((i) => i.item.currency)).toEqual(["usd"]);
  });

  it("keeps the ids of a file of one currency, and of the IBAN's first currency; the other's are its own", () => {
    const ids = (xml: string, account?: string) => plan(xml, account).items.map((i) => i.item.external_id);
    // Computed before an IBAN's currencies were told apart: camt:hash(IBAN, "ref␟2602270001␟0", 1).
    expect(ids(swiss(CHF))).toEqual(["camt:1a35ecb0213fb683"]);
    expect(ids(swiss(CHF), SWISS)).toEqual(ids(swiss(CHF)));
    expect(ids(swiss(CHF, EUR), `${SWISS} (CHF)`)).toEqual(ids(swiss(CHF)));
    expect(ids(swiss(CHF, EUR), `${SWISS} (EUR)`)).not.toEqual(ids(swiss(CHF)));
  });

  it("takes a statement that names no currency (an empty report) as its IBAN's account, not another", () => {
    const empty = `<Stmt><Id>EMPTY</Id><Acct><Id><IBAN>${SWISS}</IBAN></Id></Acct></Stmt>`;
    expect(plan(swiss(CHF, empty)).profile.accounts).toEqual([SWISS]);
  });
});

describe("attributes beyond a currency on each amount and a few more refuse the file before it is parsed", () => {
  const entry = (i: number) =>
    `<Ntry><Amt Ccy="EUR">${i}.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-${String((i % 28) + 1).padStart(2, "0")}</Dt></BookgDt></Ntry>`;
  it("a tag of thousands of attributes is refused, saying how many for how many amounts", () => {
    const flood = `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt><A${Array.from({ length: 5000 }, (_, k) => ` a${k}="1"`).join("")}/></Ntry>`;
    expect(() => plan(doc(flood))).toThrow(SourceInputError);
    expect(() => plan(doc(flood))).toThrow(/has 5,00\d attributes for 2 amounts/);
  });
  it("a statement of a thousand entries, each amount with its currency, is read", () => {
    const entries = Array.from({ length: 1000 }, (_, i) => entry(i + 1)).join("");
    expect(plan(doc(entries)).items).toHaveLength(1000);
  });
});

describe("tags beyond a few thousand per entry refuse the file before it is parsed", () => {
  it("an entry of a hundred thousand tiny tags is refused, saying how many for how many entries", () => {
    const flood = `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt>${"<A/>".repeat(100_000)}</Ntry>`;
    expect(() => plan(doc(flood))).toThrow(/has 1\d\d,\d{3} tags for 1 entries and details/);
  });
  it("a batch booking of a thousand transaction details is read", () => {
    const detail = (i: number) =>
      `<TxDtls><Refs><EndToEndId>E${i}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">1.00</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>Invoice ${i}</Ustrd></RmtInf><RltdPties><Cdtr><Nm>Supplier ${i}</Nm></Cdtr></RltdPties></TxDtls>`;
    const batch = `<Ntry><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt><NtryDtls>${Array.from({ length: 1000 }, (_, i) => detail(i)).join("")}</NtryDtls></Ntry>`;
    expect(plan(doc(batch)).items.length).toBeGreaterThan(0);
  });
});
