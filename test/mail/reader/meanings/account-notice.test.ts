// A notice of the card or the account: a statement or a payment due, and a payment made to the card from another
// account (the bank's export brings both sides). Neither is a payment made; a merchant's "Payment received" is read as
// the receipt it is outside a bank's alert.
import { describe, expect, it } from "vitest";
import { MONEY_WORDS } from "../../../../src/mail/reader/meanings";
import { meaningOf } from "./said";

describe("a statement or a payment due", () => {
  it.each([
    ["en", "Your statement is available"],
    ["de", "Ihr Kontoauszug ist da"],
    ["fr", "Votre nouveau relevé est disponible"],
    ["es", "Tu extracto disponible: pago mínimo 35,00 €"],
    ["pt", "Sua fatura fechou em R$ 1.234,56"],
    ["it", "Il tuo estratto conto è pronto"],
    ["cs", "Výpis z karty za listopad: minimální splátka 500 Kč"],
    ["pl", "Wyciąg z karty za listopad"],
    ["tr", "Kredi kartı hesap özeti: asgari ödeme 500,00 TL"],
    ["ru", "Выписка по карте за ноябрь"],
    ["zh", "您的信用卡本期账单已出"],
    ["ko", "11월 카드 명세서"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("statement");
  });
});

describe("a payment made to the card", () => {
  it.each([
    ["en", "A payment for $415.54 has been made to your credit card"],
    ["en", "Payment received, thank you"],
    ["pt", "Pagamento da fatura recebido: R$ 1.234,56"],
    ["zh", "还款成功，人民币1000.00元"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("paid-to-card");
  });

  it("a merchant's own mail says 'Payment received' of the person's payment: it means this in an alert only", () => {
    expect(MONEY_WORDS.read("Payment received, thank you")).toMatchObject([{ meaning: "paid-to-card", alertOnly: true }]);
    expect(MONEY_WORDS.read("A payment has been made to your credit card")).toMatchObject([{ meaning: "paid-to-card", alertOnly: false }]);
  });
});
