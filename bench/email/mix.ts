// A realistic mix of what people forward: a Gmail inline forward of a text receipt, an HTML order mail with
// schema.org JSON-LD attached as message/rfc822, an Outlook HTML-only forward whose total sits in a table,
// and a marketing mail. Bodies carry the padding real mails do (styles, footers, tracking links).
const CF =
  "Authentication-Results: mx.cloudflare.net; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=pat@example.org; dmarc=pass header.from=example.org";

const footer = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p style="font-size:11px;color:#888">Footer line ${i}: <a href="https://shop.example/track?u=${i}&amp;c=abc">unsubscribe</a> · Terms · Privacy</p>`,
  ).join("\n");

function headers(subject: string, type: string): string {
  return [
    CF,
    "From: Pat <pat@example.org>",
    "To: r-abc@intake.example",
    `Subject: ${subject}`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    `Message-ID: <${Math.random().toString(36).slice(2)}@example.org>`,
    "MIME-Version: 1.0",
    `Content-Type: ${type}`,
  ].join("\r\n");
}

function gmailInline(i: number): string {
  const body = `Here is the receipt.\n\n---------- Forwarded message ---------\nFrom: Corner Books <orders@cornerbooks.example>\nDate: Sat, 3 Oct 2026 at 14:02\nSubject: Your order #CB-${1000 + i}\nTo: Pat <pat@example.org>\n\nThank you for your order #CB-${1000 + i}.\n${Array.from({ length: 8 }, (_, k) => `1 x Book number ${k}   $${(10 + k).toFixed(2)}`).join("\n")}\nSubtotal: $108.00\nTax: $8.91\nShipping: $4.99\nOrder total: $121.90\n\nCorner Books, 1 Main St, Springfield\n`;
  return `${headers(`Fwd: Your order #CB-${1000 + i}`, 'text/plain; charset="utf-8"')}\r\n\r\n${body.replace(/\n/g, "\r\n")}`;
}

function attachedJsonLd(i: number): string {
  const ld = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Order",
    merchant: { "@type": "Organization", name: "Globex Store" },
    orderNumber: `G-${i}`,
    priceCurrency: "EUR",
    price: "89.90",
    orderDate: "2026-10-02",
  });
  const html = `<html><head><style>${"td{padding:4px}".repeat(50)}</style><script type="application/ld+json">${ld}</script></head><body><table>${Array.from({ length: 12 }, (_, k) => `<tr><td>Item ${k}</td><td>€${(5 + k).toFixed(2)}</td></tr>`).join("")}<tr><td>Gesamtbetrag</td><td>89,90 €</td></tr></table>${footer(20)}</body></html>`;
  const inner = [
    `From: Globex <shop@globex.example>`,
    `Subject: Ihre Bestellung G-${i}`,
    "Date: Fri, 02 Oct 2026 09:00:00 +0200",
    `Message-ID: <g${i}@globex.example>`,
    "MIME-Version: 1.0",
    'Content-Type: text/html; charset="utf-8"',
    "",
    html,
  ].join("\r\n");
  const boundary = `b${i}`;
  return `${headers(`Fwd: Ihre Bestellung G-${i}`, `multipart/mixed; boundary="${boundary}"`)}\r\n\r\n--${boundary}\r\nContent-Type: text/plain\r\n\r\nSee attached.\r\n--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n${inner}\r\n--${boundary}--\r\n`;
}

function outlookHtml(i: number): string {
  const html = `<html><body><div>FYI</div><hr><div><b>From:</b> Initech Billing &lt;billing@initech.example&gt;<br><b>Sent:</b> Thursday, October 1, 2026 8:12 AM<br><b>To:</b> Pat<br><b>Subject:</b> Receipt ${i}</div><table>${Array.from({ length: 10 }, (_, k) => `<tr><td>Service ${k}</td><td>$${(20 + k).toFixed(2)}</td></tr>`).join("")}<tr><td>Subtotal</td><td>$245.00</td></tr><tr><td>Amount charged</td><td>$264.60</td></tr></table>${footer(30)}</body></html>`;
  return `${headers(`FW: Receipt ${i}`, 'text/html; charset="utf-8"')}\r\n\r\n${html}`;
}

function marketing(i: number): string {
  const html = `<html><body><h1>50% off everything!</h1><p>Shop now before ${i} items run out.</p>${footer(40)}</body></html>`;
  return `${headers(`Fwd: Big sale ${i}`, 'text/html; charset="utf-8"')}\r\n\r\n${html}`;
}

export function mailMix(n: number): Uint8Array[] {
  const makers = [gmailInline, attachedJsonLd, outlookHtml, marketing];
  return Array.from({ length: n }, (_, i) => new TextEncoder().encode(makers[i % makers.length]!(i)));
}
