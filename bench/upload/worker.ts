// Upload-memory benchmark worker: a request's whole work inside workerd, so that the workerd process's peak
// memory is what that work costs.
//   POST /read               readUpload (raw body or multipart form, streamed) and drop the bytes: reading only
//   POST /form-whole         request.formData() (the multipart path read whole in memory, for comparison)
//   POST /import?to=outbox   POST /imports' steps after the account is resolved: readUpload, the adapter the first
//                            bytes choose, its chunks of 1,000 items appended to a real Outbox (SQLite) and sealed
//   POST /import?to=json     the same, each chunk serialised as its RPC would carry it instead of appended
//   POST /mail               email()'s steps over the body as the raw mail: parse, verify, unwrap, read, plan
//   POST /limit              the byte limit of the format the body's first bytes choose (0 for one that streams)
//   GET  /collect            a full collection in the worker's isolate and the Outbox's
//   GET  /worst/…            the worst-case reads of each format (worst.ts)
// `?gc=0` on /import and /mail: no forced collections, as a deployed worker runs (run.mjs prints both).
import { deliverPlan } from "../../src/channel";
import { readUpload, streamRefusal } from "../../src/http/upload";
import { explainCut, importJob } from "../../src/uploads/steps";
import { Outbox } from "../../src/outbox";
import { OUTBOX_NAME } from "../../src/storage";
import { readHead, withHead } from "../../src/formats/bytes";
import type { PlanChunk } from "../../src/formats/contract";
import { SAMPLE_BYTES } from "../../src/formats/csv";
import { receiptPlan } from "../../src/mail/reader/receipt-plan";
import { readReceipt } from "../../src/mail/reader/receipt";
import { parseMail, unwrapParsed } from "../../src/mail/reader/unwrap";
import { verifySender } from "../../src/mail/reader/verify";
import { adapterFor } from "../../src/formats/registry";
import { largeForward } from "../email/mix";
import { worst } from "./worst";

/** Bytes between forced collections: a deployed isolate (128 MB) collects long before garbage reaches this much. */
const GC_EVERY_BYTES = 4 * 1024 * 1024;
// run.mjs starts workerd with --expose-gc: without pressure, V8 lets read chunks pile up as garbage,
// and the peak would measure the collector's laziness, not what the path holds. A request with `?gc=0` runs
// without them, as the real worker does (nothing there calls gc()).
const exposedGc = (globalThis as { gc?: () => void }).gc;
let gc = exposedGc;
/** As POST /imports (imports.ts CHUNK_ITEMS). */
const CHUNK_ITEMS = 1000;
const FORWARDER = "pat@example.org";

/** The Outbox as deployed, minus delivery: its alarm would ask a service that is not there. */
export class BenchOutbox extends Outbox {
  override async alarm(): Promise<void> {}
  /** A full collection in the Outbox's isolate (run.mjs measures what stays after a job). */
  async collect(): Promise<void> {
    exposedGc?.();
  }
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  const reader = collected(stream).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.length;
  return bytes;
}

/** The stream as it comes, with a collection every GC_EVERY_BYTES read. */
function collected(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let sinceGc = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sinceGc += chunk.length;
        if (gc && sinceGc >= GC_EVERY_BYTES) {
          gc();
          sinceGc = 0;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** Chunks as they come, a collection after each (a deployed isolate collects what the last one left). */
async function* collectedChunks(chunks: AsyncGenerator<PlanChunk>): AsyncGenerator<PlanChunk> {
  for await (const chunk of chunks) {
    gc?.();
    yield chunk;
  }
}

async function importUpload(request: Request, env: Env, to: string): Promise<Record<string, unknown>> {
  const upload = await readUpload(request);
  const reader = collected(upload.stream).getReader();
  const { head, done } = await readHead(reader, SAMPLE_BYTES);
  const adapter = await adapterFor(head);
  const chunks = collectedChunks(
    adapter.stream(withHead(head, reader, done), { accountId: 1, settings: {}, futureDates: true }, CHUNK_ITEMS),
  );
  if (to === "json") {
    let items = 0;
    let serialised = 0;
    for await (const chunk of chunks) {
      items += chunk.items.length;
      serialised += JSON.stringify([chunk.items, chunk.rows]).length;
    }
    return { format: adapter.format, items, serialised };
  }
  const first = await chunks.next();
  if (first.done) throw new Error("no rows");
  const spec = importJob("bench", adapter.format, 1, {}, upload.fileName);
  const delivered = await deliverPlan(env, spec, first.value, chunks, explainCut(streamRefusal));
  return { format: adapter.format, items: delivered.rows.planned, rows: delivered.rows, status: delivered.report?.status };
}

async function readMail(request: Request): Promise<Record<string, unknown>> {
  // As receive.ts: the raw mail read whole, parsed once, the sender verified from the outer headers.
  const raw = await new Response(collected(request.body!)).arrayBuffer();
  const outer = await parseMail(raw);
  gc?.();
  const sender = verifySender(outer.headers, [FORWARDER]);
  if (!sender.ok) return { verdict: "unverified" };
  const { original, how } = await unwrapParsed(outer);
  gc?.();
  const forwardedAt = outer.headers.find((h) => h.key === "date")?.value ?? null;
  const reading = await readReceipt(original, {
    receivedAt: new Date(),
    forwarder: sender.value.sender,
    forwardedAt,
    reply: how === "reply",
  });
  if (reading.verdict === "purchase") receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt: new Date() });
  return { bytes: raw.byteLength, verdict: reading.verdict, total: reading.total };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    gc = url.searchParams.get("gc") === "0" ? undefined : exposedGc;
    try {
      if (url.pathname === "/form-whole") {
        const file = (await request.formData()).get("file") as unknown as File;
        return Response.json({ bytes: await drain(file.stream()) });
      }
      if (url.pathname === "/import") return Response.json(await importUpload(request, env, url.searchParams.get("to") ?? "outbox"));
      // The 25 MB mail, made here (mix.ts is TypeScript) by a workerd that run.mjs does not measure.
      if (url.pathname === "/large-mail") return new Response(largeForward(Number(url.searchParams.get("bytes"))).raw);
      if (url.pathname === "/mail") return Response.json(await readMail(request));
      if (url.pathname === "/limit") {
        const head = new Uint8Array(await request.arrayBuffer()).subarray(0, SAMPLE_BYTES);
        return Response.json({ maxBytes: (await adapterFor(head)).whole?.maxBytes ?? 0 });
      }
      if (url.pathname.startsWith("/worst/")) return Response.json(await worst(url));
      if (url.pathname === "/collect") {
        exposedGc?.();
        // The binding is the bench's own class (wrangler.toml), which Env types as the deployed one.
        const outbox = env.OUTBOX as unknown as DurableObjectNamespace<BenchOutbox>;
        await outbox.get(outbox.idFromName(OUTBOX_NAME)).collect();
        return Response.json({ collected: exposedGc !== undefined });
      }
      const upload = await readUpload(request);
      return Response.json({ bytes: await drain(upload.stream), file_name: upload.fileName });
    } catch (error) {
      return Response.json({ error: String(error instanceof Error ? `${error.name}: ${error.message}` : error) }, { status: 500 });
    }
  },
};
