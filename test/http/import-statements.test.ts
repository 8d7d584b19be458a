// Statements through POST /imports end to end against the sandbox: a large OFX lands exactly once and its
// re-upload inserts nothing (FITID); a malformed statement is a 422 that says what and where.
import { describe, expect, it } from "vitest";
import { camtStatement, mt940Statement, ofxStatement, qifStatement } from "../support/statements";
import { connectIntake } from "../support/intake";
import { waitFor } from "../support/world";

async function connect() {
  const { world, api, upload, report, call } = await connectIntake();
  const uploadStatement = (body: string | Uint8Array, query: string) => upload(body, query, "application/octet-stream");
  const finished = (id: string) =>
    waitFor(
      () => report(`/imports/${id}`),
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
      90_000,
    );
  /** The rows of a job that reading refused, with their reasons. */
  const errorRows = async (id: string) =>
    ((await (await call("GET", `/imports/${id}/rows?outcome=error`)).json()) as { rows: { row: number; reason?: string }[] }).rows;
  return { world, api, upload: uploadStatement, finished, errorRows };
}

describe("a large OFX lands exactly once, and its re-upload inserts nothing (FITID)", () => {
  it("2,500 transactions → 2,500 inserted in chunks; the same file again → 2,500 duplicates", async () => {
    const { world, api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "OFX checking", type: "cash", currency: "usd", balance: "0" });
    const file = ofxStatement(2500);
    const inAccount = async () => (await world.transactions()).filter((t) => t.manual_account_id === account.id);

    const first = await upload(file, `?account=${account.id}`);
    expect(first.status).toBe(202);
    const accepted = (await first.json()) as { id: string; format: string; rows: Record<string, number> };
    expect(accepted).toMatchObject({ format: "ofx", rows: { planned: 2500, ignored: 0, error: 0 } });
    const report = await finished(accepted.id);
    expect(report.counts).toMatchObject({ total: 2500, inserted: 2500, duplicates: 0, invalid: 0, failed: 0 });
    const landed = await inAccount();
    expect(landed).toHaveLength(2500);
    expect(new Set(landed.map((t) => t.external_id)).size).toBe(2500);

    const again = await upload(file, `?account=${account.id}`);
    const repeated = await finished(((await again.json()) as { id: string }).id);
    expect(repeated.counts).toMatchObject({ total: 2500, inserted: 0, duplicates: 2500 });
    expect(await inAccount()).toHaveLength(2500);
  });
});

describe("a malformed statement is a 422 that says what is wrong and where", () => {
  it("names the line of a CAMT's unclosed element, and nothing is sent", async () => {
    const { world, upload } = await connect();
    const camt = [
      '<?xml version="1.0"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      "<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>",
      '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt>',
      "</Stmt></BkToCstmrStmt></Document>",
    ].join("\n");
    const response = await upload(camt, "?account=101");
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toMatch(/not well-formed XML: line 5, column \d+: Expected closing tag 'Ntry'/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a statement of more than 50,000 transactions is a 422 that says the limit, on import and dry run", () => {
  it("refuses a QIF of 50,001 transactions (2 MB) before anything is sent", async () => {
    const { world, api, upload } = await connect();
    const account = await api.createManualAccount({ name: "QIF checking", type: "cash", currency: "usd", balance: "0" });
    for (const query of [`?account=${account.id}`, `?account=${account.id}&dry_run=true`]) {
      const refused = await upload(qifStatement(50_001), query);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /^a QIF file of more than 50,000 transactions is not read \(this one has about 50,001\)/,
      );
    }
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a CAMT file over 16 MB is a 422 that says the limit (50,000 entries of it fit the isolate's budget)", () => {
  it("refuses 16 MB and one byte before anything is sent", async () => {
    const { world, api, upload } = await connect();
    const account = await api.createManualAccount({ name: "CAMT", type: "cash", currency: "eur", balance: "0" });
    const statement = camtStatement(3);
    const padding = 16 * 1024 * 1024 + 1 - statement.length;
    const body = statement.replace("<Ustrd>Invoice 1</Ustrd>", `<Ustrd>Invoice 1${" ".repeat(padding)}</Ustrd>`);
    const refused = await upload(body, `?account=${account.id}`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("a CAMT file over 16 MB is not read");
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a CAMT file in UTF-16 is read in its encoding, not refused as text", () => {
  it("imports a UTF-16 LE statement with its byte-order mark", async () => {
    const { world, api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "CAMT", type: "cash", currency: "eur", balance: "0" });
    const text = `\uFEFF${camtStatement(3)}`;
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(i * 2, text.charCodeAt(i), true);
    const response = await upload(bytes, `?account=${account.id}`);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; format: string };
    expect(accepted.format).toBe("camt");
    expect((await finished(accepted.id)).counts).toMatchObject({ inserted: 3 });
    expect((await world.transactions()).filter((t) => t.manual_account_id === account.id)).toHaveLength(3);
  });
});

describe("records the bank tells apart both land, though the service's payee/date/amount check takes one for the other", () => {
  const ofxFee = (fitId: string | null, name = "Bank fee") =>
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>777<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>",
      `<STMTTRN><TRNTYPE>FEE<DTPOSTED>20240305<TRNAMT>-2.50${fitId ? `<FITID>${fitId}` : ""}<NAME>${name}</STMTTRN>`,
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
  const mt940Fee = (reference: string) =>
    `:20:S\n:25:NL91ABNA0417164300\n:28C:1\n:60F:C240301USD10,00\n:61:2403050305D2,50NCHGNONREF//${reference}\n:86:/NAME/Bank fee/\n:62F:C240305USD7,50\n`;

  /** Two uploads to one account, one after the other settled: the second's counts and what the account holds. */
  async function twoUploads(first: string, second: string) {
    const { world, api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "Checking", type: "cash", currency: "usd", balance: "0" });
    const send = async (body: string) =>
      (await finished(((await (await upload(body, `?account=${account.id}`)).json()) as { id: string }).id)).counts;
    await send(first);
    const counts = await send(second);
    const landed = (await world.transactions()).filter((t) => t.manual_account_id === account.id);
    return { counts, landed };
  }

  it("two OFX fees of one day with different FITIDs, in two uploads", async () => {
    const { counts, landed } = await twoUploads(ofxFee("FEE-1"), ofxFee("FEE-2"));
    expect(counts).toMatchObject({ inserted: 1, duplicates: 0 });
    expect(landed).toHaveLength(2);
  });

  it("two MT940 fees of one day with different bank references", async () => {
    const { counts, landed } = await twoUploads(mt940Fee("REF1"), mt940Fee("REF2"));
    expect(counts).toMatchObject({ inserted: 1, duplicates: 0 });
    expect(landed).toHaveLength(2);
  });

  it("two CSV rows of one day with different ids in the bank's id column", async () => {
    const csv = (id: string) => `Date,Transaction ID,Payee,Amount\n2024-03-05,${id},Bank fee,-2.50\n`;
    const { counts, landed } = await twoUploads(csv("TX-100"), csv("TX-101"));
    expect(counts).toMatchObject({ inserted: 1, duplicates: 0 });
    expect(landed).toHaveLength(2);
  });

  it("keeps the check where a file has no id of its own, or the same record comes from another kind of file", async () => {
    const noId = await twoUploads(ofxFee("FEE-1"), ofxFee(null));
    expect([noId.counts.duplicates, noId.landed.length]).toEqual([1, 1]);
    const otherKind = await twoUploads(mt940Fee("REF1"), ofxFee("FEE-2"));
    expect([otherKind.counts.duplicates, otherKind.landed.length]).toEqual([1, 1]);
  });

  it("keeps one transaction when the same FITID comes again under another account name (another external_id)", async () => {
    const renamed = ofxFee("FEE-1").replace("<ACCTID>777", "<ACCTID>000777");
    const { counts, landed } = await twoUploads(ofxFee("FEE-1"), renamed);
    expect(counts).toMatchObject({ inserted: 0, duplicates: 1 });
    expect(landed).toHaveLength(1);
  });

  it("inserts nothing again for a re-upload of the same file", async () => {
    const { counts, landed } = await twoUploads(ofxFee("FEE-1"), ofxFee("FEE-1"));
    expect(counts).toMatchObject({ inserted: 0, duplicates: 1 });
    expect(landed).toHaveLength(1);
  });
});

describe("a field of megabytes is a row error or cut, never a 503 that loses the rows before it", () => {
  it.each([
    ["an OFX payee", ofxStatement(3).replace("<NAME>Payee 1", `<NAME>${"N".repeat(2_200_000)}`), { planned: 2, error: 1 }],
    [
      "a CAMT note",
      camtStatement(3).replace("<Ustrd>Invoice 1</Ustrd>", `<Ustrd>${"U".repeat(2_200_000)}</Ustrd>`),
      { planned: 3, error: 0 },
    ],
    [
      "a CSV payee",
      `Date,Payee,Amount\n2024-01-01,a,-1.00\n2024-01-02,${"P".repeat(2_200_000)},-2.00\n2024-01-03,c,-3.00\n`,
      { planned: 2, error: 1 },
    ],
  ])("%s of 2.2 MB", async (_, body, rows) => {
    const { api, upload, finished } = await connect();
    // An account of the file's currency: a CAMT statement's amounts are in EUR (another would wait for a confirmation).
    const currency = body.includes('Ccy="EUR"') ? "eur" : "usd";
    const account = await api.createManualAccount({ name: "Big fields", type: "cash", currency, balance: "0" });
    const response = await upload(body, `?account=${account.id}`);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; rows: Record<string, number> };
    expect(accepted.rows).toMatchObject(rows);
    expect((await finished(accepted.id)).counts).toMatchObject({ inserted: rows.planned, failed: 0 });
  });
});

describe("at real sizes the rules hold deep in the file, past the first chunk", () => {
  it("refuses an absurd amount in row 2,000 of a 2,500-row CSV (the fourth chunk), and imports the other 2,499", async () => {
    const { api, upload, finished, errorRows } = await connect();
    const account = await api.createManualAccount({ name: "Big CSV", type: "cash", currency: "usd", balance: "0" });
    const rows = Array.from(
      { length: 2500 },
      (_, k) => `2024-0${1 + (k % 9)}-1${k % 10},Payee ${k},-${k === 1999 ? "1234567890123" : k}.25`,
    );
    const response = await upload(`Date,Payee,Amount\n${rows.join("\n")}\n`, `?account=${account.id}`);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect((await finished(id)).counts).toMatchObject({ inserted: 2499 });
    expect(await errorRows(id)).toEqual([
      { row: 2001, outcome: "error", reason: expect.stringMatching(/beyond what the budgeting service holds/) },
    ]);
  });

  it.each([
    ["OFX", () => ofxStatement(1200), "<TRNAMT>"],
    ["QIF", () => qifStatement(1200), "\nT"],
    ["MT940", () => mt940Statement(1200), "\n:86:"],
    ["CAMT", () => camtStatement(1200), "<Ustrd>"],
  ])(
    "imports the first 1,199 of a 1,200-transaction %s cut inside its last one, and says the file ended early",
    async (_, make, marker) => {
      const { api, upload, finished, errorRows } = await connect();
      const whole = make();
      // An account of the file's currency: a CAMT statement's amounts are in EUR (another would wait for a confirmation).
      const currency = whole.includes('Ccy="EUR"') ? "eur" : "usd";
      const account = await api.createManualAccount({ name: "Cut", type: "cash", currency, balance: "0" });
      const cut = whole.slice(0, whole.lastIndexOf(marker) + marker.length + 2);
      const response = await upload(cut, `?account=${account.id}`);
      expect(response.status).toBe(202);
      const accepted = (await response.json()) as { id: string; rows: Record<string, number>; profile: { warnings?: string[] } };
      expect(accepted.rows).toMatchObject({ planned: 1199, error: 1 });
      expect(accepted.profile.warnings).toContainEqual(expect.stringMatching(/ended early/));
      expect((await finished(accepted.id)).counts).toMatchObject({ inserted: 1199 });
      expect(await errorRows(accepted.id)).toHaveLength(1);
    },
  );
});

describe("the dry run says which rows are already in the budget before anything is sent", () => {
  it("finds a re-upload's rows by id and a row entered by hand by payee, amount and day, with the requests it spent", async () => {
    const { api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "Already", type: "cash", currency: "usd", balance: "0" });
    const first = await upload(ofxStatement(3), `?account=${account.id}`);
    await finished(((await first.json()) as { id: string }).id);
    const typed = await api.insertTransactions({
      transactions: [
        { date: "2024-01-01", amount: "9.99", payee: "Typed by hand", manual_account_id: account.id, external_id: "typed-by-hand" },
      ],
      apply_rules: false,
      skip_duplicates: false,
    });
    expect(typed.transactions).toHaveLength(1);
    const withMore = ofxStatement(5)
      .replace("<NAME>Payee 4", "<NAME>Typed by hand")
      .replace(/<TRNAMT>[^<]*(<FITID>F4)/, "<TRNAMT>-9.99$1");
    const dry = (await (await upload(withMore, `?account=${account.id}&dry_run=true`)).json()) as {
      already_in_budget: { count: number; checked: boolean; requests: number };
      items: { row: number; already?: string }[];
    };
    expect(dry.already_in_budget).toEqual({ count: 4, checked: true, requests: 1 });
    expect(dry.items.map((i) => i.already ?? null)).toEqual(["same_id", "same_id", "same_id", null, "same_payee_amount_date"]);
  });
});

describe("an OFX written on one line is as many rows as it has transactions, in the preview and the report", () => {
  const ONE_LINE = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>77</BANKACCTFROM><BANKTRANLIST>" +
      ["Market Street Inn|-109.89|1", "Corner Deli|-18.40|2", "Bookshop|-25.98|3", "Payroll|2500.00|4"]
        .map((t) => t.split("|"))
        .map(([name, amount, n]) => `<STMTTRN><DTPOSTED>2026100${n}<TRNAMT>${amount}<FITID>F${n}<NAME>${name}</STMTTRN>`)
        .join("") +
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
  ].join("\n");

  it("numbers each record by its place, so four payments are four rows, each with its own payee", async () => {
    const { api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "One-line OFX", type: "cash", currency: "usd", balance: "0" });
    const preview = (await (await upload(ONE_LINE, `?account=${account.id}&dry_run=true`)).json()) as {
      items: { row: number; item: { payee?: string } }[];
    };
    expect(preview.items.map((i) => [i.row, i.item.payee])).toEqual([
      [1, "Market Street Inn"],
      [2, "Corner Deli"],
      [3, "Bookshop"],
      [4, "Payroll"],
    ]);
    const accepted = (await (await upload(ONE_LINE, `?account=${account.id}`)).json()) as { id: string };
    const report = await finished(accepted.id);
    expect(report.counts).toMatchObject({ total: 4, inserted: 4 });
  });
});
