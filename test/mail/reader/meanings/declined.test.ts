// A payment refused, in every language: nothing moved, whatever payment words stand beside it.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a payment declined", () => {
  it.each([
    ["en", "Your purchase of $84.12 at WHOLEFDS was declined"],
    ["de", "Kartenzahlung über 12,00 EUR wurde abgelehnt"],
    ["fr", "Votre paiement de 30,00 € a été refusé"],
    ["es", "Compra de 30,00 € en ZARA rechazada"],
    ["pt", "Compra de R$ 99,00 recusada"],
    ["it", "Pagamento di 20,00 EUR rifiutato"],
    ["nl", "Betaling van € 9,00 geweigerd"],
    ["cs", "Platba 500,00 Kč byla zamítnuta"],
    ["pl", "Transakcja na kwotę 60,00 zł odrzucona"],
    ["sv", "Köpet på 99,00 SEK nekades"],
    ["da", "Købet på 60,00 DKK blev afvist"],
    ["fi", "Korttiosto 30,00 EUR hylätty"],
    ["tr", "245,50 TL tutarındaki işlem reddedildi"],
    ["hu", "A 4 500 Ft összegű vásárlás elutasítva"],
    ["ro", "Plata de 50,00 RON a fost respinsă"],
    ["ru", "Покупка 450,00 ₽ отклонена"],
    ["uk", "Оплату 120,00 грн відхилено"],
    ["el", "Η συναλλαγή 25,00 € απορρίφθηκε"],
    ["zh", "消费人民币38.00元交易失败"],
    ["ko", "결제 15,000원 승인거절"],
    ["id", "Transaksi Rp 125.000 ditolak"],
    ["vi", "Giao dịch 150.000 VND bị từ chối"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("declined");
  });
});
