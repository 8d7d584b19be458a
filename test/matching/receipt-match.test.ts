// Match mode's choice, pure: which bank transaction a receipt belongs to, and what it adds to it.
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src/budget-api";
import { payeeLikeness } from "../../src/matching/merchant-evidence";
import { chooseMatch, enrichment, isOwnChannel, ownIds, searchWindow } from "../../src/matching/receipt-match";

let nextId = 1;
function tx(fields: Partial<Transaction>): Transaction {
  return {
    id: nextId++,
    date: "2026-10-03",
    amount: "25.9800",
    currency: "usd",
    to_base: 25.98,
    recurring_id: null,
    payee: "CORNER BOOKS #12",
    original_name: null,
    category_id: null,
    linked_account_id: null,
    manual_account_id: 102,
    external_id: null,
    tag_ids: [],
    notes: null,
    status: "unreviewed",
    is_pending: false,
    created_at: "2026-10-04T00:00:00Z",
    updated_at: "2026-10-04T00:00:00Z",
    is_split_parent: false,
    split_parent_id: null,
    is_group_parent: false,
    group_parent_id: null,
    source: "csv",
    ...fields,
  };
}

const RECEIPT = {
  date: "2026-10-03",
  amount: "25.98",
  currency: "usd",
  payee: "Corner Books",
  notes: "Order CB-1042",
  external_id: "rcpt:o:1",
};
const none = new Set<number>();

describe("the window is a takeover's, read the other way: the bank's date from the day before to 5 days after", () => {
  it("spans a month end", () => {
    expect(searchWindow("2026-10-30", "tap")).toEqual({ start_date: "2026-10-29", end_date: "2026-11-04" });
  });
});

describe("a receipt's match has the same amount in the window, and evidence of the same purchase", () => {
  it("takes the same amount written with other decimals", () => {
    const bank = tx({ amount: "25.9800", date: "2026-10-05" });
    expect(chooseMatch(RECEIPT, [bank], none)).toBe(bank);
  });

  it("does not take another amount, a day outside the window, or another currency", () => {
    const candidates = [tx({ amount: "25.99" }), tx({ date: "2026-10-09" }), tx({ date: "2026-10-01" }), tx({ currency: "eur" })];
    expect(chooseMatch(RECEIPT, candidates, none)).toBeNull();
    expect(chooseMatch(RECEIPT, [tx({ date: "2026-10-08" })], none)).not.toBeNull();
  });

  it("never takes a receipt Intake inserted, a pending transaction or a split parent", () => {
    const candidates = [tx({ external_id: "rcpt:m:abc" }), tx({ is_pending: true }), tx({ is_split_parent: true })];
    expect(chooseMatch(RECEIPT, candidates, none)).toBeNull();
  });

  it("never takes the same amount from another merchant", () => {
    const candidates = [tx({ payee: "SHELL OIL 57442" }), tx({ payee: "CARD PAYMENT" }), tx({ payee: "CORNER MARKET" })];
    expect(chooseMatch(RECEIPT, candidates, none)).toBeNull();
  });

  it("takes an order number of the receipt in the bank's text where the names differ", () => {
    const bank = tx({ payee: "PAYPAL *7722", notes: "CB-1042 PP" });
    expect(chooseMatch({ ...RECEIPT, notes: "Order CB-104299" }, [bank], none)).toBeNull();
    expect(chooseMatch({ ...RECEIPT, notes: "Order CB-1042-77" }, [tx({ payee: "PAYPAL *7722", notes: "CB104277" })], none)).not.toBeNull();
  });
});

describe("a receipt abroad meets the card alert's transaction by the purchase's own amount the alert stated", () => {
  const abroad = { ...RECEIPT, amount: "157.05", currency: "eur", payee: "Amazon.de", notes: "Order 302-4471" };
  const alerted = (original: { amount: string; currency: string } | null) =>
    tx({
      amount: "170.1200",
      currency: "usd",
      payee: "Amazon.de",
      external_id: "tap:a:0123456789abcdef",
      custom_metadata: { tap: { card: "Visa •••• 4242", alert: "Chase", ...(original ? { original } : {}) } },
    });

  it("takes the transaction whose alert said 157.05 EUR, with no rate to ask", () => {
    const said = alerted({ amount: "157.05", currency: "eur" });
    expect(chooseMatch(abroad, [said], none)).toBe(said);
  });

  it("not another amount or currency stated, nor an alert that stated none, nor another shop", () => {
    expect(chooseMatch(abroad, [alerted({ amount: "157.50", currency: "eur" })], none)).toBeNull();
    expect(chooseMatch(abroad, [alerted({ amount: "157.05", currency: "gbp" })], none)).toBeNull();
    expect(chooseMatch(abroad, [alerted(null)], none)).toBeNull();
    expect(chooseMatch({ ...abroad, payee: "Zalando" }, [alerted({ amount: "157.05", currency: "eur" })], none)).toBeNull();
  });
});

describe("a receipt whose total nothing in the mail confirms meets the bank's transaction of its shop at another amount", () => {
  const unsure = { ...RECEIPT, amount: "24.00" };
  it("from half to twice its total", () => {
    const bank = tx({ amount: "25.9800", date: "2026-10-05" });
    expect(chooseMatch(unsure, [bank], none, "receipt", false, true)).toBe(bank);
    expect(chooseMatch({ ...RECEIPT, amount: "50.00" }, [bank], none, "receipt", false, true)).toBe(bank);
  });
  it.each([
    ["a confirmed total", {}, false, false],
    ["another shop's transaction", { payee: "PIZZERIA NAPOLI" }, false, true],
    ["more than twice the total", { amount: "48.0100" }, false, true],
    ["money in", { amount: "-25.9800" }, false, true],
    ["a receipt kept in cash", {}, true, true],
  ])("never %s", (_, fields: Partial<Transaction>, cash, amountUnsure) => {
    expect(chooseMatch(unsure, [tx({ date: "2026-10-05", ...fields })], none, "receipt", cash, amountUnsure)).toBeNull();
  });
  it("a transaction at its own amount first", () => {
    const other = tx({ amount: "25.9800", date: "2026-10-04" });
    const own = tx({ amount: "24.0000", date: "2026-10-06" });
    expect(chooseMatch(unsure, [other, own], none, "receipt", false, true)).toBe(own);
  });
});

describe("a tap looks as a receipt does, with a tap's tip", () => {
  const tap = { date: "2026-10-03", amount: "40.00", payee: "Trattoria Roma", external_id: "tap:1", notes: "tap" };
  it("takes the restaurant's row with a tip, and not another restaurant's row of the tap's amount", () => {
    const tipped = tx({ payee: "TRATTORIA ROMA SEATTLE", amount: "48.00" });
    const other = tx({ payee: "THE CHEESECAKE FACTORY", amount: "40.00" });
    expect(chooseMatch(tap, [other, tipped], none, "tap")).toBe(tipped);
    expect(chooseMatch(tap, [other], none, "tap")).toBeNull();
  });

  it("never takes another tap Intake inserted, but may take a receipt's transaction", () => {
    expect(chooseMatch(tap, [tx({ payee: "Trattoria Roma", amount: "40.00", external_id: "tap:0" })], none, "tap")).toBeNull();
    const receipt = tx({ payee: "Trattoria Roma", amount: "40.00", external_id: "rcpt:o:9" });
    expect(chooseMatch(tap, [receipt], none, "tap")).toBe(receipt);
  });
});

describe("a receipt above a card's authorisation is its purchase only by the tip it states", () => {
  const restaurant = (tip: string | null) => ({
    date: "2026-10-20",
    amount: "48.00",
    payee: "Olive Garden",
    external_id: "rcpt:o:5",
    ...(tip ? { custom_metadata: { receipt: { tip } } } : {}),
  });
  const tapTx = (amount: string) => tx({ payee: "OLIVE GARDEN 0042", amount, date: "2026-10-20", external_id: `tap:${amount}` });

  it("meets the tap of the bill before the tip it states, and no other amount below", () => {
    const bill = tapTx("40.00");
    expect(chooseMatch(restaurant("8.00"), [bill], none)).toBe(bill);
    expect(chooseMatch(restaurant("8.00"), [tapTx("41.00")], none)).toBeNull();
  });
  it("a receipt that states no tip (a grocery's, a pharmacy's) never meets a card's payment below it", () => {
    expect(chooseMatch(restaurant(null), [tapTx("40.00")], none)).toBeNull();
    expect(
      chooseMatch({ ...restaurant(null), payee: "Safeway" }, [tx({ payee: "SAFEWAY 1234", amount: "33.55", external_id: "tap:s" })], none),
    ).toBeNull();
  });
  it("a tap meets a receipt's own transaction above it the same way", () => {
    const tap = { date: "2026-10-20", amount: "40.00", payee: "Olive Garden", external_id: "tap:t", notes: "tap · Visa" };
    const receiptTx = (tip: string | null) =>
      tx({ payee: "Olive Garden", amount: "48.00", external_id: "rcpt:o:6", ...(tip ? { custom_metadata: { receipt: { tip } } } : {}) });
    expect(chooseMatch({ ...tap, date: "2026-10-03" }, [receiptTx("8.00")], none, "tap")).not.toBeNull();
    expect(chooseMatch({ ...tap, date: "2026-10-03" }, [receiptTx(null)], none, "tap")).toBeNull();
  });
});

describe("a tap and a receipt's own transaction are both dated on the purchase's day", () => {
  const tap = { date: "2026-10-20", amount: "84.21", payee: "Whole Foods Market", external_id: "tap:a:1", notes: "card alert" };
  const receipt = (fields: Partial<Transaction>) =>
    tx({ payee: "Whole Foods Market", manual_account_id: null, external_id: "rcpt:o:7", date: "2026-10-20", ...fields });

  it("meets a receipt of another amount (the tip it states) on its own day only", () => {
    const tipped = { custom_metadata: { receipt: { tip: "2.16" } } };
    expect(chooseMatch(tap, [receipt({ amount: "86.37", ...tipped })], none, "tap")).not.toBeNull();
    expect(chooseMatch(tap, [receipt({ amount: "86.37", date: "2026-10-19", ...tipped })], none, "tap")).toBeNull();
  });

  it("meets a receipt of its own amount within a day's slip, not days apart", () => {
    expect(chooseMatch(tap, [receipt({ amount: "84.21", date: "2026-10-19" })], none, "tap")).not.toBeNull();
    expect(chooseMatch(tap, [receipt({ amount: "84.21", date: "2026-10-22" })], none, "tap")).toBeNull();
  });

  it("still meets the bank's row days after it, dated at its posting", () => {
    const posted = tx({ payee: "WHOLE FOODS MKT 10234", amount: "84.21", date: "2026-10-23", external_id: "csv:1" });
    expect(chooseMatch(tap, [posted], none, "tap")).toBe(posted);
  });
});

describe("a receipt meets the bank's transaction nearest the day its tap or hold said, not the bank's posting date", () => {
  it("takes the transaction whose tap was on the receipt's day over one posted nearer it", () => {
    const tapped = tx({ payee: "KAMPS BACKSTUBE 6043", date: "2026-10-06", custom_metadata: { intake: { purchased: "2026-10-03" } } });
    const posted = tx({ payee: "KAMPS BACKSTUBE 6043", date: "2026-10-04", custom_metadata: { intake: { purchased: "2026-10-04" } } });
    const kamps = { ...RECEIPT, payee: "Bäckerei Kamps", date: "2026-10-03" };
    expect(chooseMatch(kamps, [posted, tapped], none)).toBe(tapped);
  });
});

describe("a receipt meets the hotel's deposit the bank holds since check-in, and not a look-alike", () => {
  const stay = { date: "2026-10-10", amount: "152.37", payee: "Hotel Adlon", external_id: "rcpt:o:7", notes: "Folio 88412" };
  const held = (fields: Partial<Transaction> = {}) =>
    tx({ payee: "HOTEL ADLON KEMPINSKI", amount: "180.0000", date: "2026-10-07", custom_metadata: { pending: true }, ...fields });

  it("enriches the pending deposit dated up to 10 days before, above the receipt by up to a quarter", () => {
    const deposit = held();
    expect(chooseMatch(stay, [deposit], none)).toBe(deposit);
    const early = held({ date: "2026-09-30" });
    expect(chooseMatch(stay, [early], none)).toBe(early);
  });

  it.each([
    ["booked, not pending", { custom_metadata: null }],
    ["dated 11 days before", { date: "2026-09-29" }],
    ["more than a quarter above", { amount: "195.0000" }],
    ["of another hotel", { payee: "MARRIOTT BERLIN MITTE" }],
  ])("a transaction %s is another payment", (_, fields) => {
    expect(chooseMatch(stay, [held(fields)], none)).toBeNull();
  });

  it("kept in cash: only a deposit in whole tens, never a pump's ceiling", () => {
    expect(chooseMatch(stay, [held()], none, "receipt", true)).not.toBeNull();
    expect(chooseMatch(stay, [held({ amount: "171.2400" })], none, "receipt", true)).toBeNull();
    const fuel = { date: "2026-10-10", amount: "127.66", payee: "Shell", external_id: "rcpt:o:8" };
    expect(
      chooseMatch(fuel, [held({ payee: "SHELL OIL 57442", amount: "150.0000", date: "2026-10-09" })], none, "receipt", true),
    ).toBeNull();
  });

  it("lists the days a deposit may lie before the receipt", () => {
    expect(searchWindow("2026-10-10")).toEqual({ start_date: "2026-09-30", end_date: "2026-10-15" });
  });
});

describe("among transactions of the same merchant: the same amount, then payee likeness, then the nearest date", () => {
  it("prefers the payee most like the merchant over a nearer date", () => {
    const other = tx({ payee: "PAYPAL *CORNERBOOKS", date: "2026-10-03" });
    const books = tx({ payee: "CORNER BOOKS LTD", date: "2026-10-05" });
    expect(chooseMatch(RECEIPT, [other, books], none)).toBe(books);
  });

  it("takes the nearer date when the payees are alike", () => {
    const far = tx({ payee: "CORNER BOOKS", date: "2026-10-06" });
    const near = tx({ payee: "CORNER BOOKS", date: "2026-10-04" });
    expect(chooseMatch(RECEIPT, [far, near], none)).toBe(near);
  });

  it("rates letter pairs, ignoring case and punctuation", () => {
    expect(payeeLikeness("Corner Books", "CORNER-BOOKS")).toBe(1);
    expect(payeeLikeness("Corner Books", "Fuel Station")).toBeLessThan(0.2);
    expect(payeeLikeness("", "anything")).toBe(0);
  });
});

describe("of two payments alike, a receipt meets the one just before its mail (a shop mails it minutes later)", () => {
  const tapTx = (at: string | null) =>
    tx({ payee: "Corner Books", external_id: `tap:${nextId}`, custom_metadata: at ? { tap: { card: "Visa", at } } : null });
  const mailed = (sent: string) => ({ ...RECEIPT, custom_metadata: { receipt: { sent } } });

  it("takes the tap 20 minutes before the mail over one of the morning, whatever their order", () => {
    const morning = tapTx("2026-10-03T09:05Z");
    const justBefore = tapTx("2026-10-03T15:40Z");
    expect(chooseMatch(mailed("2026-10-03T16:00Z"), [morning, justBefore], none)).toBe(justBefore);
    expect(chooseMatch(mailed("2026-10-03T16:00Z"), [justBefore, morning], none)).toBe(justBefore);
  });

  it("reads a card alert's instant as a tap's", () => {
    const morning = tapTx("2026-10-03T09:05Z");
    const alert = tx({
      payee: "Corner Books",
      external_id: "tap:a:1",
      custom_metadata: { tap: { alert: "Chase", at: "2026-10-03T15:55Z" } },
    });
    expect(chooseMatch(mailed("2026-10-03T16:00Z"), [morning, alert], none)).toBe(alert);
  });

  it("is no evidence when the mail came before the payment, hours after it, or either states no instant", () => {
    const first = tapTx("2026-10-03T09:05Z");
    expect(chooseMatch(mailed("2026-10-03T09:00Z"), [first, tapTx("2026-10-03T15:40Z")], none)).toBe(first);
    expect(chooseMatch(mailed("2026-10-03T23:00Z"), [tapTx("2026-10-03T09:05Z"), tapTx("2026-10-03T15:40Z")], none)?.id).toBe(nextId - 2);
    const unknown = tapTx(null);
    expect(chooseMatch(RECEIPT, [unknown, tapTx("2026-10-03T15:40Z")], none)).toBe(unknown);
  });

  it("never outranks the amount, the payee or the day", () => {
    const sameDay = tapTx("2026-10-03T09:05Z");
    const dayAfter = tx({
      payee: "Corner Books",
      date: "2026-10-04",
      external_id: "tap:x",
      custom_metadata: { tap: { at: "2026-10-03T15:40Z" } },
    });
    expect(chooseMatch(mailed("2026-10-03T16:00Z"), [dayAfter, sameDay], none)).toBe(sameDay);
  });

  it("a tap meets, of two receipts alike, the one mailed just after it", () => {
    const receiptTx = (sent: string) =>
      tx({ payee: "Corner Books", external_id: `rcpt:${nextId}`, custom_metadata: { receipt: { sent } } });
    const early = receiptTx("2026-10-03T09:20Z");
    const late = receiptTx("2026-10-03T15:50Z");
    const tap = { ...RECEIPT, external_id: "tap:0123", notes: "tap · Visa · 08:40", custom_metadata: { tap: { at: "2026-10-03T15:40Z" } } };
    expect(chooseMatch(tap, [early, late], none, "tap")).toBe(late);
  });
});

describe("each transaction is matched once", () => {
  it("skips a transaction another receipt took", () => {
    const first = tx({});
    const second = tx({ date: "2026-10-04" });
    expect(chooseMatch(RECEIPT, [first, second], new Set([first.id]))).toBe(second);
  });
});

describe("enrichment adds the receipt's notes, and the payee only when the bank gave none or it is a tap's", () => {
  it("appends the notes after the bank's and keeps the bank's payee", () => {
    expect(enrichment(tx({ notes: "card 1234" }), RECEIPT)).toEqual({ notes: "card 1234 · Order CB-1042" });
  });

  it("sets the payee when it is empty", () => {
    expect(enrichment(tx({ payee: "" }), RECEIPT)).toEqual({ notes: "Order CB-1042", payee: "Corner Books" });
  });

  it("changes nothing the second time (an update whose answer was lost)", () => {
    expect(enrichment(tx({ notes: "card 1234 · Order CB-1042" }), RECEIPT)).toBeNull();
    expect(enrichment(tx({ notes: "Order CB-1042", payee: "Corner Books", external_id: "tap:a:0123456789abcdef" }), RECEIPT)).toBeNull();
  });

  it("keeps the phone's payee when the bank's alert of the same payment enriches a tap", () => {
    const alert = { ...RECEIPT, external_id: "tap:a:0123456789abcdef", payee: "CORNER BOOKS" };
    expect(enrichment(tx({ payee: "Corner Books", external_id: "tap:fedcba9876543210" }), alert)).not.toHaveProperty("payee");
  });

  it("names the shop on a tap's or a card alert's transaction, whose payee is the card's descriptor", () => {
    for (const external_id of ["tap:0123456789abcdef", "tap:a:0123456789abcdef"])
      expect(enrichment(tx({ payee: "CORNER BOOKS 0042", external_id }), RECEIPT)).toMatchObject({ payee: "Corner Books" });
    expect(enrichment(tx({ payee: "CORNER BOOKS 0042", external_id: "csv:0123456789abcdef" }), RECEIPT)).not.toHaveProperty("payee");
  });

  it("stays within the service's 350 characters", () => {
    const update = enrichment(tx({ notes: "x".repeat(340) }), RECEIPT);
    expect(update?.notes?.length).toBe(350);
  });
});

describe("a card alert and the phone's tap of its payment may meet; two of one kind never", () => {
  const ALERT = "tap:a:0123456789abcdef";
  const TAP = "tap:fedcba9876543210";
  it.each([
    ["an alert, another alert's", "tap", ALERT, "tap:a:1111111111111111", true],
    ["an alert, a tap's", "tap", ALERT, TAP, false],
    ["a tap, another tap's", "tap", TAP, "tap:2222222222222222", true],
    ["a tap, an alert's", "tap", TAP, ALERT, false],
    ["a receipt, another receipt's", "receipt", "rcpt:m:0123456789abcdef", "rcpt:o:0123456789abcdef", true],
    ["a receipt, a tap's", "receipt", "rcpt:m:0123456789abcdef", TAP, false],
    ["a tap, a bank row's", "tap", TAP, "csv:0123456789abcdef", false],
  ] as const)("%s transaction: own channel %s", (_, channel, ours, theirs, own) => {
    expect(isOwnChannel(channel, ours, theirs)).toBe(own);
  });
  it("counts every tap as a tap's own when the item's id is not known", () => {
    expect(isOwnChannel("tap", undefined, ALERT)).toBe(true);
  });
  it("keeps the takeovers of alerts apart from those of taps", () => {
    expect(ownIds("tap", ALERT)).toEqual({ prefix: "tap:a:", except: null });
    // A phone tap's own are phone taps': the bank's row that took over an alert's transaction is still its to meet.
    expect(ownIds("tap", TAP)).toEqual({ prefix: "tap:", except: "tap:a:" });
    expect(ownIds("receipt", "rcpt:0123")).toEqual({ prefix: "rcpt:", except: null });
  });
});

describe("a phone's tap and a card alert meet only within minutes of each other, on one day", () => {
  const ALERT = "tap:a:0123456789abcdef";
  const TAP = "tap:fedcba9876543210";
  const tapOf = (notes: string, date = "2026-10-03") => ({
    date,
    amount: "25.98",
    currency: "usd",
    payee: "Corner Books",
    notes,
    external_id: TAP,
  });
  const alertTx = (notes: string, date = "2026-10-03") => tx({ payee: "CORNER BOOKS", external_id: ALERT, notes, date });
  it("meets the alert written minutes from the tap", () => {
    const alert = alertTx("card alert · Chase · ...4321 · 14:09");
    expect(chooseMatch(tapOf("tap · Freedom · 14:01"), [alert], none, "tap")?.id).toBe(alert.id);
  });
  it("never the alert of another payment at the same shop hours later, nor days apart", () => {
    expect(chooseMatch(tapOf("tap · Freedom · 10:00"), [alertTx("card alert · Chase · 18:30")], none, "tap")).toBeNull();
    expect(chooseMatch(tapOf("tap · Freedom"), [alertTx("card alert · Chase", "2026-10-05")], none, "tap")).toBeNull();
  });
  it("reads the alert's side the same way", () => {
    const tapTx = tx({ payee: "Corner Books", external_id: TAP, notes: "tap · Freedom · 10:00" });
    const alert = { ...tapOf("card alert · Chase · 18:30"), payee: "CORNER BOOKS", external_id: ALERT };
    expect(chooseMatch(alert, [tapTx], none, "tap")).toBeNull();
    expect(chooseMatch({ ...alert, notes: "card alert · Chase · 10:04" }, [tapTx], none, "tap")?.id).toBe(tapTx.id);
  });
  it("a bank row still takes either's place days later (its own rules)", () => {
    const bank = tx({ payee: "CORNER BOOKS #12", date: "2026-10-05" });
    expect(chooseMatch(tapOf("tap · Freedom · 10:00"), [bank], none, "tap")?.id).toBe(bank.id);
  });
  it("holds for an alert's transaction the bank's pending row took over: of the alert's day and minute", () => {
    const takenOver = (notes: string) =>
      tx({
        payee: "CORNER BOOKS",
        external_id: "csv:pending-row",
        notes,
        date: "2026-10-03",
        custom_metadata: { pending: true, intake: { tap: ALERT, purchased: "2026-10-03", bank_external_id: "csv:pending-row" } },
      });
    expect(chooseMatch(tapOf("tap · Freedom · 18:14", "2026-10-04"), [takenOver("card alert · Chase · 16:04")], none, "tap")).toBeNull();
    expect(chooseMatch(tapOf("tap · Freedom · 10:00"), [takenOver("card alert · Chase · 18:30")], none, "tap")).toBeNull();
    const same = takenOver("card alert · Chase · 10:06");
    expect(chooseMatch(tapOf("tap · Freedom · 10:00"), [same], none, "tap")?.id).toBe(same.id);
  });
});
