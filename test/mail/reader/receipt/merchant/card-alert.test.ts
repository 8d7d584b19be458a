// A bank's or card issuer's purchase alert names the merchant in a sentence ("You made a purchase of $X at
// MERCHANT", "… towards MERCHANT", "Transaction at MERCHANT", "You spent 15 CAD at X", and the same in other
// languages): the merchant is the payee, never the bank; the sentence's amount is what was charged when no
// label names one. Refunds, credits, deposits, withdrawals and payments to the card are not purchases.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const alert = (fromName: string, fromAddress: string, subject: string, text: string) =>
  read(mail({ fromName, fromAddress, subject, text, date: "Tue, 8 Oct 2024 10:15:00 +0000" }));

describe("the merchant of a purchase alert is the payee, never the bank", () => {
  it.each([
    [
      "en, towards, amount under a label",
      "RBC Royal Bank",
      "alerts@rbc.com",
      "As requested, we're letting you know that a purchase of was made on your RBC Royal Bank credit card account on October 08, 2024 towards BLUE BOTTLE COFFEE OAKLAND CA.\n\nPurchase Amount:\n\n$6.25",
      "BLUE BOTTLE COFFEE",
      "6.25",
    ],
    [
      "en, transaction with (Chase)",
      "Chase",
      "no.reply.alerts@chase.com",
      "You made a $25.40 transaction with SQ *CORNER BAKERY on Oct 8, 2024 at 9:14 AM ET.",
      "CORNER BAKERY",
      "25.40",
    ],
    [
      "en, a charge at, quoted by a forward",
      "American Express",
      "americanexpress@welcome.americanexpress.com",
      "> A charge of $112.08 at TST* HARBOR GRILL #204 was made on your Card ending 1005 on Tue, Oct 08, 2024.",
      "HARBOR GRILL",
      "112.08",
    ],
    [
      "de, Kartenzahlung bei",
      "Sparkasse Köln",
      "service@sparkasse.de",
      "Kartenzahlung über 12,50 € bei REWE Markt GmbH am 08.10.2024 mit Ihrer Debitkarte.",
      "REWE Markt GmbH",
      "12.50",
    ],
    [
      "fr, achat chez",
      "Ma Banque",
      "alertes@mabanque.fr",
      "Achat de 23,90 € chez Carrefour City le 08/10/2024 avec votre carte.",
      "Carrefour City",
      "23.90",
    ],
    [
      "es, compra en el comercio",
      "BBVA",
      "alertas@bbva.es",
      "Compra de 15,30 € con tu tarjeta terminada en 4321 en el comercio MERCADONA 0412 VALENCIA.",
      "MERCADONA",
      "15.30",
    ],
    [
      "it, acquisto presso",
      "Intesa",
      "avvisi@intesasanpaolo.com",
      "Acquisto di 42,00 EUR presso Libreria Feltrinelli il 08/10/2024.",
      "Libreria Feltrinelli",
      "42.00",
    ],
    ["nl, betaling bij", "bunq", "noreply@bunq.com", "Je hebt € 4,80 uitgegeven bij Albert Heijn 1234.", "Albert Heijn", "4.80"],
    [
      "pt, compra aprovada em",
      "Nubank",
      "todomundo@nubank.com.br",
      "Compra aprovada no valor de R$ 58,90 em PADARIA REAL no cartão final 1234.",
      "PADARIA REAL",
      "58.90",
    ],
  ])("%s", async (_case, fromName, fromAddress, text, merchant, total) => {
    const r = await alert(fromName, fromAddress, "Purchase alert", text);
    expect([r.verdict, r.merchant, r.total]).toEqual(["purchase", merchant, total]);
    expect(r.how.merchant).toMatch(/^label: the merchant of a card purchase/);
  });

  it("reads an amount with its code after the number, from the body or the subject (Wise: '15 CAD spent at …')", async () => {
    const body = await alert(
      "Wise",
      "noreply@wise.com",
      "Card spend",
      "Hello Mark,\n\nYou spent 15 CAD at Independent City Market.\n\nThanks,",
    );
    expect([body.verdict, body.merchant, body.total, body.currency]).toEqual(["purchase", "Independent City Market", "15.00", "cad"]);
    // "You spent" is a total label of its own (total-labels.ts); the alert's sentence reads the same amount.
    expect(body.how.total).toBe(
      'label: "You spent" (same line); confirmed by payment_method: the amount beside the payment method ("You spent")',
    );
    const subject = await alert("Revolut", "no-reply@revolut.com", "€9.50 spent at Bäckerei Schmidt", "Open the app to see the details.");
    expect([subject.merchant, subject.total, subject.currency]).toEqual(["Bäckerei Schmidt", "9.50", "eur"]);
  });

  it("says the raw descriptor in how when it was tidied", async () => {
    const r = await alert("Card Services", "alerts@examplebank.com", "Purchase", "Transaction at AMZN Mktp CA*2K3LM41Q2 for $90.39.");
    expect([r.merchant, r.how.merchant]).toEqual([
      "Amazon.ca",
      'label: the merchant of a card purchase (the card\'s descriptor "AMZN Mktp CA*2K3LM41Q2")',
    ]);
  });

  it("takes the merchant under a label when no sentence names it", async () => {
    const r = await alert(
      "Example Credit Union",
      "alerts@examplecu.org",
      "Card transaction",
      "Transaction Description:\n\nSP * NORDIC KNITS\n\nAmount: $64.00",
    );
    expect([r.merchant, r.total]).toEqual(["NORDIC KNITS", "64.00"]);
  });

  it("does not take the card, the account, a time or a lower-case phrase for the merchant", async () => {
    const r = await alert(
      "Example Bank",
      "alerts@examplebank.com",
      "Transaction",
      "Your transaction with your Visa card ending 1234 at 10:45 PM was approved.\nAmount: $20.00",
    );
    expect([r.merchant, r.how.merchant]).toEqual([
      null,
      'no business named: no merchant in the markup or the text, the display name is a bank or card network ("Example Bank")',
    ]);
  });
});

describe("alerts of money moved that is not a purchase stay out", () => {
  it.each([
    [
      "refund (en)",
      "You received a credit.",
      "Your credit card account was credited for $840.72 on June 10, 2025 from SOME MERCHANT.\nCredit Amount: $840.72",
    ],
    [
      "deposit (en)",
      "Deposit Notice",
      "A deposit of $2.65 was made to your bank account Savings on September 04, 2025.\nDeposit Amount: $2.65",
    ],
    [
      "withdrawal (en)",
      "Withdrawal Warning",
      "A withdrawal of $110.84 was debited from your bank account Savings.\nWithdrawal Amount: $110.84",
    ],
    [
      "payment to the card (en)",
      "Payment Made",
      "A payment for $415.54 has been made to your credit card ************1001.\nPayment Amount: $415.54",
    ],
    ["Gutschrift (de)", "Kontobenachrichtigung", "Gutschrift über 120,00 € von Online Shop GmbH.\nBetrag: 120,00 €"],
    ["remboursement (fr)", "Opération sur votre carte", "Remboursement de 35,00 € de la part de FNAC.\nMontant : 35,00 €"],
    ["reembolso (es)", "Movimiento en tu tarjeta", "Reembolso de 19,99 € de ZARA.\nImporte: 19,99 €"],
    ["vrácení (cs)", "Pohyb na účtu", "Vrácení 450,00 Kč od ALBERT.\nČástka: 450,00 Kč"],
    ["připsána (cs)", "Pohyb na účtu", "Na váš účet byla připsána částka 5 000,00 Kč.\nČástka: 5 000,00 Kč"],
    ["zwrot (pl)", "Operacja na karcie", "Zwrot 45,00 zł od ŻABKA.\nKwota: 45,00 zł"],
    ["iade (tr)", "Kart işlemi", "Kartınıza 245,50 TL iade yapılmıştır.\nTutar: 245,50 TL"],
    ["возврат (ru)", "Операция по карте", "Возврат 450,00 ₽ от ПЯТЁРОЧКА.\nСумма: 450,00 ₽"],
    ["返金 (ja)", "カードのお知らせ", "ローソンからの返金1,280円がありました。\nご利用金額：1,280円"],
    ["到账 (zh)", "到账通知", "您的账户到账人民币500.00元。\n金额：500.00元"],
    ["입금 (ko)", "입금 안내", "계좌 입금 500,000원\n금액: 500,000원"],
  ])("%s", async (_case, subject, text) => {
    const r = await alert("Example Bank", "alerts@examplebank.com", subject, text);
    expect(r.verdict).toBe("not_a_receipt");
    expect(r.reason).toMatch(
      /^not a purchase: the mail is about (a refund or credit|money received \(a deposit, a transfer or a payment in\)|a withdrawal|a payment to your card or account)$/,
    );
  });

  it("a merchant's return policy that mentions refunds does not make its receipt one", async () => {
    const r = await read(
      mail({
        fromName: "Corner Hardware",
        text: "Thanks for shopping with us!\nHammer  $19.99\nTotal: $19.99\nRefunds will be issued to the original payment method within 30 days.",
      }),
    );
    expect([r.verdict, r.merchant]).toEqual(["purchase", "Corner Hardware"]);
  });
});

describe("an amount or an instalment count after the preposition is no merchant", () => {
  it.each([
    ["pt, em 10x de R$", "Pagamento com cartão de crédito em 10x de R$ 119,90 sem juros\nValor total: R$ 1.199,00"],
    ["es, en 3x de", "Pago con tarjeta en 3x de 33,00 € sin intereses\nTotal: 99,00 €"],
  ])("%s", async (_, text) => {
    const r = await read(mail({ fromName: "Loja Exemplo", fromAddress: "pedidos@loja-exemplo.com.br", subject: "Seu pedido", text }));
    expect(r.merchant).toBe("Loja Exemplo");
  });
  it("ends a name at the amount, sign letters and all", async () => {
    const r = await read(
      mail({
        fromName: null,
        fromAddress: "avisos@banco-exemplo.com.br",
        subject: "Compra aprovada",
        text: "Compra aprovada no cartão final 1234 em PADARIA REAL R$ 23,50",
      }),
    );
    expect(r.merchant).toBe("PADARIA REAL");
  });
});
