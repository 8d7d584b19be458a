// PDF table reading ÷ PDF.js getTextContent of the same pages, measured in one run (pdf-reading-entry.ts): what the
// statement reader adds to the text PDF.js gives it, on a generated statement of 200 pages (PDF_READING_PAGES).
// Prints `pdf.table_reading_over_text_content 0.31 (table reading 410 ms, getTextContent 1320 ms, 200 pages, 9000 rows)`.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { entryBundle } from "./entry-bundle.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const { work, bundle } = await entryBundle(here, "pdf-reading-entry.ts", "pdf-reading");
try {
  const pages = process.env.PDF_READING_PAGES ?? "200";
  const out = JSON.parse(execFileSync(process.execPath, [bundle, pages], { encoding: "utf8" }).trim().split("\n").at(-1));
  if (!out.ok) throw new Error("the generated statement was not read as a table");
  const ratio = out.tableMs / out.textMs;
  console.log(
    `pdf.table_reading_over_text_content ${ratio.toFixed(2)} (table reading ${Math.round(out.tableMs)} ms, getTextContent ${Math.round(out.textMs)} ms, ${out.pages} pages, ${out.rows} rows)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
