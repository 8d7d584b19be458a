// A text PDF statement becomes the delimited text the CSV reader plans, as a spreadsheet does (formats/sheets): the
// reading itself is a lazy module (document.ts, with PDF.js), loaded on the first PDF. A PDF without text, encrypted
// or without a table of transactions is a SourceInputError (a 422) that says so and what to download instead.
import { importPdfStatementReader } from "../../lazy-modules";
import { startsWith } from "../bytes";
import { SourceInputError } from "../errors";
import { chooseAccount, nameAccounts } from "../file-accounts";

/** The largest PDF read: a year of monthly statements is a few megabytes. */
export const MAX_PDF_STATEMENT_BYTES = 10 * 1024 * 1024;

/** What to download instead, every bank's online banking offers one of these. */
const INSTEAD = "download the transactions from the bank's online banking as CSV or OFX (or a text PDF statement) instead";

export function isPdf(head: Uint8Array): boolean {
  return startsWith(head, [0x25, 0x50, 0x44, 0x46]); // %PDF
}

export interface PdfAsText {
  text: Uint8Array;
  warnings: string[];
  /** The account number (an IBAN, a number) the statement's lines name; null when it names none. */
  account: string | null;
  /** The pages its rows were read from (the first is 1). */
  pages: { first: number; last: number } | null;
}

/**
 * The statement's table as delimited text (of the account `fileAccount` names, when the PDF holds several, as a
 * multi-account OFX is chosen from); a SourceInputError when the PDF gives none.
 */
export async function pdfStatementAsText(bytes: Uint8Array, fileAccount?: string): Promise<PdfAsText> {
  const { pdfStatement } = await importPdfStatementReader();
  const read = await pdfStatement(bytes);
  if (read.ok) {
    const [only] = read.value;
    const chosen =
      read.value.length === 1 && only && fileAccount === undefined
        ? only
        : chooseAccount(
            nameAccounts(read.value.map((table, i) => ({ number: table.number ?? `account ${i + 1}`, traits: [], value: table }))),
            fileAccount,
            "PDF",
          ).value;
    return { text: chosen.text, warnings: chosen.warnings, account: chosen.number, pages: chosen.pages };
  }
  const { kind, problem } = read.reason;
  if (kind === "scan") throw new SourceInputError(`The file is a PDF, but ${problem}: Intake reads a PDF's text, not images; ${INSTEAD}.`);
  if (kind === "over_bound") throw new SourceInputError(`The file is a PDF, but ${problem}: split it into shorter periods, or ${INSTEAD}.`);
  if (kind === "encrypted")
    throw new SourceInputError(`The file is a PDF, but ${problem}: save it again without a password, or ${INSTEAD}.`);
  throw new SourceInputError(`The file is a PDF, but ${problem}: ${INSTEAD}.`);
}
