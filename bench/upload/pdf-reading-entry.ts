// The PDF statement reader's own work against PDF.js's, on the same pages (pdf-reading.mjs runs it): a statement of
// `pages` pages written by pdf-lib, each page's text items read by PDF.js's getTextContent (timed), then the table
// reading (formats/pdf: the items as words, lines, columns, the figures' judgement; timed) over the same pages.
// Prints one JSON line: both times in ms, pages and rows.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { openPdf } from "../../src/lazy-modules";
import { wordsOf } from "../../src/formats/pdf/document";
import { statementTables } from "../../src/formats/pdf/statement";
import type { Word } from "../../src/formats/pdf/layout";

const PAGES = Number(process.argv[2] ?? 200);
const ROWS_PER_PAGE = 45;

/** A checking account's statement: a header on every page, dated rows with an amount and a running balance. */
async function statement(): Promise<{ bytes: Uint8Array; rows: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const right = (page: ReturnType<typeof pdf.addPage>, text: string, x: number, y: number) =>
    page.drawText(text, { x: x - font.widthOfTextAtSize(text, 8), y, size: 8, font });
  const money = (cents: number) =>
    `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
  let balance = 1_000_000;
  let rows = 0;
  for (let p = 0; p < PAGES; p++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Example Bank — Statement, page ${p + 1} of ${PAGES}`, { x: 50, y: 810, size: 9, font });
    if (p === 0) {
      page.drawText("Opening balance", { x: 300, y: 795, size: 8, font });
      right(page, money(balance), 545, 795);
    }
    for (const [text, x] of [
      ["Date", 50],
      ["Description", 110],
    ] as const)
      page.drawText(text, { x, y: 780, size: 8, font });
    right(page, "Amount", 470, 780);
    right(page, "Balance", 545, 780);
    for (let i = 0; i < ROWS_PER_PAGE; i++) {
      const n = p * ROWS_PER_PAGE + i;
      const cents = (n % 7 === 0 ? 1 : -1) * (100 + ((n * 7919) % 90_000));
      balance += cents;
      const y = 765 - i * 16;
      const day = new Date(Date.UTC(2024, 0, 1) + Math.floor((n * 365) / (PAGES * ROWS_PER_PAGE)) * 86_400_000);
      page.drawText(day.toISOString().slice(0, 10), { x: 50, y, size: 8, font });
      page.drawText(`CARD PAYMENT SHOP ${String(n).padStart(5, "0")}`, { x: 110, y, size: 8, font });
      right(page, money(cents), 470, y);
      right(page, money(balance), 545, y);
      rows++;
    }
    if (p === PAGES - 1) {
      page.drawText("Closing balance", { x: 300, y: 40, size: 8, font });
      right(page, money(balance), 545, 40);
    }
  }
  return { bytes: await pdf.save(), rows };
}

const { bytes, rows } = await statement();
const document = await (await openPdf(bytes)).promise;
let textMs = 0;
const contents = [];
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const start = performance.now();
  contents.push(await page.getTextContent());
  textMs += performance.now() - start;
  page.cleanup();
}
const start = performance.now();
const pages: Word[][] = contents.map((content) => wordsOf(content.items));
const tables = statementTables(pages);
const tableMs = performance.now() - start;
const read = tables.ok ? tables.value.reduce((n, t) => n + new TextDecoder().decode(t.text).split("\r\n").length, 0) : 0;
console.log(JSON.stringify({ textMs, tableMs, pages: document.numPages, rows, lines: read, ok: tables.ok }));
