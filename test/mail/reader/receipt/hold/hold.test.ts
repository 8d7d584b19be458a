// A purchase Intake cannot book on its own is held for the person, not dropped: without a readable total it
// "needs your amount", without a business named it "needs review". Only mails with positive signs of a
// purchase are held; newsletters, notices, review requests and bills to pay stay not a receipt.
import { describe, expect, it } from "vitest";
import type { MailFile } from "../../../../../src/mail/reader/message";
import { mail, read, USER } from "../fixtures";

const jpeg = (filename: string | null): MailFile => ({ filename, mimeType: "image/jpeg", inline: false });
const pdf = (filename: string): MailFile => ({ filename, mimeType: "application/pdf", inline: false });

describe("a photo or scan the person sends themselves is held for its amount", () => {
  it.each([
    ["Lunch", "Sent from my iPhone", [jpeg("IMG_4821.jpg")]],
    ["Tankquittung", "Von meinem iPhone gesendet", [jpeg("PXL_20241008_101500.jpg")]],
    ["", "Envoyé de mon Galaxy", [{ filename: "Scan 8 oct. 2024.pdf", mimeType: "application/pdf", inline: false }]],
    [null, "", [{ filename: null, mimeType: "image/heic", inline: false }]],
  ])("%s", async (subject, text, attachments) => {
    const r = await read(mail({ fromName: "Me", fromAddress: USER, subject, text, attachments }));
    expect(r.verdict).toBe("needs_amount");
    expect(r.reason).toMatch(/^no total could be read, but it reads as a purchase \(a photo or scan you sent yourself/);
    expect([r.total, r.merchant]).toEqual([null, null]);
  });
  it("is not held without a picture or a scan", async () => {
    const r = await read(mail({ fromName: "Me", fromAddress: USER, subject: "Lunch", text: "Remind me to pay Sam back" }));
    // The PDF reading adds why the file gave no total ("… not read"): the verdict is what matters here.
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^no total found/)]);
  });
});

describe("a receipt file whose total cannot be read is held, with what the mail says", () => {
  it.each([
    [
      "Kiosk 21",
      "Your receipt",
      "Thank you for shopping at Kiosk 21.\nReceipt number: 2291-0042",
      pdf("Receipt-2291-0042.pdf"),
      "2291-0042",
    ],
    ["Bäckerei Horn", "Ihr Einkauf", "Anbei Ihr Beleg.\nBelegnummer: 0815", pdf("Zahlungsbeleg_0815.pdf"), "0815"],
    ["Farmacia Sole", "Acquisto del 08/10", "In allegato lo scontrino.\nGrazie e arrivederci!", jpeg("scontrino.jpg"), null],
    ["Café Lindo", "Gracias", "Adjuntamos tu comprobante.", jpeg("eReceipt_77.jpeg"), null],
  ])("%s", async (fromName, subject, text, file, orderNumber) => {
    const r = await read(mail({ fromName, subject, text, attachments: [file] }));
    expect(r.verdict).toBe("needs_amount");
    expect(r.reason).toContain(`a receipt file attached (${file.filename})`);
    // What was read is kept for the inbox: who, when, which order.
    expect([r.merchant, r.date, r.orderNumber]).toEqual([fromName, "2024-10-08", orderNumber]);
  });
});

describe("a receipt that is a picture is held when it calls itself a receipt", () => {
  it.each([
    ["Your receipt from Blue Bottle Coffee", "Blue Bottle Coffee\nView in browser"],
    ["Votre reçu – Boulangerie Martin", "Boulangerie Martin, 12 rue des Lilas"],
    ["Je kassabon van Bakkerij Jansen", "Bedankt en tot ziens!"],
  ])("%s", async (subject, text) => {
    const html = `<html><body><img src="cid:receipt-1" alt="receipt"><p>${text.replace(/\n/g, "<br>")}</p></body></html>`;
    const r = await read(mail({ subject, text, html, attachments: [{ filename: "image001.png", mimeType: "image/png", inline: true }] }));
    expect(r.verdict).toBe("needs_amount");
    expect(r.reason).toMatch(/it calls itself .*; its content is a picture/);
  });
  it("is not held when a picture newsletter does not", async () => {
    const html = `<html><body><img src="https://cdn.example/autumn.jpg"><p>Hello autumn</p></body></html>`;
    const r = await read(mail({ subject: "Hello autumn", text: "Hello autumn", html }));
    // The PDF reading adds why the file gave no total ("… not read"): the verdict is what matters here.
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^no total found/)]);
  });
});

describe("an order or payment confirmation without a readable total is held on two signs", () => {
  it.each([
    ["Order confirmation", "Thanks for shopping with Example Shop.\nOrder #A-1001\n1 x Ceramic mug\nPaid with Visa •••• 4242"],
    ["Confirmación de tu pedido 55012", "Hola Ana,\nTu pedido 55012 está confirmado.\nPagado con Mastercard **** 1881"],
    ["Conferma d'ordine 7781", "Ciao Marco,\nabbiamo ricevuto il tuo ordine n. 7781.\nMetodo di pagamento: PayPal"],
    ["Confirmação do pedido 3321", "Olá João,\nPedido 3321\nForma de pagamento: cartão final 9012"],
  ])("%s", async (subject, text) => {
    const r = await read(mail({ subject, text }));
    expect(r.verdict).toBe("needs_amount");
    expect(r.reason).toMatch(/it calls itself .*; order number .*; a payment method is named/);
  });
  it("is not held on a title alone", async () => {
    const r = await read(mail({ subject: "Your order", text: "We are preparing it." }));
    // The PDF reading adds why the file gave no total ("… not read"): the verdict is what matters here.
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^no total found/)]);
  });
});

describe("an invoice file needs a second sign of a purchase", () => {
  it("is held with an order's title and number", async () => {
    const r = await read(
      mail({
        subject: "Ihre Bestellung 2024-118",
        text: "Ihre Rechnung finden Sie im Anhang.",
        attachments: [pdf("Rechnung_2024-118.pdf")],
      }),
    );
    expect(r.verdict).toBe("needs_amount");
  });
  it("is not held alone", async () => {
    const r = await read(mail({ subject: "Documents", text: "See attached.", attachments: [pdf("facture.pdf")] }));
    // The PDF reading adds why the file gave no total ("… not read"): the verdict is what matters here.
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^no total found/)]);
  });
});

describe("mails that are not purchases are not held", () => {
  it.each([
    ["a review request", "Thanks for your recent purchase!", "We hope you love your Fiber Gummies.\nWrite a review\nReview title", []],
    ["a review request (de)", "Vielen Dank für Ihren Einkauf", "Wie gefällt Ihnen Ihr Kauf?\nBewertung abgeben\nBestellnummer: 4711", []],
    ["a review request (fr)", "Votre commande 88231", "Donnez votre avis sur votre commande 88231.\nPayé avec Visa", []],
    [
      "a delivery photo",
      "Delivered: Gummy Sharks and 2 other items",
      "Here's a photo of where your order was left\nOrder #2000137-67895124",
      [jpeg("deliveryProof.png")],
    ],
    ["a delivery photo (de)", "Ihr Paket wurde zugestellt", "Foto der Zustellung\nBestellnummer 4711", [jpeg("IMG_0001.jpg")]],
    ["an unpaid invoice", "Invoice INV-2291", "Your invoice is attached.\nAmount due by 30 November.", [pdf("Invoice_INV-2291.pdf")]],
    ["an unpaid invoice (nl)", "Je bestelling 2024-77", "Factuur in de bijlage. Te betalen vóór 1 december.", [pdf("factuur_2024-77.pdf")]],
    ["an account notice", "Your order could not be completed", "Please verify your account.\nOrder #A-1001\nPaid with Visa •••• 4242", []],
    ["a payment update (fr)", "Votre commande – mettez à jour votre paiement", "Mettez à jour votre moyen de paiement.\nCommande 4411", []],
    ["an order number alone", "Die Bestellung 29194772 hat sich verzögert.", "Klicken Sie hier, um zur Tracking-Seite zu gelangen.", []],
    ["a bill in the subject", "Ahorre dinero en su recibo de luz", "Llámenos hoy mismo.", [jpeg("oferta.jpg")]],
    ["marketing in the subject", "Your order: a special offer inside", "Use code FALL20.\nOrder #A-1001\nPaid with Visa", []],
  ])("%s", async (_kind, subject, text, attachments) => {
    const r = await read(mail({ subject, text, attachments }));
    expect(r.verdict).toBe("not_a_receipt");
  });
});

describe("a purchase that names no business is held for review", () => {
  const text = "Thanks for your order!\nOrder #A-1001\nOrder total: $12.50";
  it.each([
    ["the person's own mail", { fromName: "Me", fromAddress: USER }],
    ["a shop platform's address and no name", { fromName: null, fromAddress: "store+123@shopifyemail.com" }],
    ["a payment processor naming no beneficiary", { fromName: "PayPal", fromAddress: "service@paypal.com" }],
  ])("%s", async (_kind, from) => {
    const r = await read(mail({ ...from, text }));
    expect([r.verdict, r.total, r.merchant]).toEqual(["needs_review", "12.50", null]);
    expect(r.reason).toBe("nothing in the mail names the business that was paid");
  });
  it("books a purchase that names its business", async () => {
    expect((await read(mail({ text }))).verdict).toBe("purchase");
  });
});
