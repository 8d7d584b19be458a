// Which bank row is the payment a receipt, a tap or a pending row already put in the budget, pure: the windows,
// the amounts each channel allows, one row per transaction, and no guess the payees cannot make.
import { describe, expect, it } from "vitest";
import type { Provisional } from "../../src/plan";
import { type BankRow, matchRows, type OpenProvisional } from "../../src/outbox/provisional-match";

let nextId = 1;
const open = (fields: Partial<OpenProvisional> & { channel?: Provisional } = {}): OpenProvisional => ({
  transactionId: nextId++,
  channel: "receipt",
  date: "2026-11-20",
  amount: "42.17",
  payee: "Amazon.com",
  currency: null,
  toBase: null,
  ...fields,
});
const row = (fields: Partial<BankRow> = {}): BankRow => ({ date: "2026-11-21", amount: "42.17", payee: "AMZN Mktp US*2K3L45", ...fields });

/** The transaction each row takes over, by row index (undefined: none). */
function taken(rows: BankRow[], candidates: OpenProvisional[]): (number | undefined)[] {
  const matches = matchRows(rows, candidates);
  return rows.map((_, i) => {
    const m = matches.get(i);
    return m?.kind === "matched" ? m.open.transactionId : undefined;
  });
}

describe("a receipt or a tap is the bank's row of the same amount dated from the day before to 5 days after", () => {
  const receipt = open({ date: "2026-11-20" });
  it.each([
    ["2026-11-19", true],
    ["2026-11-20", true],
    ["2026-11-25", true],
    ["2026-11-18", false],
    ["2026-11-26", false],
  ])("a bank row of %s: %s", (date, fits) => {
    expect(taken([row({ date })], [receipt])).toEqual([fits ? receipt.transactionId : undefined]);
  });

  it("takes a tap the same way", () => {
    const tap = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "6.50" });
    expect(taken([row({ payee: "SQ *BLUE BOTTLE COFFE", amount: "6.50", date: "2026-11-22" })], [tap])).toEqual([tap.transactionId]);
  });

  it("never takes a receipt of another amount, however alike the payees", () => {
    expect(taken([row({ amount: "42.18", payee: "Amazon.com" })], [receipt])).toEqual([undefined]);
  });

  it("never takes money in for money out", () => {
    expect(taken([row({ amount: "-42.17" })], [receipt])).toEqual([undefined]);
  });

  it("never compares amounts in two currencies both named", () => {
    const eur = open({ currency: "eur" });
    expect(taken([row({ currency: "USD" })], [eur])).toEqual([undefined]);
    expect(taken([row({ currency: "EUR" })], [eur])).toEqual([eur.transactionId]);
  });
});

describe("a receipt in another currency than the bank's is compared in the budget's primary currency, as match mode does", () => {
  const eur = open({ payee: "Buchhandlung Lindenblatt", amount: "23.50", currency: "eur", toBase: 25.38 });
  const usd = { rowCurrency: "usd", primary: "usd", tolerance: 0.05 };
  it("takes the bank's row in the primary currency within 5% of what the service converted the receipt to", () => {
    const matches = matchRows([row({ payee: "LINDENBLATT BUCHH BERLIN", amount: "25.41", date: "2026-11-21" })], [eur], usd);
    expect(matches.get(0)).toMatchObject({ kind: "matched", acrossCurrencies: true, open: { transactionId: eur.transactionId } });
  });
  it("not beyond 5%, not without the primary currency, and not by the receipt's own amount", () => {
    expect(taken([row({ amount: "27.00" })], [eur])).toEqual([undefined]);
    expect(matchRows([row({ amount: "27.00" })], [eur], usd).size).toBe(0);
    expect(matchRows([row({ amount: "25.41" })], [eur], { ...usd, primary: null }).size).toBe(0);
    expect(matchRows([row({ amount: "23.50" })], [eur], usd).size).toBe(0);
  });
  it("does not guess between two receipts the conversion and the payee cannot tell apart", () => {
    const other = open({ payee: "Buchhandlung Lindenblatt", amount: "23.60", currency: "eur", toBase: 25.49 });
    expect(matchRows([row({ payee: "LINDENBLATT BUCHH BERLIN", amount: "25.41" })], [eur, other], usd).get(0)).toMatchObject({
      kind: "ambiguous",
    });
  });
  it("never on the amount alone: a payee unlike the receipt's is another payment", () => {
    const kiosk = open({ payee: "Kiosk am Markt", amount: "7.43", currency: "eur", toBase: 8.02 });
    expect(matchRows([row({ payee: "Hardware", amount: "8.00" })], [kiosk], usd).size).toBe(0);
  });
});

describe("a tap's amount may grow by a tip, a pending row's change when it books: only with a payee that says so", () => {
  const tap = open({ channel: "tap", payee: "Trattoria Roma", amount: "50.00", date: "2026-11-20" });
  it("takes a tap booked with a 20% tip when the payees are alike", () => {
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "60.00" })], [tap])).toEqual([tap.transactionId]);
  });
  it("not a tip above 30%, nor less than the tap", () => {
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "66.00" })], [tap])).toEqual([undefined]);
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "45.00" })], [tap])).toEqual([undefined]);
  });
  it("reads the merchant through a processor's prefix and a cut descriptor", () => {
    const coffee = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "6.50" });
    expect(taken([row({ payee: "SQ *BLUE BOTTLE COFFE", amount: "7.50" })], [coffee])).toEqual([coffee.transactionId]);
  });
  it("not another amount from a payee unlike the tap's", () => {
    expect(taken([row({ payee: "SHELL 0042 HAMBURG", amount: "55.00" })], [tap])).toEqual([undefined]);
  });

  const hold = open({ channel: "pending", payee: "ARAL STATION 2231 Umsatz vorgemerkt", amount: "29.90", date: "2026-11-25" });
  it("books a pending row at a changed amount within 20%, dated from 3 days before to 10 after", () => {
    expect(taken([row({ payee: "ARAL STATION 2231 Umsatz gebucht", amount: "31.40", date: "2026-11-26" })], [hold])).toEqual([
      hold.transactionId,
    ]);
    expect(taken([row({ payee: "ARAL STATION 2231", amount: "29.90", date: "2026-12-05" })], [hold])).toEqual([hold.transactionId]);
    expect(taken([row({ payee: "ARAL STATION 2231", amount: "29.90", date: "2026-12-06" })], [hold])).toEqual([undefined]);
  });
  it("books a fuel station's $1 hold at any amount when the bank's text is nearly the same", () => {
    const fuel = open({ channel: "pending", payee: "SHELL OIL 57444 AUSTIN TX", amount: "1.00", date: "2026-11-25" });
    expect(taken([row({ payee: "SHELL OIL 57444 AUSTIN TX", amount: "43.12", date: "2026-11-26" })], [fuel])).toEqual([fuel.transactionId]);
    expect(taken([row({ payee: "HEB GROCERY 123", amount: "43.12", date: "2026-11-26" })], [fuel])).toEqual([undefined]);
  });
});

describe("each transaction is taken over by one row, and each row takes one", () => {
  it("gives two receipts of one amount to two rows, by payee", () => {
    const books = open({ payee: "Corner Books", amount: "25.98" });
    const cafe = open({ payee: "Harbour Cafe", amount: "25.98" });
    const rows = [row({ payee: "HARBOUR CAFE LONDON", amount: "25.98" }), row({ payee: "CORNER BOOKS 0042", amount: "25.98" })];
    expect(taken(rows, [books, cafe])).toEqual([cafe.transactionId, books.transactionId]);
  });

  it("leaves the second of two like rows for one receipt to be inserted: the nearer day takes it", () => {
    const coffee = open({ payee: "Blue Bottle", amount: "4.50", date: "2026-11-20" });
    const rows = [
      row({ payee: "BLUE BOTTLE", amount: "4.50", date: "2026-11-21" }),
      row({ payee: "BLUE BOTTLE", amount: "4.50", date: "2026-11-20" }),
    ];
    expect(taken(rows, [coffee])).toEqual([undefined, coffee.transactionId]);
  });

  it("prefers the same amount to an amount a tip explains", () => {
    const tap = open({ channel: "tap", payee: "Trattoria Roma", amount: "50.00" });
    const rows = [row({ payee: "TRATTORIA ROMA", amount: "55.00" }), row({ payee: "TRATTORIA ROMA", amount: "50.00" })];
    expect(taken(rows, [tap])).toEqual([undefined, tap.transactionId]);
  });
});

describe("a choice the payees and days cannot make is not guessed", () => {
  it("says so when two receipts of one amount and day fit one row and neither payee is more like it", () => {
    const a = open({ payee: "Corner Books", amount: "25.98" });
    const b = open({ payee: "Corner Books", amount: "25.98" });
    const matches = matchRows([row({ payee: "CORNER BOOKS", amount: "25.98" })], [a, b]);
    expect(matches.get(0)).toMatchObject({ kind: "ambiguous" });
    expect(matches.get(0)?.kind === "ambiguous" && matches.get(0)).toMatchObject({ candidates: [a, b] });
  });

  it("says so when two rows of one amount and day fit one receipt alike, and takes none of them", () => {
    const receipt = open({ payee: "Uber", amount: "12.00" });
    const rows = [row({ payee: "UBER TRIP", amount: "12.00" }), row({ payee: "UBER TRIP", amount: "12.00" })];
    const matches = matchRows(rows, [receipt]);
    expect([matches.get(0)?.kind, matches.get(1)?.kind]).toEqual(["ambiguous", "ambiguous"]);
  });

  it("takes the one a payee tells apart", () => {
    const books = open({ payee: "Corner Books", amount: "25.98" });
    const shoes = open({ payee: "Zalando", amount: "25.98" });
    expect(taken([row({ payee: "ZALANDO SE BERLIN", amount: "25.98" })], [books, shoes])).toEqual([shoes.transactionId]);
  });
});
