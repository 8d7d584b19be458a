// Pins the exact output of planCsv (external_ids, amounts, dates, row reports) on fixed fixtures, so any
// rewrite of the hot path (tokenizer, planner, hashing) can prove it changed nothing. external_ids are
// persisted dedupe keys: if one of these values changes, every earlier import would be re-inserted.
import { describe, expect, it } from "vitest";
import { expandRuns } from "../../support/rows";
import { seededRandom } from "../../support/seeded-random";
import { planCsv, streamCsvPlan } from "../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);

/** FNV-1a over a string, independent of the adapter's own hash code. */
function fnv(s: string): string {
  let h = 0x811c9dc5;
  let g = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    g = Math.imul(g ^ s.charCodeAt(i), 0x5bd1e995) ^ (h >>> 15);
  }
  return (h >>> 0).toString(16).padStart(8, "0") + (g >>> 0).toString(16).padStart(8, "0");
}

/** A deterministic German-style export with the awkward cases a bank file has (see bench/csv/generate.mjs). */
function germanExport(n: number): string {
  const rnd = seededRandom(12345);
  const payees = [
    "REWE Markt GmbH",
    "Café  Müller",
    "ÄRZTEKAMMER  ÖST",
    "  Deutsche Bahn ",
    "Stadtwerke\u00a0München",
    "Amazon EU S.a.r.l.",
    "SHELL 1234",
    "",
  ];
  const purposes = ["Kartenzahlung", 'Lastschrift ""Abo""', "Gutschrift;Ref", "Miete\nJanuar", "", "ÜBERWEISUNG  SEPA"];
  const fmt = (x: number) => {
    const [i, f] = Math.abs(x).toFixed(2).split(".") as [string, string];
    return `${x < 0 ? "-" : ""}${i.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${f}`;
  };
  const lines = [
    "Umsatzanzeige;Girokonto DE12",
    "Zeitraum:;01.01.2020 - 31.12.2024",
    "",
    "Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo;Währung",
  ];
  let day = Date.UTC(2020, 0, 1);
  let bal = 5000;
  for (let k = 0; k < n; k++) {
    if (rnd() < 0.3) day += 86400000;
    const d = new Date(day);
    const date = `${String(d.getUTCDate()).padStart(2, "0")}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${d.getUTCFullYear()}`;
    const payee = payees[Math.floor(rnd() * payees.length)]!;
    const purpose = purposes[Math.floor(rnd() * purposes.length)]!;
    const amount = rnd() < 0.1 ? Math.round(rnd() * 300000) / 100 : -Math.round(rnd() * 2000) / 100;
    bal += amount;
    const r = rnd();
    // Repeats (same day, same everything but the balance), a blank line, a bad date, a bad amount.
    if (r < 0.01) lines.push("");
    else if (r < 0.015) lines.push(`32.13.2024;;x;y;-1,00;0,00;EUR`);
    else if (r < 0.02) lines.push(`${date};${date};x;y;12,3,4;0,00;EUR`);
    const cur = r > 0.97 ? "usd" : "EUR";
    lines.push(`${date};${date};"${payee}";"${purpose.replace(/"/g, '""')}";${fmt(amount)};${r > 0.9 ? "" : fmt(bal)};${cur}`);
    if (r > 0.95) lines.push(`${date};${date};"${payee}";"${purpose.replace(/"/g, '""')}";${fmt(amount)};;${cur}`);
  }
  lines.push("", `Kontostand am 31.12.2024;;;;;${fmt(bal)};EUR`);
  return lines.join(k0(n) ? "\r\n" : "\n") + "\n";
}
const k0 = (n: number) => n % 2 === 1;

const FIXTURES: Record<string, string> = {
  german: germanExport(3000),
  germanCrlf: germanExport(1001),
  bankIds:
    "Transaction ID,created,amount,currency,category,description,balance\n" +
    "tx_001,2024-02-01,-5.00,GBP,eating_out,Pret,95.00\n" +
    "tx_002,2024-02-01,-5.00,GBP,eating_out,Pret,90.00\n" +
    "tx_003,2024-02-02,-1.00,GBP,,  Coffee   SHOP ,89.00\n" +
    "tx_004,2024-02-03,12.50,GBP,transfers,Refund,101.50\n" +
    "tx_005,2024-02-04,-1.00,GBP,,Coffee,100.50\n" +
    `${"x".repeat(80)},2024-02-05,-1.00,GBP,,Tea,99.50\n` +
    "id with spaces,2024-02-06,-1.00,GBP,,Tea,98.50\n",
  debitCredit:
    "Date,Details,Debit,Credit,Balance\n03/01/2024,Shop,10.00,,90.00\n04/01/2024,Salary,,100.00,190.00\n05/01/2024,Both,5.00,1.00,186.00\n06/01/2024,None,,,186.00\n",
  indicator: "Date;Payee;Amount;CR/DR\n03.01.2024;Shop;10,00;DR\n04.01.2024;Salary;100,00;CR\n05.01.2024;Odd;1,00;XX\n",
  us: 'Date,Payee,Memo,Amount\r\n01/15/2024,"Smith, J.","said ""hi""\r\nsecond line",-1.00\r\n01/16/2024,Bob,x,"-1,234.50"\r\n01/17/2024,Bob,x,(2.00)\r\n02/30/2024,Bad,date,1.00\r\n01/17/2024,Bob,x,(2.00)\r\nDate,Payee,Memo,Amount\r\n01/18/2024,ÉCOLE,Ünïcödé   ÇA,3.00-\r\nTotal,,,-5.00\r\n',
};

/**
 * The items as sent and the row reports. `recordId` (plan.ts) is left out: it tells the Outbox how to read a
 * skip, and changes nothing that is sent or reported.
 */
function digestOf(p: ReturnType<typeof planCsv>): string {
  const items = p.items.map(({ recordId: _, ...planned }) => planned);
  return fnv(JSON.stringify(items)) + "/" + fnv(JSON.stringify(expandRuns(p.rows)));
}

describe("golden plans (pinned before the performance rewrite)", () => {
  it("keeps a few external_ids exactly", () => {
    const ids = (name: string, accountId: number | null = 7) =>
      planCsv(enc(FIXTURES[name]!), { accountId }).items.map((i) => i.item.external_id);
    expect(ids("german").slice(0, 5)).toEqual(PINNED_GERMAN_IDS);
    expect(ids("german", null).slice(0, 2)).toEqual(PINNED_GERMAN_CASH_IDS);
    expect(ids("bankIds")).toEqual(PINNED_BANK_IDS);
    expect(ids("us")).toEqual(PINNED_US_IDS);
    // A repeated bank id (the column given by a saved profile) carries its occurrence.
    const repeated = planCsv(enc("Ref,Date,Payee,Amount\nA1,2024-01-03,a,-1.00\nA1,2024-01-03,a,-1.00\nA2,2024-01-04,b,-2.00\n"), {
      accountId: 7,
      profile: { columns: { transactionId: { header: "Ref" } } },
    });
    expect(repeated.items.map((i) => [i.item.external_id, i.occurrence])).toEqual([
      ["b:A1", 1],
      ["b:A1:2", 2],
      ["b:A2", 1],
    ]);
  });
  it("keeps whole plans (items and row reports) exactly", () => {
    const got: Record<string, string> = {};
    for (const [name, text] of Object.entries(FIXTURES)) got[name] = digestOf(planCsv(enc(text), { accountId: 7 }));
    expect(got).toEqual(PINNED_DIGESTS);
  });
  it("streams the same plan", async () => {
    const bytes = enc(FIXTURES.german!);
    let off = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (off >= bytes.length) return c.close();
        c.enqueue(bytes.slice(off, off + 1237));
        off += 1237;
      },
    });
    const items = [];
    const rows = [];
    for await (const chunk of streamCsvPlan(stream, { accountId: 7 }, 100)) {
      items.push(...chunk.items.map(({ recordId: _, ...planned }) => planned));
      rows.push(...expandRuns(chunk.rows));
    }
    expect(fnv(JSON.stringify(items)) + "/" + fnv(JSON.stringify(rows))).toBe(PINNED_DIGESTS.german);
  });
});

const PINNED_GERMAN_IDS = [
  "h:7164a4e552debd6e:1",
  "h:d7fcfec0400b883a:1",
  "h:020204655e2c79ed:1",
  "h:c32d0d4a3d02b94f:1",
  "h:a9b7fdb867a971c5:1",
];
const PINNED_GERMAN_CASH_IDS = ["h:42e6e7a441dc3b16:1", "h:48d96f9d9af11cf9:1"];
const PINNED_BANK_IDS = ["b:tx_001", "b:tx_002", "b:tx_003", "b:tx_004", "b:tx_005", "b:#a79f75831478f2d6", "b:#baf407d0b608a289"];
const PINNED_US_IDS = [
  "h:79d1601d703d6578:1",
  "h:b290765c1ad7b9a1:1",
  "h:cd996be118265fa7:1",
  "h:cd996be118265fa7:2",
  "h:466f5da803bb5ad6:1",
];
const PINNED_DIGESTS: Record<string, string> = {
  german: "b12299faf2e2086e/a8a1e52d6e39fe2f",
  germanCrlf: "de3152b037b63ea0/73144e8175d80d34",
  bankIds: "0901346f9d339244/5d16aabc961a434a",
  // Its four dates (03/01…06/01) read day-first now: three days apart, not three months (decide-dates.ts' spread).
  debitCredit: "9040f3a256d4030f/cf674c22a8aea677",
  // The "XX" row is an error and DR/CR decide the sign (the named CR/DR column was missed before: every amount read as money in).
  indicator: "a7f8df1f8c60065d/3d1594b7cff5893b",
  us: "7c5c2e9c15c6b280/fe39842cc4de580c",
};
