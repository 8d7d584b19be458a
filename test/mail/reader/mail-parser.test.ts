// The mail steps' parse is postal-mime's, with the bodies decoded by ours, and the bodies no step reads not
// decoded at all.
import PostalMime from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { Base64Body, PlainBody, QuotedPrintableBody, wasCut } from "../../../src/mail/reader/body-decoders";
import { MAX_FILE_BYTES } from "../../../src/mail/reader/mail-files";
import { ReceiptMailParser, parseMail } from "../../../src/mail/reader/mail-parser";
import { forwardWithAttachments } from "../../support/mime";

/** A 30 KB PDF: decoding it would show. */
const receiptWithAttachments = () => forwardWithAttachments({ pdfBytes: 30_000 });

describe("attachments no step reads are listed, not decoded; PDFs, photos and what may be a statement are kept", () => {
  it("keeps an invite's name and type without its content; a PDF's, an image's and a text file's bytes (an MT940 may be .txt)", async () => {
    const email = await parseMail(receiptWithAttachments());
    // An invite's content is its text ending in one newline (postal-mime's rule): here the newline alone.
    const listed = email.attachments.map((a) => [a.mimeType, a.filename, (a.content as ArrayBuffer).byteLength]);
    expect(listed).toEqual([
      ["image/png", null, 1800],
      ["application/pdf", "invoice.pdf", 30_000],
      // Its text with the line end before the boundary, as postal-mime keeps it.
      ["text/plain", "notes.txt", "Gift wrap: yes\n".length],
      ["text/calendar", "pickup.ics", 1],
      ["message/rfc822", null, expect.any(Number)],
    ]);
    expect(email.attachments[0]?.contentId).toBe("<logo>");
    const theirs = await PostalMime.parse(receiptWithAttachments(), { forceRfc822Attachments: true, attachmentEncoding: "arraybuffer" });
    expect(new Uint8Array(email.attachments[1]!.content as ArrayBuffer)).toEqual(
      new Uint8Array(theirs.attachments[1]!.content as ArrayBuffer),
    );
  });

  it("keeps a PDF or photo sent with a generic type when its name says what it is", async () => {
    const email = await parseMail(forwardWithAttachments({ pdfBytes: 500, pdfType: "application/octet-stream" }));
    expect((email.attachments[1]?.content as ArrayBuffer).byteLength).toBe(500);
  });

  it(`keeps nothing of a PDF or photo over ${MAX_FILE_BYTES / 1024 / 1024} MB, and says it was cut`, async () => {
    const email = await parseMail(forwardWithAttachments({ pdfBytes: MAX_FILE_BYTES + 1 }));
    const pdf = email.attachments.find((a) => a.mimeType === "application/pdf")!.content as ArrayBuffer;
    expect([pdf.byteLength, wasCut(pdf)]).toEqual([0, true]);
    const atTheLimit = await parseMail(forwardWithAttachments({ pdfBytes: MAX_FILE_BYTES }));
    const kept = atTheLimit.attachments.find((a) => a.mimeType === "application/pdf")!.content as ArrayBuffer;
    expect([kept.byteLength, wasCut(kept)]).toEqual([MAX_FILE_BYTES, false]);
  });

  it("keeps an attached message's bytes, to be parsed again", async () => {
    const email = await parseMail(receiptWithAttachments());
    const original = email.attachments.find((a) => a.mimeType === "message/rfc822")!.content as ArrayBuffer;
    expect(new TextDecoder().decode(original)).toContain("Invoice total: 12.00 EUR");
  });

  it("decodes the text and HTML bodies, headers and dates exactly as postal-mime does", async () => {
    const raw = receiptWithAttachments();
    const ours = await parseMail(raw);
    const theirs = await PostalMime.parse(raw, { forceRfc822Attachments: true });
    expect(ours.text).toBe(theirs.text);
    expect(ours.html).toBe(theirs.html);
    expect(ours.text).toContain("Order total: 70,00 \u20ac");
    expect(ours.headers).toEqual(theirs.headers);
    expect(ours.attachments.map((a) => a.mimeType)).toEqual(theirs.attachments.map((a) => a.mimeType));
    // postal-mime itself decodes what we do not.
    expect((theirs.attachments.find((a) => a.mimeType === "text/plain")!.content as ArrayBuffer).byteLength).toBeGreaterThan(0);
  });
});

describe("the bodies a step reads are decoded by ours (body-decoders.ts: postal-mime's bytes, less CPU)", () => {
  it("decodes each encoding with the decoder of that encoding", async () => {
    const spies = [
      vi.spyOn(Base64Body.prototype, "append"),
      // Quoted-printable decodes a run of body lines in one call (appendLines).
      vi.spyOn(QuotedPrintableBody.prototype, "appendLines"),
      vi.spyOn(PlainBody.prototype, "append"),
    ];
    try {
      await parseMail(receiptWithAttachments());
      // The text is base64, the HTML quoted-printable, the attached message as written.
      expect(spies.map((s) => s.mock.calls.length > 0)).toEqual([true, true, true]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

/** Lines a mail's body may hold that look like a boundary, or end the message, each in a part of every encoding. */
function boundaryLookalikes(): string[] {
  const body = (encoding: string, lines: string[]) => [
    `Content-Type: text/plain; charset=utf-8`,
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    ...lines,
  ];
  const lookalikes = ["--", "---", "-- ", "--al", "--alt-x", "--alt  x", "--altogether", "--- Original Message ---", "-"];
  return [
    // One part, no multipart open: "--" lines are body lines; the last line has no line break.
    ["Subject: a", "", "Total: 12.00", ...lookalikes, "last line"].join("\r\n"),
    // Nested multiparts whose boundaries begin alike, a preamble and an epilogue, a boundary with trailing spaces,
    // and the lookalikes in quoted-printable, base64 and 7bit parts.
    [
      "Subject: b",
      'Content-Type: multipart/mixed; boundary="alt"',
      "",
      "preamble --alt-x",
      "--alt",
      'Content-Type: multipart/alternative; boundary="alt2"',
      "",
      "--alt2",
      ...body("quoted-printable", ["Total: 12.00 =E2=82=AC=", ...lookalikes, "--alt2x"]),
      "--alt2 \t",
      ...body("base64", ["VG90YWw6IDEy", ...lookalikes, "LjAw"]),
      "--alt2--",
      "--alt",
      ...body("7bit", lookalikes),
      "--alt--",
      "epilogue",
      "--alt",
    ].join("\r\n"),
    // Bare LFs, and a message that ends in a line break.
    [
      "Subject: c",
      'Content-Type: multipart/alternative; boundary="x"',
      "",
      "--x",
      ...body("8bit", ["Total: 12.00", "--", "b"]),
      "--x--",
      "",
    ].join("\n"),
  ];
}

describe("a body's lines go to its decoder without a call of processLine each", () => {
  it.each(boundaryLookalikes().map((mail, i) => [i, mail]))("reads mail %s as postal-mime does", async (_, mail) => {
    const ours = await parseMail(mail);
    const theirs = await PostalMime.parse(mail, { forceRfc822Attachments: true });
    expect([ours.text, ours.html, ours.headers]).toEqual([theirs.text, theirs.html, theirs.headers]);
    expect(ours.text).toContain("Total: 12");
  });

  it("feeds processLine headers, boundaries, lines that may be one and the last line only", async () => {
    const bodyLines = Array.from({ length: 200 }, (_, i) => `Line ${i} of the receipt`);
    const mail = [
      "Subject: long",
      'Content-Type: multipart/alternative; boundary="x"',
      "",
      "--x",
      "Content-Type: text/plain",
      "",
      ...bodyLines,
      "--x--",
      "",
    ];
    // postal-mime's MIME part, whose feed is where processLine sends every line that is no boundary.
    const part = Object.getPrototypeOf((new ReceiptMailParser() as unknown as { root: object }).root) as { feed: () => void };
    const feed = vi.spyOn(part, "feed");
    try {
      const email = await parseMail(mail.join("\r\n"));
      expect(email.text).toBe(`${bodyLines.join("\n")}\n`);
      // The message's headers (2 and their end), the part's (1 and their end) and the last, empty line: not the body's.
      expect(feed.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      feed.mockRestore();
    }
  });
});

describe("a quoted-printable body's lines are decoded in one pass, not one call each", () => {
  it("hands the decoder its body lines at once, and the body is postal-mime's", async () => {
    const bodyLines = Array.from({ length: 200 }, (_, i) => `Line ${i} of the receipt =E2=82=AC 1${i}.00=`);
    const mail = [
      "Subject: long",
      'Content-Type: multipart/alternative; boundary="x"',
      "",
      "--x",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      ...bodyLines,
      "--not the boundary",
      "end",
      "--x--",
      "",
    ].join("\r\n");
    const append = vi.spyOn(QuotedPrintableBody.prototype, "append");
    try {
      const email = await parseMail(mail);
      expect(email.text).toBe((await PostalMime.parse(mail)).text);
      // The line that may be a boundary goes the line loop's way (to processLine); none of the 200 before it.
      expect(append.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      append.mockRestore();
    }
  });
});

/** Every line a parser's reader gives of `text`, as strings (CR and LF written out). */
function linesRead(parser: PostalMime, text: string): string[] {
  const reader = parser as unknown as {
    buf: ArrayBuffer;
    av: Uint8Array;
    readPos: number;
    readLine(): { bytes: Uint8Array; done: boolean };
  };
  reader.av = new TextEncoder().encode(text);
  reader.buf = reader.av.buffer as ArrayBuffer;
  reader.readPos = 0;
  const out: string[] = [];
  while (reader.readPos < reader.av.length) {
    const { bytes, done } = reader.readLine();
    out.push(`${new TextDecoder().decode(bytes).replace(/\r/g, "<CR>")}${done ? " (done)" : ""}`);
  }
  return out;
}

describe("lines are read as postal-mime reads them, the line break found by the typed array's own search", () => {
  it.each([
    ["CRLF", "Subject: a\r\n\r\nbody\r\n"],
    ["bare LF", "Subject: a\n\nbody\n"],
    ["CRs inside a line and before its break", "a\rb\r\r\nc\r\n\r\r\n"],
    ["no break at the end", "a\r\nlast"],
    ["a CR at the very end", "a\nb\r"],
    ["empty lines only", "\n\n\r\n"],
  ])("%s", (_, text) => {
    expect(linesRead(new ReceiptMailParser(), text)).toEqual(linesRead(new PostalMime(), text));
  });
});

describe("the swap rests on postal-mime internals that still exist", () => {
  it("installs its line loop over postal-mime's own", () => {
    expect(typeof (PostalMime.prototype as unknown as { processLine?: unknown }).processLine).toBe("function");
    expect(Object.hasOwn(ReceiptMailParser.prototype, "processLine")).toBe(true);
  });

  it("installs its line reader over postal-mime's own", () => {
    expect(typeof (PostalMime.prototype as unknown as { readLine?: unknown }).readLine).toBe("function");
    expect(Object.hasOwn(ReceiptMailParser.prototype, "readLine")).toBe(true);
  });
});
