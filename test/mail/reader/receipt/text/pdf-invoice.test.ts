// A receipt whose total is only in its attached PDF (an invoicing tool's mail, an e-ticket, a utility bill):
// the PDF's text is read as the mail's extra lines, and only when the mail itself names no total.
import { describe, expect, it } from "vitest";
import type { MailFile } from "../../../../../src/mail/reader/message";
import { encryptedPdf, scannedPdf, textPdf } from "../../../../support/pdf";
import { mail, read } from "../fixtures";

const pdf = (content: Uint8Array | undefined, filename: string | null = "invoice.pdf"): MailFile => ({
  filename,
  mimeType: "application/pdf",
  inline: false,
  ...(content ? { content } : {}),
});

describe("the total of a mail that names none is read from its PDF", () => {
  it("reads invoices in several languages and layouts: label and amount on one line, or the amount below", async () => {
    const cases = [
      {
        from: ["Harbor Design Studio", "invoices@harbor-design.example"],
        text: "Hi Pat,\n\nYour invoice INV-0042 is attached. Thank you for your business!",
        pages: [
          ["Harbor Design Studio", "INVOICE INV-0042", "Logo design\t$400.00", "Subtotal\t$400.00", "Tax\t$32.00", "Amount paid\t$432.00"],
        ],
        want: ["432.00", "usd"],
      },
      {
        from: ["Stadtwerke Lindenau", "rechnung@stadtwerke-lindenau.example"],
        text: "Sehr geehrte Kundin,\n\nim Anhang finden Sie Ihre Rechnung für Oktober.\n\nMit freundlichen Grüßen",
        pages: [
          ["Stadtwerke Lindenau GmbH", "Rechnung Nr. 2026-10-5531", "Strom Oktober\t82,35 €", "Gesamtbetrag (inkl. 19 % MwSt.)\t98,00 €"],
        ],
        want: ["98.00", "eur"],
      },
      {
        from: ["Rails du Sud", "billets@railsdusud.example"],
        text: "Bonjour,\n\nVotre e-billet pour Lyon → Marseille est en pièce jointe.\n\nBon voyage !",
        pages: [["E-BILLET", "Lyon Part-Dieu - Marseille St-Charles", "2 voyageurs", "Montant total payé", "59,90 €"]],
        want: ["59.90", "eur"],
      },
      {
        from: ["Energía Clara", "facturas@energiaclara.example"],
        text: "Hola,\n\nAdjuntamos tu factura de octubre.\n\nUn saludo",
        pages: [["Factura 2026/10/7781", "Consumo electricidad\t41,20 €", "IVA 21 %\t8,65 €", "Importe total\t49,85 €"]],
        want: ["49.85", "eur"],
      },
    ];
    for (const c of cases) {
      const r = await read(mail({ fromName: c.from[0], fromAddress: c.from[1], text: c.text, attachments: [pdf(await textPdf(c.pages))] }));
      expect([r.verdict, r.total, r.currency], c.from[0]).toEqual(["purchase", ...c.want]);
      expect(r.how.total, c.from[0]).toMatch(/^pdf: the PDF "invoice.pdf" \(1 page\), label: /);
    }
  });

  it("reads the merchant and date from the PDF's lines too, when the mail names neither", async () => {
    const r = await read(
      mail({
        fromName: "Pat",
        fromAddress: "pat@example.org",
        date: null,
        text: "see attached",
        attachments: [pdf(await textPdf([["Sold by: Lakeside Ceramics", "Order date: 3 October 2024", "Order total\t£36.50"]]))],
      }),
    );
    expect([r.total, r.currency, r.date]).toEqual(["36.50", "gbp", "2024-10-03"]);
  });

  it("does not read the PDF when the mail itself names a total (the mail's total wins)", async () => {
    const r = await read(mail({ text: "Order total: $25.00", attachments: [pdf(encryptedPdf())] }));
    expect([r.total, r.how.total]).toEqual([
      "25.00",
      'label: "Order total" (same line); unconfirmed: nothing else in the mail says this amount',
    ]);
  });

  it("reads the second PDF when the first names no total, and no more than two", async () => {
    const terms = await textPdf([["Terms and conditions", "Returns within 30 days."]]);
    const invoice = await textPdf([["Invoice total\t€ 12.00"]]);
    const r = await read(mail({ text: "Documents attached.", attachments: [pdf(terms, "terms.pdf"), pdf(invoice)] }));
    expect([r.total, r.how.total]).toEqual([
      "12.00",
      'pdf: the PDF "invoice.pdf" (1 page), label: "Invoice total" (same line); unconfirmed: nothing else in the mail says this amount',
    ]);
    const third = await read(mail({ text: "Documents attached.", attachments: [pdf(terms, "a.pdf"), pdf(terms, "b.pdf"), pdf(invoice)] }));
    expect(third.total).toBeNull();
  });

  it("reads the last page of a long PDF, where an itemised invoice's total is", async () => {
    const pages = Array.from({ length: 9 }, (_, i) => [`Item ${i + 1}\t€ 10.00`]);
    pages.push(["Invoice total\t€ 100.00"]);
    const r = await read(mail({ text: "Your invoice.", attachments: [pdf(await textPdf(pages))] }));
    expect([r.total, r.how.total]).toEqual([
      "100.00",
      'pdf: the PDF "invoice.pdf" (pages 1, 2, 3, 10 of 10), label: "Invoice total" (same line); unconfirmed: nothing else in the mail says this amount',
    ]);
  });

  it("ignores images and PDFs the HTML shows inline, and photos", async () => {
    const invoice = await textPdf([["Invoice total\t€ 12.00"]]);
    const r = await read(
      mail({
        text: "Documents attached.",
        attachments: [
          { ...pdf(invoice), inline: true },
          { filename: "receipt.png", mimeType: "image/png", inline: false, content: invoice },
        ],
      }),
    );
    expect(r.total).toBe(null);
    expect(r.how.total).not.toMatch(/PDF/);
  });
});

describe("a PDF that gives no total is said why, in how and in the reason", () => {
  it("says a scanned PDF has no text, an encrypted one needs a password, a broken one is not a PDF, a large one was not kept", async () => {
    const cases: [MailFile, string][] = [
      [pdf(await scannedPdf(), "scan.pdf"), 'the PDF "scan.pdf": it has no text (a scanned image?): nothing to read the total from'],
      [pdf(encryptedPdf()), 'the PDF "invoice.pdf": it is encrypted (it needs a password to open)'],
      [pdf(new TextEncoder().encode("%PDF-1.4\n%%EOF garbage")), 'the PDF "invoice.pdf": it is not a valid PDF (malformed or cut short)'],
      [pdf(undefined, null), "the PDF attached is over 10 MB, not read"],
      [pdf(await textPdf([["Thank you for your order."]])), 'the PDF "invoice.pdf" (1 page) names no total either'],
    ];
    for (const [file, said] of cases) {
      const r = await read(mail({ text: "Your receipt is attached.", attachments: [file] }));
      // Not booked: held for the amount where the mail reads as a purchase (hold.ts), else not a receipt.
      expect(r.total, said).toBe(null);
      expect(["needs_amount", "not_a_receipt"], said).toContain(r.verdict);
      expect(r.how.total, said).toBe(`no total label with an amount; ${said}`);
    }
  });
});

describe("a receipt whose amount is only in a PDF that needs a password waits for its amount", () => {
  it.each([
    ["en", "Your receipt is attached. The PDF opens with your postcode as the password.", "receipt-4471.pdf"],
    ["de", "Ihre Rechnung finden Sie im Anhang. Das Passwort ist Ihre Kundennummer.", "Rechnung_RE-2024-118.pdf"],
    ["fr", "Votre facture est jointe. Le mot de passe est votre date de naissance.", "facture_2291.pdf"],
    ["es", "Adjuntamos su factura. La contraseña es su NIF.", "factura_118.pdf"],
    ["it", "In allegato la fattura. La password è il suo codice fiscale.", "fattura_77.pdf"],
    ["nl", "Uw factuur zit in de bijlage. Het wachtwoord is uw postcode.", "factuur_77.pdf"],
    ["pt", "Segue em anexo. A senha do PDF são os 5 primeiros dígitos do seu CPF.", "fatura-outubro.pdf"],
    ["ja", "請求書をお送りします。PDFのパスワードはお客様番号です。", "invoice_118.pdf"],
  ])("%s", async (_lang, text, filename) => {
    const r = await read(mail({ text, attachments: [pdf(encryptedPdf(), filename)] }));
    expect([r.verdict, r.total]).toEqual(["needs_amount", null]);
    expect(r.reason).toContain(`a PDF that needs a password holds the amount (${filename})`);
  });

  it("holds a locked receipt even beside a due date its card paid, and not a locked bank statement", async () => {
    const invoice = await read(
      mail({
        subject: "Your invoice",
        text: "Invoice attached (password: your account number). Due date: Nov 1. Charged to your Visa ending 4242.",
        attachments: [pdf(encryptedPdf(), "invoice-88.pdf")],
      }),
    );
    expect(invoice.verdict).toBe("needs_amount");
    const statement = await read(
      mail({
        subject: "Ihr Kontoauszug",
        text: "Ihr Kontoauszug für Oktober liegt bei. Das Passwort ist Ihr Geburtsdatum.",
        attachments: [pdf(encryptedPdf(), "Kontoauszug_10.pdf")],
      }),
    );
    expect(statement.verdict).toBe("not_a_receipt");
  });
});

describe("a PDF invoice's total written across a table: a sum row's last column, a row of labels over numbers", () => {
  it.each([
    [
      "de, a sum row (labour, material, net, tax, gross) and bare amounts under an EUR column",
      [
        "Autohaus Berger GmbH",
        "RECHNUNG 4068215",
        "Nr.\tBezeichnung\tMenge\tBetrag",
        "\t\t\tEUR",
        "1\tAbdeckung\t1,00\t6,98",
        "2\tVersandkosten\t1,00\t6,90",
        "Gesamtbetrag (netto):\t13,88",
        "Arbeit\tMaterial\tSteuerbasis\tMwSt\tGesamt",
        "Summe\t0,00\t13,88\t13,88\t2,64\t16,52",
        "Zahlungsziel: Bankeinzug / Lastschrift / sofort fällig",
      ],
      ["16.52", "eur"],
    ],
    [
      "it, labels over numbers, the sign in the label",
      [
        "Zeus Estintori S.r.l.",
        "Fattura n. 000282/19 del 27/02/2019",
        "% rit.acc.\tTotale imponibile\tTotale imposta\tTotale fattura",
        "0,00\t45,00\t9,90\t54,90",
        "Importo rit.acc.\tAcconti\tAbbuoni\tTotale da pagare €",
        "0,00\t0,00\t0,00\t54,90",
      ],
      ["54.90", "eur"],
    ],
    [
      "fr, a discount column beside the totals",
      ["Facture 2291", "Escompte\tTotal HT\tTVA 20 %\tMontant TTC (€)", "0,00\t50,00\t10,00\t60,00"],
      ["60.00", "eur"],
    ],
    [
      "es, a surcharge column",
      ["Factura 118", "Base imponible\tIVA 21 %\tRecargo\tTotal a pagar (EUR)", "100,00\t21,00\t0,00\t121,00"],
      ["121.00", "eur"],
    ],
    [
      "nl, a sum row of net, VAT and gross",
      ["Factuur 77", "\tExcl. btw\tBtw 21%\tIncl. btw", "Totaal\t€ 50,00\t€ 10,50\t€ 60,50"],
      ["60.50", "eur"],
    ],
    [
      "pt, discount and freight columns",
      ["Fatura 118", "Subtotal\tDesconto\tFrete\tTotal a pagar", "R$ 100,00\tR$ 10,00\tR$ 0,00\tR$ 90,00"],
      ["90.00", "brl"],
    ],
    [
      "en, a sum row with its currency in the column's name",
      ["Invoice 88", "Description\tNet\tVAT\tGross (GBP)", "Consulting, October\t500.00\t100.00\t600.00", "Total\t500.00\t100.00\t600.00"],
      ["600.00", "gbp"],
    ],
  ])("%s", async (_, lines, want) => {
    const r = await read(mail({ text: "Please find your invoice attached.", attachments: [pdf(await textPdf([lines]))] }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", ...want]);
    expect(r.how.total).toMatch(/^pdf: the PDF "invoice.pdf" \(1 page\), label: /);
  });

  it("reads a Japanese invoice's table the same way (its text, as a PDF's lines are read)", async () => {
    const r = await read(mail({ text: "請求書\nポイント利用\t小計\t消費税\t合計金額\n¥0\t¥3,000\t¥300\t¥3,300" }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", "3300.00", "jpy"]);
  });
});
