// Answering before the request body has arrived. A client that sent `Expect: 100-continue` (curl
// does above 1 MB) has been told to go on (wrangler dev and the edge answer 100 before the worker
// runs), so it is still sending when a 401/400/413/422 is ready. When the worker lets go of the
// unread body, `wrangler dev`'s proxy loses the connection: the client sees a reset or a 500 instead
// of our answer. So the rest of the body is read and dropped while the answer goes out, up to the
// size Intake accepts at all; a body declared larger than that is refused without reading it.
import { MAX_REQUEST_BYTES } from "./upload";

type Handler = (request: Request) => Promise<Response>;

export async function answerAfterReadingBody(request: Request, ctx: ExecutionContext, handle: Handler): Promise<Response> {
  const declared = request.headers.get("Content-Length");
  if (!request.body || (declared !== null && Number(declared) > MAX_REQUEST_BYTES)) return handle(request);
  const source = request.body.getReader();
  let read = 0;
  let finished = false;
  // The one read in flight: the drain waits for it (a reader takes one pending read at a time).
  let inFlight: Promise<unknown> = Promise.resolve();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const reading = source.read();
        inFlight = reading.catch(() => {});
        const next = await reading;
        if (next.done) {
          finished = true;
          controller.close();
        } else {
          read += next.value.length;
          controller.enqueue(next.value);
        }
      },
      // A handler that stops reading (a refused upload) cancels only its side: the rest is drained below.
      cancel() {},
    },
    // Read only what the handler asks for, so what is left is the drain's.
    { highWaterMark: 0 },
  );
  const response = await handle(new Request(request, { body, duplex: "half" } as RequestInit));
  if (!finished) {
    await inFlight;
    await drain(source, MAX_REQUEST_BYTES - read);
  }
  return response;
}

/** Reads and drops up to `budget` bytes; past it, the body is cancelled (the connection may then close). */
async function drain(source: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  try {
    for (let next = await source.read(); !next.done; next = await source.read()) {
      budget -= next.value.length;
      if (budget < 0) return void (await source.cancel());
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}
