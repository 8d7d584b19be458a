// What an alert says happened: money out, money in, a hold, nothing moved (declined, reversed), or a notice
// that books nothing. Words that say nothing moved win over the payment they speak of.
import { describe, expect, it } from "vitest";
import { alertMail, read } from "./fixtures";

const chase = (subject: string, text = "") => alertMail({ fromName: "Chase", fromAddress: "no.reply.alerts@chase.com", subject, text });
const bank = (fromAddress: string, subject: string, text: string) => alertMail({ fromName: "Bank", fromAddress, subject, text });

describe("money out: purchase and withdrawal", () => {
  it("a card payment", () => {
    expect(read(chase("You made a $12.00 transaction with CORNER DELI"))?.kind).toBe("purchase");
  });
  it("cash from a machine, in several languages", () => {
    expect(read(chase("ATM withdrawal of $60.00", "Your card ending 1234 was used at an ATM."))?.kind).toBe("withdrawal");
    expect(read(bank("info@dkb.de", "Bargeldabhebung", "Abhebung von 200,00 EUR am Geldautomaten mit Karte •••• 1234"))?.kind).toBe(
      "withdrawal",
    );
    expect(
      read(bank("avisos@santander.es", "Retirada de efectivo", "Retiro de 50,00 € en cajero con tarjeta terminada en 1234"))?.kind,
    ).toBe("withdrawal");
    expect(read(bank("noreply@tbank.ru", "Снятие наличных", "Снятие наличных 5 000,00 ₽. Карта *1234"))?.kind).toBe("withdrawal");
  });
});

describe("money in: refund and incoming", () => {
  it("a merchant's refund to the card", () => {
    expect(read(chase("Refund posted", "A refund of $20.00 from TARGET was credited to your card ending 1234."))).toMatchObject({
      kind: "refund",
      merchant: "TARGET",
    });
  });
  it("money received, with its sender as the counterparty", () => {
    expect(read(bank("no-reply@n26.com", "Geld erhalten", "Anna Schmidt hat dir 50,00 € gesendet."))).toMatchObject({
      kind: "incoming",
      merchant: "Anna Schmidt",
      amount: "50.00",
    });
    expect(read(bank("noreply@wise.com", "You received €50 from Anna Schmidt", "You received €50.00 from Anna Schmidt."))).toMatchObject({
      kind: "incoming",
      merchant: "Anna Schmidt",
    });
    expect(read(bank("noreply@tbank.ru", "Пополнение", "Поступление 10 000,00 ₽ от Иван П. на карту *1234"))).toMatchObject({
      kind: "incoming",
    });
  });
  it("a deposit into the account", () => {
    expect(read(bank("alerts@rbc.com", "Deposit Notice", "A deposit of $2.65 was made to your bank account Savings."))).toMatchObject({
      kind: "incoming",
      merchant: null,
      currency: "cad",
    });
  });
});

describe("a hold: money set aside before the purchase is final", () => {
  it.each([
    ["Authorization hold", "An authorization hold of $200.00 was placed by MARRIOTT on your card ending 1234."],
    ["Pending authorization", "A pending authorization of $100.00 at SHELL OIL was placed on your card ending 1234."],
  ])("%s", (subject, text) => {
    expect(read(chase(subject, text))?.kind).toBe("hold");
  });
  it("in German and Chinese", () => {
    expect(
      read(bank("service@sparkasse.de", "Vormerkung", "Kartenzahlung 80,00 EUR bei ARAL vorgemerkt, Karte endet auf 1234."))?.kind,
    ).toBe("hold");
    expect(read(bank("ccsvc@message.cmbchina.com", "预授权提醒", "您尾号1234的信用卡预授权人民币500.00元。"))?.kind).toBe("hold");
  });
});

describe("a payment still pending is told again when it completes: pending, not a hold", () => {
  it.each([
    ["Pending transaction", "A pending charge of $45.00 at SHELL OIL on your card ending 1234."],
    ["You have a pending payment to the business CBP BLAINE", "Payment status: Pending. HKD 953.15 on your card ending 1234."],
  ])("%s", (subject, text) => {
    expect(read(chase(subject, text))?.kind).toBe("pending");
  });
});

describe("nothing moved: declined and reversed, with the mail's reason", () => {
  it("declined: the reason the mail gives, else a short generic one", () => {
    expect(
      read(chase("Purchase declined", "Your purchase of $84.12 at WHOLEFDS was declined due to a card limit reached. Card ending 4321")),
    ).toMatchObject({
      kind: "declined",
      reason: "limit reached",
    });
    expect(read(chase("Purchase declined", "Your purchase of $84.12 at WHOLEFDS was declined. Card ending 4321"))).toMatchObject({
      kind: "declined",
      reason: "the payment was declined",
    });
    expect(
      read(
        bank(
          "avisos@santander.es",
          "Compra rechazada",
          "Compra de 30,00 € en ZARA rechazada por saldo insuficiente. Tarjeta terminada en 1234",
        ),
      ),
    ).toMatchObject({
      kind: "declined",
      reason: "saldo insuficiente",
    });
  });
  it("reversed or cancelled", () => {
    expect(read(chase("Transaction reversed", "The $30.00 transaction at HERTZ on your card ending 4321 was reversed."))).toMatchObject({
      kind: "reversed",
      reason: "the payment was reversed or cancelled",
    });
    expect(
      read(bank("no-reply@n26.com", "Zahlung storniert", "Die Kartenzahlung über 15,00 € bei LIDL wurde storniert. Mastercard •••• 1234"))
        ?.kind,
    ).toBe("reversed");
  });
});

describe("a notice books nothing", () => {
  it("a payment made to the card: both sides come in the bank's export", () => {
    const alert = read(bank("alerts@rbc.com", "Payment Made", "A payment for $415.54 has been made to your credit card ************1001."));
    expect(alert).toMatchObject({ kind: "notice", merchant: null });
    expect(alert?.reason).toMatch(/both sides/);
  });
  it("a statement ready, a payment due, a minimum payment", () => {
    expect(read(chase("Your statement is available"))?.kind).toBe("notice");
    expect(read(chase("Payment due", "Your minimum payment of $35.00 is due on 12/05/2024."))?.kind).toBe("notice");
    expect(read(bank("todomundo@nubank.com.br", "Sua fatura fechou", "A fatura do seu cartão fechou em R$ 1.234,56."))?.kind).toBe(
      "notice",
    );
  });
});

describe("a payment still to come is a notice", () => {
  it.each([
    [
      "no.reply.alerts@chase.com",
      "Your autopay is scheduled",
      "Your automatic payment of $50.00 is scheduled for 12/05/2024 from your account ending 1234.",
    ],
    ["help@monzo.com", "Upcoming direct debit", "A direct debit of £45.00 to EE LIMITED will be taken from your account on 1 December."],
    [
      "info@dkb.de",
      "Lastschrift angekündigt",
      "Eine Lastschrift über 29,99 EUR von Vodafone wird am 01.12. von Ihrem Konto •••• 4321 abgebucht.",
    ],
  ])("%s: %s", (fromAddress, subject, text) => {
    const alert = read(alertMail({ fromName: "Bank", fromAddress, subject, text }));
    expect(alert).toMatchObject({ kind: "notice", merchant: null });
    expect(alert?.reason).toMatch(/still to come/);
  });
});
