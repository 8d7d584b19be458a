// The mail steps' parse is postal-mime's, with the bodies decoded by ours, and the bodies no step reads not
// decoded at all.
import PostalMime from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { Base64Body, PlainBody, QuotedPrintableBody } from "../../../src/sources/email/body-decoders";
import { ReceiptMailParser, parseMail } from "../../../src/sources/email/mail-parser";

/** Base64 of the text's UTF-8, in lines of 76 as mail writes it. */
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/.{76}/g, "$&\r\n");

/** A forward with a text and an HTML body, an inline image, a PDF, a calendar invite and an attached original. */
function receiptWithAttachments(): string {
  return [
    "From: Pat <pat@example.org>",
    "Subject: Fwd: Invoice",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="outer"',
    "",
    "--outer",
    'Content-Type: multipart/related; boundary="rel"',
    "",
    "--rel",
    'Content-Type: multipart/alternative; boundary="alt"',
    "",
    "--alt",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    b64("Order total: 70,00 \u20ac"),
    "--alt",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    '<p>Order total: 70,00 =E2=82=AC<img src=3D"cid:logo"></p>',
    "--alt--",
    "--rel",
    "Content-Type: image/png",
    "Content-ID: <logo>",
    "Content-Transfer-Encoding: base64",
    "",
    b64("PNG logo ".repeat(200)),
    "--rel--",
    "--outer",
    "Content-Type: application/pdf",
    'Content-Disposition: attachment; filename="invoice.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    b64("%PDF-1.4 ".padEnd(30_000, "x")),
    "--outer",
    'Content-Type: text/calendar; name="pickup.ics"',
    "",
    "BEGIN:VCALENDAR",
    "END:VCALENDAR",
    "--outer",
    "Content-Type: message/rfc822",
    "",
    "From: Shop <orders@shop.example>",
    "Subject: Your invoice 77",
    "Content-Type: text/plain",
    "",
    "Invoice total: 12.00 EUR",
    "--outer--",
    "",
  ].join("\r\n");
}

describe("attachments no step reads are listed, not decoded", () => {
  it("keeps a PDF's, an image's and an invite's name and type, without their content", async () => {
    const email = await parseMail(receiptWithAttachments());
    // An invite's content is its text ending in one newline (postal-mime's rule): here the newline alone.
    const listed = email.attachments.map((a) => [a.mimeType, a.filename, new TextDecoder().decode(a.content as ArrayBuffer).trim()]);
    expect(listed).toEqual([
      ["image/png", null, ""],
      ["application/pdf", "invoice.pdf", ""],
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
