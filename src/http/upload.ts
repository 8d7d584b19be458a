// Reading an upload: the raw body (`curl --data-binary @export.csv`) or the `file` field of a
// multipart form (the web page). Size limits are checked before anything is parsed.
import { HttpError } from "./errors";

/** Workers accept request bodies up to 100 MB (Free and Pro plans): the largest export we can take. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface Upload {
  stream: ReadableStream<Uint8Array>;
  size: number;
  /** The `profile` field of a multipart form: saved-profile JSON or overrides. */
  profileJson: string | null;
}

export async function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get("Content-Type") ?? "";
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > MAX_UPLOAD_BYTES) throw tooLarge();
  if (type.toLowerCase().startsWith("multipart/form-data")) return readForm(request);
  if (declared === null) {
    throw new HttpError(411, "Send the file with a Content-Length (curl --data-binary @file does).");
  }
  if (!request.body || Number(declared) === 0) throw emptyFile();
  return { stream: request.body, size: Number(declared), profileJson: null };
}

async function readForm(request: Request): Promise<Upload> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, "The multipart form could not be read.");
  }
  const file = form.get("file");
  if (file === null || typeof file === "string") {
    throw new HttpError(400, 'Send the export as the "file" field of the form.');
  }
  if (file.size === 0) throw emptyFile();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const profile = form.get("profile");
  return {
    stream: file.stream(),
    size: file.size,
    profileJson: typeof profile === "string" && profile.trim() ? profile : null,
  };
}

const tooLarge = () => new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
const emptyFile = () => new HttpError(400, "The file is empty.");
