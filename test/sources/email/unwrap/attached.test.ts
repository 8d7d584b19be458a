// Parsing a received message: attached messages are kept to be unwrapped; every other attachment's bytes
// are let go at once (a 25 MiB message is not held twice while it is read and delivered).
import { describe, expect, it } from "vitest";
import { parseMail, unwrap } from "../../../../src/sources/email/unwrap";

const PDF_BYTES = 3 * 1024 * 1024;

function forwardWithAttachments(): string {
  const pdf = btoa("%PDF-1.4 ".padEnd(PDF_BYTES, "x")).replace(/.{76}/g, "$&\r\n");
  return [
    "From: Pat <pat@example.org>",
    "Subject: Fwd: Invoice",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="outer"',
    "",
    "--outer",
    "Content-Type: text/plain",
    "",
    "See attached.",
    "--outer",
    "Content-Type: application/pdf",
    'Content-Disposition: attachment; filename="invoice.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    pdf,
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

describe("attachments nobody reads are not held after the parse", () => {
  it("empties a PDF's bytes and keeps its name and type", async () => {
    const email = await parseMail(forwardWithAttachments());
    const pdf = email.attachments.find((a) => a.mimeType === "application/pdf");
    expect(pdf?.filename).toBe("invoice.pdf");
    expect((pdf?.content as ArrayBuffer).byteLength).toBe(0);
  });

  it("keeps an attached message, which is unwrapped", async () => {
    const { original, how } = await unwrap(forwardWithAttachments());
    expect(how).toBe("attachment");
    expect(original.subject).toBe("Your invoice 77");
    expect(original.text).toContain("Invoice total: 12.00 EUR");
  });
});
