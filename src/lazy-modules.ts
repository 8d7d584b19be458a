// The modules imported on demand: each is a module of its own in the upload (wrangler.toml's rules, copied or
// built by scripts/vendor-modules.mjs), not part of the main bundle. wrangler resolves a module found under src/ only
// from an import written relative to it, and this file sits next to the main module so that the path it
// writes is also right from the bundle's root, where workerd resolves it.

/** PDF.js, to read a receipt's PDF (pdf-text.ts). */
export const importPdfReader = () => import("./vendor/pdfjs-serverless.mjs");
/**
 * A PDF opened by PDF.js as Intake reads one (a receipt's, a statement's): its text only, nothing fetched (no font,
 * CMap or WebAssembly URL). PDF.js takes the buffer over (to its worker side), so it gets a copy: the file stays whole.
 */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await importPdfReader();
  return pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
}
/** pdf-lib, to draw the page attached to a receipt without a file of its own (receipt-pdf.ts). */
export const importPdfWriter = () => import("./vendor/pdf-lib.mjs");
/** The mail reader (MIME, HTML, the Public Suffix List, the receipt rules), on the first mail (mail/receive.ts). */
export const importMailReader = () => import("./vendor/mail-reader.mjs");
/** The CSV reader (detection, its word tables, the row planner), on the first delimited text (formats/registry.ts). */
export const importCsvReader = () => import("./vendor/csv-reader.mjs");
/** The statement readers (OFX/QFX, QIF, MT940, CAMT with its XML parser), on the first statement (formats/registry.ts). */
export const importStatementReaders = () => import("./vendor/statement-readers.mjs");
/** SheetJS, to read a spreadsheet upload as the table of its transactions (formats/sheets/workbook.ts). */
export const importSheetReader = () => import("./vendor/sheet-reader.mjs");
/** The PDF statement reader (formats/pdf/document.ts, which loads PDF.js in turn), on the first PDF upload (formats/pdf). */
export const importPdfStatementReader = () => import("./vendor/pdf-statement.mjs");
/**
 * The HTTP interface's OpenAPI document (http/api/: every route's table, its answers' schemas and toJSONSchema's
 * making of them), on the first GET /openapi.json or /api. The requests' schemas the routes validate with are the main
 * module's too (http/requests/, built on first use); the routes import the answers' types only.
 */
export const importApiDocument = () => import("./vendor/api-document.mjs");
/** What an import learns of shops from the budget's history (src/learning/), on the first import asked to (uploads/learned.ts). */
export const importLearning = () => import("./vendor/learning.mjs");
/** A file's sections and where each goes (uploads/file-sections.ts), on an upload that may hold several accounts. */
export const importFileSections = () => import("./vendor/file-sections.mjs");
