// The entry of the PDF statement reader, a lazy module of its own (scripts/vendor-modules.mjs builds
// src/vendor/pdf-statement.mjs from it): the PDF's pages read by PDF.js (itself a lazy module, loaded here) as words
// where they stand, then the statement table (statement.ts). Nothing of it is in the main module.
import type { TextItem, TextMarkedContent } from "pdfjs-serverless";
import { openPdf } from "../../lazy-modules";
import { fail, ok, type Result } from "../../result";
import { joinedRuns, type Word } from "./layout";
import { statementTables, type AccountTable } from "./statement";

/** Pages read at most: a statement of more is a year's archive, read a period at a time. */
export const MAX_PAGES = 200;

/** Why a PDF gave no statement, in words for the 422: `scan` when it has no text at all. */
export interface PdfRefusal {
  problem: string;
  kind: "scan" | "encrypted" | "unreadable" | "no_table";
}

/** The PDF's statement, a table per account it holds, or why it gives none. */
export async function pdfStatement(bytes: Uint8Array): Promise<Result<AccountTable[], PdfRefusal>> {
  const task = await openPdf(bytes);
  try {
    const document = await task.promise;
    const pages: Word[][] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(wordsOf(content.items));
      page.cleanup();
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

/** PDF.js's text items as words: where each is drawn, and its size (the height of its font). */
export function wordsOf(items: readonly (TextItem | TextMarkedContent)[]): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
    const size = Math.hypot(c, d) || item.height || 10;
    words.push({ text: item.str, x, y, end: x + item.width, size });
  }
  return joinedRuns(words);
}
