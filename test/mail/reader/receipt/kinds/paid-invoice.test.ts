// An invoice that prints a due date is a purchase when it also says it was paid: charged to a card, nothing left
// to pay, collected by direct debit under a mandate — in the mail or in its PDF. Its twin that asks to be paid
// (a bank transfer, a debit only offered) stays out as "not paid yet".
import { describe, expect, it } from "vitest";
import type { MailFile } from "../../../../../src/mail/reader/message";
import { textPdf } from "../../../../support/pdf";
import { mail, read } from "../fixtures";

describe("an invoice with a due date that says it was paid is booked; its unpaid twin is not", () => {
  it.each([
    [
      "en",
      "Invoice INV-2207",
      "Invoice INV-2207\nAmount due: $25.20\nDue on: October 30, 2024",
      "Charged to your Visa ending 4242 on October 8, 2024.",
      "Please pay by bank transfer to the account below.",
    ],
    [
      "de",
      "Ihre Rechnung 2024-118",
      "Rechnung 2024-118\nRechnungsbetrag: 89,00 €\nZahlungsziel: 14 Tage",
      "Der Betrag wird per SEPA-Lastschrift von Ihrem Konto abgebucht. Mandatsreferenz: M-2231",
      "Bitte überweisen Sie den Betrag auf unser Konto. Sie können auch per Lastschrift zahlen.",
    ],
    [
      "fr",
      "Votre facture F-2291",
      "Facture F-2291\nMontant TTC : 64,90 €\nÉchéance : 15/11/2024",
      "Réglée par prélèvement SEPA (référence unique de mandat FR-8821).",
      "Merci de régler par virement avant l'échéance.",
    ],
    [
      "es",
      "Factura 2024/118",
      "Factura 2024/118\nImporte total: 30,25 €\nFecha de vencimiento: 15/11/2024",
      "Saldo pendiente: 0,00 €",
      "Saldo pendiente: 30,25 €",
    ],
    [
      "it",
      "Fattura n. 77",
      "Fattura n. 77\nTotale fattura: 122,00 €\nScadenza: 30/11/2024",
      "Pagamento: addebito diretto SEPA",
      "Pagamento: bonifico bancario",
    ],
    [
      "nl",
      "Je factuur 2024-77",
      "Factuur 2024-77\nTotaal: € 45,00\nVervaldatum: 28-11-2024",
      "Het bedrag is afgeschreven van uw creditcard eindigend op 4242.",
      "Graag het bedrag overmaken vóór de vervaldatum.",
    ],
    [
      "pt",
      "Sua fatura 118",
      "Fatura 118\nValor total: R$ 189,90\nVencimento: 10/12/2024",
      "Forma de pagamento: débito automático",
      "Forma de pagamento: boleto bancário",
    ],
    [
      "ja",
      "請求書のお知らせ",
      "請求書\nご請求金額：3,300円\nお支払期限：2024年11月30日",
      "お支払い方法：クレジットカード（VISA 末尾4242）",
      "お振込先：さくら銀行 普通 1234567",
    ],
  ])("%s", async (_lang, subject, invoice, paid, unpaid) => {
    const booked = await read(mail({ subject, text: `${invoice}\n${paid}` }));
    expect([booked.verdict, booked.reason]).toEqual(["purchase", undefined]);
    const due = await read(mail({ subject, text: `${invoice}\n${unpaid}` }));
    expect([due.verdict, due.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^not paid yet: /)]);
  });

  it("reads the PDF of an invoice whose mail gives a due date, and books it when the PDF says it was paid", async () => {
    const pdf = async (lines: string[]): Promise<MailFile> => ({
      filename: "invoice-3301.pdf",
      mimeType: "application/pdf",
      inline: false,
      content: await textPdf([lines]),
    });
    const text = "Your invoice INV-3301 is attached.\nAmount: $25.20\nDue on: Oct 30, 2024";
    const paid = await read(
      mail({ subject: "Your invoice", text, attachments: [await pdf(["Invoice INV-3301", "Amount paid\t$25.20", "Balance due\t$0.00"])] }),
    );
    expect([paid.verdict, paid.total]).toEqual(["purchase", "25.20"]);
    expect(paid.how.total).toMatch(/^pdf: the PDF "invoice-3301.pdf" \(1 page\), label: "Amount paid"/);
    const open = await read(mail({ subject: "Your invoice", text, attachments: [await pdf(["Invoice INV-3301", "Amount due\t$25.20"])] }));
    expect(open.verdict).toBe("not_a_receipt");
    expect(open.how.total).toContain('the PDF "invoice-3301.pdf" (1 page) does not say it was paid either');
  });
});

describe("a paid invoice with a due date, in the languages added last, is booked; its unpaid twin is not", () => {
  it.each([
    ["cs, a status", "Faktura 2024-118\nCelkem k úhradě: 1 210 Kč\nDatum splatnosti: 22. 10. 2024", "Stav: Zaplaceno"],
    [
      "cs, a charge made",
      "Faktura 2024-118\nCelkem k úhradě: 1 210 Kč\nDatum splatnosti: 22. 10. 2024",
      "Faktura byla uhrazena platební kartou.",
    ],
    ["sk", "Faktúra 2024-118\nSpolu k úhrade: 49,90 €\nDátum splatnosti: 22. 10. 2024", "Stav platby: Uhradené"],
    ["tr, a status", "Fatura 2024-118\nGenel toplam: 1.210,00 TL\nSon ödeme tarihi: 22.10.2024", "Durum: Ödendi"],
    ["tr, a charge made", "Fatura 2024-118\nGenel toplam: 1.210,00 TL\nSon ödeme tarihi: 22.10.2024", "Ödemeniz alındı, teşekkür ederiz."],
    ["hu", "Számla 2024-118\nFizetendő összeg: 12 100 Ft\nFizetési határidő: 2024.10.22.", "Állapot: Kifizetve"],
    ["ro", "Factura 2024-118\nTotal de plată: 121,00 lei\nData scadenței: 22.10.2024", "Status: Achitată"],
    ["fi", "Lasku 2024-118\nMaksettava yhteensä: 121,00 €\nEräpäivä: 22.10.2024", "Tila: Maksettu"],
    ["ru, a status", "Счёт 2024-118\nИтого к оплате: 4 500 ₽\nСрок оплаты: 22.10.2024", "Статус: Оплачен"],
    ["ru, a charge made", "Счёт 2024-118\nИтого к оплате: 4 500 ₽\nСрок оплаты: 22.10.2024", "Оплата прошла успешно."],
    ["uk", "Рахунок 2024-118\nРазом до сплати: 1 210 грн\nТермін оплати: 22.10.2024", "Статус оплати: Сплачено"],
    ["el", "Τιμολόγιο 2024-118\nΣύνολο: 121,00 €\nΠροθεσμία πληρωμής: 22/10/2024", "Κατάσταση: Εξοφλήθηκε"],
    ["he", 'חשבונית 2024-118\nסה"כ לתשלום: 121.00 ₪\nתאריך פירעון: 22/10/2024', "סטטוס: שולם"],
    ["id", "Tagihan 2024-118\nTotal Tagihan: Rp150.000\nJatuh tempo: 22/10/2024", "Status: Lunas"],
    ["zh", "发票 2024-118\n应付金额：¥1,210.00\n付款截止：2024-10-22", "状态：已支付"],
    ["ko", "청구서 2024-118\n총 결제금액 35,900원\n납부기한: 2024-10-22", "상태: 결제완료"],
  ])("%s", async (_lang, invoice, paid) => {
    const subject = invoice.split("\n")[0] ?? "";
    const booked = await read(mail({ subject, text: `${invoice}\n${paid}` }));
    expect([booked.verdict, booked.reason]).toEqual(["purchase", undefined]);
    const due = await read(mail({ subject, text: invoice }));
    expect([due.verdict, due.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^not paid yet: /)]);
  });
});
