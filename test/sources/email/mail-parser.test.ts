// The mail steps' parse is postal-mime's, with the bodies decoded by ours, and the bodies no step reads not
// decoded at all.
import PostalMime from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { Base64Body, PlainBody, QuotedPrintableBody } from "../../../src/sources/email/body-decoders";
import { ReceiptMailParser, parseMail } from "../../../src/sources/email/mail-parser";
import { forwardWithAttachments } from "../../support/mime";

/** A 30 KB PDF: decoding it would show. */
const receiptWithAttachments = () => forwardWithAttachments({ pdfBytes: 30_000 });

describe("attachments no step reads are listed, not decoded", () => {
  it("keeps a PDF's, an image's, a text file's and an invite's name and type, without their content", async () => {
    const email = await parseMail(receiptWithAttachments());
    // An invite's content is its text ending in one newline (postal-mime's rule): here the newline alone.
    const listed = email.attachments.map((a) => [a.mimeType, a.filename, new TextDecoder().decode(a.content as ArrayBuffer).trim()]);
    expect(listed).toEqual([
      ["image/png", null, ""],
      ["application/pdf", "invoice.pdf", ""],
      ["text/plain", "notes.txt", ""],
      ["text/calendar", "pickup.ics", ""],
      ["message/rfc822", null, expect.stringContaining("Invoice total")],
    ]);
    expect(email.attachments[0]?.contentId).toBe("<logo>");
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
    expect((theirs.attachments.find((a) => a.mimeType === "application/pdf")!.content as ArrayBuffer).byteLength).toBe(30_000);
  });
});

describe("the bodies a step reads are decoded by ours (body-decoders.ts: postal-mime's bytes, less CPU)", () => {
  it("decodes each encoding with the decoder of that encoding", async () => {
    const spies = [Base64Body, QuotedPrintableBody, PlainBody].map((Kind) => vi.spyOn(Kind.prototype, "update"));
    try {
      await parseMail(receiptWithAttachments());
      // The text is base64, the HTML quoted-printable, the attached message as written.
      expect(spies.map((s) => s.mock.calls.length > 0)).toEqual([true, true, true]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe("the swap rests on postal-mime internals that still exist", () => {
  it("installs its line loop over postal-mime's own", () => {
    expect(typeof (PostalMime.prototype as unknown as { processLine?: unknown }).processLine).toBe("function");
    expect(Object.hasOwn(ReceiptMailParser.prototype, "processLine")).toBe(true);
  });
});
