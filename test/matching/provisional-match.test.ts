// Which bank row is the payment a receipt, a tap or a pending row already put in the budget, pure: the windows,
// the amounts each channel allows, one row per transaction, and no guess the payees cannot make.
import { describe, expect, it } from "vitest";
import type { Provisional } from "../../src/plan";
import { type BankRow, matchRows, type OpenProvisional } from "../../src/matching/provisional-match";

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

describe("a tap its receipt joined books at the total the receipt states, not at any tip", () => {
  const dinner = (fields: Partial<OpenProvisional>) => open({ channel: "tap", payee: "Trattoria Roma", ...fields });
  it("leaves a tap whose receipt says 63.63 to that row, and the row of 64.48 to the other dinner's tap", () => {
    const earlier = dinner({ amount: "56.07", date: "2026-11-18" });
    const receipted = dinner({ amount: "52.59", date: "2026-11-21", charged: { amount: "63.63", currency: "usd" } });
    const rows = [row({ payee: "TRATTORIA ROMA", amount: "64.48", date: "2026-11-20" })];
    expect(taken(rows, [earlier, receipted])).toEqual([earlier.transactionId]);
    expect(taken([...rows, row({ payee: "TRATTORIA ROMA", amount: "63.63", date: "2026-11-23" })], [earlier, receipted])).toEqual([
      earlier.transactionId,
      receipted.transactionId,
    ]);
  });
  it("takes the receipt's total as the same amount: it outranks a nearer tap that only a tip would fit", () => {
    const near = dinner({ amount: "55.00", date: "2026-11-21" });
    const receipted = dinner({ amount: "52.59", date: "2026-11-18", charged: { amount: "63.63", currency: null } });
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "63.63", date: "2026-11-21" })], [near, receipted])).toEqual([
      receipted.transactionId,
    ]);
  });
  it("binds neither the pending row (the amount authorised) nor a row in another currency than the receipt's", () => {
    const receipted = dinner({ amount: "52.59", date: "2026-11-21", charged: { amount: "63.63", currency: "usd" } });
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "52.59", date: "2026-11-21", pending: true })], [receipted])).toEqual([
      receipted.transactionId,
    ]);
    const abroad = dinner({ amount: "52.59", date: "2026-11-21", charged: { amount: "57.20", currency: "eur" } });
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "63.63", date: "2026-11-22", currency: "usd" })], [abroad])).toEqual([
      abroad.transactionId,
    ]);
  });
});

describe("an equal amount is never proof: the merchant or an identifier must say it is one purchase", () => {
  it("a receipt of a bookshop is not the fuel station's row of the same amount and day", () => {
    const books = open({ payee: "Corner Books", amount: "20.00", date: "2026-11-21" });
    expect(taken([row({ payee: "SHELL OIL 57442", amount: "20.00" })], [books])).toEqual([undefined]);
    expect(
      taken(
        [row({ payee: "SHELL OIL 57442", amount: "20.00" }), row({ payee: "PAYPAL *CORNERBOOKS", amount: "20.00", date: "2026-11-24" })],
        [books],
      ),
    ).toEqual([undefined, books.transactionId]);
  });

  it("a tap at one restaurant is not another restaurant's row of the same amount", () => {
    const olive = open({ channel: "tap", payee: "Olive Garden", amount: "40.00" });
    expect(taken([row({ payee: "THE CHEESECAKE FACTORY", amount: "40.00" })], [olive])).toEqual([undefined]);
  });

  it("a tip needs the same merchant: generic words such as burger or cafe are not it", () => {
    const king = open({ channel: "tap", payee: "Burger King", amount: "40.00" });
    expect(taken([row({ payee: "BURGER BAR DOWNTOWN", amount: "51.00" })], [king])).toEqual([undefined]);
    expect(taken([row({ payee: "BURGER KING #4410", amount: "46.00" })], [king])).toEqual([king.transactionId]);
  });

  it("a tap abroad grows by its tip across currencies too, with the same merchant", () => {
    const usd = { rowCurrency: "eur", primary: "eur", tolerance: 0.05 };
    const dinner = open({ channel: "tap", payee: "Olive Garden", amount: "70.00", currency: "usd", toBase: 64.4 });
    expect(matchRows([row({ payee: "TST* OLIVE GARDEN 0042", amount: "77.30" })], [dinner], usd).get(0)).toMatchObject({
      kind: "matched",
      acrossCurrencies: true,
    });
    expect(matchRows([row({ payee: "TST* OLIVE GARDEN 0042", amount: "90.00" })], [dinner], usd).size).toBe(0);
    expect(matchRows([row({ payee: "THE CHEESECAKE FACTORY", amount: "77.30" })], [dinner], usd).size).toBe(0);
  });

  it("another currency needs the same merchant too", () => {
    const paris = open({ payee: "Paris Cafe", amount: "18.00", currency: "eur", toBase: 19.4 });
    const usd = { rowCurrency: "usd", primary: "usd", tolerance: 0.05 };
    expect(matchRows([row({ payee: "CAFE PARIS BAKERY", amount: "19.50" })], [paris], usd).size).toBe(0);
    expect(matchRows([row({ payee: "PARIS CAFE 75004 PARIS FR", amount: "19.50" })], [paris], usd).get(0)).toMatchObject({
      kind: "matched",
    });
  });

  it("a fuel hold is booked by its own station's row, not by another station's row of the hold's amount", () => {
    const hold = open({ channel: "pending", payee: "SHELL OIL 57444 AUSTIN TX", amount: "1.00", date: "2026-11-25" });
    const rows = [
      row({ payee: "CHEVRON 0099", amount: "1.00", date: "2026-11-25" }),
      row({ payee: "SHELL OIL 57444 AUSTIN TX", amount: "43.12", date: "2026-11-26" }),
    ];
    expect(taken(rows, [hold])).toEqual([undefined, hold.transactionId]);
  });

  it("an order number of the receipt in the bank's text is evidence where the names differ", () => {
    const receipt = open({ payee: "Lindenblatt Verlag", amount: "31.00", text: "Order 4029357733 · 2 books" });
    expect(taken([row({ payee: "PAYPAL *7722", amount: "31.00", text: "4029357733 PP" })], [receipt])).toEqual([receipt.transactionId]);
    expect(taken([row({ payee: "PAYPAL *7722", amount: "31.00", text: "1111111111 PP" })], [receipt])).toEqual([undefined]);
  });
});

describe("taps of shops named by a word glued to a number are taken over by the rows that write them alike", () => {
  it("5 taps and 10 rows of one day and amount: each tap is its own shop's row, the other shops' rows take none", () => {
    const shops: [tap: string, bank: string, other: string][] = [
      ["TapshopHA0", "TAPSHOPHA0 STORE 0", "TAPSHOPHB7 STORE 7"],
      ["TapshopHA1", "TAPSHOPHA1 STORE 1", "TAPSHOPHB8 STORE 8"],
      ["3M Store", "3M STORE ST PAUL", "7M STORE 0042"],
      ["7Eleven Store", "7ELEVEN #3312 DALLAS TX", "STORE 3312 DALLAS TX"],
      ["24Seven Deli", "24SEVEN DELI 0042 LONDON", "DELI 0042 LONDON"],
    ];
    const taps = shops.map(([payee]) => open({ channel: "tap", payee, amount: "9.99", date: "2026-11-20" }));
    const rows = shops.flatMap(([, bank, other]) => [row({ payee: other, amount: "9.99" }), row({ payee: bank, amount: "9.99" })]);
    expect(taken(rows, taps)).toEqual(taps.flatMap((t) => [undefined, t.transactionId]));
  });
});

describe("a tap's card and minute in the bank's text take the tap over, however the shop is named", () => {
  const tap = () =>
    open({ channel: "tap", payee: "Eisdiele Venezia", amount: "4.80", date: "2026-11-20", text: "tap · Visa •••• 4242 · 14:32" });
  it("the bank's row names the payment's processor, the card and the minute", () => {
    const t = tap();
    expect(taken([row({ payee: "SUMUP *GELATERIA ROSSI", amount: "4.80", text: "Karte 4242 20.11. 14:32" })], [t])).toEqual([
      t.transactionId,
    ]);
  });
  it("the same amount on the same card a minute later is another payment", () => {
    expect(taken([row({ payee: "SUMUP *GELATERIA ROSSI", amount: "4.80", text: "Karte 4242 20.11. 14:33" })], [tap()])).toEqual([
      undefined,
    ]);
  });
});

describe("an authorisation's placeholder books at what was spent: a pump's 1.00 check, a round ceiling", () => {
  it("a tap of a pump's 1.00 check is taken by its station's booked row, at any amount", () => {
    const tap = open({ channel: "tap", payee: "Shell", amount: "1.00", date: "2026-11-20" });
    expect(taken([row({ payee: "CHEVRON 0099", amount: "43.12" })], [tap])).toEqual([undefined]);
    expect(taken([row({ payee: "SHELL OIL 57442 SEATTLE WA", amount: "43.12" })], [tap])).toEqual([tap.transactionId]);
  });

  it("a tap of a 100.00 ceiling books at less, never at more", () => {
    const tap = open({ channel: "tap", payee: "Aral", amount: "100.00", date: "2026-11-20" });
    expect(taken([row({ payee: "ARAL STATION 2231", amount: "64.37" })], [tap])).toEqual([tap.transactionId]);
    expect(taken([row({ payee: "ARAL STATION 2231", amount: "140.00" })], [tap])).toEqual([undefined]);
    const dinner = open({ channel: "tap", payee: "Trattoria Roma", amount: "45.00", date: "2026-11-20" });
    expect(taken([row({ payee: "TRATTORIA ROMA", amount: "30.00" })], [dinner])).toEqual([undefined]);
  });

  it("the bank's pending 1.00 at the pump meets the receipt of the fuel", () => {
    const receipt = open({ payee: "Shell", amount: "52.10", date: "2026-11-20" });
    const hold = row({ payee: "SHELL OIL 57442", amount: "1.00", date: "2026-11-20", pending: true });
    expect(taken([hold], [receipt])).toEqual([receipt.transactionId]);
  });

  it("a pending row meets a receipt above it by the tip it states; a receipt kept in cash only on its own day", () => {
    const card = open({ payee: "Olive Garden", amount: "48.00", date: "2026-11-20", tip: 8 });
    const cash = open({ payee: "Olive Garden", amount: "48.00", date: "2026-11-20", cash: true, tip: 8 });
    const sameDay = row({ payee: "OLIVE GARDEN 0042", amount: "40.00", date: "2026-11-20", pending: true });
    const nextDay = row({ payee: "OLIVE GARDEN 0042", amount: "40.00", date: "2026-11-21", pending: true });
    expect(taken([nextDay], [card])).toEqual([card.transactionId]);
    expect(taken([sameDay], [cash])).toEqual([cash.transactionId]);
    expect(taken([nextDay], [cash])).toEqual([undefined]);
  });

  it("never a receipt that states no tip, nor below it by another amount than its tip", () => {
    const pending = row({ payee: "OLIVE GARDEN 0042", amount: "40.00", date: "2026-11-20", pending: true });
    expect(taken([pending], [open({ payee: "Olive Garden", amount: "48.00", date: "2026-11-20" })])).toEqual([undefined]);
    expect(taken([pending], [open({ payee: "Olive Garden", amount: "48.00", date: "2026-11-20", tip: 7 })])).toEqual([undefined]);
    const groceries = open({ payee: "Whole Foods Market", amount: "114.66", date: "2026-11-20", cash: true });
    const card = row({ payee: "POS DEBIT WHOLEFDS SEA 63609", amount: "90.41", date: "2026-11-20", pending: true });
    expect(taken([card], [groceries])).toEqual([undefined]);
  });
});

describe("a deposit held before the stay is the receipt's purchase: up to a quarter above it, up to 10 days before", () => {
  const stay = (fields: Partial<OpenProvisional> = {}) => open({ payee: "Hotel Adlon", amount: "152.37", date: "2026-11-20", ...fields });
  const deposit = (fields: Partial<BankRow> = {}) =>
    row({ payee: "HOTEL ADLON KEMPINSKI BERLIN", amount: "180.00", date: "2026-11-17", pending: true, ...fields });

  it("the hotel's pending deposit at check-in takes the receipt of the stay, which then waits for the booked row", () => {
    const receipt = stay();
    expect(taken([deposit()], [receipt])).toEqual([receipt.transactionId]);
    expect(taken([deposit({ date: "2026-11-10" })], [receipt])).toEqual([receipt.transactionId]);
  });

  it.each([
    ["dated 11 days before", { date: "2026-11-09" }],
    ["more than a quarter above", { amount: "195.00" }],
    ["below the receipt by more than a tip", { amount: "100.00", date: "2026-11-17" }],
    ["another hotel's", { payee: "MARRIOTT BERLIN" }],
    ["not pending (a booked payment of another amount)", { pending: false }],
  ])("a deposit %s is another payment", (_, fields) => {
    expect(taken([deposit(fields)], [stay()])).toEqual([undefined]);
  });

  it("a receipt kept in cash meets only a deposit in whole tens that is no pump's ceiling", () => {
    const cash = stay({ cash: true });
    expect(taken([deposit()], [cash])).toEqual([cash.transactionId]);
    expect(taken([deposit({ amount: "171.24" })], [stay({ cash: true })])).toEqual([undefined]);
    const fuel = open({ payee: "Shell", amount: "127.66", date: "2026-11-20", cash: true });
    expect(taken([row({ payee: "SHELL OIL 57442", amount: "150.00", date: "2026-11-19", pending: true })], [fuel])).toEqual([undefined]);
  });
});

describe("the bank's row of its shop corrects a receipt whose total nothing in the mail confirms", () => {
  const unsure = (fields: Partial<OpenProvisional> = {}) =>
    open({ payee: "Trattoria Da Enzo", amount: "102.00", date: "2026-11-20", amountUnsure: true, ...fields });
  const charged = (fields: Partial<BankRow> = {}) =>
    row({ payee: "DA ENZO TRATTORIA ROMA", amount: "112.56", date: "2026-11-21", ...fields });

  it("takes the receipt at the bank's amount, saying the amount changed", () => {
    const receipt = unsure();
    const match = matchRows([charged()], [receipt]).get(0);
    expect(match).toMatchObject({ kind: "matched", open: { transactionId: receipt.transactionId }, amountChanged: true });
  });

  it.each([
    ["Spanish", "Mercadona", "MERCADONA VALENCIA", "31.40", "34.85"],
    ["Japanese", "Tsutaya Books", "TSUTAYA SHIBUYA", "2480.00", "2728.00"],
    ["German", "Bäckerei Kamps", "KAMPS BACKSTUBE GMBH", "7.00", "6.20"],
  ])("a %s shop's row below or above the misread total", (_, payee, bankPayee, stated, bank) => {
    const receipt = unsure({ payee, amount: stated });
    expect(taken([charged({ payee: bankPayee, amount: bank })], [receipt])).toEqual([receipt.transactionId]);
  });

  it.each([
    ["a receipt the mail confirms", {}, { amountUnsure: false }],
    ["another shop's row", { payee: "PIZZERIA NAPOLI" }, {}],
    ["a row more than twice the receipt", { amount: "204.01" }, {}],
    ["a row less than half of it", { amount: "50.99" }, {}],
    ["a row 6 days after it", { date: "2026-11-26" }, {}],
    ["money in", { amount: "-112.56" }, {}],
    ["a receipt kept in cash (it may have been paid in cash)", {}, { cash: true }],
  ])("never %s", (_, rowFields: Partial<BankRow>, receiptFields: Partial<OpenProvisional>) => {
    expect(taken([charged(rowFields)], [unsure(receiptFields)])).toEqual([undefined]);
  });

  it("a receipt at the row's own amount is the row's: the unsure one waits for its own", () => {
    const confirmed = unsure({ amount: "112.56", amountUnsure: false });
    const other = unsure();
    expect(taken([charged()], [other, confirmed])).toEqual([confirmed.transactionId]);
  });

  it("a row at the unsure receipt's own amount takes it before a row at another", () => {
    const receipt = unsure();
    const rows = [charged(), charged({ amount: "102.00", date: "2026-11-22" })];
    expect(taken(rows, [receipt])).toEqual([undefined, receipt.transactionId]);
  });
});

describe("candidates alike in every field are one choice, not an ambiguity", () => {
  it("two identical rows and one receipt: the first row takes it, the second is the other coffee", () => {
    const coffee = open({ payee: "Blue Bottle", amount: "4.50" });
    const rows = [row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" }), row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" })];
    expect(taken(rows, [coffee])).toEqual([coffee.transactionId, undefined]);
  });

  it("two identical receipts and one row: the row takes one, the other waits for its own row", () => {
    const first = open({ payee: "Blue Bottle", amount: "4.50" });
    const second = open({ payee: "Blue Bottle", amount: "4.50" });
    expect(taken([row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" })], [first, second])).toEqual([first.transactionId]);
    const both = [row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" }), row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" })];
    expect(taken(both, [first, second])).toEqual([first.transactionId, second.transactionId]);
  });

  it("two taps at one shop, price and day, spelled differently, and the bank's two rows: each row takes one", () => {
    const first = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "3.75" });
    const second = open({ channel: "tap", payee: "SQ *BLUE BOTTLE COFFE", amount: "3.75" });
    const rows = [
      row({ payee: "SQ *BLUE BOTTLE COFFE SEATTLE WA", amount: "3.75" }),
      row({ payee: "SQ *BLUE BOTTLE COFFE SEATTLE WA", amount: "3.75" }),
    ];
    expect(taken(rows, [first, second]).sort()).toEqual([first.transactionId, second.transactionId].sort());
  });

  it("one transaction offered twice (a tap and the receipt that enriched it): taken once", () => {
    const tap = open({ channel: "tap", payee: "Blue Bottle", amount: "4.50" });
    const sameTransaction = { ...tap, channel: "receipt" as const };
    const matches = matchRows([row({ payee: "SQ *BLUE BOTTLE", amount: "4.50" })], [tap, sameTransaction]);
    expect(matches.get(0)).toMatchObject({ kind: "matched", open: { transactionId: tap.transactionId } });
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
  it("says so when two receipts of one amount fit one row, a day either side, and neither payee is more like it", () => {
    const a = open({ payee: "Corner Books", amount: "25.98", date: "2026-11-20" });
    const b = open({ payee: "Corner Books", amount: "25.98", date: "2026-11-22" });
    const matches = matchRows([row({ payee: "CORNER BOOKS", amount: "25.98", date: "2026-11-21" })], [a, b]);
    expect(matches.get(0)).toMatchObject({ kind: "ambiguous" });
    expect(matches.get(0)?.kind === "ambiguous" && matches.get(0)).toMatchObject({ candidates: [a, b] });
  });

  it("says so when two rows fit one receipt alike, a day either side of it, and takes none of them", () => {
    const receipt = open({ payee: "Uber", amount: "12.00", date: "2026-11-20" });
    const rows = [
      row({ payee: "UBER TRIP", amount: "12.00", date: "2026-11-19" }),
      row({ payee: "UBER TRIP", amount: "12.00", date: "2026-11-21" }),
    ];
    const matches = matchRows(rows, [receipt]);
    expect([matches.get(0)?.kind, matches.get(1)?.kind]).toEqual(["ambiguous", "ambiguous"]);
  });

  it("takes the one a payee tells apart", () => {
    const books = open({ payee: "Corner Books", amount: "25.98" });
    const shoes = open({ payee: "Zalando", amount: "25.98" });
    expect(taken([row({ payee: "ZALANDO SE BERLIN", amount: "25.98" })], [books, shoes])).toEqual([shoes.transactionId]);
  });
});

describe("a shop's payments book in the order they were made: rows that fit alike take its transactions in that order", () => {
  it("gives two pump holds' booked rows to the holds in their order, not the nearest day first", () => {
    const first = open({ channel: "tap", payee: "Chevron", amount: "1.00", date: "2026-10-11" });
    const second = open({ channel: "tap", payee: "Chevron", amount: "1.00", date: "2026-10-12", alert: true });
    const rows = [
      row({ payee: "CHEVRON 0918200 SEATTLE WA", amount: "60.58", date: "2026-10-12" }),
      row({ payee: "CHEVRON 0918200 SEATTLE WA", amount: "63.29", date: "2026-10-14" }),
    ];
    expect(taken(rows, [first, second])).toEqual([first.transactionId, second.transactionId]);
  });

  it("keeps the order when one hold's alert names the station's number, which both rows carry", () => {
    const tap = open({ channel: "tap", payee: "Chevron", amount: "1.00", date: "2026-10-11" });
    const alert = open({
      channel: "pending",
      payee: "Chevron",
      amount: "1.00",
      date: "2026-10-12",
      text: "card alert · Card: CHEVRON 0918200",
    });
    const rows = [
      row({ payee: "CHEVRON 0918200 SEATTLE WA", amount: "60.58", date: "2026-10-12" }),
      row({ payee: "CHEVRON 0918200 SEATTLE WA", amount: "63.29", date: "2026-10-14" }),
    ];
    expect(taken(rows, [tap, alert])).toEqual([tap.transactionId, alert.transactionId]);
  });

  it("gives two coffees of one price, days apart, to their taps in order", () => {
    const monday = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "3.75", date: "2026-10-12" });
    const tuesday = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "3.75", date: "2026-10-13" });
    const rows = [
      row({ payee: "SQ *BLUE BOTTLE COFFE", amount: "3.75", date: "2026-10-13" }),
      row({ payee: "SQ *BLUE BOTTLE COFFE", amount: "3.75", date: "2026-10-15" }),
    ];
    expect(taken(rows, [monday, tuesday])).toEqual([monday.transactionId, tuesday.transactionId]);
  });

  it("keeps a pair the payee tells apart, whatever their days", () => {
    const books = open({ channel: "tap", payee: "Corner Books", amount: "20.00", date: "2026-10-11" });
    const cafe = open({ channel: "tap", payee: "Harbour Cafe", amount: "20.00", date: "2026-10-12" });
    const rows = [
      row({ payee: "HARBOUR CAFE LONDON", amount: "20.00", date: "2026-10-12" }),
      row({ payee: "CORNER BOOKS 0042", amount: "20.00", date: "2026-10-13" }),
    ];
    expect(taken(rows, [books, cafe])).toEqual([cafe.transactionId, books.transactionId]);
  });
});

describe("a pending row is dated at its authorisation: it meets a tap, an alert or a hold of its day only", () => {
  const held = (date: string) => open({ channel: "pending", payee: "SHELL OIL 64577 SEATTLE WA", amount: "100.00", date });
  const pendingRow = (date: string) => row({ payee: "SHELL OIL 64577 SEATTLE WA", amount: "100.00", date, pending: true });

  it("leaves the first hold's transaction to its booked row and takes the second hold's tap", () => {
    const first = held("2026-10-18");
    const tap = open({ channel: "tap", payee: "Shell", amount: "100.00", date: "2026-10-20" });
    const booked = row({ payee: "SHELL OIL 64577 SEATTLE WA", amount: "61.43", date: "2026-10-19" });
    expect(taken([booked, pendingRow("2026-10-20")], [first, tap])).toEqual([first.transactionId, tap.transactionId]);
  });

  it("takes nothing of a pending row two days before it: the row is inserted", () => {
    expect(taken([pendingRow("2026-10-20")], [held("2026-10-18")])).toEqual([undefined]);
  });

  it("still meets a pending row of its own day or the next (midnight)", () => {
    const sameHold = held("2026-10-18");
    expect(taken([pendingRow("2026-10-19")], [sameHold])).toEqual([sameHold.transactionId]);
  });

  it("meets a card alert's hold or a tap of its day, not of two days before", () => {
    const alert = open({ channel: "pending", payee: "Shell", amount: "100.00", date: "2026-10-18", alert: true, text: "card alert" });
    expect(taken([pendingRow("2026-10-18")], [alert])).toEqual([alert.transactionId]);
    expect(taken([pendingRow("2026-10-20")], [alert])).toEqual([undefined]);
    const tap = open({ channel: "tap", payee: "Shell", amount: "100.00", date: "2026-10-18" });
    expect(taken([pendingRow("2026-10-20")], [tap])).toEqual([undefined]);
  });

  it("still takes a receipt days before it: a receipt is no authorisation", () => {
    const receipt = open({ payee: "Shell", amount: "100.00", date: "2026-10-17" });
    expect(taken([pendingRow("2026-10-19")], [receipt])).toEqual([receipt.transactionId]);
  });
});

describe("the day the bank's text says the card was used decides between a shop's taps and holds", () => {
  it("leaves a tap of two days later to its own row, and takes the tap of the stated day", () => {
    const later = open({ channel: "tap", payee: "Shell", amount: "100.00", date: "2026-10-27" });
    expect(taken([row({ payee: "CB SHELL 5776 25/10", amount: "47.85", date: "2026-10-27" })], [later])).toEqual([undefined]);
    const stated = open({ channel: "tap", payee: "Shell", amount: "100.00", date: "2026-10-25" });
    expect(taken([row({ payee: "CB SHELL 5776 25/10", amount: "47.85", date: "2026-10-27" })], [later, stated])).toEqual([
      stated.transactionId,
    ]);
  });

  it("still meets a receipt of another day: a stay's receipt is dated at check-out", () => {
    const stay = open({ payee: "Hotel Adlon", amount: "255.35", date: "2026-10-28" });
    expect(taken([row({ payee: "CB HOTEL ADLON KEMPINSKI 26/10", amount: "255.35", date: "2026-10-29" })], [stay])).toEqual([
      stay.transactionId,
    ]);
  });
});

describe("a row is as near a tap as the day its text says the card was used", () => {
  it("takes the tap of the stated day over a receipt of the posting day", () => {
    const tap = open({ channel: "tap", payee: "Bäckerei Kamps", amount: "4.50", date: "2026-10-05" });
    const receipt = open({ payee: "Bäckerei Kamps", amount: "4.50", date: "2026-10-07" });
    const booked = row({ payee: "CB KAMPS BACKSTUBE 3140 05/10", amount: "4.50", date: "2026-10-07" });
    expect(taken([booked], [receipt, tap])).toEqual([tap.transactionId]);
  });
});

describe("no row is left out for a transaction another row fits no better than its own", () => {
  it("gives the pending row its tap when the booked row fits the earlier tap as well", () => {
    const earlier = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "4.95", date: "2026-10-20" });
    const today = open({ channel: "tap", payee: "Blue Bottle Coffee", amount: "4.95", date: "2026-10-22" });
    const rows = [
      row({ payee: "POS DEBIT SQ *BLUE BOTTLE COFFE SEATTLE WA", amount: "4.95", date: "2026-10-22" }),
      row({ payee: "POS DEBIT SQ *BLUE BOTTLE COFFE SEATTLE WA", amount: "4.95", date: "2026-10-22", pending: true }),
    ];
    expect(taken(rows, [earlier, today])).toEqual([earlier.transactionId, today.transactionId]);
  });

  it("gives the tipped row the earlier tap when the other row fits only the later one", () => {
    const first = open({ channel: "tap", payee: "The Cheesecake Factory", amount: "68.50", date: "2026-10-05" });
    const second = open({ channel: "tap", payee: "The Cheesecake Factory", amount: "76.00", date: "2026-10-08" });
    const rows = [
      row({ payee: "THE CHEESECAKE FACTORY BELLEVUE WA", amount: "82.89", date: "2026-10-08" }),
      row({ payee: "THE CHEESECAKE FACTORY BELLEVUE WA", amount: "93.48", date: "2026-10-10" }),
    ];
    expect(taken(rows, [first, second])).toEqual([first.transactionId, second.transactionId]);
  });

  it("leaves a row out when the other row's second fit is weaker (another payee)", () => {
    const cafe = open({ channel: "tap", payee: "Harbour Cafe", amount: "4.95", date: "2026-10-22" });
    const books = open({ channel: "tap", payee: "Corner Books", amount: "4.95", date: "2026-10-20" });
    const rows = [
      row({ payee: "HARBOUR CAFE", amount: "4.95", date: "2026-10-22" }),
      row({ payee: "HARBOUR CAFE", amount: "4.95", date: "2026-10-22", pending: true }),
    ];
    expect(taken(rows, [cafe, books])[1]).toBeUndefined();
  });
});
