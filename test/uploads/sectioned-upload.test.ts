// A file of several sections (accounts, currency sub-accounts, cards) uploaded without saying where each goes: each
// section goes to the account of the budget it names, the others are held and listed with why, and one call imports a
// held one later; the choice is remembered for the next file. A file of one section is read as before.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";
import type { SectionShown } from "../../src/uploads/sectioned-upload";

interface SectionsAnswer {
  format: string;
  file_accounts: string[];
  imported: { file_account: string; manual_account_id: number; id: string; rows: { planned: number } }[];
  not_imported: { file_account: string; reason: string }[];
  sections: SectionShown[];
}

// --- fixtures: statements of two sections, in the formats that hold several, from banks of several countries ---

const ofxBank = (acct: string, currency: string, rows: [string, string, string][]) =>
  `<STMTTRNRS><STMTRS><CURDEF>${currency}<BANKACCTFROM><BANKID>021000021<ACCTID>${acct}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>` +
  rows
    .map(([day, amount, id]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${day}<TRNAMT>${amount}<FITID>${id}<NAME>Payee ${id}</STMTTRN>`)
    .join("") +
  `</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS>`;
const ofxCard = (acct: string, currency: string, rows: [string, string, string][]) =>
  `<CCSTMTTRNRS><CCSTMTRS><CURDEF>${currency}<CCACCTFROM><ACCTID>${acct}</CCACCTFROM><BANKTRANLIST>` +
  rows
    .map(([day, amount, id]) => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${day}<TRNAMT>${amount}<FITID>${id}<NAME>Shop ${id}</STMTTRN>`)
    .join("") +
  `</BANKTRANLIST><LEDGERBAL><BALAMT>-50.00<DTASOF>20261031</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS>`;
const ofx = (bank: string, cards = "") =>
  `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>${bank ? `<BANKMSGSRSV1>${bank}</BANKMSGSRSV1>` : ""}${cards ? `<CREDITCARDMSGSRSV1>${cards}</CREDITCARDMSGSRSV1>` : ""}</OFX>\n`;

/** An American bank's download of a checking and a savings account. */
const OFX_TWO = ofx(
  ofxBank("000123456789", "USD", [
    ["20261003", "-12.50", "C1"],
    ["20261004", "-3.20", "C2"],
  ]) + ofxBank("000987654321", "USD", [["20261005", "0.42", "S1"]]),
);

/** A card statement of one card kept in EUR and in USD: a sub-account each, one number. */
const CARD_TWO_CURRENCIES = ofx(
  "",
  ofxCard("XXXXXXXXXXXX4417", "EUR", [["20261006", "-20.00", "E1"]]) +
    ofxCard("XXXXXXXXXXXX4417", "USD", [
      ["20261007", "-15.00", "U1"],
      ["20261008", "-5.00", "U2"],
    ]),
);

/** The other side of an entry: paid to (DBIT) or received from (CRDT). */
const party = (ind: "DBIT" | "CRDT", ref: string) =>
  ind === "DBIT" ? `<Cdtr><Pty><Nm>Payee ${ref}</Nm></Pty></Cdtr>` : `<Dbtr><Pty><Nm>Payee ${ref}</Nm></Pty></Dbtr>`;
const camtStmt = (iban: string, currency: string, rows: [string, string, "DBIT" | "CRDT", string][]) =>
  `<Stmt><Id>S-${iban}</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>` +
  rows
    .map(
      ([day, amount, ind, ref]) =>
        `<Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
        `<BookgDt><Dt>${day}</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties>${party(ind, ref)}</RltdPties></TxDtls></NtryDtls></Ntry>`,
    )
    .join("") +
  `</Stmt>`;
/** A German bank's camt.053 of a Girokonto and a French bank's account of the same customer. */
const CAMT_TWO = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2026-11-01T00:00:00</CreDtTm></GrpHdr>',
  camtStmt("DE89370400440532013000", "EUR", [
    ["2026-10-02", "40.00", "DBIT", "G1"],
    ["2026-10-03", "7.10", "DBIT", "G2"],
  ]),
  camtStmt("FR7630006000011234567890189", "EUR", [["2026-10-04", "99.00", "CRDT", "F1"]]),
  "</BkToCstmrStmt></Document>",
].join("\n");

/** A Dutch and a German account in one MT940 file: a :25: each. */
const MT940_TWO = [
  ":20:STMT1",
  ":25:NL91ABNA0417164300",
  ":28C:1/1",
  ":60F:C261001EUR100,00",
  ":61:2610021002D10,00NTRFNONREF//B1",
  ":86:/NAME/Albert Heijn/REMI/boodschappen/",
  ":62F:C261031EUR90,00",
  "-",
  ":20:STMT2",
  ":25:37040044/0532013000",
  ":28C:1/1",
  ":60F:C261001EUR50,00",
  ":61:2610031003C25,00NTRFNONREF//B2",
  ":86:/NAME/Arbeitgeber GmbH/REMI/Gehalt/",
  ":62F:C261031EUR75,00",
  "-",
  "",
].join("\n");

async function connect() {
  const { world, api, upload, report } = await connectIntake();
  const send = async (body: string, query = "") => upload(body, query, "application/octet-stream");
  const account = async (name: string, currency = "usd") =>
    (await api.createManualAccount({ name, type: "cash", currency, balance: "0" })).id;
  const finished = (id: string) =>
    waitFor(
      () => report(`/imports/${id}`),
      (r) => r.status === "done",
    );
  const landed = async () => (await world.transactions()).map((t) => [t.manual_account_id, t.payee]);
  return { send, account, finished, landed };
}

const byLabel = (answer: SectionsAnswer, label: string) => answer.sections.find((s) => s.file_account === label);

describe("each section goes to the account of the budget it names, one job each", () => {
  it("an OFX of two STMTRS: one account by its last digits, one by its whole number in the name", async () => {
    const { send, account, finished, landed } = await connect();
    const everyday = await account("Everyday ••6789");
    const savings = await account("Savings 000987654321");
    const response = await send(OFX_TWO);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as SectionsAnswer;
    expect(answer.sections.map((s) => [s.file_account, s.rows, s.account_id, s.held])).toEqual([
      ["000123456789", 2, everyday, null],
      ["000987654321", 1, savings, null],
    ]);
    expect(byLabel(answer, "000123456789")?.how).toMatch(/ends in 6789/);
    expect(byLabel(answer, "000987654321")?.how).toMatch(/name holds/);
    expect(answer.not_imported).toEqual([]);
    for (const job of answer.imported) await finished(job.id);
    expect(await landed()).toEqual(
      expect.arrayContaining([
        [everyday, "Payee C1"],
        [everyday, "Payee C2"],
        [savings, "Payee S1"],
      ]),
    );
  });

  it("a CAMT of two Stmt of different IBANs, and an MT940 of two :25:, each into its own account", async () => {
    const { send, account, finished } = await connect();
    const giro = await account("Girokonto DE89 3704 0044 0532 0130 00", "eur");
    const compte = await account("Compte FR76 3000 6000 0112 3456 7890 189", "eur");
    // Created before the first upload: the budget's account list is read at most once a minute.
    const abn = await account("ABN AMRO NL91 ABNA 0417 1643 00", "eur");
    const camt = (await (await send(CAMT_TWO)).json()) as SectionsAnswer;
    expect(camt.sections.map((s) => [s.number, s.currency, s.rows, s.account_id])).toEqual([
      ["DE89370400440532013000", "eur", 2, giro],
      ["FR7630006000011234567890189", "eur", 1, compte],
    ]);
    for (const job of camt.imported) expect((await finished(job.id)).counts).toMatchObject({ inserted: job.rows.planned });

    const mt940 = (await (await send(MT940_TWO)).json()) as SectionsAnswer;
    // The German account's number (0532013000) is the tail of the Girokonto's IBAN in its name.
    expect(mt940.sections.map((s) => [s.number, s.rows, s.account_id])).toEqual([
      ["NL91ABNA0417164300", 1, abn],
      ["37040044/0532013000", 1, giro],
    ]);
  });
});

describe("a currency sub-account goes to the account of its currency, else is held", () => {
  it("a card in EUR and USD: each sub-account into the card's account of that currency", async () => {
    const { send, account } = await connect();
    const eur = await account("Visa EUR ••4417", "eur");
    const usd = await account("Visa USD ••4417", "usd");
    const answer = (await (await send(CARD_TWO_CURRENCIES)).json()) as SectionsAnswer;
    expect(answer.sections.map((s) => [s.currency, s.rows, s.account_id])).toEqual([
      ["eur", 1, eur],
      ["usd", 2, usd],
    ]);
    expect(answer.sections[1]?.how).toMatch(/the one kept in USD/);
  });

  it("the budget has the card in EUR only: the USD sub-account is held, never booked into the EUR account", async () => {
    const { send, account, finished, landed } = await connect();
    const eur = await account("Visa ••4417", "eur");
    const answer = (await (await send(CARD_TWO_CURRENCIES)).json()) as SectionsAnswer;
    expect(answer.sections.map((s) => [s.currency, s.account_id])).toEqual([
      ["eur", eur],
      ["usd", null],
    ]);
    expect(answer.sections[1]?.held).toMatch(/its rows are in USD/);
    expect(answer.not_imported.map((n) => n.file_account)).toEqual([answer.sections[1]?.file_account]);
    for (const job of answer.imported) await finished(job.id);
    expect(await landed()).toEqual([[eur, "Shop E1"]]);
  });
});

describe("a section the budget cannot tell is held with its reason; one call imports it later", () => {
  it("a section naming no account of the budget is held while the other imports; file_account with account imports it", async () => {
    const { send, account, finished, landed } = await connect();
    const giro = await account("Girokonto DE89 3704 0044 0532 0130 00", "eur");
    const answer = (await (await send(CAMT_TWO)).json()) as SectionsAnswer;
    expect(answer.imported.map((i) => [i.file_account, i.manual_account_id])).toEqual([["DE89370400440532013000", giro]]);
    const held = byLabel(answer, "FR7630006000011234567890189");
    expect(held).toMatchObject({ account_id: null, rows: 1, choices: [] });
    expect(held?.held).toMatch(/no account of your budget has number FR7630006000011234567890189 in its name/);
    expect(answer.not_imported[0]?.reason).toMatch(/file_account=FR7630006000011234567890189&account=<id>/);
    for (const job of answer.imported) await finished(job.id);

    // The person chooses its account: one call, that section alone.
    const other = await account("Joint account", "eur");
    const later = await send(CAMT_TWO, `?file_account=FR7630006000011234567890189&account=${other}`);
    expect(later.status).toBe(202);
    await finished(((await later.json()) as { id: string }).id);
    expect((await landed()).filter(([id]) => id === other)).toEqual([[other, "Payee F1"]]);

    // The choice is remembered for that section: the next file routes it by itself, and nothing lands twice.
    const again = (await (await send(CAMT_TWO)).json()) as SectionsAnswer;
    expect(again.sections.map((s) => [s.file_account, s.account_id])).toEqual([
      ["DE89370400440532013000", giro],
      ["FR7630006000011234567890189", other],
    ]);
    expect(byLabel(again, "FR7630006000011234567890189")?.how).toMatch(/you chose this account/);
    for (const job of again.imported) expect((await finished(job.id)).counts).toMatchObject({ inserted: 0 });
    expect(await landed()).toHaveLength(3);
  });

  it("two accounts of the budget ending in the same last four digits: held with both as choices, not guessed", async () => {
    const { send, account, landed } = await connect();
    const first = await account("Checking ••6789");
    const second = await account("Business ••6789");
    const savings = await account("Savings 000987654321");
    const answer = (await (await send(OFX_TWO)).json()) as SectionsAnswer;
    const held = byLabel(answer, "000123456789");
    expect(held).toMatchObject({ account_id: null, choices: [first, second] });
    expect(held?.held).toMatch(/2 of your accounts could be it/);
    expect(byLabel(answer, "000987654321")?.account_id).toBe(savings);
    expect((await landed()).every(([id]) => id !== first && id !== second)).toBe(true);
  });

  it("two sections that would go to one account: both held, never merged", async () => {
    const { send, account } = await connect();
    // One name holding both numbers' last digits would take both sections' rows.
    const both = await account("Household 000123456789 / 000987654321");
    const answer = (await (await send(OFX_TWO)).json()) as SectionsAnswer;
    expect(answer.imported).toEqual([]);
    expect(answer.sections.map((s) => [s.account_id, s.choices])).toEqual([
      [null, [both]],
      [null, [both]],
    ]);
    expect(answer.sections[0]?.held).toMatch(/000987654321 of this file goes to Household/);
  });

  it("file_accounts' choices are remembered: the next file of those sections routes itself", async () => {
    const { send, account } = await connect();
    const [first, second] = [await account("First"), await account("Second")];
    const mapped = encodeURIComponent(JSON.stringify({ "000123456789": first, "000987654321": second }));
    expect((await send(OFX_TWO, `?file_accounts=${mapped}`)).status).toBe(202);
    const next = (await (await send(OFX_TWO)).json()) as SectionsAnswer;
    expect(next.sections.map((s) => [s.account_id, s.held])).toEqual([
      [first, null],
      [second, null],
    ]);
  });
});

/** A German savings bank's CSV of two accounts: the account's own IBAN on every row, the other party's beside it. */
const CSV_TWO = [
  "Auftragskonto;Buchungstag;Beguenstigter/Zahlungspflichtiger;IBAN Zahlungsbeteiligter;Betrag",
  "DE89370400440532013000;01.10.2026;Bäckerei Schmidt;DE02120300000000202051;-3,50",
  "DE89370400440532013000;03.10.2026;Stadtwerke;CH9300762011623852957;-80,00",
  "DE02120300000000202051;02.10.2026;Arbeitgeber GmbH;DE89370400440532013000;2500,00",
].join("\n");

describe("a CSV of several accounts is split by its own account column, each account a section", () => {
  it("each account's rows into the account its IBAN names; a held one imported later with file_account", async () => {
    const { send, account, finished, landed } = await connect();
    const giro = await account("Giro DE89 3704 0044 0532 0130 00", "eur");
    const answer = (await (await send(CSV_TWO)).json()) as SectionsAnswer;
    expect(answer.format).toBe("csv");
    expect(answer.sections.map((s) => [s.file_account, s.rows, s.account_id])).toEqual([
      ["DE89370400440532013000", 2, giro],
      ["DE02120300000000202051", 1, null],
    ]);
    for (const job of answer.imported) await finished(job.id);
    expect(await landed()).toEqual(
      expect.arrayContaining([
        [giro, "Bäckerei Schmidt"],
        [giro, "Stadtwerke"],
      ]),
    );
    expect(await landed()).toHaveLength(2);
    const savings = await account("Tagesgeld", "eur");
    const later = await send(CSV_TWO, `?file_account=DE02120300000000202051&account=${savings}`);
    expect(later.status).toBe(202);
    await finished(((await later.json()) as { id: string }).id);
    expect((await landed()).filter(([id]) => id === savings)).toEqual([[savings, "Arbeitgeber GmbH"]]);
    // A name the file does not hold is refused, naming the ones it does.
    const wrong = await send(CSV_TWO, `?file_account=DE00999&account=${savings}`);
    expect(wrong.status).toBe(422);
  });

  it("a CSV of one account, its own IBAN on every row, is read as before into the account asked", async () => {
    const { send, account, finished, landed } = await connect();
    const other = await account("Giro DE89 3704 0044 0532 0130 00", "eur");
    const one = CSV_TWO.split("\n")
      .filter((l) => !l.startsWith("DE02"))
      .join("\n");
    const answer = (await (await send(one, `?account=${SEED_ACCOUNTS.checking}&currency_confirmed=true`)).json()) as {
      id: string;
      sections?: unknown;
    };
    expect(answer.sections).toBeUndefined();
    await finished(answer.id);
    expect((await landed()).map(([id]) => id)).toEqual([SEED_ACCOUNTS.checking, SEED_ACCOUNTS.checking]);
    expect(other).not.toBe(SEED_ACCOUNTS.checking);
  });
});

interface SectionsPreview {
  items: { date: string; amount: string; section: string; item: { payee: string } }[];
  sections: (SectionShown & { verification: { status: string } | null })[];
  verification: { status: string } | null;
}

/** A Danish bank's statement of three accounts, each under its own "Konto" line, amounts signed after the figure. */
const CSV_DANISH = [
  "Kontoudskrift;",
  "Konto;DK50 0040 0440 1162 43",
  "Valuta;DKK",
  "",
  "Konto DK50 0040 0440 1162 43",
  "Dato;Tekst;Beløb",
  "03-11-2026;Overførsel fra Lars Nielsen;959,83",
  "12-11-2026;Husleje Boligselskab;193,79-",
  "Konto DK82 3000 0001 2345 67",
  "Dato;Tekst;Beløb",
  "05-11-2026;MobilePay Mette Hansen;67,26-",
  "14-11-2026;Betalingsservice Ørsted;53,08-",
  "Konto DK44 3000 0007 6543 21",
  "Dato;Tekst;Beløb",
  "24-11-2026;Hævning Pengeautomat;23,33-",
  "",
].join("\n");

/** An American bank's export of a checking and a card account, each under "Account", amounts with DR and CR. */
const CSV_AMERICAN = [
  "Account statement,",
  "Account,8824 2239 2431 0850",
  "Currency,USD",
  "",
  "Account 8824 2239 2431 0850",
  "Date,Description,Amount",
  "09/11/2025,ACH DEBIT COMCAST CABLE,3.33 DR",
  "09/26/2025,PAYROLL DEPOSIT ACME CORP,270.86 CR",
  "Account 8444 3590 8074 7050",
  "Date,Description,Amount",
  "09/03/2025,SPOTIFY P2F8C1,15.11 DR",
  "09/21/2025,ATM WITHDRAWAL 4411 MAIN ST,212.15 DR",
  "",
].join("\n");

describe("a CSV too large to split by account whose rows name several is a 422 naming them, nothing sent", () => {
  it("17 MB of one account's rows and then another's: refused before a row is read, not mixed into one account", async () => {
    const { send, landed } = await connect();
    const [header, ...rows] = CSV_TWO.split("\n");
    const lines = [header];
    let size = 0;
    for (let k = 0; size < 17 * 1024 * 1024; k++) {
      const line = (k < 150_000 ? rows[0] : rows[2])!.replace("Schmidt", `Schmidt ${k}`).replace("Arbeitgeber GmbH", `Arbeitgeber ${k}`);
      lines.push(line);
      size += line.length + 1;
    }
    const refused = await send(lines.join("\n"), `?account=${SEED_ACCOUNTS.checking}&currency_confirmed=true`);
    expect(refused.status).toBe(422);
    const error = ((await refused.json()) as { error: { message: string; file_accounts?: string[] } }).error;
    expect(error.message).toMatch(/rows name 2 accounts \(DE89370400440532013000, DE02120300000000202051\).*not split by account/);
    expect(await landed()).toEqual([]);
  });
});

describe("a dry run of a file of several sections answers every section's rows, each with its section", () => {
  it("an OFX of two accounts: 200, both accounts' rows, each section listed with its account or why it is held", async () => {
    const { send, account, landed } = await connect();
    const savings = await account("Savings 000987654321");
    const response = await send(OFX_TWO, `?dry_run=true&account=${SEED_ACCOUNTS.checking}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SectionsPreview;
    expect(answer.items.map((i) => [i.section, i.item.payee])).toEqual([
      ["000123456789", "Payee C1"],
      ["000123456789", "Payee C2"],
      ["000987654321", "Payee S1"],
    ]);
    expect(answer.sections.map((s) => [s.file_account, s.rows, s.account_id, s.held === null])).toEqual([
      ["000123456789", 2, null, false],
      ["000987654321", 1, savings, true],
    ]);
    // With file_account, that section alone, as before.
    const one = await send(OFX_TWO, `?dry_run=true&account=${savings}&file_account=000987654321`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { items: unknown[] }).items).toHaveLength(1);
    expect(await landed()).toEqual([]);
  });

  it("CSVs of several accounts under a heading each (Danish, American): every account's rows, none refused", async () => {
    const { send, account, landed } = await connect();
    const budgetkonto = await account("Budgetkonto DK82 3000 0001 2345 67", "dkk");
    const danish = await send(CSV_DANISH, "?dry_run=true&file_name=kontoudskrift.csv");
    expect(danish.status).toBe(200);
    const read = (await danish.json()) as SectionsPreview;
    expect(read.items.map((i) => [i.section, i.date, i.amount])).toEqual([
      ["DK5000400440116243", "2026-11-03", "-959.83"],
      ["DK5000400440116243", "2026-11-12", "193.79"],
      ["DK8230000001234567", "2026-11-05", "67.26"],
      ["DK8230000001234567", "2026-11-14", "53.08"],
      ["DK4430000007654321", "2026-11-24", "23.33"],
    ]);
    expect(read.sections.map((s) => [s.file_account, s.rows, s.account_id])).toEqual([
      ["DK5000400440116243", 2, null],
      ["DK8230000001234567", 2, budgetkonto],
      ["DK4430000007654321", 1, null],
    ]);
    const american = await send(CSV_AMERICAN, "?dry_run=true&file_name=statement.csv");
    expect(american.status).toBe(200);
    const us = (await american.json()) as SectionsPreview;
    expect(us.items.map((i) => [i.section, i.amount])).toEqual([
      ["8824223924310850", "3.33"],
      ["8824223924310850", "-270.86"],
      ["8444359080747050", "15.11"],
      ["8444359080747050", "212.15"],
    ]);
    expect(await landed()).toEqual([]);
  });

  it("the real import of the same file imports the section its account names and holds the others", async () => {
    const { send, account, finished, landed } = await connect();
    const budgetkonto = await account("Budgetkonto DK82 3000 0001 2345 67", "dkk");
    const response = await send(CSV_DANISH, "?file_name=kontoudskrift.csv");
    expect(response.status).toBe(202);
    const answer = (await response.json()) as SectionsAnswer;
    expect(answer.imported.map((i) => [i.file_account, i.manual_account_id])).toEqual([["DK8230000001234567", budgetkonto]]);
    expect(answer.not_imported.map((n) => n.file_account)).toEqual(["DK5000400440116243", "DK4430000007654321"]);
    for (const job of answer.imported) await finished(job.id);
    expect(await landed()).toEqual([
      [budgetkonto, "MobilePay Mette Hansen"],
      [budgetkonto, "Betalingsservice Ørsted"],
    ]);
  });
});

describe("a file of one section is read as before", () => {
  it("an OFX of one account goes into the account asked, whatever its number, answered as one job", async () => {
    const { send, account, finished, landed } = await connect();
    await account("Everyday ••6789");
    const one = ofx(ofxBank("000555555555", "USD", [["20261003", "-1.00", "O1"]]));
    const response = await send(one, `?account=${SEED_ACCOUNTS.checking}`);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { id: string; manual_account_id: number; sections?: unknown };
    expect(answer.manual_account_id).toBe(SEED_ACCOUNTS.checking);
    expect(answer.sections).toBeUndefined();
    await finished(answer.id);
    expect(await landed()).toEqual([[SEED_ACCOUNTS.checking, "Payee O1"]]);
  });
});
