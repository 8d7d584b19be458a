// A PDF attachment's text as lines: words on one baseline one line, a table's wide gaps as tabs (as html-text.ts
// does cells). PDF.js (pdfjs-serverless, ~1.7 MB) is a lazy module (src/lazy-modules.ts) loaded on the first PDF,
// bounded by MAX_PDF_BYTES, the first pages and the last (where totals are), and what the file costs to read (the
// statement reader's pdfCost: PDF.js cannot be stopped inside a page). A broken, encrypted, image-only or too costly
// PDF is a problem in words, never a throw.
import type { TextItem, TextMarkedContent } from "pdfjs-serverless";
import { openPdf } from "../../lazy-modules";
import { pdfCost } from "../../formats/pdf/cost";
import { fail, ok, type Result } from "../../result";
import { MAX_FILE_BYTES } from "./mail-files";

/** The bytes a PDF may have to be read: the service's attachment limit, which the parse also keeps to. */
export const MAX_PDF_BYTES = MAX_FILE_BYTES;
/**
 * Pages read from the start. Receipts, tickets and bills state their total in the first pages; a PDF
 * of many more is a catalogue or terms, whose reading would cost a mail's CPU many times over (see the bench).
 */
export const FIRST_PAGES = 3;

export type PdfText = Result<{ lines: string[]; pages: number; pagesRead: number[] }, PdfUnread>;

/** What kept a PDF from being read, in words for the inbox. */
export interface PdfUnread {
  problem: string;
  /** The PDF needs a password to open, so its amount is in it but cannot be read. */
  locked?: true;
}

/** The PDF's text as lines, or what kept it from being read. */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.length > MAX_PDF_BYTES) return fail({ problem: `it is over ${MAX_PDF_BYTES / 1024 / 1024} MB, not read` });
  const cost = await pdfCost(bytes);
  if (!cost.ok) return fail({ problem: `${cost.reason.problem}, not read` });
  let task: Awaited<ReturnType<typeof openPdf>>;
  try {
    task = await openPdf(bytes);
  } catch {
    return fail({ problem: "the PDF reader could not be loaded" });
  }
  try {
    const document = await task.promise;
    const pages = pagesToRead(document.numPages);
    const lines: string[] = [];
    for (const number of pages) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      if (lines.length > 0) lines.push("");
      lines.push(...linesOf(content.items));
      page.cleanup();
    }
    if (!lines.some((l) => /[\p{L}\p{N}]/u.test(l)))
      return fail({ problem: "it has no text (a scanned image?): nothing to read the total from" });
    return ok({ lines, pages: document.numPages, pagesRead: pages });
  } catch (error) {
    const problem = problemOf(error);
    return fail(error instanceof Error && error.name === "PasswordException" ? { problem, locked: true } : { problem });
  } finally {
    // A failed task rejects its destroy too on some paths; there is nothing left to release then.
    await task.destroy().catch(() => undefined);
  }
}

/** The first pages, then the last when the PDF is longer. */
export function pagesToRead(pages: number): number[] {
  const first = Array.from({ length: Math.min(pages, FIRST_PAGES) }, (_, i) => i + 1);
  return pages > FIRST_PAGES ? [...first, pages] : first;
}

/** PDF.js's errors, by the names its exception classes carry, in words for the inbox. */
function problemOf(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") return "it is encrypted (it needs a password to open)";
  if (name === "InvalidPDFException") return "it is not a valid PDF (malformed or cut short)";
  return "it could not be read (a damaged or unsupported PDF)";
}

interface Word {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** A gap wider than this many font sizes separates columns (a tab), narrower ones words (a space) or nothing. */
const COLUMN_GAP = 1.5;
const WORD_GAP = 0.15;

/** Text items into lines: by baseline from the top of the page, each left to right. */
export function linesOf(items: readonly (TextItem | TextMarkedContent)[]): string[] {
  const words: Word[] = [];
  for (const item of items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const [, , c, d, x, y] = item.transform as number[];
    const size = Math.hypot(c ?? 0, d ?? 0) || item.height || 10;
    words.push({ text: item.str, x: x ?? 0, y: y ?? 0, end: (x ?? 0) + item.width, size });
  }
  words.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Word[][] = [];
  for (const word of words) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - word.y) <= word.size * 0.5) row.push(word);
    else rows.push([word]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = "";
    let previous: Word | null = null;
    for (const word of row) {
      const gap = previous === null ? 0 : word.x - previous.end;
      line += (previous === null ? "" : gap > word.size * COLUMN_GAP ? "\t" : gap > word.size * WORD_GAP ? " " : "") + word.text;
      previous = word;
    }
    return line.replace(/[ \t]+$/g, "").replace(/^[ \t]+/g, "");
  });
}
