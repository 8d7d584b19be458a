// Mails whose receipt is a picture, as the person sends them: a phone photo mailed to the Intake address, or a
// receipt forwarded inline with its photo attached; the receiving MTA's verdict on top. Pure text, so that the
// workers tests and the browser tests (in Node) build the same mails.

export const ME = "pat@example.org";
export const CF_PASS =
  "mx.cloudflare.net; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=pat@example.org; dmarc=pass header.from=example.org";

interface Picture {
  name: string;
  type: string;
  /** Base64 of the file (lines of any length): a short stand-in unless the test reads the bytes back. */
  base64: string;
}

function withPicture(o: { to: string; subject: string; date: string; messageId: string; text: string[]; picture: Picture }): string {
  return [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    `Message-ID: ${o.messageId}`,
    `Date: ${o.date}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain; charset=utf-8",
    "",
    ...o.text,
    "--b1",
    `Content-Type: ${o.picture.type}`,
    `Content-Disposition: attachment; filename="${o.picture.name}"`,
    "Content-Transfer-Encoding: base64",
    "",
    o.picture.base64,
    "--b1--",
    "",
  ].join("\r\n");
}

/** A photo of a paper receipt the person mails to their address themselves (no forward, no text to read). */
export function photoReceipt(to: string, messageId = `<${crypto.randomUUID()}@example.org>`): string {
  return withPicture({
    to,
    subject: "Lunch at Bistro Lina",
    date: "Mon, 05 Oct 2026 13:10:00 +0200",
    messageId,
    text: ["Sent from my phone"],
    picture: { name: "IMG_0042.jpg", type: "image/jpeg", base64: btoa("JPEG bytes of a paper receipt") },
  });
}

/** Bistro Lina's receipt forwarded inline (Gmail's way), its photo attached: the text names no total. */
export function forwardedPictureReceipt(to: string, o: { messageId?: string; base64?: string } = {}): string {
  return withPicture({
    to,
    subject: "Fwd: Your receipt from Bistro Lina",
    date: "Mon, 05 Oct 2026 10:00:00 +0000",
    messageId: o.messageId ?? `<${crypto.randomUUID()}@example.org>`,
    text: [
      "---------- Forwarded message ---------",
      "From: Bistro Lina <receipts@bistrolina.example>",
      "Date: Sat, 3 Oct 2026 at 21:14",
      "Subject: Your receipt from Bistro Lina",
      "To: Pat <pat@example.org>",
      "",
      "Thanks for dining with us!",
      "Receipt #BL-2291",
    ],
    picture: { name: "receipt.png", type: "image/png", base64: o.base64 ?? btoa("PNG bytes of the receipt") },
  });
}

/** Corner Books' order receipt forwarded inline, as a mail client writes it: Intake reads its shop, total, date and order number. */
export function forwardedOrderReceipt(to: string, total: string): string {
  return [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    "Subject: Fwd: Your order #CB-1042",
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
    "",
    "---------- Forwarded message ---------",
    "From: Corner Books <orders@cornerbooks.example>",
    "Date: Sat, 3 Oct 2026 at 14:02",
    "Subject: Your order #CB-1042",
    `To: Pat <${ME}>`,
    "",
    "Thank you for your order #CB-1042.",
    "1 x The Art of Baking   $24.00",
    `Order total: ${total}`,
    "",
  ].join("\r\n");
}
