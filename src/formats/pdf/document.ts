// The entry of the PDF statement reader, a lazy module of its own (scripts/vendor-modules.mjs builds
// src/vendor/pdf-statement.mjs from it): what the PDF costs counted first (cost.ts: PDF.js cannot be stopped inside a
// page), then every page read by PDF.js (itself a lazy module, loaded here) as words where they stand, then the
// statement table (statement.ts). Nothing of it is in the main module.
import type { TextItem, TextMarkedContent } from "pdfjs-serverless";
import { openPdf } from "../../lazy-modules";
import { fail, ok, type Result } from "../../result";
import { overBound, PDF_BOUNDS, type PdfBound, pdfCost } from "./cost";
import { joinedRuns, type Word } from "./layout";
import { itemsInReadingOrder, mirroredIfRightToLeft } from "./right-to-left";
import { statementTables, type AccountTable } from "./statement";

/**
 * Why a PDF gave no statement, in words for the 422: `scan` when it has no text at all, `over_bound` when reading it
 * would cost more than one PDF may (cost.ts; `bound` names which).
 */
export interface PdfRefusal {
  problem: string;
  kind: "scan" | "encrypted" | "unreadable" | "no_table" | "over_bound";
  bound?: PdfBound;
}

/** The PDF's statement, a table per account it holds, or why it gives none. Every page is read, or none. */
export async function pdfStatement(bytes: Uint8Array): Promise<Result<AccountTable[], PdfRefusal>> {
  const cost = await pdfCost(bytes);
  if (!cost.ok) return fail({ kind: "over_bound", ...cost.reason });
  const task = await openPdf(bytes);
  try {
    const document = await task.promise;
    if (document.numPages > PDF_BOUNDS.pages) return overBoundRefusal("pages");
    const pages: Word[][] = [];
    let text = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      // The counts of cost.ts foresee the text; the text itself is the last word on it.
      const shown = textLength(content.items);
      text += shown;
      if (shown > PDF_BOUNDS.pageText) return overBoundRefusal("pageText");
      if (text > PDF_BOUNDS.text) return overBoundRefusal("text");
      // A right-to-left page (Hebrew, Arabic) is read mirrored, its runs' texts in reading order (right-to-left.ts).
      pages.push(mirroredIfRightToLeft(wordsOf(itemsInReadingOrder(content.items))));
    }
    if (!pages.some((words) => words.some((w) => /[\p{L}\p{N}]/u.test(w.text))))
      return fail({ kind: "scan", problem: "it has no text (a scan or a photo of the statement)" });
    const table = statementTables(pages);
    return table.ok ? ok(table.value) : fail({ kind: "no_table", problem: table.reason });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") return fail({ kind: "encrypted", problem: "it is encrypted (it needs a password to open)" });
    return fail({ kind: "unreadable", problem: "it could not be read (a damaged or unsupported PDF)" });
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function overBoundRefusal(bound: PdfBound): Result<never, PdfRefusal> {
  return fail({ kind: "over_bound", bound, problem: overBound(bound) });
}

/** The text of PDF.js's items, in UTF-16 units (what the bounds count, near enough to bytes for statements' text). */
function textLength(items: readonly (TextItem | TextMarkedContent)[]): number {
  let length = 0;
  for (const item of items) if ("str" in item) length += item.str.length;
  return length;
}

/** A text item whose direction climbs more than this per point across (about 11°) is drawn off the horizontal. */
const UPRIGHT = 0.2;

/** PDF.js's text items as words: where each is drawn, and its size (the height of its font). */
export function wordsOf(items: readonly (TextItem | TextMarkedContent)[]): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const [a = 1, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
    // Text drawn up or down the page (a reference printed along its margin) is on no line of the page: its letters,
    // one a line, would stand before the rows' dates and split a table.
    if (Math.abs(b) > Math.abs(a) * UPRIGHT) continue;
    const size = Math.hypot(c, d) || item.height || 10;
    words.push({ text: item.str, x, y, end: x + item.width, size });
  }
  return joinedRuns(words);
}
