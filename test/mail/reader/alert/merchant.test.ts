// The merchant or counterparty: from the sentence, a label or the subject; its descriptor tidied and kept as
// written; never the issuer that sent the alert.
import { describe, expect, it } from "vitest";
import { alertMail, html, read } from "./fixtures";

const from = (fromAddress: string, subject: string, text = "") => alertMail({ fromName: "Bank", fromAddress, subject, text });

describe("the merchant from the alert's sentence, by language", () => {
  it.each([
    ["no.reply.alerts@chase.com", "You made a $4.50 transaction with SQ *BLUE BOTTLE", "BLUE BOTTLE", "SQ *BLUE BOTTLE"],
    ["no-reply@n26.com", "Kartenzahlung 23,40 EUR bei REWE", "REWE", null],
    ["alertes@bnpparibas.com", "Achat de 12,50 € chez Carrefour le 19/11/2024", "Carrefour", null],
    ["avisos@santander.es", "Compra aprobada en MERCADONA por 45,20 €", "MERCADONA", null],
    ["notifiche@intesasanpaolo.com", "Acquisto di 9,90 EUR presso FELTRINELLI", "FELTRINELLI", null],
    ["noreply@ing.nl", "Betaling van € 3,20 bij HEMA", "HEMA", null],
    ["todomundo@nubank.com.br", "Compra de R$ 45,90 em PADARIA REAL", "PADARIA REAL", null],
    ["noreply@tbank.ru", "Покупка 450,00 ₽ в SHOKOLADNITSA", "SHOKOLADNITSA", null],
    ["ccsvc@message.cmbchina.com", "您尾号1234的信用卡在星巴克消费人民币38.00元", "星巴克", null],
    ["info@mail.rakuten-card.co.jp", "ローソンで1,280円のご利用がありました", "ローソン", null],
    ["alerts@chase.com", "69.56 HKD spent at iHerb with your card ending 1234", "iHerb", null],
    ["powiadomienia@pkobp.pl", "Płatność kartą ****1234 na kwotę 45,00 zł w ŻABKA WARSZAWA została zrealizowana", "ŻABKA WARSZAWA", null],
    ["avisering@nordea.se", "Kortköp 245,00 SEK hos ICA NÄRA med kort ****1234", "ICA NÄRA", null],
    ["info@bca.co.id", "Transaksi Rp 125.000 di INDOMARET SUDIRMAN dengan kartu berakhiran 1234", "INDOMARET SUDIRMAN", null],
    ["thongbao@vcb.com.vn", "Thẻ số đuôi 1234 thanh toán 150.000 VND tại CIRCLE K HOAN KIEM", "CIRCLE K HOAN KIEM", null],
    ["info@bankaegean.gr", "Αγορά 25,00 € στο ΣΚΛΑΒΕΝΙΤΗΣ με την κάρτα που λήγει σε 1234", "ΣΚΛΑΒΕΝΙΤΗΣ", null],
    [
      "bilgi@isbank.com.tr",
      "Sonu 1234 ile biten kartınızla MIGROS KADIKÖY işyerinden 245,50 TL harcama yapılmıştır",
      "MIGROS KADIKÖY",
      null,
    ],
    ["notice@bochk.com", "閣下尾號1234的信用卡於 HK TRAMWAYS 消費 HKD 45.00", "HK TRAMWAYS", null],
  ])("%s: %s", (fromAddress, subject, merchant, descriptor) => {
    expect(read(from(fromAddress, subject))).toMatchObject({ merchant, descriptor });
  });

  it("a descriptor in capitals ends where the sentence goes on in small letters", () => {
    const mail = from(
      "upozorneni@csas.cz",
      "Platba kartou",
      "Platba kartou č. ****1234 ve výši 1 234,50 Kč v ALBERT PRAHA byla provedena.",
    );
    expect(read(mail)?.merchant).toBe("ALBERT PRAHA");
  });

  it("an amount where a name would start is no name", () => {
    const mail = from("avisos@bbva.es", "Compra con tarjeta", "Compra en 45,20 € con tu tarjeta terminada en 1234.\nComercio: MERCADONA");
    expect(read(mail)?.merchant).toBe("MERCADONA");
  });
});

describe("the merchant the payment's verb introduces, on its line or the next", () => {
  it("'You paid the business X via …', the amount on the line below", () => {
    const mail = alertMail({
      fromName: "FlyPay by Harbor",
      fromAddress: "no-reply@notify.flypay.example-harbor.com",
      subject: "You have paid the business",
      text: "You paid the business FOUR WINDS TRADING KOTA BHARU MYS via FlyPay\n- HKD 31.64\n( MYR 15.90 )",
    });
    expect(read(mail)).toMatchObject({ merchant: "FOUR WINDS TRADING KOTA BHARU MYS", amount: "31.64", currency: "hkd" });
  });

  it("the name on the line under the words that introduce it", () => {
    const mail = from("alerts@citi.com", "Transaction alert", "You paid the business\nBLUE HARBOR CAFE\nUSD 12.00 with card ending 1234");
    expect(read(mail)?.merchant).toBe("BLUE HARBOR CAFE");
  });
});

describe("the merchant from a label", () => {
  it.each([
    ["Merchant: CORNER DELI", "CORNER DELI"],
    ["Händler: Bäckerei Schmidt", "Bäckerei Schmidt"],
    ["Comercio: EL CORTE INGLES", "EL CORTE INGLES"],
    ["• Merchant name: TIM HORTONS #0000", "TIM HORTONS"],
    ["商户名称：美团外卖", "美团外卖"],
    ["ご利用先：セブン-イレブン", "セブン-イレブン"],
    ["Kauppias: K-MARKET KALLIO", "K-MARKET KALLIO"],
    ["Sprzedawca: ŻABKA WARSZAWA", "ŻABKA WARSZAWA"],
    ["İşyeri: MIGROS KADIKÖY", "MIGROS KADIKÖY"],
    ["Kereskedő: TESCO ÁRUHÁZ", "TESCO ÁRUHÁZ"],
    ["商戶名稱：九龍冰室", "九龍冰室"],
    ["가맹점: 스타벅스 강남점", "스타벅스 강남점"],
    ["Merchant name: TIM HORTONS", "TIM HORTONS"],
  ])("%s", (line, merchant) => {
    const mail = from("alerts@citi.com", "Transaction approved", `Card ending 1234\nAmount: $12.00\n${line}`);
    expect(read(mail)?.merchant).toBe(merchant);
  });

  it("a label's value on the next line", () => {
    const mail = from("alerts@rbc.com", "You made a purchase.", "Purchase Amount:\n$5.00\nTransaction Description:\nSOME NO FRILLS 0000");
    expect(read(mail)).toMatchObject({ merchant: "SOME NO FRILLS", descriptor: "SOME NO FRILLS 0000" });
  });
});

describe("the merchant from the subject, when the body names none", () => {
  it.each([
    ["69.56 HKD spent at iHerb", "iHerb"],
    ["You have paid the business Four Winds Trading", "Four Winds Trading"],
    ["Kartenzahlung bei BÄCKEREI KRUSE", "BÄCKEREI KRUSE"],
  ])("%s", (subject, merchant) => {
    const mail = alertMail({ fromName: "Wise", fromAddress: "noreply@wise.com", subject, text: "Card ending 1234\nAmount: 69.56 HKD" });
    expect(read(mail)).toMatchObject({ merchant, how: { merchant: "the subject" } });
  });

  it("an HTML-only alert whose body only says the balance", () => {
    const mail = alertMail({
      fromName: "Monzo",
      fromAddress: "help@monzo.com",
      subject: "You spent £18.40 at Corner Deli",
      html: html("Your balance is now £1,204.22.", "Add a receipt in the app."),
    });
    expect(read(mail)).toMatchObject({ merchant: "Corner Deli", amount: "18.40", how: { merchant: "the subject" } });
  });
});

describe("never the issuer", () => {
  it("a top-up 'at Revolut' or a thank-you 'with Citi' names no merchant", () => {
    expect(read(from("no-reply@revolut.com", "Top-up", "You paid €50.00 to Revolut with card ending 1234."))?.merchant).toBeNull();
    const thanks = from(
      "alerts@citi.com",
      "Transaction alert",
      "A purchase of $10.00 was made on your card ending 1234.\nThank you for banking with Citi.",
    );
    expect(read(thanks)?.merchant).toBeNull();
  });
});

describe("the counterparty of money received", () => {
  it("'from' and its languages, and the label of the sender", () => {
    expect(read(from("noreply@wise.com", "You received €50.00 from Anna Schmidt"))?.merchant).toBe("Anna Schmidt");
    expect(read(from("comunicacao@itau.com.br", "Pix recebido", "Você recebeu um Pix de R$ 80,00 de Maria da Silva."))?.merchant).toBe(
      "Maria da Silva",
    );
    expect(
      read(from("info@dkb.de", "Zahlungseingang", "Gutschrift 1.250,00 EUR auf Konto •••• 4321\nAuftraggeber: Max Mustermann"))?.merchant,
    ).toBe("Max Mustermann");
  });
});

describe("a table of labels without colons, as Chase writes its alerts", () => {
  it("'Merchant STARBUCKS', 'Amount $12.34', the card as '(...1234)'", () => {
    const mail = from(
      "no.reply.alerts@chase.com",
      "Your $12.34 transaction with STARBUCKS",
      "Chase Sapphire Preferred (...1234)\nMerchant STARBUCKS\nAmount $12.34\nDate Nov 19, 2024 at 8:15 AM ET",
    );
    expect(read(mail)).toMatchObject({ merchant: "STARBUCKS", amount: "12.34", last4: "1234", date: "2024-11-19", minute: "08:15" });
  });

  it("Chinese 'X于Y消费': the merchant after 于", () => {
    expect(read(from("ccsvc@message.cmbchina.com", "消费提醒", "您尾号1234的信用卡于美团外卖消费人民币56.80元。"))?.merchant).toBe(
      "美团外卖",
    );
  });
});
