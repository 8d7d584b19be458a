// PDF invoices for the PDF reading's line of the bench: text PDFs as invoicing tools write them (pdf-lib,
// a standard font, a table of items with right-aligned amounts, ~40 lines a page): a one-page invoice, a
// two-page utility bill, and a twelve-page itemised invoice (of which the reader reads four pages). pdf-lib is
// imported when they are made, after the mix's samples: loaded at start, its heap would be collected in theirs.
import type { PDFFont, PDFPage } from "pdf-lib";

function table(page: PDFPage, font: PDFFont, rows: [string, string][], from = 780): void {
  let y = from;
  for (const [left, right] of rows) {
    page.drawText(left, { x: 50, y, size: 10, font });
    if (right) page.drawText(right, { x: 545 - font.widthOfTextAtSize(right, 10), y, size: 10, font });
    y -= 18;
  }
}

async function invoice(pages: number, seed: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let sum = 0;
  for (let p = 1; p <= pages; p++) {
    const rows: [string, string][] = [[`Harbor Supply Co. - Invoice INV-${seed}-${p}`, `Page ${p} of ${pages}`]];
    for (let i = 0; i < 38; i++) {
      const amount = ((seed * 37 + p * 11 + i * 7) % 9000) / 100 + 1;
      sum += amount;
      rows.push([
        `${p * 100 + i}  Item ${i + 1}, size M, colour ${["blue", "red", "grey"][i % 3]}  x${1 + (i % 3)}`,
        `$${amount.toFixed(2)}`,
      ]);
    }
    if (p === pages) rows.push(["Total paid", `$${sum.toFixed(2)}`]);
    table(pdf.addPage([595, 842]), font, rows);
  }
  return pdf.save();
}

/** The invoices and their page counts. */
export async function pdfInvoices(): Promise<{ bytes: Uint8Array; pages: number }[]> {
  return Promise.all([1, 2, 12].map(async (pages, i) => ({ bytes: await invoice(pages, i + 1), pages })));
}
