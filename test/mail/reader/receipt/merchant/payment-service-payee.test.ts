// A payment service's own mail is about someone else's sale: the payee is the shop it names ("Winkel:",
// "Commerçant :", "加盟店名：", "You paid Acme Books"), never the gateway that sent it and never the buyer it
// also names ("Klant:", "Client :", "ご購入者：").
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("a gateway's order mail names the shop that was paid, not the gateway or the buyer", () => {
  it.each([
    [
      "en",
      ["Ingenico ePayments", "noreply@ingenico.com"],
      "Order confirmation 88213",
      "Thank you for your payment.\nMerchant: Harbour Kites Ltd\nCustomer: Pat Example\nOrder reference: 88213\nTotal: 64.00 GBP",
      "Harbour Kites Ltd",
    ],
    [
      "nl",
      ["Ogone", "noreply@ogone.com"],
      "Ogone NIEUWE order Jansen PAYID: 4410021 / orderID: 771",
      "Uw bestelgegevens\nBesteldatum      : 07/10/2024\nWinkel           : Fietsenwinkel De Spaak\nKlant            : Joost Jansen\nTotaal           : 89.95 EUR",
      "Fietsenwinkel De Spaak",
    ],
    [
      "de",
      ["Worldline", "noreply@worldline.com"],
      "Ihre Zahlung",
      "Zahlungsbestätigung\nHändler: Schuhhaus Berger\nKunde: Lena Vogel\nGesamtbetrag: 79,90 EUR",
      "Schuhhaus Berger",
    ],
    [
      "fr",
      ["PayPlug", "no-reply@payplug.com"],
      "Votre paiement",
      "Paiement accepté\nCommerçant : Librairie des Quais\nClient : Marie Dubois\nMontant total : 23,50 €",
      "Librairie des Quais",
    ],
    [
      "es",
      ["Redsys", "noreply@redsys.es"],
      "Justificante de compra",
      "Operación autorizada\nComercio: Zapatería Alba\nTitular: Carmen Ruiz\nImporte total: 31,20 EUR",
      "Zapatería Alba",
    ],
    [
      "it",
      ["Nexi", "noreply@nexi.it"],
      "Conferma di pagamento",
      "Pagamento eseguito\nNegozio: Ottica Lucia\nTitolare carta: Marco Bianchi\nImporto totale: 120,00 EUR",
      "Ottica Lucia",
    ],
    [
      "pt",
      ["PagSeguro", "noreply@pagseguro.com.br"],
      "Pagamento aprovado",
      "Seu pagamento foi aprovado.\nLoja: Padaria Aurora\nComprador: João Silva\nValor total: R$ 45,90",
      "Padaria Aurora",
    ],
    [
      "ja",
      ["KOMOJU", "noreply@komoju.com"],
      "お支払い完了のお知らせ",
      "お支払いが完了しました。\n加盟店名：アクメ書店\nご購入者：山田 太郎\n合計金額：1,820円",
      "アクメ書店",
    ],
  ])("%s: %s", async (_lang, [fromName, fromAddress], subject, text, merchant) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.merchant]).toEqual(["purchase", merchant]);
    expect(r.how.merchant).toMatch(/^label: the beneficiary of a .+ payment$/);
  });

  it("names no business, rather than the gateway, when its mail names no shop", async () => {
    const r = await read(
      mail({
        fromName: "Ogone",
        fromAddress: "noreply@ogone.com",
        subject: "Ogone NIEUWE order",
        text: "Klant: Joost Jansen\nTotaal: 89.95 EUR",
      }),
    );
    expect([r.merchant, r.verdict]).toEqual([null, "needs_review"]);
  });
});

describe("a payment service's sentence names the one paid, with the amount after the name", () => {
  it.each([
    ["en", ["Venmo", "venmo@venmo.com"], "You paid Acme Books $25.00", "Acme Books"],
    ["pt", ["Mercado Pago", "info@mercadopago.com.br"], "Você pagou Padaria Aurora R$ 45,90", "Padaria Aurora"],
    ["nl", ["Mollie", "noreply@mollie.com"], "U heeft € 12,50 betaald aan Bakkerij Jansen.", "Bakkerij Jansen"],
    ["de", ["Klarna", "noreply@klarna.com"], "Sie haben Schuhhaus Müller 89,90 € gezahlt.", "Schuhhaus Müller"],
    ["es", ["Stripe", "receipts@stripe.com"], "Has pagado a Librería Alameda 25,00 €", "Librería Alameda"],
    ["it", ["Nexi", "noreply@nexi.it"], "Pagamento a Ottica Lucia 120,00 EUR", "Ottica Lucia"],
    ["fr", ["PayPal", "service@paypal.fr"], "Paiement à Librairie des Quais 23,50 EUR", "Librairie des Quais"],
    ["ja", ["PayPal", "service@paypal.jp"], "アクメ書店へのお支払い\nお支払い金額：¥1,820", "アクメ書店"],
  ])("%s: %s", async (_lang, [fromName, fromAddress], text, merchant) => {
    const r = await read(mail({ fromName, fromAddress, subject: "Receipt", text }));
    expect(r.merchant).toBe(merchant);
  });
});

describe('a processor\'s "you have paid" names the shop before the amount, whatever its case', () => {
  it.each([
    [
      "a company with its legal form",
      "This email confirms that you have paid Lakeside Pottery Ltd. $12.00\nusing PayPal.",
      "Lakeside Pottery Ltd",
    ],
    [
      "a web address in lower case",
      "This email confirms that you have paid oakridge-tools.com $30.00 USD using PayPal.",
      "oakridge-tools.com",
    ],
    ["the amount first, then the shop", "You have paid $18.50 to Harbour Kites Ltd using PayPal.", "Harbour Kites Ltd"],
  ])("%s", async (_, text, payee) => {
    const r = await read(mail({ fromName: "PayPal", fromAddress: "service@paypal.com", subject: "Receipt for your Payment", text }));
    expect([r.verdict, r.merchant]).toEqual(["purchase", payee]);
  });
});
