// Statement PDFs for the tests, laid out as banks lay them out: each page a list of lines, each line its cells at
// their own x (a date and a description flush left, amounts flush right at their column's edge), so a test writes
// a table, a header repeated on every page, a box of balances beside it, or two lists side by side.
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A cell: its text, its x, and whether x is its left edge ("l") or its right edge ("r"). */
export type Cell = readonly [text: string, x: number, align?: "l" | "r"];
/** A line of cells; an empty line is a blank line. */
export type PdfLine = readonly Cell[];

const SIZE = 9;
const LEADING = 12;

/** A PDF of `pages`, each a list of lines drawn from the top down. */
export async function statementPdf(pages: readonly (readonly PdfLine[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const line of lines) {
      for (const [text, x, align = "l"] of line) {
        const left = align === "r" ? x - font.widthOfTextAtSize(text, SIZE) : x;
        page.drawText(text, { x: left, y, size: SIZE, font });
      }
      y -= LEADING;
    }
  }
  return pdf.save();
}

/** Cents as a bank prints them: "1,234.56" (en) or "1.234,56" (de), the sign before unless `trailing`. */
export function money(cents: number, style: "en" | "de" | "fr" = "en", trailing = false): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style === "en" ? "," : style === "de" ? "." : " ");
  const text = `${whole}${style === "en" ? "." : ","}${String(abs % 100).padStart(2, "0")}`;
  if (cents >= 0) return text;
  return trailing ? `${text}-` : `-${text}`;
}
