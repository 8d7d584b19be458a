// A payment not complete yet (pending, awaiting, being processed), in every language: its completion is told again,
// so it is never a payment made, whatever payment words stand beside it.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a payment still pending", () => {
  it.each([
    ["en", "You have a pending payment to the business CBP BLAINE"],
    ["en", "Payment status: Pending"],
    ["de", "Eine Zahlung über 15,00 EUR ist noch ausstehend"],
    ["fr", "Un paiement de 30,00 € est en attente sur votre carte"],
    ["es", "Tienes un pago pendiente de 12,00 €"],
    ["pt", "Sua compra de R$ 89,00 está pendente"],
    ["it", "Il pagamento di 25,00 EUR è in attesa"],
    ["nl", "Je betaling van € 12,00 is in behandeling"],
    ["cs", "Platba 250,00 Kč čeká na zpracování"],
    ["pl", "Transakcja na kwotę 60,00 zł jest oczekująca"],
    ["sv", "Köp 99,00 SEK är väntande på ditt kort"],
    ["da", "Køb på 60,00 DKK er afventende"],
    ["no", "Kjøp på 80,00 NOK er ventende"],
    ["fi", "Korttiosto 30,00 EUR odottaa vahvistusta"],
    ["tr", "50,00 TL tutarındaki işlem beklemede"],
    ["hu", "A 4 500 Ft összegű fizetés függőben van"],
    ["ro", "Plata de 50,00 RON este în așteptare"],
    ["ru", "Оплата 120,00 ₽ по карте в обработке"],
    ["uk", "Оплата 80,00 грн картка в обробці"],
    ["el", "Πληρωμή 15,00 € σε εκκρεμότητα"],
    ["zh", "您的信用卡支付人民币20.00元，交易处理中"],
    ["ja", "3,000円のお支払いが処理中です"],
    ["ko", "결제 8,000원 처리중"],
    ["id", "Pembayaran Rp 50.000 tertunda"],
    ["vi", "Thanh toán 50.000 VND đang xử lý"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("pending");
  });
});
