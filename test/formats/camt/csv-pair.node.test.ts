// The same account's CAMT.053 and CSV exports of one month produce the same amounts and dates: a pair written
// here (a Sparkasse-style "CSV-CAMT" export and the statement of the same January), and any pair the shared
// corpus holds (a CSV sample that names a CAMT sample's IBAN; skips when there is none).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { planCsv } from "../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const IBAN = "DE89370400440532013000";

/** January's transactions as the bank holds them: booking day, holder's amount, counterparty, purpose. */
const JANUARY: [string, string, string, string][] = [
  ["2024-01-02", "-61.00", "Stadtwerke Musterstadt", "Strom Januar Kunde 42"],
  ["2024-01-03", "2450.00", "Arbeitgeber GmbH", "Gehalt Januar"],
  ["2024-01-03", "-4.20", "Baeckerei Korn", "Kartenzahlung"],
  ["2024-01-15", "-850.00", "Hausverwaltung Nord", "Miete Januar"],
  ["2024-01-15", "-4.20", "Baeckerei Korn", "Kartenzahlung"],
  ["2024-01-31", "12.34", "Finanzamt", "Erstattung"],
];

function camt(): string {
  const entries = JANUARY.map(([date, amount, party, purpose], k) => {
    const out = amount.startsWith("-");
    const role = out ? "Cdtr" : "Dbtr";
    return `<Ntry><Amt Ccy="EUR">${amount.replace("-", "")}</Amt><CdtDbtInd>${out ? "DBIT" : "CRDT"}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt><AcctSvcrRef>2024${k}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><${role}><Pty><Nm>${party}</Nm></Pty></${role}></RltdPties><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>2024-02-01T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>2024-01</Id><Acct><Id><IBAN>${IBAN}</IBAN></Id></Acct>
${entries.join("\n")}
</Stmt></BkToCstmrStmt></Document>`;
}

/** The CSV the same bank exports for the same month: day first with a two-digit year, decimal comma, `;`. */
function csv(): string {
  const header =
    '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung"';
  const rows = JANUARY.map(([date, amount, party, purpose]) => {
    const [y, m, d] = date.split("-");
    const day = `${d}.${m}.${y!.slice(2)}`;
    return [IBAN, day, day, amount.startsWith("-") ? "LASTSCHRIFT" : "GUTSCHRIFT", purpose, party, amount.replace(".", ","), "EUR"]
      .map((v) => `"${v}"`)
      .join(";");
  });
  return [header, ...rows].join("\r\n") + "\r\n";
}

const view = (items: PlannedItem[]) => items.map(({ item }) => `${item.date} ${Number(item.amount).toFixed(4)}`).sort();

describe("one account's CAMT and CSV exports of one month produce the same amounts and dates", () => {
  it("reads January's statement and January's CSV alike, counterparties included", () => {
    const fromCamt = camtAdapter.plan(enc(camt()), { accountId: 1 }).items;
    const fromCsv = planCsv(enc(csv()), { accountId: 1 }).items;
    expect(fromCamt).toHaveLength(JANUARY.length);
    expect(view(fromCamt)).toEqual(view(fromCsv));
    expect(fromCamt.map((i) => i.item.payee).sort()).toEqual(fromCsv.map((i) => i.item.payee).sort());
  });
});

describe("a batch booked as one entry is one transaction in the statement as in the CSV of the same account", () => {
  /** January's statement with a collective transfer of two payments (a Sammelüberweisung) booked on the 20th. */
  const withBatch = () => {
    const payment = (amount: string, name: string, purpose: string) =>
      `<TxDtls><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><RltdPties><Cdtr><Pty><Nm>${name}</Nm></Pty></Cdtr></RltdPties>` +
      `<RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`;
    const batch =
      `<Ntry><Amt Ccy="EUR">1300.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2024-01-20</Dt></BookgDt>` +
      `<ValDt><Dt>2024-01-20</Dt></ValDt><AcctSvcrRef>2024SAMMLER</AcctSvcrRef><NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>` +
      `${payment("800.00", "Jana Schulz", "Lohn Januar")}${payment("500.00", "Tom Becker", "Lohn Januar")}</NtryDtls>` +
      `<AddtlNtryInf>SAMMEL-UEBERWEISUNG</AddtlNtryInf></Ntry>`;
    return camt().replace("</Stmt>", `${batch}\n</Stmt>`);
  };
  /** The CSV lists the booking as the bank booked it: one row of its total, no counterparty of its own. */
  const csvWithBatch = () => csv() + `"${IBAN}";"20.01.24";"20.01.24";"SAMMEL-UEBERWEISUNG";"2 Posten";"";"-1300,00";"EUR"\r\n`;

  it("reads the collective transfer as one row of 1300.00 in both, and every other row alike", () => {
    const fromCamt = camtAdapter.plan(enc(withBatch()), { accountId: 1 }).items;
    const fromCsv = planCsv(enc(csvWithBatch()), { accountId: 1 }).items;
    expect(fromCamt).toHaveLength(JANUARY.length + 1);
    expect(view(fromCamt)).toEqual(view(fromCsv));
    expect(view(fromCamt)).toContain("2024-01-20 1300.0000");
  });
});

const ROOT = join(__dirname, "../../../../shared/bank-corpus/samples");
/** Pairs of the corpus: a CAMT sample and a CSV sample that names the CAMT's account. */
function corpusPairs(): [string, string][] {
  if (!existsSync(ROOT)) return [];
  const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" });
  const csvs = files.filter((f) => /\.csv$/i.test(f)).map((f) => [f, readFileSync(join(ROOT, f), "latin1")] as const);
  const pairs: [string, string][] = [];
  for (const f of files.filter((f) => f.startsWith("camt") && f.endsWith(".xml"))) {
    const ibans = new Set([...readFileSync(join(ROOT, f), "utf8").matchAll(/<IBAN>([A-Z0-9]+)<\/IBAN>/g)].map((m) => m[1]!));
    for (const [name, text] of csvs) if ([...ibans].some((iban) => text.includes(iban))) pairs.push([f, name]);
  }
  return pairs;
}
const pairs = corpusPairs();

describe.skipIf(pairs.length === 0)("the corpus's CAMT and CSV exports of one account", () => {
  it.each(pairs)("%s ↔ %s: the CSV's rows of the statement's days are the statement's", (camtFile, csvFile) => {
    const fromCamt = camtAdapter.plan(new Uint8Array(readFileSync(join(ROOT, camtFile))), { accountId: 1 }).items;
    const days = fromCamt.map((i) => i.item.date).sort();
    const fromCsv = planCsv(new Uint8Array(readFileSync(join(ROOT, csvFile))), { accountId: 1 }).items.filter(
      (i) => i.item.date >= days[0]! && i.item.date <= days.at(-1)!,
    );
    expect(view(fromCsv)).toEqual(view(fromCamt));
  });
});
