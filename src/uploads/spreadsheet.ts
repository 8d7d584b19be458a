// A spreadsheet upload (XLSX, XLS, ODS, or the HTML table a bank names ".xls") is read whole and becomes the
// delimited text of its transactions' sheet (formats/sheets), which the upload then reads as it reads a CSV:
// its detection, profile, verification and report apply unchanged.
import { readAtMost, readHead } from "../formats/bytes";
import { HEAD_BYTES } from "../formats/registry";
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_NAMES, spreadsheetAsText, type SpreadsheetKind } from "../formats/sheets";
import { csvFormatSaying, type UploadableFormat } from "./formats";
import { type StreamRefusal, UploadRefused } from "./refused";
import { inputOrThrow } from "./steps";

/** The upload as the CSV reader takes it: its text's first bytes, the reader over all of it, the CSV format. */
export interface SheetUpload {
  head: Uint8Array;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  done: boolean;
  format: UploadableFormat;
}

export async function spreadsheetUpload(
  kind: SpreadsheetKind,
  stream: ReadableStream<Uint8Array>,
  refusalOf: StreamRefusal,
): Promise<SheetUpload> {
  const tooLarge = () =>
    new UploadRefused(
      413,
      `The file is ${SPREADSHEET_NAMES[kind]} of more than ${MAX_SPREADSHEET_BYTES[kind] / 1024 / 1024} MB: export a shorter period, or CSV.`,
    );
  const bytes = await readAtMost(stream, MAX_SPREADSHEET_BYTES[kind], tooLarge).catch((error: unknown) => {
    throw error instanceof UploadRefused ? error : (refusalOf(error) ?? error);
  });
  const { text, warnings, sheet } = await inputOrThrow(() => spreadsheetAsText(bytes, kind));
  const reader = new Blob([text]).stream().getReader();
  const { head, done } = await readHead(reader, HEAD_BYTES);
  return { head, reader, done, format: await csvFormatSaying(warnings, null, { kind: "spreadsheet", format: kind, sheet }) };
}
