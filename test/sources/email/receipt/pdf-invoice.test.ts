// A receipt whose total is only in its attached PDF (an invoicing tool's mail, an e-ticket, a utility bill):
// the PDF's text is read as the mail's extra lines, and only when the mail itself names no total.
import { describe, expect, it } from "vitest";
import type { MailFile } from "../../../../src/sources/email/message";
import { encryptedPdf, scannedPdf, textPdf } from "../../../support/pdf";
import { mail, read } from "./fixtures";

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
    expect([r.total, r.how.total]).toEqual(["25.00", 'label: "Order total" (same line)']);
  });

  it("reads the second PDF when the first names no total, and no more than two", async () => {
    const terms = await textPdf([["Terms and conditions", "Returns within 30 days."]]);
    const invoice = await textPdf([["Invoice total\t€ 12.00"]]);
    const r = await read(mail({ text: "Documents attached.", attachments: [pdf(terms, "terms.pdf"), pdf(invoice)] }));
    expect([r.total, r.how.total]).toEqual(["12.00", 'pdf: the PDF "invoice.pdf" (1 page), label: "Invoice total" (same line)']);
    const third = await read(mail({ text: "Documents attached.", attachments: [pdf(terms, "a.pdf"), pdf(terms, "b.pdf"), pdf(invoice)] }));
    expect(third.total).toBeNull();
  });

  it("reads the last page of a long PDF, where an itemised invoice's total is", async () => {
    const pages = Array.from({ length: 9 }, (_, i) => [`Item ${i + 1}\t€ 10.00`]);
    pages.push(["Invoice total\t€ 100.00"]);
    const r = await read(mail({ text: "Your invoice.", attachments: [pdf(await textPdf(pages))] }));
    expect([r.total, r.how.total]).toEqual([
      "100.00",
      'pdf: the PDF "invoice.pdf" (pages 1, 2, 3, 10 of 10), label: "Invoice total" (same line)',
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
