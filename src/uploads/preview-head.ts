// A dry run of a file's first part (`head_of`: the whole file's size): a file larger than a dry run takes is
// previewed from its head, cut where its last whole record ends, and the answer says how much of the file that is.
// The import itself then takes the whole file.
import type { SourceAdapter } from "../formats/contract";
import { UploadRefused } from "./refused";

/** A dry run answers the whole plan in one response: keep that response reasonable. */
export const DRY_RUN_MAX_BYTES = 5 * 1024 * 1024;

export const dryRunTooLarge = () =>
  new UploadRefused(
    413,
    `A dry run takes files up to ${DRY_RUN_MAX_BYTES / 1024 / 1024} MB; send the first part of a larger file with head_of (its whole size), or import it directly.`,
  );

/** How much of the file a dry run read: `partial` when the body was the head of a larger file. */
export interface PreviewedPart {
  partial: boolean;
  /** The bytes the preview read: the head up to its last whole record. */
  previewed_bytes: number;
  /** The whole file's size, as `head_of` said it. */
  file_bytes: number;
}

/** The bytes to preview and what they are of the file; a 400 or 422 that says why when they cannot be read so. */
export function readAsHead(adapter: SourceAdapter, body: Uint8Array, fileBytes: number): { bytes: Uint8Array; part: PreviewedPart } {
  if (body.length > fileBytes)
    throw new UploadRefused(
      400,
      `head_of says the file has ${fileBytes} bytes, but the body alone has ${body.length}: send the whole file's size.`,
    );
  // The whole file after all: read as any dry run.
  if (body.length === fileBytes) return { bytes: body, part: { partial: false, previewed_bytes: body.length, file_bytes: fileBytes } };
  if (!adapter.headOf)
    throw new UploadRefused(
      422,
      `${adapter.name} files are read whole: the first part of one cannot be previewed. Import the whole file; it is refused, nothing sent, if it cannot be read.`,
      { code: "head_not_previewable", format: adapter.format },
    );
  const bytes = adapter.headOf(body);
  if (bytes === null)
    throw new UploadRefused(422, `The first ${body.length} bytes of this ${adapter.name} file hold no whole record to preview.`, {
      code: "head_not_previewable",
      format: adapter.format,
    });
  return { bytes, part: { partial: true, previewed_bytes: bytes.length, file_bytes: fileBytes } };
}
