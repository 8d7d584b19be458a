// Rows a file probably shares with the budget: same amount, a day within the posting window, the shop named alike;
// counted, not merged; the look-alikes (another shop, another amount, another week, another currency) stay apart.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../src/plan";
import { type BudgetRow, probableDuplicates, takesOverOpen } from "../../src/uploads/probable-duplicates";

const row = (n: number, date: string, payee: string, amount: string, currency?: string): PlannedItem => ({
  row: n,
  item: { date, payee, amount, external_id: `csv:${n}`, ...(currency ? { currency } : {}) },
});
const tx = (id: number, date: string, payee: string, amount: string, extra: Partial<BudgetRow> = {}): BudgetRow => ({
  id,
  external_id: `old:${id}`,
  date,
  payee,
  amount,
  original_name: null,
  currency: "usd",
  ...extra,
});
const none = () => false;

describe("a row is probably in the budget when another export wrote the same payment its own way", () => {
  it.each([
    ["Corner Cafe", "CORNER CAFE #112 PORTLAND OR"],
    ["SQ *BLUE BOTTLE COFFEE", "Blue Bottle Coffee"],
    ["KARTENZAHLUNG REWE MARKT 4711 BERLIN", "REWE Markt"],
    ["CB *CARREFOUR CITY PARIS 11", "Carrefour City"],
  ])("%s ≈ %s, two days apart", (file, budget) => {
    const found = probableDuplicates([row(1, "2026-10-03", file, "4.50")], [tx(7, "2026-10-01", budget, "4.5000")], none);
    expect(found.get(0)).toEqual({ transaction_id: 7, date: "2026-10-01", payee: budget, amount: "4.50" });
  });
  it("reads the transaction's original name too", () => {
    const budget = [tx(7, "2026-10-01", "Coffee", "4.5", { original_name: "CORNER CAFE #112" })];
    expect(probableDuplicates([row(1, "2026-10-01", "Corner Cafe", "4.50")], budget, none).size).toBe(1);
  });
});

describe("look-alikes stay apart", () => {
  const budget = [tx(7, "2026-10-01", "Corner Cafe", "4.50")];
  it.each([
    ["another shop", row(1, "2026-10-01", "CORNER MARKET 12", "4.50")],
    ["another amount", row(1, "2026-10-01", "CORNER CAFE #112", "4.60")],
    ["past the posting window", row(1, "2026-10-09", "CORNER CAFE #112", "4.50")],
    ["another currency", row(1, "2026-10-01", "CORNER CAFE #112", "4.50", "eur")],
    ["a refund of it", row(1, "2026-10-01", "CORNER CAFE #112", "-4.50")],
  ])("%s", (_, item) => {
    expect(probableDuplicates([item], budget, none).size).toBe(0);
  });
});

describe("counted, not merged", () => {
  it("two coffees of one price in the file, one in the budget: one probable duplicate, one row", () => {
    const items = [row(1, "2026-10-01", "CORNER CAFE #112", "4.50"), row(2, "2026-10-02", "CORNER CAFE #112", "4.50")];
    const found = probableDuplicates(items, [tx(7, "2026-10-01", "Corner Cafe", "4.50")], none);
    expect([...found.keys()]).toEqual([0]);
  });
  it("a row already there by its id or as a twin uses up its transaction first", () => {
    const items = [row(1, "2026-10-01", "Corner Cafe", "4.50"), row(2, "2026-10-02", "CORNER CAFE #112", "4.50")];
    const budget = [tx(7, "2026-10-01", "Corner Cafe", "4.50")];
    expect(probableDuplicates(items, budget, (i) => i === 0).size).toBe(0);
  });
});

describe("another row of the same export is another payment, however alike", () => {
  const standing = (external_id: string, payee: string, date: string, source_id: string | null = null, layout: string | null = null) => ({
    standing: [{ external_id, payee, date, source_id, layout }],
  });
  const idRow = (n: number, date: string, payee: string, kind: string, recordId?: string): PlannedItem => ({
    row: n,
    item: { date, payee, amount: "4.95", external_id: `${kind}:${n}` },
    ...(recordId ? { recordId } : {}),
  });
  // Each row is probably its transaction by shop, amount and days: only the standing row's id tells them apart.
  it.each([
    ["an OFX's other FITID", "ofx", "Starbucks", "STARBUCKS 0042", "FIT-2", "FIT-1"],
    ["a CSV id column's other id", "b", "Rewe", "KARTENZAHLUNG REWE", "TX-9", "TX-8"],
    ["a CAMT's other reference", "camt", "Café de Flore", "CARTE CAFE DE FLORE", "REF-5#1", "REF-4#1"],
  ])("%s", (_, kind, payee, text, recordId, sourceId) => {
    const budget = [tx(7, "2026-10-14", payee, "4.95", standing(`${kind}:7`, text, "2026-10-14", sourceId))];
    const mine = [idRow(1, "2026-10-18", text, kind, recordId)];
    expect(probableDuplicates(mine, budget, none).size).toBe(0);
    expect(
      probableDuplicates(
        mine,
        budget.map((t) => ({ ...t, standing: [] })),
        none,
      ).size,
    ).toBe(1);
  });
  it.each([
    ["French card wording, the day in the text", "Bäckerei Kamps", "CB KAMPS BACKSTUBE 5572 30/10", "CB KAMPS BACKSTUBE 5572 28/10"],
    ["a processor's other order code", "Amazon", "AMZN Mktp DE*W8FBYE", "AMZN Mktp DE*3YEP9V"],
    ["the same words on another day", "Café Einstein", "KARTENZAHLUNG CAFE EINSTEIN BERLIN", "KARTENZAHLUNG CAFE EINSTEIN BERLIN"],
  ])("one layout's wording: %s", (_, payee, mine, theirs) => {
    const budget = [tx(7, "2026-10-28", payee, "4.95", standing("h:77:1", theirs, "2026-10-28"))];
    const rows = [idRow(1, "2026-10-30", mine, "h")];
    expect(probableDuplicates(rows, budget, none).size).toBe(0);
    expect(
      probableDuplicates(
        rows,
        budget.map((t) => ({ ...t, standing: [] })),
        none,
      ).size,
    ).toBe(1);
  });
  it.each([
    ["one Berlin café for another", "Einstein Kaffee", "EINSTEIN KAFFEE 156 BERLIN", "CAFE EINSTEIN STAMMHAU BERLIN"],
    ["a Paris bakery for another", "Paul", "CB PAUL GARE DE LYON", "CB PAUL MONTPARNASSE"],
    [
      "a US coffee chain's two stores",
      "Starbucks",
      "POS DEBIT STARBUCKS STORE 63736 SEATTLE WA",
      "POS DEBIT STARBUCKS STORE 11210 PORTLAND OR",
    ],
  ])("the file's own layout writes %s otherwise: another row of it", (_, payee, theirs, mine) => {
    const budget = [tx(7, "2026-10-26", payee, "4.95", standing("h:77:1", theirs, "2026-10-26", null, "csv:h:aa"))];
    const rows = [idRow(1, "2026-10-27", mine, "h")];
    expect(probableDuplicates(rows, budget, none, "csv:h:aa").size).toBe(0);
    expect(probableDuplicates(rows, budget, none, "csv:h:bb").size).toBe(1);
  });
  it("another layout's wording of the payment is still probably it", () => {
    const budget = [tx(7, "2026-10-28", "Bäckerei Kamps", "4.95", standing("h:77:1", "CB KAMPS BACKSTUBE 5572 28/10", "2026-10-28"))];
    expect(probableDuplicates([idRow(1, "2026-10-29", "Kamps Backstube", "h")], budget, none).size).toBe(1);
  });
  it("an id of another kind (the account's OFX against its CSV) says nothing", () => {
    const budget = [tx(7, "2026-10-14", "Starbucks", "4.95", standing("ofx:7", "STARBUCKS 0042", "2026-10-14", "FIT-1"))];
    expect(probableDuplicates([idRow(1, "2026-10-15", "Starbucks", "b", "TX-9")], budget, none).size).toBe(1);
  });
  it("the same words on the same day under another id (a running balance the bank recomputed) is probably it", () => {
    const budget = [tx(7, "2026-10-14", "Rewe", "4.95", standing("h:77:1", "KARTENZAHLUNG REWE", "2026-10-14"))];
    expect(probableDuplicates([idRow(1, "2026-10-14", "KARTENZAHLUNG REWE", "h")], budget, none).size).toBe(1);
  });
});

describe("a file that dates payments as the budget does denies a row days off", () => {
  const bankRow = (id: number, date: string, payee: string, amount: string) =>
    tx(id, date, payee, amount, {
      standing: [{ external_id: `h:${id}:1`, payee: payee.toUpperCase(), date, source_id: null, layout: null }],
    });
  // The budget holds the account's bank rows of 2 and 3 Oct; the other layout's file starts on the 6th.
  const budget = [bankRow(1, "2026-10-02", "Cafe Paris Bakery", "6.10"), bankRow(2, "2026-10-03", "Corner Books", "23.75")];
  it("a coffee four days after the budget's, when the books of the day after are not four days later in the file", () => {
    const items = [
      row(1, "2026-10-06", "Cafe Paris Bakery", "6.10"),
      row(2, "2026-10-08", "Safeway", "25.24"),
      row(3, "2026-10-09", "Shell", "40.00"),
    ];
    expect(probableDuplicates(items, budget, none).size).toBe(0);
  });
  it("is still probably it when the file shows the same shift on the budget's other rows", () => {
    const items = [
      row(1, "2026-10-06", "Cafe Paris Bakery", "6.10"),
      row(2, "2026-10-07", "CORNER BOOKS", "23.75"),
      row(3, "2026-10-09", "Shell", "40.00"),
    ];
    const found = probableDuplicates(items, budget, none);
    expect(found.get(0)?.transaction_id).toBe(1);
  });
  it("a row of the budget's own days is judged by the window alone", () => {
    const items = [row(1, "2026-10-02", "CAFE PARIS BAKERY NY", "6.10"), row(2, "2026-10-09", "Shell", "40.00")];
    expect(probableDuplicates(items, budget, none).get(0)?.transaction_id).toBe(1);
  });
  it("a transaction nobody imported from a bank (typed by hand) denies nothing", () => {
    const typed = [bankRow(1, "2026-10-02", "Cafe Paris Bakery", "6.10"), tx(2, "2026-10-03", "Corner Books", "23.75")];
    const items = [row(1, "2026-10-06", "Cafe Paris Bakery", "6.10"), row(2, "2026-10-09", "Shell", "40.00")];
    expect(probableDuplicates(items, typed, none).size).toBe(1);
  });
});

describe("a file dated by the purchase's day is never dated days after the same payment's row in another export", () => {
  // The budget's coffee came from the account's main export ("Date", its posting): a row of 29 Oct.
  const posted = (date: string, payee = "POS DEBIT SQ *BLUE BOTTLE COFFE SEATTLE WA") =>
    tx(1, date, payee, "3.75", { standing: [{ external_id: "h:1:1", payee, date, source_id: null, layout: "csv:main" }] });
  const app = (date: string) => [row(1, date, "Blue Bottle Coffee", "3.75")];
  const byPurchase = (items: PlannedItem[], budget: BudgetRow[]) => probableDuplicates(items, budget, none, "csv:app", true);

  it("a coffee the app's export dates two days after the budget's posted one is another coffee", () => {
    expect(byPurchase(app("2026-10-31"), [posted("2026-10-29")]).size).toBe(0);
  });
  it.each([
    ["the same day", "2026-10-29"],
    ["the day after (a purchase near midnight)", "2026-10-30"],
    ["days before the posting", "2026-10-26"],
  ])("is still probably the budget's coffee when the purchase is %s", (_, day) => {
    expect(byPurchase(app(day), [posted("2026-10-29")]).get(0)?.transaction_id).toBe(1);
  });
  it("a file dated by its posting is judged by the window alone", () => {
    expect(probableDuplicates(app("2026-10-31"), [posted("2026-10-29")], none, "csv:app", false).get(0)?.transaction_id).toBe(1);
  });
  it("a transaction no bank row stands in (a receipt, one typed by hand) denies nothing", () => {
    expect(byPurchase(app("2026-10-31"), [tx(1, "2026-10-29", "Blue Bottle Coffee", "3.75")]).get(0)?.transaction_id).toBe(1);
  });
  it("a row of the file's own layout is judged as before (another row of one export)", () => {
    const same = tx(1, "2026-10-29", "Blue Bottle Coffee", "3.75", {
      standing: [{ external_id: "csv:9", payee: "Blue Bottle Coffee", date: "2026-10-29", source_id: null, layout: "csv:app" }],
    });
    expect(byPurchase(app("2026-10-31"), [same]).size).toBe(0);
  });
});

describe("a transaction that knows its purchase's day is posted from that day to the end of the posting window", () => {
  // A receipt of Thursday's coffee, taken over by another export's row of Saturday: `intake.purchased` keeps Thursday.
  const bought = (purchased: string) =>
    tx(1, "2026-10-16", "Bäckerei Kamps", "6.10", { custom_metadata: { intake: { purchased, bank_external_id: "h:2:1" } } });
  const kamps = (date: string) => [row(1, date, "KAMPS BACKSTUBE 1174 BERLIN", "6.10")];

  it("a row a week after the purchase is the next coffee, though five days from the transaction's posting", () => {
    expect(probableDuplicates(kamps("2026-10-21"), [bought("2026-10-14")], none).size).toBe(0);
  });
  it.each([
    ["on the purchase's day", "2026-10-14"],
    ["the day before (a purchase near midnight)", "2026-10-13"],
    ["five days after it", "2026-10-19"],
  ])("is still probably the budget's coffee %s", (_, day) => {
    expect(probableDuplicates(kamps(day), [bought("2026-10-14")], none).get(0)?.transaction_id).toBe(1);
  });
  it("a transaction that knows no purchase day is judged by the window around its own date", () => {
    expect(probableDuplicates(kamps("2026-10-21"), [tx(1, "2026-10-16", "Bäckerei Kamps", "6.10")], none).get(0)?.transaction_id).toBe(1);
  });
});

describe("a row that may take over a receipt, a tap or a pending row still open is that transaction's, not left out", () => {
  const open = [tx(9, "2026-10-10", "Paris Cafe", "4.95", { external_id: "tap:9" })];
  it("keeps the row its own tap waits for, though another export's row of the price is a day away", () => {
    expect(takesOverOpen(row(1, "2026-10-11", "PARIS CAFE LLC", "4.95"), open)).toBe(true);
  });
  it.each([
    ["another amount", row(1, "2026-10-11", "PARIS CAFE LLC", "5.25")],
    ["another shop", row(1, "2026-10-11", "BLUE BOTTLE COFFEE", "4.95")],
    ["past the posting window", row(1, "2026-10-17", "PARIS CAFE LLC", "4.95")],
  ])("not for %s", (_, planned) => {
    expect(takesOverOpen(planned, open)).toBe(false);
  });
});

describe("each transaction of the budget is looked at a few times, not once for every row of the file", () => {
  /** A transaction that counts how often its amount and payee are read. */
  function counted(id: number, amount: string, reads: { n: number }): BudgetRow {
    const t = tx(id, "2026-10-01", `Shop ${id}`, amount);
    return Object.defineProperties(t, {
      amount: { get: () => (reads.n++, amount), enumerable: true },
      payee: { get: () => (reads.n++, `Shop ${id}`), enumerable: true },
    });
  }
  const reads = { n: 0 };
  // 500 transactions of amounts no row of the file has, 2,000 rows: scanned per row, that is a million reads.
  const budget = Array.from({ length: 500 }, (_, i) => counted(i + 1, `${1000 + i}.00`, reads));
  const rows = Array.from({ length: 2000 }, (_, i) => row(i + 1, "2026-10-02", `Shop ${i}`, `${(i % 900) + 1}.25`));

  it("rows no transaction is: the budget's amounts are read once each, not for every row", () => {
    reads.n = 0;
    expect(probableDuplicates(rows, budget, none).size).toBe(0);
    expect(reads.n).toBeLessThanOrEqual(budget.length * 4);
  });
  it("rows already there by another proof: their twin is looked up, not searched for in the whole budget", () => {
    reads.n = 0;
    expect(probableDuplicates(rows, budget, () => true).size).toBe(0);
    expect(reads.n).toBeLessThanOrEqual(budget.length * 4);
  });
  it("a look-alike of the index: the transaction of the row's amount written another way is still found", () => {
    const found = probableDuplicates(
      [row(1, "2026-10-02", "Corner Cafe", "1007.00")],
      [...budget, tx(900, "2026-10-01", "CORNER CAFE #112", "1007.0000")],
      none,
    );
    expect(found.get(0)?.transaction_id).toBe(900);
  });
});
