// A wallet's notification names the account the money left by the wallet's own name ("via PayMe", "your Revolut
// balance"): only the sender's own names count, so a shop's "pay via Stripe" refers to no account of the person's.
import { describe, expect, it } from "vitest";
import { senderNames, walletIn } from "../../../../src/mail/reader/alert/wallet";

const FLYPAY = { name: "FlyPay by Harbor", address: "no-reply@secure-app.flypay.harborbank.com.hk" };

describe("the sender's own names", () => {
  it("the words of its display name and its domain that name it", () => {
    expect(senderNames(FLYPAY)).toEqual(["flypay", "harbor", "harborbank"]);
    expect(senderNames({ name: "Alerts", address: "no-reply@notifications.lumenpay.de" })).toEqual(["lumenpay"]);
  });
});

describe("the wallet named as the means of the payment", () => {
  it.each([
    ["You paid the business BLUE LANTERN TEA via FlyPay", "FlyPay"],
    ["Paid using your FlyPay balance", "FlyPay"],
    ["Bezahlt über FlyPay", "FlyPay"],
    ["Pagado por FlyPay", "FlyPay"],
  ])("%s", (line, wallet) => {
    expect(walletIn(FLYPAY, "", [line])).toBe(wallet);
  });

  it("another name than the sender's is none", () => {
    expect(walletIn(FLYPAY, "", ["Paid via Stripe", "You paid with Apple Pay"])).toBeNull();
    expect(walletIn({ name: "Shop", address: "orders@shop.example.org" }, "", ["Pay via FlyPay"])).toBeNull();
  });
});
