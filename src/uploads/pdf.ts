// A PDF upload is read whole and becomes the delimited text of its statement's table (formats/pdf), which the upload
// then reads as it reads a CSV: its detection, verification and report apply unchanged, and what the PDF's reading
// said (a section left out, balances that do not add up) is among the plan's warnings.
import { readAtMost, readHead } from "../formats/bytes";
import { MAX_PDF_STATEMENT_BYTES, pdfStatementAsText } from "../formats/pdf";
import { HEAD_BYTES } from "../formats/registry";
import { csvFormatSaying } from "./formats";
import { type StreamRefusal, UploadRefused } from "./refused";
import type { SheetUpload } from "./spreadsheet";
import { inputOrThrow } from "./steps";

/** The PDF's statement as a CSV upload; `fileAccount` chooses among the accounts of a PDF that holds several. */
export async function pdfUpload(stream: ReadableStream<Uint8Array>, refusalOf: StreamRefusal, fileAccount?: string): Promise<SheetUpload> {
  const tooLarge = () =>
    new UploadRefused(413, `The file is a PDF of more than ${MAX_PDF_STATEMENT_BYTES / 1024 / 1024} MB: export a shorter period, or CSV.`);
  const bytes = await readAtMost(stream, MAX_PDF_STATEMENT_BYTES, tooLarge).catch((error: unknown) => {
    throw error instanceof UploadRefused ? error : (refusalOf(error) ?? error);
  });
  const { text, warnings, account, pages } = await inputOrThrow(() => pdfStatementAsText(bytes, fileAccount));
  const reader = new Blob([text]).stream().getReader();
  const { head, done } = await readHead(reader, HEAD_BYTES);
  return { head, reader, done, format: await csvFormatSaying(warnings, account, { kind: "pdf", pages }) };
}
