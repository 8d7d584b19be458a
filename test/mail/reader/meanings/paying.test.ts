// A payment made with the card or the wallet, in every language: the weakest meaning, which every other one said
// beside it outweighs.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a payment made", () => {
  it.each([
    ["en", "Your debit card ***4711 was charged $42.17 at BLUE HARBOR CAFE"],
    ["en", "You have paid the business Four Winds Trading via PayMe"],
    ["de", "Kartenzahlung über 23,40 EUR bei BÄCKEREI KRUSE"],
    ["fr", "Paiement de 12,50 € chez BOULANGERIE DUPAIN"],
    ["es", "Compra de 45,20 € en MERCADO CENTRAL"],
    ["pt", "Compra aprovada de R$ 45,90 em PADARIA REAL"],
    ["it", "Pagamento di 9,90 EUR presso LIBRERIA CENTRALE"],
    ["nl", "Betaling van € 3,20 bij HEMA"],
    ["cs", "Platba kartou ve výši 1 234,50 Kč v ALBERT"],
    ["pl", "Płatność kartą na kwotę 45,00 zł w ŻABKA"],
    ["sv", "Kortköp 245,00 SEK hos ICA"],
    ["da", "Kortkøb på 189,00 DKK hos NETTO"],
    ["no", "Kortkjøp 199,00 NOK hos REMA 1000"],
    ["fi", "Korttiosto 12,50 EUR kortilla"],
    ["tr", "MIGROS işyerinden 245,50 TL harcama yapılmıştır"],
    ["hu", "Vásárlás 4 500 Ft értékben a TESCO üzletben"],
    ["ro", "Plată cu cardul de 120,00 RON la MEGA IMAGE"],
    ["ru", "Покупка 450,00 ₽ в ПЯТЁРОЧКА"],
    ["uk", "Оплата 120,00 грн в СІЛЬПО"],
    ["el", "Αγορά 25,00 € στο ΣΚΛΑΒΕΝΙΤΗΣ"],
    ["zh", "您的信用卡在星光咖啡消费人民币38.00元"],
    ["ja", "ローソンで1,280円のご利用がありました"],
    ["ko", "스타벅스 15,000원 승인"],
    ["id", "Transaksi sebesar Rp 125.000 di INDOMARET"],
    ["vi", "Thẻ thanh toán 150.000 VND tại CIRCLE K"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("paying");
  });
});
