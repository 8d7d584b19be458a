// Match mode across currencies, pure: a receipt in one currency finds the bank's transaction in another by
// comparing both in the budget's primary currency, at a rate the service itself shows.
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src/budget-api";
import { chooseAcrossCurrencies } from "../../src/matching/currency-match";
import type { InsertItem } from "../../src/plan";

let nextId = 1;
/** A bank transaction; `to_base` as the service would give it in the budget's currency. */
function tx(fields: Partial<Transaction> & Pick<Transaction, "amount" | "currency" | "to_base">): Transaction {
  return {
    id: nextId++,
    date: "2026-10-04",
    recurring_id: null,
    payee: "LINDENBLATT BERLIN",
    original_name: null,
    category_id: null,
    linked_account_id: null,
    manual_account_id: 102,
    external_id: null,
    tag_ids: [],
    notes: null,
    status: "unreviewed",
    is_pending: false,
    created_at: "2026-10-05T00:00:00Z",
    updated_at: "2026-10-05T00:00:00Z",
    is_split_parent: false,
    split_parent_id: null,
    is_group_parent: false,
    group_parent_id: null,
    source: "csv",
    ...fields,
  };
}

const receipt = (amount: string, currency: string, payee: string): InsertItem => ({
  date: "2026-10-03",
  amount,
  currency,
  payee,
  external_id: `rcpt:o:${nextId++}`,
});
const none = new Set<number>();
const FIVE = 0.05;

describe("a receipt in the budget's currency meets the bank's to_base", () => {
  it.each([
    // receipt, bank (in the card's currency), the bank's to_base in the budget's currency, budget
    {
      paid: receipt("23.50", "eur", "Buchhandlung Lindenblatt"),
      bank: { amount: "25.4100", currency: "usd", to_base: 23.5278 },
      base: "eur",
    },
    { paid: receipt("18.40", "gbp", "Harbour Cafe"), bank: { amount: "21.4500", currency: "eur", to_base: 18.2409 }, base: "gbp" },
    { paid: receipt("42.00", "cad", "Librairie du Quartier"), bank: { amount: "30.9000", currency: "usd", to_base: 42.3288 }, base: "cad" },
    { paid: receipt("1500", "jpy", "Kissa Hoshi"), bank: { amount: "9.8800", currency: "usd", to_base: 1474.6269 }, base: "jpy" },
  ])("$paid.amount $paid.currency ↔ $bank.amount $bank.currency (budget in $base)", ({ paid, bank, base }) => {
    const bankTx = tx({ ...bank, payee: `POS 4471 ${paid.payee?.toUpperCase()}` });
    const choice = chooseAcrossCurrencies(paid, [bankTx], none, base, FIVE);
    expect(choice).toMatchObject({ kind: "matched", transaction: { id: bankTx.id } });
  });

  it("says how it matched, in the inbox's words", () => {
    const bankTx = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278 });
    const choice = chooseAcrossCurrencies(receipt("23.50", "eur", "Lindenblatt"), [bankTx], none, "eur", FIVE);
    expect(choice).toEqual({
      kind: "matched",
      transaction: bankTx,
      how: "matched across currencies: 23.50 EUR ≈ 25.41 USD (bank), 0.1% apart in EUR (EUR is the budget's currency), within 5%",
      note: "23.50 EUR",
    });
  });
});

describe("a receipt in another currency converts at the rate the service shows for it near that day", () => {
  it("takes the rate from a listed transaction in the receipt's currency, the nearest to the receipt's day", () => {
    // Budget in USD; the card bills USD; the receipt is in EUR. Two EUR transactions show the service's rate.
    const farRate = tx({ date: "2026-10-06", amount: "10.0000", currency: "eur", to_base: 12, manual_account_id: null, payee: "Museum" });
    const nearRate = tx({ date: "2026-10-03", amount: "10.0000", currency: "eur", to_base: 10.8, manual_account_id: null, payee: "Kiosk" });
    const bankTx = tx({ amount: "25.4100", currency: "usd", to_base: 25.41, payee: "LINDENBLATT BERLIN" });
    const choice = chooseAcrossCurrencies(receipt("23.50", "eur", "Lindenblatt"), [farRate, bankTx, nearRate], none, "usd", FIVE);
    expect(choice).toMatchObject({ kind: "matched", transaction: { id: bankTx.id } });
    expect(choice.kind === "matched" && choice.how).toContain("at the service's EUR rate of 2026-10-03");
  });

  it("works with no base currency known when the listed transactions show the rate", () => {
    const rate = tx({ amount: "100.0000", currency: "gbp", to_base: 127, manual_account_id: null });
    const bankTx = tx({ amount: "23.6000", currency: "usd", to_base: 23.6, payee: "HARBOUR CAFE" });
    expect(chooseAcrossCurrencies(receipt("18.40", "gbp", "Harbour Cafe"), [rate, bankTx], none, null, FIVE)).toMatchObject({
      kind: "matched",
      transaction: { id: bankTx.id },
      how: "matched across currencies: 18.40 GBP ≈ 23.60 USD (bank), 1.0% apart in the budget's currency (at the service's GBP rate of 2026-10-04), within 5%",
    });
  });

  it("needs the base currency when nothing listed shows the rate, and says it cannot compare when that does not help", () => {
    const bankTx = tx({ amount: "25.4100", currency: "usd", to_base: 25.41 });
    const paid = receipt("23.50", "eur", "Lindenblatt");
    expect(chooseAcrossCurrencies(paid, [bankTx], none, null, FIVE)).toEqual({ kind: "needs_base" });
    const choice = chooseAcrossCurrencies(paid, [bankTx], none, "usd", FIVE);
    expect(choice).toMatchObject({ kind: "none" });
    expect(choice.kind === "none" && choice.why).toMatch(
      /receipt is in EUR .* in USD; the service shows no EUR rate then .* could not be compared/,
    );
  });
});

describe("the two amounts must be within the tolerance, in the budget's currency", () => {
  const bankTx = tx({ amount: "27.5000", currency: "usd", to_base: 25.463 });
  const paid = receipt("23.50", "eur", "Lindenblatt");

  it("does not take a transaction 8% apart at ±5%, and does at ±10%", () => {
    expect(chooseAcrossCurrencies(paid, [bankTx], none, "eur", FIVE)).toEqual({ kind: "none", why: null });
    expect(chooseAcrossCurrencies(paid, [bankTx], none, "eur", 0.1)).toMatchObject({ kind: "matched", transaction: { id: bankTx.id } });
  });

  it("never takes money in for a purchase (the signs differ)", () => {
    const refund = tx({ amount: "-25.4100", currency: "usd", to_base: -23.5278 });
    expect(chooseAcrossCurrencies(paid, [refund], none, "eur", FIVE)).toMatchObject({ kind: "none" });
  });

  it("never on the amounts alone: a transaction whose text names no such merchant is another purchase", () => {
    const card = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278, payee: "CARD PURCHASE" });
    const cafe = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278, payee: "CAFE PARIS BAKERY" });
    expect(chooseAcrossCurrencies(paid, [card], none, "eur", FIVE)).toEqual({ kind: "none", why: null });
    expect(chooseAcrossCurrencies(receipt("23.50", "eur", "Paris Cafe"), [cafe], none, "eur", FIVE)).toEqual({ kind: "none", why: null });
  });

  it("leaves transactions in the receipt's own currency to the exact match", () => {
    const sameCurrency = tx({ amount: "23.4000", currency: "eur", to_base: 23.4 });
    expect(chooseAcrossCurrencies(paid, [sameCurrency], none, "eur", FIVE)).toEqual({ kind: "none", why: null });
  });

  it("keeps the window's other rules: the day before to 5 days after, not taken, not pending", () => {
    const late = tx({ date: "2026-10-09", amount: "25.4100", currency: "usd", to_base: 23.5278 });
    const taken = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278 });
    const pending = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278, is_pending: true });
    expect(chooseAcrossCurrencies(paid, [late, taken, pending], new Set([taken.id]), "eur", FIVE)).toEqual({ kind: "none", why: null });
  });
});

describe("two fits the payee does not tell apart are not guessed between", () => {
  const paid = receipt("23.50", "eur", "Buchhandlung Lindenblatt");

  it("says which transactions fit, and matches none", () => {
    const a = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278, payee: "LINDENBLATT 1" });
    const b = tx({ date: "2026-10-03", amount: "25.3000", currency: "usd", to_base: 23.4259, payee: "LINDENBLATT 2" });
    const choice = chooseAcrossCurrencies(paid, [a, b], none, "eur", FIVE);
    expect(choice).toMatchObject({ kind: "none" });
    expect(choice.kind === "none" && choice.why).toBe(
      `2 bank transactions fit the 23.50 EUR receipt within 5% (#${b.id}: 25.30 USD on 2026-10-03, #${a.id}: 25.41 USD on 2026-10-04) and no payee is more like the merchant: not guessed`,
    );
  });

  it("names three of many fits", () => {
    const fits = [25.2, 25.3, 25.4, 25.5].map((usd, i) =>
      tx({ amount: usd.toFixed(4), currency: "usd", to_base: usd / 1.08, payee: `LINDENBLATT ${i}` }),
    );
    const choice = chooseAcrossCurrencies(paid, fits, none, "eur", FIVE);
    expect(choice.kind === "none" && choice.why).toMatch(
      /^4 bank transactions fit .*\(#\d+: [^#]*, #\d+: [^#]*, #\d+: [^#]*, …\) and no payee/,
    );
  });

  it("takes the one whose payee is clearly more like the merchant", () => {
    const other = tx({ date: "2026-10-03", amount: "25.3000", currency: "usd", to_base: 23.4259, payee: "TANKSTELLE 12" });
    const ours = tx({ amount: "25.4100", currency: "usd", to_base: 23.5278, payee: "LINDENBLATT BUCHH" });
    expect(chooseAcrossCurrencies(paid, [other, ours], none, "eur", FIVE)).toMatchObject({ kind: "matched", transaction: { id: ours.id } });
  });
});

describe("a tap never meets another tap's transaction, in any currency", () => {
  // "Airport Cafe Gate 12" 5.00 USD at 10:00 and 4.60 EUR at 18:30, no phone id: two payments, both booked.
  const first = tx({
    amount: "5.0000",
    currency: "usd",
    to_base: 4.61,
    payee: "Airport Cafe Gate 12",
    date: "2026-10-03",
    external_id: "tap:1111111111111111",
    notes: "tap · 10:00",
  });
  const rate = tx({ amount: "10.0000", currency: "eur", to_base: 10, payee: "BAKERY", date: "2026-10-03" });
  const second: InsertItem = {
    date: "2026-10-03",
    amount: "4.60",
    currency: "eur",
    payee: "Airport Cafe Gate 12",
    notes: "tap · 18:30",
    external_id: "tap:2222222222222222",
  };
  it("leaves the second tap to be inserted", () => {
    expect(chooseAcrossCurrencies(second, [first, rate], none, "eur", FIVE, "tap")).toMatchObject({ kind: "none" });
  });
  it("still meets the bank's row of its payment in the card's currency", () => {
    const bank = tx({ amount: "5.0000", currency: "usd", to_base: 4.61, payee: "AIRPORT CAFE GATE 12 ZRH", date: "2026-10-04" });
    expect(chooseAcrossCurrencies(second, [first, bank, rate], none, "eur", FIVE, "tap")).toMatchObject({
      kind: "matched",
      transaction: { id: bank.id },
    });
  });
});
