// Money that came in is money in in every language: a refund or a credit of a purchase, and money received (a
// deposit, a transfer, a payment in), whatever payment the sentence also names.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a refund or a credit", () => {
  it.each([
    ["en", "A refund of $42.17 from BLUE HARBOR CAFE was credited to your card"],
    ["de", "Rückerstattung von 23,40 EUR von BÄCKEREI KRUSE auf Ihre Karte"],
    ["fr", "Un remboursement de 12,50 € a été crédité sur votre carte"],
    ["es", "Devolución de 45,20 € de MERCADO CENTRAL en tu tarjeta"],
    ["es", "Abono de 45,20 € en tu tarjeta por una compra"],
    ["pt", "Estorno de R$ 45,90 de PADARIA REAL no cartão"],
    ["it", "Rimborso di 9,90 EUR da LIBRERIA CENTRALE sulla carta"],
    ["nl", "Terugbetaling van € 3,20 van HEMA op je pas"],
    ["cs", "Vrácení 1 234,50 Kč od ALBERT na kartu"],
    ["pl", "Zwrot 45,00 zł od ŻABKA na kartę"],
    ["sv", "Återbetalning 245,00 SEK från ICA till kort"],
    ["da", "Tilbagebetaling på 189,00 DKK fra NETTO til kort"],
    ["no", "Refusjon av 199,00 NOK fra REMA 1000 til kortet"],
    ["fi", "Hyvitys 12,50 EUR kortille"],
    ["tr", "Kartınıza 245,50 TL iade yapılmıştır"],
    ["hu", "Visszatérítés 4 500 Ft a kártyájára"],
    ["ro", "Rambursare de 120,00 RON pe cardul dumneavoastră"],
    ["ru", "Возврат 450,00 ₽ от ПЯТЁРОЧКА на карту"],
    ["uk", "Повернення 120,00 грн від СІЛЬПО на картку"],
    ["el", "Επιστροφή χρημάτων 25,00 € στην κάρτα σας"],
    ["zh", "您的信用卡收到退款人民币38.00元"],
    ["ja", "ローソンからの返金1,280円がありました"],
    ["ko", "스타벅스 환불 15,000원"],
    ["id", "Pengembalian dana Rp 125.000 ke kartu Anda"],
    ["vi", "Thẻ của bạn được hoàn tiền 150.000 VND"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("refund");
  });

  it("wins over the purchase it gives back", () => {
    expect(meaningOf("Refund of your purchase of $20.00 at TARGET")).toBe("refund");
    expect(meaningOf("Rückerstattung Ihrer Kartenzahlung bei REWE")).toBe("refund");
  });
});

describe("money received: a deposit, a transfer or a payment in", () => {
  it.each([
    ["en", "You received $250.00 from Jordan Lee"],
    ["en", "A direct deposit of $1,820.00 was made to your account"],
    ["de", "Zahlungseingang: 1.250,00 EUR auf Ihr Konto"],
    ["de", "Du hast 50,00 € von Anna erhalten"],
    ["fr", "Vous avez reçu un virement de 500,00 €"],
    ["es", "Has recibido una transferencia de 300,00 €"],
    ["pt", "Você recebeu um Pix de R$ 150,00"],
    ["pt", "Crédito em conta de R$ 2.000,00"],
    ["it", "Hai ricevuto un bonifico di 200,00 EUR"],
    ["nl", "Je hebt € 75,00 ontvangen van Sanne"],
    ["cs", "Na váš účet byla připsána částka 5 000,00 Kč"],
    ["pl", "Na rachunek wpłynęło 1 500,00 zł"],
    ["sv", "Du har fått 500,00 SEK från Erik"],
    ["da", "Du har modtaget 750,00 DKK fra Mette"],
    ["no", "Du har mottatt 900,00 NOK fra Ola"],
    ["fi", "Tilillesi on saapunut 400,00 EUR"],
    ["tr", "Hesabınıza 1.000,00 TL para girişi olmuştur"],
    ["hu", "Jóváírás: 25 000 Ft érkezett a számlájára"],
    ["ro", "Ai primit 300,00 RON de la Andrei"],
    ["ru", "Зачисление 5 000,00 ₽ на карту"],
    ["uk", "Зарахування 2 000,00 грн на картку"],
    ["el", "Λάβατε 300,00 € από Μαρία"],
    ["zh", "您的账户到账人民币500.00元"],
    ["ja", "口座に50,000円の入金がありました"],
    ["ko", "계좌 입금 500,000원"],
    ["id", "Dana masuk Rp 1.500.000 ke rekening Anda"],
    ["vi", "Tài khoản nhận được 2.000.000 VND"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("received");
  });

  it("'credit' in a card's name is no money in", () => {
    expect(meaningOf("Purchase of $12.00 with your credit card ending 1234")).toBe("paying");
    expect(meaningOf("Compra de R$ 45,90 no cartão de crédito final 1234")).toBe("paying");
  });
});
