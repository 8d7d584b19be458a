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

/** How the content stream draws the text. */
export interface Drawing {
  /**
   * Each cell in pieces (a word cut after every few characters), a page's pieces drawn in a shuffled order, as a PDF
   * whose content stream draws columns and lines in another order than they are read, a run at a time.
   */
  scrambled?: boolean;
}

/** A PDF of `pages`, each a list of lines drawn from the top down (in that order unless `drawing` says otherwise). */
export async function statementPdf(pages: readonly (readonly PdfLine[])[], drawing: Drawing = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const random = seeded(69);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    const runs: { text: string; x: number; y: number }[] = [];
    let y = 800;
    for (const line of lines) {
      for (const [text, x, align = "l"] of line) {
        const left = align === "r" ? x - font.widthOfTextAtSize(text, SIZE) : x;
        if (!drawing.scrambled) runs.push({ text, x: left, y });
        else
          for (let at = 0, cut = 0; at < text.length; at = cut) {
            cut = Math.min(text.length, at + 1 + Math.floor(random() * 4));
            runs.push({ text: text.slice(at, cut), x: left + font.widthOfTextAtSize(text.slice(0, at), SIZE), y });
          }
      }
      y -= LEADING;
    }
    if (drawing.scrambled)
      for (let i = runs.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [runs[i], runs[j]] = [runs[j] as (typeof runs)[number], runs[i] as (typeof runs)[number]];
      }
    for (const run of runs) if (run.text.trim() !== "") page.drawText(run.text, { x: run.x, y: run.y, size: SIZE, font });
  }
  return pdf.save();
}

/** A repeatable stream of numbers in [0, 1): the same scrambled PDF every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Cents as a bank prints them: "1,234.56" (en) or "1.234,56" (de), the sign before unless `trailing`. */
export function money(cents: number, style: "en" | "de" | "fr" = "en", trailing = false): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style === "en" ? "," : style === "de" ? "." : " ");
  const text = `${whole}${style === "en" ? "." : ","}${String(abs % 100).padStart(2, "0")}`;
  if (cents >= 0) return text;
  return trailing ? `${text}-` : `-${text}`;
}

/**
 * A checking account's statement of `pages` pages of `perPage` dated rows each, an amount and a running balance, its
 * opening balance on the first page and its closing balance on the last: what a long statement of a real bank is.
 * `rows` are what it holds, [ISO day, amount as planned (money out positive)].
 */
export async function longStatement(pages: number, perPage: number): Promise<{ pdf: Uint8Array; rows: [string, string][] }> {
  let balance = 1_000_000;
  const opening = balance;
  const rows: [string, string][] = [];
  const header: PdfLine = [
    ["Date", 50],
    ["Description", 110],
    ["Amount", 470, "r"],
    ["Balance", 545, "r"],
  ];
  const drawn: PdfLine[][] = [];
  for (let p = 0; p < pages; p++) {
    const lines: PdfLine[] = [[[`Example Bank — Statement of account 12345678, page ${p + 1} of ${pages}`, 50]]];
    if (p === 0)
      lines.push([
        ["Opening balance", 300],
        [money(opening), 545, "r"],
      ]);
    lines.push(header);
    for (let i = 0; i < perPage; i++) {
      const n = p * perPage + i;
      const cents = (n % 7 === 0 ? 1 : -1) * (100 + ((n * 7919) % 90_000));
      balance += cents;
      const day = new Date(Date.UTC(2024, 0, 1) + Math.floor((n * 365) / (pages * perPage)) * 86_400_000).toISOString().slice(0, 10);
      lines.push([
        [day, 50],
        [`CARD PAYMENT SHOP ${String(n).padStart(5, "0")}`, 110],
        [money(cents), 470, "r"],
        [money(balance), 545, "r"],
      ]);
      rows.push([day, money(-cents).replace(/,/g, "")]);
    }
    if (p === pages - 1)
      lines.push([
        ["Closing balance", 300],
        [money(balance), 545, "r"],
      ]);
    drawn.push(lines);
  }
  return { pdf: await statementPdf(drawn), rows };
}
