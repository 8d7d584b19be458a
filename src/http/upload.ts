// Reading an upload: the raw body (`curl --data-binary @export.csv`) or the `file` field of a
// multipart form (the web page, `curl -F file=@export.csv`). Both are streams: nothing here holds
// the file, and the size limit stops a body as soon as it is crossed, with or without a length.
import { UploadRefused } from "../uploads/refused";
import { cleanFileName, parseDisposition } from "./disposition";
import { badRequest, HttpError } from "./errors";
import { boundaryOf, MultipartReader, malformed } from "./multipart";

/** Workers accept request bodies up to 100 MB (Free and Pro plans): the largest export we can take. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** A form's boundaries, part headers and `profile` field beside the file: far below this. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/** The largest request body Intake reads at all: the file, or a form holding it. */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;
/** The `profile` field holds the same JSON as the `overrides` query parameter (at most 20,000 characters). */
const MAX_PROFILE_FIELD_BYTES = 64 * 1024;

export interface Upload {
  stream: ReadableStream<Uint8Array>;
  /** The file's size when the request declares it (a raw body); null for a form, read as it comes. */
  size: number | null;
  /** The `profile` field of a multipart form: saved-profile JSON or overrides. */
  profileJson: string | null;
  /** The file's name: the form part's filename, the raw body's Content-Disposition, or `?file_name=`. */
  fileName: string | null;
}

export async function readUpload(request: Request, options: { fileName?: string } = {}): Promise<Upload> {
  const type = request.headers.get("Content-Type") ?? "";
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > MAX_REQUEST_BYTES) throw tooLarge();
  const queryName = cleanFileName(options.fileName, "the file_name parameter");
  if (type.toLowerCase().startsWith("multipart/form-data")) return readForm(request, boundaryOf(type), queryName);
  if (declared === null) {
    throw new HttpError(411, "Send the file with a Content-Length (curl --data-binary @file does).");
  }
  if (Number(declared) > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!request.body || Number(declared) === 0) throw emptyFile();
  const disposition = request.headers.get("Content-Disposition");
  const headerName = disposition
    ? cleanFileName(parseDisposition(disposition).params.get("filename"), "the Content-Disposition header")
    : null;
  return { stream: request.body, size: Number(declared), profileJson: null, fileName: headerName ?? queryName };
}

/**
 * The form's parts in order: `profile` (text) must come before `file`, whose body is handed on as
 * a stream. What follows the file is checked when the file has been read: a second `file` (or a
 * late `profile`) errors the stream, so the route refuses the upload instead of ignoring it.
 */
async function readForm(request: Request, boundary: string, queryName: string | null): Promise<Upload> {
  if (!request.body) throw malformed("the body is empty");
  const form = new MultipartReader(boundary, request.body.getReader(), MAX_REQUEST_BYTES, tooLarge);
  let profileJson: string | null = null;
  for (let part = await form.nextPart(); part; part = await form.nextPart()) {
    const disposition = parseDisposition(part.headers.get("content-disposition") ?? "");
    const name = disposition.params.get("name");
    if (name === "profile") {
      if (profileJson !== null) throw badRequest('The form has two "profile" fields; send one.');
      profileJson = (await readText(form)).trim() || null;
    } else if (name === "file") {
      const fileName = cleanFileName(disposition.params.get("filename"), "the form's file part") ?? queryName;
      const first = await form.readBody();
      if (!first) throw emptyFile();
      return { stream: fileStream(form, first), size: null, profileJson, fileName };
    }
    // Other fields (a submit button's value…) are skipped by the next `nextPart()`.
  }
  throw badRequest('The form has no "file" field: send the export as the "file" field of the form.');
}

function fileStream(form: MultipartReader, first: Uint8Array): ReadableStream<Uint8Array> {
  let size = first.length;
  let pending: Uint8Array | null = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const piece = pending ?? (await form.readBody());
        pending = null;
        if (piece) {
          size += piece.length;
          if (size > MAX_UPLOAD_BYTES) throw tooLarge();
          controller.enqueue(piece);
          return;
        }
        await checkRestOfForm(form);
        controller.close();
      } catch (error) {
        await form.cancel(error).catch(() => {});
        controller.error(error);
      }
    },
    cancel(reason) {
      return form.cancel(reason);
    },
  });
}

async function checkRestOfForm(form: MultipartReader): Promise<void> {
  for (let part = await form.nextPart(); part; part = await form.nextPart()) {
    const name = parseDisposition(part.headers.get("content-disposition") ?? "").params.get("name");
    if (name === "file") throw badRequest('The form has two "file" fields; send one file per upload.');
    if (name === "profile") throw badRequest('Put the "profile" field before the "file" field of the form.');
  }
}

async function readText(form: MultipartReader): Promise<string> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (let piece = await form.readBody(); piece; piece = await form.readBody()) {
    size += piece.length;
    if (size > MAX_PROFILE_FIELD_BYTES) throw badRequest(`The "profile" field is longer than ${MAX_PROFILE_FIELD_BYTES / 1024} KB.`);
    pieces.push(piece);
  }
  return new TextDecoder().decode(await new Blob(pieces).arrayBuffer());
}

/** What of an error of an upload's stream is the request's own refusal (too large, a broken form), as the upload's room says it. */
export function streamRefusal(error: unknown): UploadRefused | null {
  if (error instanceof UploadRefused) return error;
  if (!(error instanceof HttpError)) return null;
  const { status } = error;
  return status === 400 || status === 411 || status === 413 ? new UploadRefused(status, error.message, error.details) : null;
}

const tooLarge = () => new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
const emptyFile = () => new HttpError(400, "The file is empty.");
