import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/http/errors";
import { boundaryOf, MultipartReader } from "../../src/http/multipart";

const enc = new TextEncoder();
const dec = new TextDecoder();
const BOUNDARY = "----formdata-x42";

/** The body delivered in the given piece sizes (cycled), as a network would. */
function streamOf(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0;
  let n = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = sizes[n++ % sizes.length]!;
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function readAll(body: string | Uint8Array, sizes: number[], maxBytes = 1 << 20) {
  const bytes = typeof body === "string" ? enc.encode(body) : body;
  const reader = new MultipartReader(BOUNDARY, streamOf(bytes, sizes).getReader(), maxBytes, () => new HttpError(413, "too large"));
  const parts: { headers: Record<string, string>; body: string }[] = [];
  for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
    const pieces: Uint8Array[] = [];
    for (let piece = await reader.readBody(); piece; piece = await reader.readBody()) pieces.push(piece.slice());
    parts.push({ headers: Object.fromEntries(part.headers), body: dec.decode(await new Blob(pieces).arrayBuffer()) });
  }
  return parts;
}

const form = (...parts: string[]) => parts.map((p) => `--${BOUNDARY}\r\n${p}\r\n`).join("") + `--${BOUNDARY}--\r\n`;
const CHUNKINGS = [[1], [2, 3], [7], [64], [1 << 16], [5, 1, 13]];

describe("a form's parts arrive whatever the network's chunking", () => {
  const tricky = "a,b\r\n--not the boundary\r\n--" + BOUNDARY.slice(0, -1) + "\r\n\r\nend\r\n-";
  const body = form(
    'Content-Disposition: form-data; name="profile"\r\n\r\n{"delimiter":";"}',
    `Content-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n${tricky}`,
  );
  for (const sizes of CHUNKINGS) {
    it(`reads each part's headers and exact body (pieces of ${sizes.join("/")} bytes)`, async () => {
      const parts = await readAll(body, sizes);
      expect(parts).toEqual([
        { headers: { "content-disposition": 'form-data; name="profile"' }, body: '{"delimiter":";"}' },
        {
          headers: { "content-disposition": 'form-data; name="file"; filename="export.csv"', "content-type": "text/csv" },
          body: tricky,
        },
      ]);
    });
  }

  it("skips a preamble and an epilogue, and takes a part without headers or with an empty body", async () => {
    const body = `preamble text\r\n--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}  \r\nX: 1\r\n\r\n\r\n--${BOUNDARY}--\r\nepilogue`;
    for (const sizes of CHUNKINGS) {
      expect(await readAll(body, sizes)).toEqual([
        { headers: {}, body: "no headers" },
        { headers: { x: "1" }, body: "" },
      ]);
    }
  });

  it("passes binary bytes through unchanged", async () => {
    const binary = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256);
    const head = enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`);
    const tail = enc.encode(`\r\n--${BOUNDARY}--`);
    const body = new Uint8Array([...head, ...binary, ...tail]);
    const reader = new MultipartReader(BOUNDARY, streamOf(body, [333]).getReader(), 1 << 20, () => new Error("too large"));
    await reader.nextPart();
    const pieces: number[] = [];
    for (let piece = await reader.readBody(); piece; piece = await reader.readBody()) pieces.push(...piece);
    expect(Uint8Array.from(pieces)).toEqual(binary);
    expect(await reader.nextPart()).toBeNull();
  });
});

describe("a form that is cut short or malformed is a 400 that says so", () => {
  const cases: [string, string, RegExp][] = [
    ["inside a body", `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\na,b\r\n1,2`, /ended inside a part/],
    ["inside the headers", `--${BOUNDARY}\r\nContent-Disposition: form-da`, /ended inside a part's headers/],
    ["after a delimiter", `--${BOUNDARY}\r\nX: 1\r\n\r\nbody\r\n--${BOUNDARY}`, /without its closing delimiter/],
    ["inside the first boundary", `--${BOUNDARY.slice(0, 5)}`, /ended inside the first boundary/],
    ["without any boundary", "a,b\r\n1,2\r\n", /no part starts with the boundary/],
    ["empty", "", /body is empty/],
    ["with a header line without a name", `--${BOUNDARY}\r\nno colon here\r\n\r\nx\r\n--${BOUNDARY}--`, /header line has no name/],
  ];
  for (const [name, body, message] of cases) {
    it(`refuses a form that ends ${name}`, async () => {
      for (const sizes of [[1], [4096]]) {
        const error = await readAll(body, sizes).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 400, message: expect.stringMatching(message) });
      }
    });
  }
});

describe("the size limit stops the body as soon as it is crossed", () => {
  it("refuses an endless body after reading just past the limit", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const head = enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`);
    const source = endless.getReader();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      async pull(controller) {
        const read = await source.read();
        controller.enqueue(read.value!);
      },
    });
    const limit = 1024 * 1024;
    const reader = new MultipartReader(BOUNDARY, body.getReader(), limit, () => new HttpError(413, "too large"));
    await reader.nextPart();
    const error = await (async () => {
      for (;;) if (!(await reader.readBody())) return null;
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413 });
    expect(pulled).toBeLessThanOrEqual(limit + 2 * chunk.length);
  });
});

describe("the boundary comes from the Content-Type", () => {
  it("reads plain and quoted boundaries, and refuses a missing or overlong one", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(boundaryOf("Multipart/Form-Data;BOUNDARY=----WebKitFormBoundary7MA4YWxk")).toBe("----WebKitFormBoundary7MA4YWxk");
    expect(() => boundaryOf("multipart/form-data")).toThrow(/no valid boundary/);
    expect(() => boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toThrow(/no valid boundary/);
  });
});
