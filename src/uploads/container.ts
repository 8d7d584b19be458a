// A container upload (a PDF statement, a spreadsheet, the HTML table a bank names ".xls": the registry says which,
// formats/registry.ts) is read whole within its limit and becomes the delimited text of its table, which the upload
// then reads as it reads a CSV: its detection, profile, verification and report apply unchanged, and what the
// container's reading said (the sheet chosen, a PDF's section left out) is among the plan's warnings.
import { readAtMost, readHead } from "../formats/bytes";
import { type ContainerFile, HEAD_BYTES } from "../formats/registry";
import { csvFormatSaying, type UploadableFormat } from "./formats";
import { type StreamRefusal, UploadRefused } from "./refused";
import { inputOrThrow } from "./steps";

/** The upload as the CSV reader takes it: its text's first bytes, the reader over all of it, the CSV format. */
export interface TableUpload {
  head: Uint8Array;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  done: boolean;
  format: UploadableFormat;
}

/** The container's table as a CSV upload; `fileAccount` chooses among the accounts of one that holds several. */
export async function containerUpload(
  container: ContainerFile,
  stream: ReadableStream<Uint8Array>,
  refusalOf: StreamRefusal,
  fileAccount?: string,
): Promise<TableUpload> {
  const tooLarge = () =>
    new UploadRefused(
      413,
      `The file is ${container.what} of more than ${container.maxBytes / 1024 / 1024} MB: export a shorter period, or CSV.`,
    );
  const bytes = await readAtMost(stream, container.maxBytes, tooLarge).catch((error: unknown) => {
    throw error instanceof UploadRefused ? error : (refusalOf(error) ?? error);
  });
  const { text, warnings, account, source } = await inputOrThrow(() => container.asText(bytes, fileAccount));
  const reader = new Blob([text]).stream().getReader();
  const { head, done } = await readHead(reader, HEAD_BYTES);
  return { head, reader, done, format: await csvFormatSaying(warnings, account, source) };
}
