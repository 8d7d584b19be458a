// Forward as attachment: the attached message is kept and parsed again (mail-parser.test.ts: the other
// attachments are not decoded).
import { describe, expect, it } from "vitest";
import { unwrap } from "../../../../src/sources/email/unwrap";
import { forwardWithAttachments } from "../../../support/mime";

/** A big attachment beside the original: it is not decoded, and does not hide the original. */
const forwardWithBigPdf = () => forwardWithAttachments({ pdfBytes: 3 * 1024 * 1024 });

describe("an attached message is kept and unwrapped", () => {
  it("reads the original inside, next to a PDF that is not", async () => {
    const { original, how } = await unwrap(forwardWithBigPdf());
    expect(how).toBe("attachment");
    expect(original.subject).toBe("Your invoice 77");
    expect(original.text).toContain("Invoice total: 12.00 EUR");
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
