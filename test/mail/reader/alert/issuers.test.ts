// Alerts of the issuers Intake knows, as each writes them, in their languages and scripts: each is read as the
// payment it tells of (kind, amount in the account's currency, merchant, card, day). The mails are written for
// these tests from what such alerts look like.
import { describe, expect, it } from "vitest";
import type { CardAlert } from "../../../../src/mail/reader/alert";
import { ISSUERS } from "../../../../src/mail/reader/alert";
import { alertMail, html, read } from "./fixtures";

interface Case {
  issuer: string;
  language: string;
  fromName: string;
  fromAddress: string;
  subject: string;
  text?: string;
  html?: string;
  want: Partial<CardAlert>;
}

const CASES: readonly Case[] = [
  {
    issuer: "Wise",
    language: "en",
    fromName: "Wise",
    fromAddress: "noreply@wise.com",
    subject: "40.00 CHF spent at Migros Zürich HB",
    text: "Hi Anna,\nYou spent 40.00 CHF at Migros Zürich HB with your card ending 4321.\nThis used 42.85 EUR from your euro balance.\nExchange rate: 1 CHF = 1.0712 EUR",
    want: {
      kind: "purchase",
      amount: "42.85",
      currency: "eur",
      original: { amount: "40.00", currency: "chf" },
      merchant: "Migros Zürich HB",
      last4: "4321",
    },
  },
  {
    issuer: "Revolut",
    language: "en",
    fromName: "Revolut",
    fromAddress: "no-reply@revolut.com",
    subject: "You paid $54.20 at Blue Bottle Coffee",
    text: "You paid $54.20 at Blue Bottle Coffee.\n€50.12 was deducted from your EUR account.\nCard ending 2222",
    want: {
      kind: "purchase",
      amount: "50.12",
      currency: "eur",
      original: { amount: "54.20", currency: "usd" },
      merchant: "Blue Bottle Coffee",
    },
  },
  {
    issuer: "N26",
    language: "de",
    fromName: "N26",
    fromAddress: "no-reply@n26.com",
    subject: "Kartenzahlung bei REWE",
    text: "Hallo Max,\nDu hast am 19.11.2024 um 18:42 Uhr 23,40 € bei REWE Markt GmbH mit deiner Mastercard •••• 1234 bezahlt.",
    want: {
      kind: "purchase",
      amount: "23.40",
      currency: "eur",
      merchant: "REWE Markt GmbH",
      card: "Mastercard •••• 1234",
      date: "2024-11-19",
      minute: "18:42",
    },
  },
  {
    issuer: "Monzo",
    language: "en",
    fromName: "Monzo",
    fromAddress: "help@monzo.com",
    subject: "You spent £18.40 at Corner Deli",
    html: html("Your Monzo balance has been updated.", "Open the app to add a receipt."),
    want: { kind: "purchase", amount: "18.40", currency: "gbp", merchant: "Corner Deli" },
  },
  {
    issuer: "PayPal",
    language: "en",
    fromName: "PayPal",
    fromAddress: "service@paypal.com",
    subject: "You paid $25.00 USD to Corner Bakery",
    text: "Hello Anna,\nYou paid $25.00 USD to Corner Bakery.\nTransaction ID: 7XK12345AB678901C\nTransaction date: Nov 19, 2024",
    want: {
      kind: "purchase",
      amount: "25.00",
      currency: "usd",
      merchant: "Corner Bakery",
      reference: "7XK12345AB678901C",
      date: "2024-11-19",
    },
  },
  {
    issuer: "Chase",
    language: "en",
    fromName: "Chase",
    fromAddress: "no.reply.alerts@chase.com",
    subject: "Your transaction was declined",
    text: "A charge of $84.12 at WHOLEFDS MKT #10234 was declined on your Chase Freedom card ending in 4321 because of insufficient funds.\nDate: Nov 19, 2024 at 6:12 PM ET",
    want: {
      kind: "declined",
      amount: "84.12",
      currency: "usd",
      merchant: "WHOLEFDS MKT",
      descriptor: "WHOLEFDS MKT #10234",
      reason: "insufficient funds",
      minute: "18:12",
    },
  },
  {
    issuer: "American Express",
    language: "en",
    fromName: "American Express",
    fromAddress: "AmericanExpress@welcome.aexp.com",
    subject: "Large Purchase Approved",
    text: "Large Purchase Approved\nAccount Ending: 51003\nMerchant: BEST BUY 00012345\nAmount: $1,299.99\nDate: November 19, 2024",
    want: { kind: "purchase", amount: "1299.99", currency: "usd", merchant: "BEST BUY", last4: "51003", date: "2024-11-19" },
  },
  {
    issuer: "Capital One",
    language: "en",
    fromName: "Capital One",
    fromAddress: "capitalone@notification.capitalone.com",
    subject: "A pending charge was made",
    text: "A pending authorization of $150.00 at HILTON GARDEN INN was placed on your Venture card ending in 7788 on November 19, 2024.",
    want: { kind: "hold", amount: "150.00", currency: "usd", merchant: "HILTON GARDEN INN", last4: "7788" },
  },
  {
    issuer: "Citi",
    language: "en",
    fromName: "Citi Alerts",
    fromAddress: "alerts@info6.citi.com",
    subject: "A refund was posted to your account",
    text: "Citi Alert: A refund of $45.99 from TARGET 00012345 was posted to your Citi Custom Cash card ending in 1122 on 11/18/2024.",
    want: { kind: "refund", amount: "45.99", currency: "usd", merchant: "TARGET", date: "2024-11-18" },
  },
  {
    issuer: "Barclays",
    language: "en",
    fromName: "Barclays",
    fromAddress: "noreply@email.barclays.co.uk",
    subject: "Cash withdrawal from your account",
    text: "You took out £100.00 from a cash machine at SAINSBURYS BANK ATM on 19/11/2024 at 14:05 using your debit card ending 5566.",
    want: { kind: "withdrawal", amount: "100.00", currency: "gbp", date: "2024-11-19", minute: "14:05", last4: "5566" },
  },
  {
    issuer: "HSBC",
    language: "en",
    fromName: "HSBC UK",
    fromAddress: "noreply@alerts.hsbc.co.uk",
    subject: "You've received a payment",
    text: "You've received £250.00 from JOHN SMITH into your account ending 3344.",
    want: { kind: "incoming", amount: "250.00", currency: "gbp", merchant: "JOHN SMITH", last4: "3344" },
  },
  {
    issuer: "Santander",
    language: "es",
    fromName: "Santander",
    fromAddress: "avisos@santander.es",
    subject: "Compra con tarjeta",
    text: "Se ha realizado una compra con tu tarjeta terminada en 4455 por importe de 45,20 € en MERCADONA el 19/11/2024 a las 13:15.",
    want: { kind: "purchase", amount: "45.20", currency: "eur", merchant: "MERCADONA", card: "tarjeta terminada en 4455", minute: "13:15" },
  },
  {
    issuer: "BBVA",
    language: "es",
    fromName: "BBVA",
    fromAddress: "notificaciones@bbva.es",
    subject: "Operación anulada",
    text: "La compra de 89,90 € en ZARA ESPAÑA con tu tarjeta terminada en 7890 ha sido anulada.",
    want: { kind: "reversed", amount: "89.90", currency: "eur", merchant: "ZARA ESPAÑA", reason: "the payment was reversed or cancelled" },
  },
  {
    issuer: "ING",
    language: "nl",
    fromName: "ING",
    fromAddress: "noreply@ing.nl",
    subject: "Betaling met je betaalpas",
    text: "Er is een betaling van € 12,50 gedaan bij Albert Heijn 1234 met je betaalpas eindigend op 6789 op 19-11-2024 om 09:14.",
    want: {
      kind: "purchase",
      amount: "12.50",
      currency: "eur",
      merchant: "Albert Heijn",
      card: "betaalpas eindigend op 6789",
      date: "2024-11-19",
      minute: "09:14",
    },
  },
  {
    issuer: "Sparkasse",
    language: "de",
    fromName: "Sparkasse KölnBonn",
    fromAddress: "service@sparkasse.de",
    subject: "Vormerkung einer Kartenzahlung",
    text: "Ihre Kreditkarte mit der Endung 2468 wurde mit 120,00 EUR bei SHELL DEUTSCHLAND belastet. Der Betrag ist vorgemerkt.",
    want: { kind: "hold", amount: "120.00", currency: "eur", merchant: "SHELL DEUTSCHLAND", last4: "2468" },
  },
  {
    issuer: "Nubank",
    language: "pt",
    fromName: "Nubank",
    fromAddress: "todomundo@nubank.com.br",
    subject: "Compra aprovada",
    text: "Compra de R$ 45,90 APROVADA em PADARIA REAL para o cartão com final 3210.\nData: 19/11/2024 às 08:05",
    want: {
      kind: "purchase",
      amount: "45.90",
      currency: "brl",
      merchant: "PADARIA REAL",
      last4: "3210",
      date: "2024-11-19",
      minute: "08:05",
    },
  },
  {
    issuer: "Itaú",
    language: "pt",
    fromName: "Itaú",
    fromAddress: "comunicacao@itau.com.br",
    subject: "Estorno de compra",
    text: "O estorno de R$ 129,00 referente à compra em RENNER SHOPPING foi creditado no seu cartão final 5678.",
    want: { kind: "refund", amount: "129.00", currency: "brl", merchant: "RENNER SHOPPING", last4: "5678" },
  },
  {
    issuer: "Kaspi",
    language: "ru",
    fromName: "Kaspi.kz",
    fromAddress: "no-reply@kaspi.kz",
    subject: "Покупка",
    text: "Покупка 5 400,00 ₸ в Magnum Cash&Carry. Карта *4321. Доступно 120 000,00 ₸",
    want: { kind: "purchase", amount: "5400.00", currency: "kzt", merchant: "Magnum Cash&Carry", last4: "4321" },
  },
  {
    issuer: "Tinkoff",
    language: "ru",
    fromName: "Т-Банк",
    fromAddress: "noreply@tbank.ru",
    subject: "Операция отклонена",
    text: "Покупка в PYATEROCHKA 1234 на сумму 1 250,00 ₽ отклонена: недостаточно средств. Карта *9876",
    want: { kind: "declined", amount: "1250.00", currency: "rub", merchant: "PYATEROCHKA", reason: "недостаточно средств", last4: "9876" },
  },
  {
    issuer: "RBC",
    language: "en",
    fromName: "RBC Royal Bank",
    fromAddress: "rbcroyalbank@mail.rbc.com",
    subject: "You made a purchase.",
    text: "As requested, we're letting you know that a purchase of $12.34 was made on your RBC Royal Bank credit card account ************5005 on November 19, 2024 towards STARBUCKS #4567.",
    want: {
      kind: "purchase",
      amount: "12.34",
      currency: "cad",
      merchant: "STARBUCKS",
      descriptor: "STARBUCKS #4567",
      last4: "5005",
      date: "2024-11-19",
    },
  },
  {
    issuer: "TD",
    language: "en",
    fromName: "TD Canada Trust",
    fromAddress: "noreply@td.com",
    subject: "INTERAC e-Transfer: You've received $200.00",
    text: "Anna Smith sent you $200.00 (CAD) and the money has been automatically deposited into your account.",
    want: { kind: "incoming", amount: "200.00", currency: "cad", merchant: "Anna Smith" },
  },
  {
    issuer: "Commonwealth Bank",
    language: "en",
    fromName: "CommBank",
    fromAddress: "NetBankNotification@cba.com.au",
    subject: "Transaction alert",
    text: "A purchase of $32.50 was made at WOOLWORTHS 3456 SYDNEY on your card ending 0099.",
    want: { kind: "purchase", amount: "32.50", currency: "aud", merchant: "WOOLWORTHS", last4: "0099" },
  },
  {
    issuer: "Alipay",
    language: "zh",
    fromName: "支付宝",
    fromAddress: "service@mail.alipay.com",
    subject: "支付宝交易提醒",
    text: "您于2024年11月19日 12:30在星巴克消费人民币38.00元，付款方式：余额。\n交易号：2024111922001234567890",
    want: {
      kind: "purchase",
      amount: "38.00",
      currency: "cny",
      merchant: "星巴克",
      date: "2024-11-19",
      minute: "12:30",
      reference: "2024111922001234567890",
    },
  },
  {
    issuer: "China Merchants Bank",
    language: "zh",
    fromName: "招商银行",
    fromAddress: "ccsvc@message.cmbchina.com",
    subject: "招商银行信用卡消费提醒",
    text: "您尾号1234的招商银行信用卡于11月19日14:32在美团外卖消费人民币56.80元。",
    want: { kind: "purchase", amount: "56.80", currency: "cny", merchant: "美团外卖", last4: "1234", date: "2024-11-19", minute: "14:32" },
  },
  {
    issuer: "Rakuten Card",
    language: "ja",
    fromName: "楽天カード",
    fromAddress: "info@mail.rakuten-card.co.jp",
    subject: "【楽天カード】カード利用のお知らせ",
    text: "楽天カードをご利用いただき誠にありがとうございます。\nカード利用のお知らせです。\n■利用日: 2024/11/19 19:20\n■利用先: セブン-イレブン\n■利用金額: 1,280 円\nカード番号下4桁: 4321",
    want: {
      kind: "purchase",
      amount: "1280.00",
      currency: "jpy",
      merchant: "セブン-イレブン",
      last4: "4321",
      date: "2024-11-19",
      minute: "19:20",
    },
  },
  {
    issuer: "Shinhan Card",
    language: "ko",
    fromName: "신한카드",
    fromAddress: "webmaster@shinhancard.com",
    subject: "[신한카드] 승인 안내",
    text: "신한카드(1234) 승인\n가맹점: 스타벅스 강남점\n금액: 15,000원\n일시: 2024.11.19 12:05",
    want: {
      kind: "purchase",
      amount: "15000.00",
      currency: "krw",
      merchant: "스타벅스 강남점",
      last4: "1234",
      date: "2024-11-19",
      minute: "12:05",
    },
  },
  {
    issuer: "Starling Bank",
    language: "en",
    fromName: "Starling Bank",
    fromAddress: "help@starlingbank.com",
    subject: "Your November statement is ready",
    text: "Hi Anna,\nYour statement for November is now available in the app.",
    want: { kind: "notice", amount: null, merchant: null },
  },
  {
    issuer: "Discover",
    language: "en",
    fromName: "Discover Card",
    fromAddress: "discover@service.discover.com",
    subject: "Your payment is due soon",
    text: "Your minimum payment of $35.00 is due on December 5, 2024.",
    want: { kind: "notice", merchant: null, date: "2024-11-20" },
  },
  {
    issuer: "Apple Card",
    language: "en",
    fromName: "Apple Card",
    fromAddress: "no_reply@post.applecard.apple",
    subject: "Your payment has been received",
    text: "We've received your payment of $500.00. This payment has been applied to your account already.",
    want: { kind: "notice", amount: "500.00", currency: "usd" },
  },
  {
    issuer: "bunq",
    language: "nl",
    fromName: "bunq",
    fromAddress: "noreply@bunq.com",
    subject: "Je hebt €50,00 ontvangen van Anna de Vries",
    text: "Anna de Vries heeft je €50,00 gestuurd.",
    want: { kind: "incoming", amount: "50.00", currency: "eur", merchant: "Anna de Vries" },
  },
  {
    issuer: "DKB",
    language: "de",
    fromName: "DKB",
    fromAddress: "info@dkb.de",
    subject: "Geldeingang auf Ihrem Girokonto",
    text: "Auf Ihrem Girokonto •••• 4321 ist eine Gutschrift über 1.250,00 EUR von Max Mustermann eingegangen.",
    want: { kind: "incoming", amount: "1250.00", currency: "eur", merchant: "Max Mustermann", card: "Girokonto •••• 4321" },
  },
  {
    issuer: "Intesa Sanpaolo",
    language: "it",
    fromName: "Intesa Sanpaolo",
    fromAddress: "notifiche@intesasanpaolo.com",
    subject: "Pagamento con carta",
    text: "Pagamento di 25,00 EUR presso ESSELUNGA MILANO il 19/11/2024 alle 17:45 con la carta che termina con 1357.",
    want: { kind: "purchase", amount: "25.00", currency: "eur", merchant: "ESSELUNGA MILANO", last4: "1357", minute: "17:45" },
  },
  {
    issuer: "BNP Paribas",
    language: "fr",
    fromName: "BNP Paribas",
    fromAddress: "alertes@bnpparibas.com",
    subject: "Paiement par carte",
    text: "Un paiement de 12,50 € a été effectué chez CARREFOUR CITY le 19/11/2024 avec votre carte se terminant par 2468.",
    want: {
      kind: "purchase",
      amount: "12.50",
      currency: "eur",
      merchant: "CARREFOUR CITY",
      card: "carte se terminant par 2468",
      date: "2024-11-19",
    },
  },
];

describe("an alert of each known issuer is read as the payment it tells of", () => {
  it.each(CASES.map((c) => [`${c.issuer} (${c.language}): ${c.subject}`, c] as const))("%s", (_, c) => {
    const alert = read(
      alertMail({ fromName: c.fromName, fromAddress: c.fromAddress, subject: c.subject, text: c.text ?? "", html: c.html ?? null }),
    );
    expect(alert).toMatchObject({ issuer: c.issuer, ...c.want });
  });

  it("covers at least 25 issuers in at least 10 languages, each kind among them", () => {
    const issuers = new Set(CASES.map((c) => c.issuer));
    const languages = new Set(CASES.map((c) => c.language));
    const kinds = new Set(CASES.map((c) => c.want.kind));
    expect(issuers.size).toBeGreaterThanOrEqual(25);
    expect(languages.size).toBeGreaterThanOrEqual(10);
    expect([...kinds].sort()).toEqual(["declined", "hold", "incoming", "notice", "purchase", "refund", "reversed", "withdrawal"]);
    for (const name of issuers) expect(ISSUERS.some((i) => i.name === name)).toBe(true);
  });
});

describe("the issuers table", () => {
  it("knows an issuer by its organizational domain only", async () => {
    const { issuerOfDomain } = await import("../../../../src/mail/reader/alert/issuers");
    expect(issuerOfDomain("aexp.com")?.name).toBe("American Express");
    expect(issuerOfDomain("tbank.ru")?.name).toBe("Tinkoff");
    expect(issuerOfDomain("chase.com.evil.net")).toBeNull();
  });

  it("reads a name that is also a word only as the issuer writes it", async () => {
    const { issuerNamedIn } = await import("../../../../src/mail/reader/alert/issuers");
    expect(issuerNamedIn("Discover our new offers")?.issuer.name).toBe("Discover");
    expect(issuerNamedIn("discover our new offers")).toBeNull();
    expect(issuerNamedIn("a wise choice")).toBeNull();
    expect(issuerNamedIn("CHASE ALERT")?.issuer.name).toBe("Chase");
    expect(issuerNamedIn("your RBC Royal Bank credit card")?.issuer.name).toBe("RBC");
    expect(issuerNamedIn("招商银行信用卡")?.issuer.name).toBe("China Merchants Bank");
    expect(issuerNamedIn("Purchasing")).toBeNull();
  });

  it("gives every issuer a domain and a kind, and no domain to two issuers", () => {
    const domains = ISSUERS.flatMap((i) => i.domains);
    expect(new Set(domains).size).toBe(domains.length);
    for (const i of ISSUERS) {
      expect(i.domains.length).toBeGreaterThan(0);
      expect(i.kinds.length).toBeGreaterThan(0);
    }
  });
});

describe("how each field was read, in words", () => {
  it("says where the kind, issuer, card, merchant, amount and day came from", () => {
    const alert = read(
      alertMail({
        fromName: "RBC Royal Bank",
        fromAddress: "rbcroyalbank@mail.rbc.com",
        subject: "You made a purchase.",
        text: "A purchase of $12.34 was made on your credit card ************5005 on November 19, 2024 towards STARBUCKS #4567.",
      }),
    );
    expect(alert?.how).toEqual({
      kind: '"purchase" in the alert',
      issuer: "the sender's domain (rbc.com)",
      card: '"credit card ************5005" in the alert',
      merchant: "the alert's sentence",
      amount: "the alert's sentence; $ read as cad (RBC's country)",
      date: "body: a date written without a label, in the week before the mail",
    });
  });
});
