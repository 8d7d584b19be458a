// A payment reversed, voided or cancelled, in every language: nothing is left moved.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a payment reversed", () => {
  it.each([
    ["en", "The $30.00 transaction at HERTZ was reversed"],
    ["de", "Die Kartenzahlung über 15,00 € bei LIDL wurde storniert"],
    ["fr", "Annulation du paiement de 30,00 €"],
    ["es", "Compra de 30,00 € anulada"],
    ["pt", "Cancelamento da compra de R$ 99,00"],
    ["it", "Pagamento di 20,00 EUR annullato"],
    ["nl", "Betaling van € 9,00 geannuleerd"],
    ["cs", "Platba 500,00 Kč byla zrušena"],
    ["pl", "Transakcja na kwotę 60,00 zł anulowana"],
    ["sv", "Köpet på 99,00 SEK makulerad"],
    ["da", "Købet på 60,00 DKK er annulleret"],
    ["no", "Kjøpet på 80,00 NOK er kansellert"],
    ["fi", "Korttiosto 30,00 EUR peruttu"],
    ["tr", "245,50 TL tutarındaki işlem iptal edildi"],
    ["ro", "Plata de 50,00 RON a fost anulată"],
    ["ru", "Отмена операции на 450,00 ₽"],
    ["uk", "Оплату 120,00 грн скасовано"],
    ["el", "Η πληρωμή 25,00 € ακυρώθηκε"],
    ["zh", "消费人民币38.00元已撤销"],
    ["ko", "결제취소 15,000원"],
    ["id", "Transaksi Rp 125.000 dibatalkan"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("reversed");
  });
});
