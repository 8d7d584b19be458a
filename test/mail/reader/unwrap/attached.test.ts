// Forward as attachment: the attached message is kept and parsed again (mail-parser.test.ts: the other
// attachments are not decoded, PDFs and photos kept).
import { describe, expect, it } from "vitest";
import { unwrap } from "../../../../src/mail/reader/unwrap";
import { forwardWithAttachments } from "../../../support/mime";

/** A big attachment beside the original: it does not hide the original. */
const forwardWithBigPdf = () => forwardWithAttachments({ pdfBytes: 3 * 1024 * 1024 });

describe("an attached message is kept and unwrapped", () => {
  it("reads the original inside, next to a big PDF", async () => {
    const { original, how } = await unwrap(forwardWithBigPdf());
    expect(how).toBe("attachment");
    expect(original.subject).toBe("Your invoice 77");
    expect(original.text).toContain("Invoice total: 12.00 EUR");
  });
});

/** An original as its sender wrote it: a text part and its PDF (sent as `pdfType`), as the reader gets it. */
const originalWithPdf = (pdfType: string, filename: string) =>
  [
    "From: Shop <orders@shop.example>",
    "Subject: Your invoice 78",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="o"',
    "",
    "--o",
    "Content-Type: text/plain",
    "",
    "Your invoice is attached.",
    "--o",
    `Content-Type: ${pdfType}; name="${filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    btoa("%PDF-1.4 inner"),
    "--o--",
    "",
  ].join("\r\n");

describe("the original's PDFs and photos come with it, the original's first, then the forwards'", () => {
  it("lists the files of every message peeled, with their bytes and the service's type, and no other attachment", async () => {
    // The forwarder's own mail carries the earlier fixture's inline logo, its PDF, a text file and an invite.
    const outer = forwardWithAttachments({ pdfBytes: 20 }).replace(
      /Content-Type: message\/rfc822\r\n\r\n[\s\S]*?(?=\r\n--outer--)/,
      `Content-Type: message/rfc822\r\n\r\n${originalWithPdf("application/octet-stream", "=?utf-8?Q?Rechnung=5F78=2Epdf?=")}`,
    );
    const { original } = await unwrap(outer);
    expect(original.subject).toBe("Your invoice 78");
    const files = original.attachments!.map((f) => [f.filename, f.mimeType, f.inline, new TextDecoder().decode(f.content).slice(0, 14)]);
    expect(files).toEqual([
      ["Rechnung_78.pdf", "application/pdf", false, "%PDF-1.4 inner"],
      [null, "image/png", true, "PNG logo PNG l"],
      ["invoice.pdf", "application/pdf", false, "%PDF-1.4 xxxxx"],
    ]);
  });

  it("leaves out a generic attachment whose decoded name is no PDF or photo", async () => {
    const { original } = await unwrap(originalWithPdf("application/octet-stream", "pdf-notes.txt"));
    expect(original.attachments).toEqual([]);
  });
});

/** A message that has only an HTML part, as written (no transfer encoding: the HTML is taken as it is). */
const htmlOnly = (html: string) =>
  [
    "From: Shop <orders@shop.example>",
    "Subject: Your order",
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
    "",
  ].join("\r\n");

describe("mail with only HTML is read as its HTML's text, converted once", () => {
  it("keeps the conversion with the message for the reading (htmlText)", async () => {
    const { original } = await unwrap(htmlOnly("<table><tr><td>Order total</td><td>$70.00</td></tr></table>"));
    expect(original.text).toBe("Order total\t$70.00");
    expect(original.htmlText).toBe("Order total\t$70.00");
  });

  it("decodes quoted-printable left in the HTML before converting it (an escaped '=3D' would break its tags)", async () => {
    const html = '<p style=3D"margin:0">Order total: =E2=82=AC70.00 paid=\r\n today</p>';
    const { original } = await unwrap(htmlOnly(html));
    expect(original.text).toBe("Order total: €70.00 paid today");
  });
});
