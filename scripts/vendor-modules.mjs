// Puts the modules one channel needs now and then at src/vendor/, where wrangler uploads each as a module of
// its own (wrangler.toml: find_additional_modules, rules): the worker's main module carries none of them, and
// workerd loads one only when it is imported (src/lazy-modules.ts).
// - The PDF reader (pdfjs-serverless's one-file build of PDF.js, 1.6 MB) reads a receipt's PDF; the PDF
//   writer (pdf-lib's self-contained ESM build, 0.5 MB) draws the page attached to a receipt without a file
//   of its own: copied as the packages ship them.
// - The sheet reader (src/formats/sheets/workbook.ts with SheetJS, ~1 MB) reads a spreadsheet upload; the CSV
//   reader (src/formats/csv/reader.ts: detection, its word tables, the row planner) reads delimited text; the
//   statement readers (src/formats/statements.ts: OFX/QFX, QIF, MT940, CAMT with fast-xml-parser) read statements.
// - The PDF statement reader (src/formats/pdf/document.ts) reads a PDF upload's table; it loads PDF.js in turn.
// - The API document (src/http/api/document.ts) describes the HTTP interface, on the first GET /openapi.json or /api.
// - The mail reader (src/mail/reader/reader.ts with postal-mime, htmlparser2, entities and tldts-icann)
//   is built here with esbuild (wrangler's own), identifiers kept so its stack traces read.
// wrangler runs this before every build ([build] command); the tests' global setup and the benches run it
// too. The outputs are not committed (.gitignore); a file is written only when it changes, so `wrangler dev`,
// which watches src/, settles after one rebuild.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vendor = join(root, "src", "vendor");
const COPIED = [
  ["pdfjs-serverless/dist/index.mjs", "pdfjs-serverless.mjs"],
  ["pdf-lib/dist/pdf-lib.esm.min.js", "pdf-lib.mjs"],
];

/** Writes `bytes` to `to` unless it already holds them. */
function keep(to, bytes) {
  if (existsSync(to) && readFileSync(to).equals(bytes)) return;
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, bytes);
}

for (const [file, name] of COPIED) {
  const from = join(root, "node_modules", file);
  const to = join(vendor, name);
  if (!existsSync(to) || !readFileSync(to).equals(readFileSync(from))) {
    mkdirSync(vendor, { recursive: true });
    copyFileSync(from, to);
  }
}

// Another lazy module imported by the mail reader (the PDF reader, through lazy-modules.ts) stays a module of
// its own: it is its sibling in src/vendor/, as in the upload.
const siblingModules = {
  name: "sibling-modules",
  setup(b) {
    b.onResolve({ filter: /^\.\/vendor\/[\w.-]+\.mjs$/ }, (args) => ({ path: `./${basename(args.path)}`, external: true }));
  },
};

/** One entry bundled as a lazy module of its own, as wrangler resolves packages for workerd. */
async function lazyModule(entry, name) {
  const built = await build({
    entryPoints: [join(root, "src", ...entry)],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    // As wrangler resolves packages for workerd.
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    external: ["cloudflare:*", "node:*"],
    plugins: [siblingModules],
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    logLevel: "error",
  });
  keep(join(vendor, name), Buffer.from(built.outputFiles[0].contents));
}

await lazyModule(["mail", "reader", "reader.ts"], "mail-reader.mjs");
await lazyModule(["formats", "sheets", "workbook.ts"], "sheet-reader.mjs");
await lazyModule(["formats", "csv", "reader.ts"], "csv-reader.mjs");
await lazyModule(["formats", "statements.ts"], "statement-readers.mjs");
await lazyModule(["formats", "pdf", "document.ts"], "pdf-statement.mjs");
await lazyModule(["http", "api", "document.ts"], "api-document.mjs");
await lazyModule(["learning", "reader.ts"], "learning.mjs");
await lazyModule(["uploads", "file-sections.ts"], "file-sections.mjs");
