// The amount that moved, in the account's currency: a payment abroad keeps its own amount as `original`; a
// bare "$" is the issuer's country's dollar; currency words the receipt reader does not know are read here.
import { describe, expect, it } from "vitest";
import { alertMail, read } from "./fixtures";

describe("a payment abroad: the account's amount, the purchase's own kept as original", () => {
  it("Wise: 'This used 42.85 EUR from your account'", () => {
    const mail = alertMail({
      fromAddress: "noreply@wise.com",
      subject: "You spent 40.00 CHF at Coop",
      text: "You spent 40.00 CHF at Coop. This used 42.85 EUR from your account.",
    });
    expect(read(mail)).toMatchObject({ amount: "42.85", currency: "eur", original: { amount: "40.00", currency: "chf" } });
  });

  it("Revolut: the account's amount in parentheses after the purchase's", () => {
    const mail = alertMail({
      fromAddress: "no-reply@revolut.com",
      subject: "Card payment",
      text: "You paid 40.00 CHF (≈ €42.85) at SBB CFF FFS with card ending 9876.",
    });
    expect(read(mail)).toMatchObject({ amount: "42.85", currency: "eur", original: { amount: "40.00", currency: "chf" } });
  });

  it("N26: 'Betrag in EUR'", () => {
    const mail = alertMail({
      fromAddress: "no-reply@n26.com",
      subject: "Kartenzahlung",
      text: "Du hast 35,00 USD bei APPLE STORE mit deiner Mastercard •••• 1234 bezahlt.\nBetrag in EUR: 32,71",
    });
    expect(read(mail)).toMatchObject({ amount: "32.71", currency: "eur", original: { amount: "35.00", currency: "usd" } });
  });

  it("no account side written: the issuer's own currency is the account's", () => {
    const mail = alertMail({
      fromAddress: "noreply@email.barclays.co.uk",
      subject: "Card payment abroad",
      text: "A payment of 50,00 EUR at CAFE DE FLORE was made on your card ending 5566.\nGBP 43,10 will show on your statement.",
    });
    expect(read(mail)).toMatchObject({ amount: "43.10", currency: "gbp", original: { amount: "50.00", currency: "eur" } });
  });

  it("one currency: no original", () => {
    const mail = alertMail({ fromAddress: "noreply@monzo.com", subject: "You spent £18.40 at Corner Deli" });
    expect(read(mail)).toMatchObject({ amount: "18.40", currency: "gbp", original: null });
  });
});

describe("'$' is the issuer's country's dollar", () => {
  it.each([
    ["alerts@rbc.com", "cad"],
    ["noreply@td.com", "cad"],
    ["NetBankNotification@cba.com.au", "aud"],
    ["no.reply.alerts@chase.com", "usd"],
  ])("%s → %s", (fromAddress, currency) => {
    const mail = alertMail({
      fromAddress,
      subject: "Transaction alert",
      text: "A purchase of $12.00 was made at CORNER DELI on your card ending 1234.",
    });
    expect(read(mail)).toMatchObject({ amount: "12.00", currency });
  });

  it("an unknown issuer's '$' is read as US dollars, and says so", () => {
    const mail = alertMail({
      fromName: null,
      fromAddress: null,
      subject: "Alert",
      text: "A purchase of $12.00 was made at CORNER DELI on your card ending 1234.",
    });
    const alert = read(mail);
    expect(alert).toMatchObject({ currency: "usd" });
    expect(alert?.how.amount).toMatch(/usd/);
  });
});

describe("currency words alerts write", () => {
  it.each([
    ["Покупка 5 400 ₸ в MAGNUM. Карта *1234", "5400.00", "kzt"],
    ["Покупка 1 250,00 руб. в OZON. Карта *1234", "1250.00", "rub"],
    ["您尾号1234的信用卡消费人民币38.00元", "38.00", "cny"],
    ["카드(1234) 승인 15,000원", "15000.00", "krw"],
    ["カード末尾1234 ご利用金額 1,280円", "1280.00", "jpy"],
  ])("%s", (text, amount, currency) => {
    expect(read(alertMail({ fromName: null, fromAddress: null, subject: "", text }))).toMatchObject({ amount, currency });
  });

  it("an exchange rate's numbers are no amount", () => {
    const mail = alertMail({
      fromAddress: "noreply@wise.com",
      subject: "Card payment",
      text: "Exchange rate: 1 CHF = 1.0712 EUR\nYou spent 40.00 CHF at Coop with card ending 4321.\nThis used 42.85 EUR from your balance.",
    });
    expect(read(mail)).toMatchObject({ amount: "42.85", original: { amount: "40.00", currency: "chf" } });
  });
});

describe("the amount's label, when the sentence names none", () => {
  it("'Purchase Amount:' on the next line", () => {
    const mail = alertMail({
      fromAddress: "alerts@rbc.com",
      subject: "You made a purchase.",
      text: "A purchase of was made on your credit card.\nPurchase Amount:\n$90.39\nTransaction Description:\nAMZN Mktp CA",
    });
    expect(read(mail)).toMatchObject({ amount: "90.39", currency: "cad", merchant: "Amazon.ca", descriptor: "AMZN Mktp CA" });
  });
});

describe("an exchange rate on the payment's own line", () => {
  it("'You spent 40.00 CHF at Coop (rate 1.0712), 42.85 EUR from your balance' keeps the amounts before the rate", () => {
    const mail = alertMail({
      fromAddress: "noreply@wise.com",
      subject: "Card payment",
      text: "You spent 40.00 CHF at Coop with card ending 4321. Exchange rate 1 CHF = 1.0712 EUR\nThis used 42.85 EUR from your balance.",
    });
    expect(read(mail)).toMatchObject({
      amount: "42.85",
      currency: "eur",
      original: { amount: "40.00", currency: "chf" },
      merchant: "Coop",
    });
  });
});
