// Not every mail that looks like a receipt is a purchase: shipping notices without a new charge, marketing,
// zero totals and lookalike senders insert nothing, and the inbox is told why.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

describe("a shipping or delivery notice without a new charge is not a purchase", () => {
  it.each([
    [
      "Your order has shipped!",
      "Good news: your order is on its way.\nTracking number: 1Z999AA10123456784\nOrder #A-1001\nOrder total: $70.00",
    ],
    [
      "Versandbestätigung zu Ihrer Bestellung 1001",
      "Ihre Bestellung wurde versandt.\nSendungsnummer: 00340434161234567890\nGesamtbetrag: 70,00 €",
    ],
    ["Commande 1001", "Votre commande a été expédiée.\nNuméro de suivi : 6A12345678901\nTotal TTC : 70,00 €"],
    ["Ordine 1001", "Il tuo ordine è stato spedito.\nTotale: 70,00 €"],
    ["Pedido 1001", "Tu pedido ha sido enviado.\nImporte total: 70,00 €"],
    ["Bestelling 1001", "Je bestelling is onderweg.\nTotaal: € 70,00"],
    ["Delivered: your package", "Your package was delivered at 2:14 PM.\nOrder total $70.00"],
  ])("%s", async (subject, text) => {
    const r = await read(mail({ subject, text }));
    expect(r.verdict).toBe("not_a_receipt");
    expect(r.reason).toMatch(/^shipping or delivery notice without a new charge/);
    // What was read stays visible to the inbox.
    expect(r.total).toBe("70.00");
  });
  it("is a purchase when the shipping notice charges the card", async () => {
    const r = await read(
      mail({ subject: "Your order has shipped", text: "Your order has shipped.\nWe charged $70.00 to your Visa ending in 4242." }),
    );
    expect([r.verdict, r.total]).toEqual(["purchase", "70.00"]);
  });
  it.each([
    [
      "Shipped: Now arriving early on Friday",
      "Your package is on its way.\nTrack your package\nOrder #113-9999999-8459426\nShipment total:\n$83.60",
    ],
    ["Versandbestätigung", "Ihre Bestellung wurde versandt.\nSendungsnummer: 00340434161234567890\nGesamtbetrag dieser Sendung: 41,98 €"],
    ["Votre colis est en route", "Votre commande a été expédiée.\nNuméro de suivi : 6A12345678901\nTotal de cet envoi : 41,98 €"],
    ["Je bestelling is onderweg", "Je pakket is onderweg.\nTrack & trace: 3SABCD1234567\nTotaal van deze zending: € 41,98"],
  ])("is a purchase when the notice states what this shipment charged (merchants that charge per shipment): %s", async (subject, text) => {
    const r = await read(mail({ subject, text }));
    expect(r.verdict).toBe("purchase");
  });
  it("is a purchase when an order confirmation only promises a shipping notice", async () => {
    const text = textReceipt(
      "Order total: $70.00\nWe'll send you a shipping confirmation with a tracking number once your order has shipped.\nSobald Ihre Bestellung versandt wurde, erhalten Sie eine Versandbestätigung.",
    );
    expect((await read(mail({ subject: "Order confirmation", text }))).verdict).toBe("purchase");
  });
  it("is told by the markup: a parcel delivery or an order in transit", async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({ "@type": "ParcelDelivery", trackingNumber: "1Z999", partOfOrder: { "@type": "Order", orderNumber: "A-1001", merchant: { name: "Example Shop" } } })}</script><p>Order total: $70.00</p>`;
    expect((await read(mail({ html }))).reason).toMatch(
      /^shipping or delivery notice without a new charge \(the markup describes a parcel delivery\)/,
    );
    const transit = `<script type="application/ld+json">${JSON.stringify({ "@type": "Order", orderStatus: "http://schema.org/OrderInTransit", price: "70.00", priceCurrency: "USD" })}</script>`;
    expect((await read(mail({ html: transit }))).reason).toBe("shipping notice (the markup says the order is in transit)");
  });
});

describe("a shipping notice that calls the order's total paid is still a notice: the order was charged when confirmed", () => {
  it.each([
    [
      "cs",
      "Vaše objednávka byla odeslána",
      "Vaše objednávka č. 412345678 byla odeslána.\nČíslo zásilky: DR1234567890C\nCelkem k úhradě 1 299 Kč (zaplaceno)",
    ],
    ["cs, paid as the label", "Objednávka 412345678 je na cestě", "Vaše objednávka byla předána dopravci.\nZaplaceno: 1 299 Kč"],
    ["sk", "Vaša objednávka bola odoslaná", "Vaša objednávka bola odoslaná.\nČíslo zásielky: 12345678\nSpolu k úhrade: 49,90 € (uhradené)"],
    [
      "pl",
      "Zamówienie 1001 zostało wysłane",
      "Twoje zamówienie zostało wysłane.\nNumer przesyłki: 6203456789\nRazem do zapłaty: 249,00 zł (zapłacono)",
    ],
    [
      "de",
      "Versandbestätigung zu Ihrer Bestellung 1001",
      "Ihre Bestellung wurde versandt.\nSendungsnummer: 00340434161234567890\nGesamtbetrag: 70,00 € (bezahlt)",
    ],
    ["en", "Your order has shipped", "Your order is on its way.\nTracking number: 1Z999AA10123456784\nOrder total: $70.00 - Paid"],
    ["en, amount paid", "Your order has shipped", "Good news: your order has shipped.\nAmount paid: $70.00"],
    ["fr", "Votre commande a été expédiée", "Votre commande a été expédiée.\nNuméro de suivi : 6A12345678901\nTotal TTC : 70,00 € (payé)"],
    ["es", "Tu pedido se ha enviado", "Tu pedido se ha enviado.\nNúmero de seguimiento: ES123456789\nTotal pagado: 70,00 €"],
    ["it", "Il tuo ordine è stato spedito", "Il tuo ordine è stato spedito.\nNumero di tracking: 1Z999\nTotale: 70,00 € (pagato)"],
    ["nl", "Je bestelling is verzonden", "Je bestelling is verzonden.\nTrack & trace: 3SABCD1234567\nTotaal: € 70,00 (betaald)"],
  ])("%s", async (_, subject, text) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^shipping or delivery notice without a new charge/)]);
  });
  it("is told so by the markup too, however the text calls the total", async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({ "@type": "Order", orderStatus: "http://schema.org/OrderInTransit", orderNumber: "1001" })}</script><p>Order total: $70.00 (paid)</p>`;
    expect((await read(mail({ html }))).reason).toBe("shipping notice (the markup says the order is in transit)");
  });
  it.each([
    ["en", "Your order has shipped", "Your order has shipped.\nWe charged $70.00 to your Visa ending in 4242."],
    ["de", "Ihre Bestellung wurde versandt", "Ihre Bestellung wurde versandt.\nAbgebucht: 70,00 € von Ihrer Kreditkarte."],
    [
      "en, paid by the card it names (charged at dispatch)",
      "Your order has been dispatched",
      "We've dispatched your item.\nOrder Total: £35.99\nPaid by Visa: £35.99",
    ],
    ["de, paid by the card it names", "Ihre Bestellung wurde versandt", "Ihre Bestellung wurde versandt.\nBezahlt mit Mastercard: 35,99 €"],
    ["fr, paid by the card it names", "Votre commande a été expédiée", "Votre commande a été expédiée.\nPayé par carte bancaire : 35,99 €"],
    [
      "cs, an order confirmation that says it is paid",
      "Potvrzení objednávky č. 412345678",
      "Celkem k úhradě 1 299 Kč (zaplaceno)\nZboží odešleme do 2 dnů.",
    ],
  ])("is a purchase where the notice charges the money, or where the mail is the order: %s", async (_, subject, text) => {
    expect((await read(mail({ subject, text }))).verdict).toBe("purchase");
  });
});

describe("a marketing mail is not a purchase", () => {
  it.each([
    ["50% off everything! Shop now", "Our biggest sale of the year.\nPrices from $9.99.\nUse code FALL50.\nUnsubscribe"],
    ["Neue Kollektion", "Jetzt shoppen: nur für kurze Zeit 30 % Rabatt mit dem Gutscheincode HERBST.\nNewsletter abbestellen"],
    ["Les soldes sont là", "Profitez de -40 % sur tout le site. Découvrir\nSe désinscrire"],
  ])("%s", async (subject, text) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "marketing: an offer or newsletter, no total"]);
  });
  it("is a cart reminder even with a cart total", async () => {
    const r = await read(
      mail({
        subject: "Forgot something?",
        text: "You left something in your cart.\nMug $20.00\nCart total: $70.00\nComplete your purchase",
      }),
    );
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "marketing: a reminder of a cart, nothing was bought"]);
  });
  it.each([
    [
      "Your ride with Lyft",
      "Ride total: $18.45\nVisa *1234 $18.45\n\nForgot something? If you lost an item, we can help you get it back.\nLeave a review",
    ],
    ["Deine Fahrt mit Bolt", "Gesamtbetrag: 12,40 €\n\nHunger? Bestellung abschließen mit Bolt Food und 10 % sparen.\nBewerte deine Fahrt"],
    ["Votre course", "Total payé : 14,20 €\n\nVotre panier vous attend sur l'appli."],
    ["Your order from Corner Café", "Order total: $9.50\nYour cart is waiting for your next visit: complete your order in the app."],
  ])("is a receipt when a footer below its total speaks of lost items or the next order: %s", async (subject, text) => {
    const r = await read(mail({ subject, text: `Thanks for riding with us!\n${text}` }));
    expect(r.verdict).toBe("purchase");
  });
  it("is a cart reminder when the cart is named above its total", async () => {
    const r = await read(mail({ subject: "Still thinking it over?", text: "Your cart is waiting!\nMug $20.00\nCart total: $70.00" }));
    expect(r.reason).toBe("marketing: a reminder of a cart, nothing was bought");
  });
  it("is still a receipt when the receipt carries an unsubscribe link", async () => {
    expect((await read(mail({ text: textReceipt("Order total: $70.00\nUnsubscribe from marketing emails") }))).verdict).toBe("purchase");
  });
});

describe("a zero total is not a purchase", () => {
  it("says nothing was charged (free order, trial), from text or markup", async () => {
    for (const text of [
      "Order total: $0.00",
      "Gesamtbetrag: 0,00 €",
      "Total due today: $0.00\nYour free trial ends on November 9, 2024.",
    ]) {
      const r = await read(mail({ text: textReceipt(text) }));
      expect([r.verdict, r.reason, r.total], text).toEqual([
        "not_a_receipt",
        "zero total: nothing was charged (a free order or trial)",
        "0.00",
      ]);
    }
    const html = `<script type="application/ld+json">{"@type":"Order","price":"0","priceCurrency":"EUR","seller":{"name":"App Store"}}</script>`;
    expect((await read(mail({ html }))).reason).toBe("zero total: nothing was charged (a free order or trial)");
  });
});

describe("a lookalike sender is not a purchase but suspicious", () => {
  const scam =
    "Dear customer,\nYour subscription renewal charged $299.95 to your account.\nIf you did not authorize this, call +1 (888) 555-0199 within 24 hours.";
  it("refuses a free-mail address in a brand's name", async () => {
    const r = await read(
      mail({ fromName: "Apple Billing", fromAddress: "apple.billing.team@gmail.com", subject: "Renewal receipt", text: scam }),
    );
    expect([r.verdict, r.reason, r.total]).toEqual([
      "suspicious",
      "lookalike sender: Apple named by a free-mail address (gmail.com)",
      "299.95",
    ]);
    for (const [name, address] of [
      ["Geek Squad", "geeksquad.renewal@outlook.com"],
      ["Norton Support", "billing.dept@yahoo.co.uk"],
      ["Customer Service", "paypal-billing@hotmail.fr"],
    ]) {
      expect((await read(mail({ fromName: name, fromAddress: address, text: scam }))).reason, address).toMatch(/^lookalike sender: /);
    }
  });
  it("refuses a company department on free mail that names a brand only in the text", async () => {
    const r = await read(
      mail({
        fromName: "Billing Department",
        fromAddress: "billing.dept4471@gmail.com",
        subject: "McAfee Total Protection renewal",
        text: scam,
      }),
    );
    expect(r.reason).toBe('lookalike sender: a "Billing Department" department on free mail (gmail.com) writing about McAfee');
  });
  it("refuses a brand's display name on another domain", async () => {
    const r = await read(mail({ fromName: "PayPal Service", fromAddress: "service@paypal-billing-center.net", text: scam }));
    expect(r.reason).toBe('lookalike sender: "PayPal Service" writes from paypal-billing-center.net, not a PayPal domain');
  });
  it("accepts the brand from its own domain, and a private seller on free mail", async () => {
    const apple = await read(
      mail({
        fromName: "Apple",
        fromAddress: "no_reply@email.apple.com",
        subject: "Your receipt from Apple.",
        text: textReceipt("Total $2.99"),
      }),
    );
    expect([apple.verdict, apple.merchant]).toEqual(["purchase", "Apple"]);
    const seller = await read(
      mail({
        fromName: "Jane Doe",
        fromAddress: "jane.doe@gmail.com",
        subject: "Invoice for the bike",
        text: "Invoice #2024-7\nBike, used, with an Apple Watch mount\nTotal: €250.00\nPaid in cash, thank you!",
      }),
    );
    expect([seller.verdict, seller.merchant, seller.total]).toEqual(["purchase", "Jane Doe", "250.00"]);
    const shop = await read(
      mail({
        fromName: "Jane's Pottery Orders",
        fromAddress: "janespottery.orders@gmail.com",
        text: "Order #77\nShipped via UPS, paid with PayPal\nTotal: $45.00",
      }),
    );
    expect(shop.verdict).toBe("purchase");
  });
});

describe("refunds, cancellations, failed payments and money received are not purchases", () => {
  it.each([
    ["Your refund from Example Shop", "We've refunded $70.00 to your Visa.\nRefund total: $70.00", /^refund/],
    ["Rückerstattung", "Wir haben Ihnen 70,00 € erstattet.", /^refund/],
    ["Order #1001", "Your order has been cancelled.\nOrder total: $70.00", /^cancellation/],
    ["Commande annulée", "Total TTC : 70,00 €", /^cancellation/],
    ["Payment failed", "We couldn't process your payment of $9.99.\nAmount due: $9.99", /^failed payment/],
    ["Notification of payment received", "You received a payment of €12.00 EUR from John Doe.\nTotal: €12.00", /^payment received/],
  ])("%s", async (subject, text, reason) => {
    const r = await read(mail({ subject, text }));
    expect(r.verdict).toBe("not_a_receipt");
    expect(r.reason).toMatch(reason);
  });
  it("reads a receipt that states its refund policy as a purchase", async () => {
    const r = await read(
      mail({ text: textReceipt("Order total: $70.00\nRefunds: items can be returned within 30 days for a full refund.") }),
    );
    expect(r.verdict).toBe("purchase");
  });
});

describe("a mail without a total is not a purchase", () => {
  it("says no total was found", async () => {
    const r = await read(mail({ subject: "Re: your question", text: "Thanks for contacting support. Your ticket number is 48213." }));
    expect([r.verdict, r.reason, r.total, r.currency]).toEqual(["not_a_receipt", "no total found", null, null]);
  });
});

describe("notices in the languages whose totals are read: shipped, refunded, cancelled", () => {
  it.each([
    [
      "shipped, cs",
      "Objednávka 1001",
      "Vaše objednávka byla předána dopravci.\nČíslo zásilky: 12345678\nCelkem k úhradě: 2 039 Kč",
      "shipping",
    ],
    [
      "shipped, tr",
      "Siparişin kargoya verildi",
      "Siparişin kargoya verildi.\nKargo takip numarası: 123456\nToplam: 1.399,89 TL",
      "shipping",
    ],
    ["shipped, ru", "Заказ 1001", "Ваш заказ отправлен.\nТрек-номер: RA123456789RU\nИтого: 2 990 ₽", "shipping"],
    ["shipped, zh", "订单1001", "您的订单已发货。\n运单号：SF1234567890\n订单金额：¥1,199.00", "shipping"],
    ["shipped, ko", "주문 1001", "주문하신 상품이 발송되었습니다.\n송장번호: 123456789\n총 결제금액 35,900원", "shipping"],
    ["refund, ru", "Заказ 1001", "Мы оформили возврат по заказу.\nСумма возврата: 2 990 ₽", "refund"],
    ["refund, cs", "Vrácení peněz k objednávce 1001", "Vrácená částka: 1 990 Kč\nPeníze připíšeme na kartu.", "refund"],
    ["refund, zh", "订单1001", "退款成功\n退款金额：¥268.00", "refund"],
    ["cancelled, tr", "Sipariş 1001", "Siparişin iptal edildi.\nToplam: 1.399,89 TL", "cancellation"],
    ["cancelled, el", "Παραγγελία 1001", "Η παραγγελία σας ακυρώθηκε.\nΣύνολο: 57,40 €", "cancellation"],
  ])("%s", async (_, subject, text, reason) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason?.split(/[ :]/)[0]]).toEqual(["not_a_receipt", reason]);
  });
});

describe("a cart left behind, in the languages whose totals are read, is no purchase", () => {
  it.each([
    ["tr", "Sepetindeki ürünler seni bekliyor!", "Sepetinde ürünler kaldı.\nKadın Triko Kazak: 649,99 TL\nToplam: 649,99 TL"],
    ["cs", "Zapomněli jste něco?", "Ve vašem košíku zůstalo zboží.\nCelkem: 1 990 Kč\nDokončit objednávku"],
    ["ru", "Не забудьте о покупке", "В вашей корзине остались товары.\nИтого: 2 990 ₽"],
    ["zh", "别忘了您的商品", "您的购物车中的商品即将售罄。\n合计：¥268.00"],
  ])("%s", async (_, subject, text) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "marketing: a reminder of a cart, nothing was bought"]);
  });
});

describe("a failed payment, in the languages whose totals are read, is no purchase", () => {
  it.each([
    ["cs", "Objednávka 1001", "Platba kartou se nezdařila.\nCelkem k úhradě: 2 039 Kč"],
    ["tr", "Ödemen alınamadı", "Lütfen tekrar dene.\nToplam: 1.399,89 TL"],
    ["ru", "Заказ 1001", "Оплата не прошла.\nИтого к оплате: 2 990 ₽"],
    ["ko", "주문 1001", "결제에 실패했습니다.\n총 결제금액 35,900원"],
  ])("%s", async (_, subject, text) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "failed payment: the mail says the payment did not go through"]);
  });
});

describe("a newsletter in the languages whose totals are read is marketing", () => {
  it.each([
    ["cs", "Týdenní akce: slevy až 40 %", "Sluchátka Sony jen 6 990 Kč\nNakupte nyní\nOdhlásit odběr"],
    ["ru", "Распродажа: скидки до 70%", "Наушники Sony — 6 990 ₽\nКупить сейчас\nОтписаться от рассылки"],
    ["zh", "双十一大促", "索尼耳机 ¥1,299.00\n立即购买\n退订"],
  ])("%s", async (_, subject, text) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "marketing: an offer or newsletter, no total"]);
  });
});
