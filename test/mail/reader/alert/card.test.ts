// The card or account an alert names by its last digits, in the ways issuers write them (locale/card-numbers.ts):
// the digits as written (two to five of them), the phrase as the mail names the card.
import { describe, expect, it } from "vitest";
import { cardIn } from "../../../../src/mail/reader/alert/card";

describe("the card's last digits, as each language writes them", () => {
  it.each([
    ["Your Visa ending in 4321 was used.", "4321", "Visa ending in 4321"],
    ["Purchase on card ending 4321.", "4321", "card ending 4321"],
    ["Card •••• 4321", "4321", "Card •••• 4321"],
    ["Card: **** 4321", "4321", "**** 4321"],
    ["Charged to x4321 today", "4321", "x4321"],
    ["Account XXXX4321", "4321", "Account XXXX4321"],
    ["Account Ending: 51003", "51003", "Account Ending: 51003"],
    ["con tu tarjeta terminada en 4321", "4321", "tarjeta terminada en 4321"],
    ["cartão com final 4321", "4321", "cartão com final 4321"],
    ["Ihre Kreditkarte endet auf 4321", "4321", "Kreditkarte endet auf 4321"],
    ["mit Karte …4321", "4321", "Karte …4321"],
    ["avec votre carte se terminant par 4321", "4321", "carte se terminant par 4321"],
    ["met je betaalpas eindigend op 4321", "4321", "betaalpas eindigend op 4321"],
    ["con la carta che termina con 4321", "4321", "carta che termina con 4321"],
    ["Оплата с картой *4321", "4321", "с картой *4321"],
    ["Карта *4321", "4321", "Карта *4321"],
    ["您尾号4321的信用卡", "4321", "尾号4321"],
    ["您尾數4321的信用卡", "4321", "尾數4321"],
    ["カード末尾4321のご利用", "4321", "カード末尾4321"],
    ["신한카드(4321) 승인", "4321", "카드(4321"],
    ["Savings ending 12.", "12", "ending 12"],
    ["Your card ***4711 was charged", "4711", "card ***4711"],
    ["Compra no cartão final 0815 aprovada", "0815", "cartão final 0815"],
    ["Paiement par carte n° XXXX1234 chez MONOPRIX", "1234", "carte n° XXXX1234"],
    ["Card 5123 45** **** 1234 used", "1234", "Card 5123 45** **** 1234"],
    ["Platba kartou č. ****4711", "4711", "kartou č. ****4711"],
    ["Sonu 4711 ile biten kartınızla", "4711", "Sonu 4711 ile biten"],
    ["a 4711 végű kártyájával", "4711", "4711 végű"],
    ["Thẻ số đuôi 4711 thanh toán", "4711", "Thẻ số đuôi 4711"],
    ["kartu berakhiran 4711", "4711", "kartu berakhiran 4711"],
    ["κάρτα που λήγει σε 4711", "4711", "κάρτα που λήγει σε 4711"],
    ["閣下尾號4711的信用卡", "4711", "尾號4711"],
    ["卡號末四位4711", "4711", "末四位4711"],
    ["계좌(4711) 입금", "4711", "계좌(4711"],
  ])("%s → %s", (line, last4, card) => {
    expect(cardIn("", [line])).toMatchObject({ last4, card });
  });

  it("a sentence's stop after the digits is no part of them", () => {
    expect(cardIn("", ["Used on your card ending in 4321."])?.last4).toBe("4321");
  });

  it("amounts, dates and phone numbers are no card", () => {
    for (const line of ["Final amount 20.00", "Call 1-800-769-2512", "Box 7247", "on 19.11.2024", "Total $1,234.56"])
      expect(cardIn("", [line])).toBeNull();
  });

  it("the subject, when the body names none", () => {
    expect(cardIn("Card ending 9876 was charged", ["Hello"])).toMatchObject({ last4: "9876", line: -1 });
  });
});
