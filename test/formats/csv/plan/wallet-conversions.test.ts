// A wallet's conversions of its own (src/formats/csv/plan/wallet-conversions.ts): the pair of conversion rows that
// bought a payment's currency gives the held payment its cost in the account's currency, on either side of it.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { HeldRow } from "../../../../src/formats/csv/plan/held-row";
import { RowAmounts } from "../../../../src/formats/csv/plan/row-amounts";
import { RowColumns } from "../../../../src/formats/csv/plan/row-columns";
import { WalletConversions } from "../../../../src/formats/csv/plan/wallet-conversions";
import { atRecord, profileOf } from "../records";
import type { UnseenFixture } from "../unseen/fixture";
import paypalPairs from "../unseen/app-paypal-currency-conversion-pairs";
import paypalFrRefund from "../unseen/app-paypal-fr-conversion-de-devise-refund";
import paypalOneCurrency from "../unseen/app-paypal-one-currency-funding-rows";

const planOf = (f: UnseenFixture | string) =>
  planCsv(new TextEncoder().encode(typeof f === "string" ? f : (f.file as string)), { accountId: 1 });

describe("a purchase in another currency is one transaction in the account's currency, in either order", () => {
  it("oldest first: the conversion rows after the payment give it their amount and are ignored", () => {
    const plan = planOf(paypalPairs);
    const purchase = plan.items.find((i) => i.item.payee === "Humble Bundle, Inc.")?.item;
    expect([purchase?.amount, purchase?.currency, purchase?.external_id]).toEqual(["11.47", "eur", "b:2CD34567EF890123G"]);
    expect(plan.items.map((i) => i.item.currency)).toEqual(["eur", "eur", "eur", "eur"]);
    expect(plan.rows.filter((r) => r.reason === "currency conversion").map((r) => r.row)).toEqual([4, 5]);
  });

  it("newest first: the conversion rows before the payment wait for it", () => {
    const rows = [
      '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","Transaction ID","Reference Txn ID","Balance"',
      '"18/05/2024","20:31:05","BST","","General Currency Conversion","Completed","EUR","-23.61","0.00","-23.61","8QR90123ST456789U","9ST01234UV567890W","100.20"',
      '"18/05/2024","20:31:05","BST","","General Currency Conversion","Completed","GBP","20.00","0.00","20.00","1UV12345WX678901Y","9ST01234UV567890W","0.00"',
      '"18/05/2024","20:31:05","BST","The Book People Ltd","Express Checkout Payment","Completed","GBP","-20.00","0.00","-20.00","9ST01234UV567890W","","-20.00"',
      '"15/05/2024","11:45:00","BST","Deutsche Bahn AG","Express Checkout Payment","Completed","EUR","-39.80","0.00","-39.80","2WX23456YZ789012A","","123.81"',
    ];
    const plan = planOf(rows.join("\n"));
    expect(plan.items.map((i) => [i.item.payee, i.item.amount, i.item.currency])).toEqual([
      ["The Book People Ltd", "23.61", "eur"],
      ["Deutsche Bahn AG", "39.80", "eur"],
    ]);
    expect(plan.rows.filter((r) => r.reason === "currency conversion").map((r) => r.row)).toEqual([2, 3]);
  });

  it("a refund's pair runs the other way: the refund is money in, in the account's currency (French)", () => {
    const plan = planOf(paypalFrRefund);
    expect(plan.items.filter((i) => i.item.payee === "Steam Games").map((i) => [i.item.amount, i.item.currency])).toEqual([
      ["28.12", "eur"],
      ["-27.85", "eur"],
    ]);
  });

  it("a pair that pays for nothing in the file (a balance moved between currencies) is ignored alone", () => {
    const rows = [
      '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","Transaction ID","Balance"',
      '"20/05/2024","10:00:00","BST","Deutsche Bahn AG","Express Checkout Payment","Completed","EUR","-39.80","0.00","-39.80","2WX23456YZ789012A","60.20"',
      '"21/05/2024","10:00:00","BST","","General Currency Conversion","Completed","EUR","-50.00","0.00","-50.00","3WX23456YZ789012A","10.20"',
      '"21/05/2024","10:00:00","BST","","General Currency Conversion","Completed","USD","54.10","0.00","54.10","4WX23456YZ789012A","54.10"',
      '"22/05/2024","10:00:00","BST","Spotify AB","Express Checkout Payment","Completed","EUR","-9.99","0.00","-9.99","5WX23456YZ789012A","0.21"',
    ];
    const plan = planOf(rows.join("\n"));
    expect(plan.items.map((i) => [i.item.payee, i.item.amount, i.item.currency])).toEqual([
      ["Deutsche Bahn AG", "39.80", "eur"],
      ["Spotify AB", "9.99", "eur"],
    ]);
  });

  it("a charge for converting, with no name, is money the bank took: imported", () => {
    const rows = [
      "Date,Name,Type,Currency,Amount,Balance",
      "2024-05-02,Hotel Roma,Card payment,EUR,-120.00,880.00",
      "2024-05-02,,Currency conversion fee,EUR,-3.60,876.40",
    ];
    expect(planOf(rows.join("\n")).items.map((i) => [i.item.amount, i.item.payee])).toEqual([
      ["120.00", "Hotel Roma"],
      ["3.60", "Currency conversion fee"],
    ]);
  });

  it("a file in one currency has no conversion and reads as before", () => {
    const plan = planOf(paypalOneCurrency);
    expect(plan.items.map((i) => [i.item.amount, i.item.currency])).toEqual([
      ["23.45", "gbp"],
      ["-23.45", "gbp"],
      ["-15.00", "gbp"],
      ["8.10", "gbp"],
      ["-8.10", "gbp"],
    ]);
  });
});

describe("the held payment takes the pair's half in the account's currency, whichever side the pair is on", () => {
  const FILE =
    "Date,Name,Type,Currency,Amount,Balance\n2024-05-02,Shop,Card payment,GBP,-20.00,0.00\n2024-05-03,Bar,Card payment,EUR,-3.00,97.00\n";
  const profile = profileOf(FILE);
  const cols = new RowColumns(profile, profile.headers ?? null);
  const heldPayment = () => {
    const held = new HeldRow(cols, new RowAmounts(profile, cols), false);
    atRecord("2024-05-02,Shop,Card payment,GBP,-20.00,0.00", ",", 0, (rec) => held.take(rec, "2024-05-02", "20.00", "gbp", "", ", "));
    return held;
  };

  it("after the payment: the half that cancels it marks it, the other half becomes its amount and currency", () => {
    const held = heldPayment();
    const conversions = new WalletConversions();
    expect(conversions.take(held, "gbp", "-20.00")).toBe(false);
    expect(held.converted).toBe(true);
    expect(conversions.take(held, "eur", "23.61")).toBe(true);
    expect([held.amount, held.currency, conversions.waiting]).toEqual(["23.61", "eur", false]);
  });

  it("before the payment: both halves wait, and the payment then costs the other half, its balance not the account's", () => {
    const conversions = new WalletConversions();
    const none = new HeldRow(cols, new RowAmounts(profile, cols), false);
    conversions.take(none, "eur", "23.61");
    conversions.take(none, "gbp", "-20.00");
    expect(conversions.waiting).toBe(true);
    const held = heldPayment();
    conversions.payFor(held);
    expect([held.amount, held.currency, held.balanceRead, conversions.waiting]).toEqual(["23.61", "eur", false, false]);
  });

  it("a pair that paid for another payment leaves it as it is", () => {
    const conversions = new WalletConversions();
    const none = new HeldRow(cols, new RowAmounts(profile, cols), false);
    conversions.take(none, "eur", "50.00");
    conversions.take(none, "usd", "-54.10");
    const held = heldPayment();
    conversions.payFor(held);
    expect([held.amount, held.currency]).toEqual(["20.00", "gbp"]);
  });
});
