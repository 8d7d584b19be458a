import { describe, expect, it } from "vitest";
import { cleanFileName, parseDisposition } from "../../src/http/disposition";
import { HttpError } from "../../src/http/errors";
import { MAX_UPLOAD_BYTES, readUpload } from "../../src/http/upload";

const enc = new TextEncoder();
const BOUNDARY = "XyZ-boundary-17";
const CSV = "Date,Description,Amount\n2026-10-01,Corner Coffee,-3.50\n";

type Part = { name: string; filename?: string; body: string | Uint8Array; headers?: string };
function formBody(parts: Part[], close = true): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    pieces.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${part.headers ?? ""}\r\n`));
    pieces.push(typeof part.body === "string" ? enc.encode(part.body) : part.body);
    pieces.push(enc.encode("\r\n"));
  }
  if (close) pieces.push(enc.encode(`--${BOUNDARY}--\r\n`));
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A form request; chunked (no Content-Length) when the body is a stream. */
const formRequest = (body: Uint8Array | ReadableStream<Uint8Array>) =>
  new Request("https://intake.test/imports", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("the file of a form is streamed, with its profile field and its name", () => {
  it("gives the file's bytes, the profile field and the part's file name", async () => {
    const upload = await readUpload(
      formRequest(
        formBody([
          { name: "profile", body: '{"delimiter":","}' },
          { name: "file", filename: "Umsaetze_2026-10.csv", headers: "Content-Type: text/csv\r\n", body: CSV },
        ]),
      ),
    );
    expect(upload).toMatchObject({ profileJson: '{"delimiter":","}', fileName: "Umsaetze_2026-10.csv", size: null });
    expect(await text(upload.stream)).toBe(CSV);
  });

  it("skips fields it does not know and takes a file part without a file name", async () => {
    const upload = await readUpload(
      formRequest(
        formBody([
          { name: "submit", body: "Import" },
          { name: "file", body: CSV },
        ]),
      ),
    );
    expect(upload.fileName).toBeNull();
    expect(await text(upload.stream)).toBe(CSV);
  });

  it("takes the form's file name over ?file_name=, and ?file_name= when the part has none", async () => {
    const named = await readUpload(formRequest(formBody([{ name: "file", filename: "a.csv", body: CSV }])), { fileName: "b.csv" });
    expect(named.fileName).toBe("a.csv");
    const unnamed = await readUpload(formRequest(formBody([{ name: "file", body: CSV }])), { fileName: "b.csv" });
    expect(unnamed.fileName).toBe("b.csv");
  });
});

describe("a form is refused when it is not one file", () => {
  it("refuses a form without a file field", async () => {
    const error = await failure(readUpload(formRequest(formBody([{ name: "profile", body: "{}" }]))));
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/no "file" field/) });
  });

  it("refuses a form with two file fields (the second is not ignored)", async () => {
    for (const second of [
      { name: "file", filename: "b.csv", body: CSV },
      { name: "file", body: "" },
    ]) {
      const upload = await readUpload(formRequest(formBody([{ name: "file", filename: "a.csv", body: CSV }, second])));
      const error = await failure(text(upload.stream));
      expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/two "file" fields/) });
    }
  });

  it("refuses a profile field after the file, which could not be applied", async () => {
    const upload = await readUpload(
      formRequest(
        formBody([
          { name: "file", body: CSV },
          { name: "profile", body: "{}" },
        ]),
      ),
    );
    expect(await failure(text(upload.stream))).toMatchObject({ status: 400, message: expect.stringMatching(/"profile" field before/) });
  });

  it("refuses an empty file part", async () => {
    expect(await failure(readUpload(formRequest(formBody([{ name: "file", filename: "a.csv", body: "" }]))))).toMatchObject({
      status: 400,
      message: "The file is empty.",
    });
  });

  it("refuses a form cut short inside the file, with a message saying so", async () => {
    const upload = await readUpload(formRequest(formBody([{ name: "file", body: CSV.repeat(100) }], false).slice(0, -40)));
    expect(await failure(text(upload.stream))).toMatchObject({ status: 400, message: expect.stringMatching(/cut short/) });
  });

  it("refuses a multipart Content-Type without a boundary", async () => {
    const request = new Request("https://intake.test/imports", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "x",
    });
    expect(await failure(readUpload(request))).toMatchObject({ status: 400, message: expect.stringMatching(/boundary/) });
  });
});

describe("the size limit holds for a form of any length, declared or not", () => {
  it("answers 413 before reading a form that declares too large a length", async () => {
    const request = new Request("https://intake.test/imports", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": String(MAX_UPLOAD_BYTES * 2) },
      body: "x",
    });
    expect(await failure(readUpload(request))).toMatchObject({ status: 413 });
  });

  it("stops a chunked form as soon as the file passes the limit, without reading the rest", async () => {
    const head = formBody([{ name: "file", filename: "big.csv", body: "" }], false).slice(0, -2); // open file part
    const chunk = enc.encode("2026-10-01,Corner Coffee,-3.50\n".repeat(33_000)); // ~1 MB
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const upload = await readUpload(formRequest(endless));
    const reader = upload.stream.getReader();
    const error = await failure(
      (async () => {
        while (!(await reader.read()).done);
      })(),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413 });
    expect(sent).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 3 * chunk.length);
  });
});

describe("a raw body's file name comes from Content-Disposition or ?file_name=", () => {
  const raw = (headers: Record<string, string>) =>
    new Request("https://intake.test/imports", {
      method: "POST",
      headers: { "Content-Type": "text/csv", "Content-Length": String(CSV.length), ...headers },
      body: CSV,
    });

  it("reads filename and filename* (which wins), and falls back to ?file_name=", async () => {
    expect((await readUpload(raw({ "Content-Disposition": 'attachment; filename="Export 03.2024.csv"' }))).fileName).toBe(
      "Export 03.2024.csv",
    );
    expect(
      (await readUpload(raw({ "Content-Disposition": "attachment; filename=\"Konto.csv\"; filename*=UTF-8''Konto%20M%C3%A4rz.csv" })))
        .fileName,
    ).toBe("Konto März.csv");
    expect((await readUpload(raw({ "Content-Disposition": "attachment; filename=plain.csv" }), { fileName: "q.csv" })).fileName).toBe(
      "plain.csv",
    );
    expect((await readUpload(raw({}), { fileName: "2024-03_statement.csv" })).fileName).toBe("2024-03_statement.csv");
    expect((await readUpload(raw({}))).fileName).toBeNull();
  });

  it("refuses a name with control characters or longer than 255 characters, saying where it came from", async () => {
    expect(await failure(readUpload(raw({}), { fileName: "a\u0007.csv" }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/file_name.*control/),
    });
    expect(await failure(readUpload(raw({}), { fileName: `${"x".repeat(256)}.csv` }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/255/),
    });
    const header = { "Content-Disposition": `attachment; filename="${"y".repeat(300)}.csv"` };
    expect(await failure(readUpload(raw(header)))).toMatchObject({ status: 400, message: expect.stringMatching(/Content-Disposition/) });
  });
});

describe("file names are kept as the user knows them", () => {
  it("keeps the last path segment of a name sent with a path, and treats a blank name as none", () => {
    expect(cleanFileName("C:\\fakepath\\Umsätze.csv", "x")).toBe("Umsätze.csv");
    expect(cleanFileName("exports/2024/mar.csv", "x")).toBe("mar.csv");
    expect(cleanFileName("   ", "x")).toBeNull();
  });

  it("decodes quoted escapes and RFC 5987 names in other charsets", () => {
    expect(parseDisposition('form-data; name="file"; filename="a \\"b\\".csv"').params.get("filename")).toBe('a "b".csv');
    expect(parseDisposition("attachment; filename*=iso-8859-1''K%F6ln.csv").params.get("filename")).toBe("Köln.csv");
    expect(parseDisposition('form-data; NAME="file"').params.get("name")).toBe("file");
  });
});
