// Whether an upload's first bytes are a spreadsheet, and which: the ZIP containers (XLSX names its parts
// `[Content_Types].xml` and `xl/…`; ODS stores its `mimetype` first, uncompressed), Excel 97–2003's compound
// file, and the text a bank names ".xls" that is really an HTML table or Excel's 2003 XML (SpreadsheetML).
// A ".xls" of tab-separated text needs nothing of this: it is delimited text, and the CSV reader reads it.
import { byteOrderMark, startsWith } from "../bytes";

export type SpreadsheetKind = "xlsx" | "ods" | "xls" | "html" | "spreadsheetml";

/** The spreadsheet these first bytes begin, or null (then they are some other format's, or not read here). */
export function spreadsheetKind(head: Uint8Array): SpreadsheetKind | null {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipKind(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "xls";
  return markupKind(head);
}

function zipKind(head: Uint8Array): SpreadsheetKind | null {
  const names = latin1(head.subarray(0, 4096));
  if (names.includes("mimetype") && names.includes("application/vnd.oasis.opendocument.spreadsheet")) return "ods";
  // The parts' names are in their local headers: an XLSX has a workbook under xl/ (its first part is not always it).
  if (/\[Content_Types\]\.xml|xl\/|_rels\/\.rels/.test(latin1(head))) return "xlsx";
  return null;
}

/** An HTML table or SpreadsheetML, in the first kilobytes of text (after a byte-order mark and blanks). */
function markupKind(head: Uint8Array): SpreadsheetKind | null {
  const mark = byteOrderMark(head);
  const body = head.subarray(mark?.length ?? 0);
  const text =
    mark && mark.encoding !== "utf-8" ? new TextDecoder(mark.encoding).decode(body.subarray(0, 8192)) : latin1(body.subarray(0, 4096));
  const start = text.trimStart().slice(0, 4096).toLowerCase();
  if (!start.startsWith("<")) return null;
  if (start.includes("urn:schemas-microsoft-com:office:spreadsheet") && start.includes("<workbook")) return "spreadsheetml";
  if (/^<(!doctype html|html|table|meta|head|body|style)\b/.test(start) || (start.startsWith("<?xml") && /<html\b/.test(start)))
    return /<table\b/.test(text.toLowerCase()) || /^<(!doctype html|html)/.test(start) ? "html" : null;
  return null;
}

function latin1(bytes: Uint8Array): string {
  return new TextDecoder("latin1").decode(bytes);
}
