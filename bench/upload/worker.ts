// Upload-memory benchmark worker: reads an upload the way POST /imports does and drops its bytes,
// so the workerd process's peak memory is what reading the upload costs.
//   POST /read         readUpload (raw body or multipart form, streamed: the current path)
//   POST /form-whole   request.formData() (the multipart path before issue 7, for the "before" figure)
import { readUpload } from "../../src/http/upload";

/** Bytes between forced collections: a deployed isolate (128 MB) collects long before garbage reaches this much. */
const GC_EVERY_BYTES = 4 * 1024 * 1024;
// run.mjs starts workerd with --expose-gc: without pressure, V8 lets read chunks pile up as garbage,
// and the peak would measure the collector's laziness, not what the path holds.
const gc = (globalThis as { gc?: () => void }).gc;

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  let sinceGc = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
    sinceGc += next.value.length;
    if (gc && sinceGc >= GC_EVERY_BYTES) {
      gc();
      sinceGc = 0;
    }
  }
  return bytes;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/form-whole") {
      const file = (await request.formData()).get("file") as unknown as File;
      return Response.json({ bytes: await drain(file.stream()) });
    }
    const upload = await readUpload(request);
    return Response.json({ bytes: await drain(upload.stream), file_name: upload.fileName });
  },
};
