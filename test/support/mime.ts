// MIME messages for the mail tests, written as mail clients write them.

/** Base64 of the text's UTF-8, in lines of 76 as mail writes it. */
const b64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join("")).replace(/.{76}/g, "$&\r\n");

/**
 * A forward with a text body (base64) and an HTML body (quoted-printable), an inline image, a PDF of `pdfBytes`
 * (sent as `pdfType`),
 * a text file, a calendar invite and an attached original ("Your invoice 77", "Invoice total: 12.00 EUR").
 */
export function forwardWithAttachments({ pdfBytes, pdfType = "application/pdf" }: { pdfBytes: number; pdfType?: string }): string {
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
    `Content-Type: ${pdfType}`,
    'Content-Disposition: attachment; filename="invoice.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    b64("%PDF-1.4 ".padEnd(pdfBytes, "x")),
    "--outer",
    "Content-Type: text/plain; charset=utf-8",
    'Content-Disposition: attachment; filename="notes.txt"',
    "",
    "Gift wrap: yes",
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
