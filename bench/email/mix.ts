// A realistic mix of what people forward to Intake. Receipt mail is mostly HTML of 20–100 KB: nested layout
// tables with inline styles, a <style> head with media queries, Outlook conditional comments, a hidden
// preheader, images, tracking links and product suggestions, sent quoted-printable or base64. Most of it
// reaches us as multipart/alternative (the mail client writes a text part when forwarding); the rest as an
// HTML-only forward, a forward as attachment (whose original's text part may be a "view it in a browser"
// stub), with a PDF invoice attached, a plain-text receipt, or marketing that is no receipt. Each message
// says what reading it must give, so the bench also checks that the steps still read it right.
// A JavaScript module of bench/csv, bundled with this one.
import { prng } from "../csv/seeded-random.mjs";

export interface BenchMail {
  kind: string;
  raw: Uint8Array;
  expect: { verdict: "purchase" | "not_a_receipt"; total: string | null };
}

const CF =
  "Authentication-Results: mx.cloudflare.net; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=pat@example.org; dmarc=pass header.from=example.org";

/** Deterministic, so every run and every side reads the same bytes: the benchmarks' one seeded PRNG. */
const random: (seed: number) => () => number = prng;

interface Shop {
  name: string;
  address: string;
  domain: string;
  /** Amount as written in this shop's language ("$12.00", "12,00 €"). */
  money: (n: number) => string;
  totalLabel: string;
  subtotalLabel: string;
  subject: (order: string) => string;
}

const SHOPS: Shop[] = [
  {
    name: "Corner Books",
    address: "orders@cornerbooks.example",
    domain: "cornerbooks.example",
    money: (n) => `$${n.toFixed(2)}`,
    totalLabel: "Order total",
    subtotalLabel: "Subtotal",
    subject: (o) => `Your Corner Books order #${o}`,
  },
  {
    name: "Globex Store",
    address: "shop@globex.example",
    domain: "globex.example",
    money: (n) => `${n.toFixed(2).replace(".", ",")}\u00a0€`,
    totalLabel: "Gesamtbetrag",
    subtotalLabel: "Zwischensumme",
    subject: (o) => `Ihre Bestellung ${o}`,
  },
  {
    name: "Initech Cloud",
    address: "billing@initech.example",
    domain: "initech.example",
    money: (n) => `$${n.toFixed(2)}`,
    totalLabel: "Amount charged",
    subtotalLabel: "Subtotal",
    subject: (o) => `Your receipt ${o}`,
  },
  {
    name: "Umbrella Outfitters",
    address: "hello@umbrella.example",
    domain: "umbrella.example",
    money: (n) => `£${n.toFixed(2)}`,
    totalLabel: "Total",
    subtotalLabel: "Subtotal",
    subject: (o) => `Order ${o} confirmed`,
  },
];

interface Order {
  shop: Shop;
  number: string;
  items: { name: string; price: number }[];
  shipping: number;
  tax: number;
  total: number;
}

function order(rand: () => number, i: number): Order {
  const shop = SHOPS[i % SHOPS.length]!;
  const items = Array.from({ length: 2 + Math.floor(rand() * 8) }, (_, k) => ({
    name: `${["Notebook", "Mug", "Tea sampler", "Wool socks", "Desk lamp", "Cable", "Poster", "Backpack"][k % 8]} ${k + 1}`,
    price: Math.round((5 + rand() * 60) * 100) / 100,
  }));
  const subtotal = items.reduce((s, it) => s + it.price, 0);
  const shipping = Math.round(rand() * 800) / 100;
  const tax = Math.round(subtotal * 0.08 * 100) / 100;
  return { shop, number: `${shop.name.slice(0, 2).toUpperCase()}-${10000 + i}`, items, shipping, tax, total: subtotal + shipping + tax };
}

const style = (rand: () => number) =>
  `font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:${13 + Math.floor(rand() * 4)}px;line-height:20px;color:#333333;padding:${Math.floor(rand() * 12)}px 16px;mso-line-height-rule:exactly;text-align:left`;
const track = (rand: () => number, domain: string) =>
  `https://click.${domain}/ls/click?upn=${Math.floor(rand() * 1e16).toString(36)}${"A1b2C3d4E5".repeat(6)}-2BsH0Xw&amp;utm_source=email&amp;utm_medium=transactional`;

/** A stylesheet as mail builders write them: resets and a media query per component. */
function stylesheet(rand: () => number): string {
  const rules = Array.from(
    { length: 40 + Math.floor(rand() * 60) },
    (_, k) =>
      `@media only screen and (max-width:600px){.col-${k}{width:100%!important;display:block!important}.pad-${k}{padding:${k % 20}px!important}}`,
  );
  return `body,table,td,a{-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}table,td{mso-table-lspace:0pt;mso-table-rspace:0pt}img{-ms-interpolation-mode:bicubic;border:0;outline:none;text-decoration:none}${rules.join("")}`;
}

/** Product suggestions: the bulk of many receipts, and how this one reaches its size. */
function suggestion(rand: () => number, domain: string, k: number): string {
  const s = style(rand);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="col-${k % 50}" width="180" style="${s}"><a href="${track(rand, domain)}" target="_blank"><img src="https://cdn.${domain}/img/p/${k}.jpg?w=360&amp;h=360&amp;fit=crop" width="180" height="180" alt="Product ${k}" style="display:block;border:0"></a></td><td class="pad-${k % 20}" style="${s}"><p style="margin:0;${s}">Matching item ${k}</p><p style="margin:0;${s}">from ${(9 + k).toFixed(2)}&nbsp;&middot;&nbsp;${k % 3 === 0 ? "bestseller" : "new colours"}</p></td></tr></table>`;
}

function receiptHtml(rand: () => number, o: Order, bytes: number, jsonLd: boolean): string {
  const { shop } = o;
  const s = () => style(rand);
  const ld = jsonLd
    ? `<script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Order",
        merchant: { "@type": "Organization", name: shop.name },
        orderNumber: o.number,
        priceCurrency: shop.money(1).includes("€") ? "EUR" : shop.money(1).includes("£") ? "GBP" : "USD",
        price: o.total.toFixed(2),
        orderDate: "2026-10-02",
      })}</script>`
    : "";
  const head = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${shop.subject(o.number)}</title><!--[if mso]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]--><style type="text/css">${stylesheet(rand)}</style>${ld}</head>`;
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="${s()}">${strong ? `<strong>${label}</strong>` : label}</td><td align="right" style="${s()}">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  const items = o.items
    .map(
      (it, k) =>
        `<tr><td width="80" style="${s()}"><img src="https://cdn.${shop.domain}/img/item/${k}.jpg" width="80" alt="" style="display:block"></td><td style="${s()}"><p style="margin:0;${s()}">${it.name}</p><p style="margin:0;${s()}">Qty: 1&nbsp;&middot;&nbsp;Colour: blue</p></td><td align="right" style="${s()}">${shop.money(it.price)}</td></tr>`,
    )
    .join("");
  const totals = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${row(shop.subtotalLabel, shop.money(o.total - o.shipping - o.tax))}${row("Shipping", shop.money(o.shipping))}${row("Tax", shop.money(o.tax))}${row(shop.totalLabel, shop.money(o.total), true)}</table>`;
  const top = `<body style="margin:0;padding:0;background-color:#f4f4f4"><div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Thanks for shopping with ${shop.name}.${"&zwnj;&nbsp;".repeat(60)}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f4"><tr><td align="center" style="padding:24px 0"><!--[if mso]><table role="presentation" width="600"><tr><td><![endif]--><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff"><tr><td style="${s()}"><a href="${track(rand, shop.domain)}"><img src="https://cdn.${shop.domain}/img/logo@2x.png" width="140" alt="${shop.name}" style="display:block;border:0"></a></td></tr><tr><td style="${s()}"><h1 style="margin:0;font-size:24px;${s()}">Thank you for your order, Pat&#8217;s purchase is confirmed</h1><p style="${s()}">Order number: <b>${o.number}</b><br>Placed on October 2, 2026</p></td></tr><tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${items}</table></td></tr><tr><td style="${s()}">${totals}</td></tr><tr><td style="${s()}"><p style="${s()}">Billing address<br>Pat Example<br>1 Main St<br>Springfield</p><a href="${track(rand, shop.domain)}" style="background:#0a7;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">View your order</a></td></tr><tr><td style="${s()}"><h2 style="${s()}">You might also like</h2>`;
  const bottom = `</td></tr><tr><td style="${s()}"><p style="font-size:11px;${s()}">&copy; 2026 ${shop.name}. All rights reserved. 1 Main St, Springfield. Questions? Reply to this mail or visit our <a href="${track(rand, shop.domain)}">help centre</a>. Privacy &amp; terms apply.</p></td></tr></table><!--[if mso]></td></tr></table><![endif]--></td></tr></table><img src="https://open.${shop.domain}/o/${Math.floor(rand() * 1e12)}.gif" width="1" height="1" alt=""></body></html>`;
  let middle = "";
  for (let k = 0; head.length + top.length + middle.length + bottom.length < bytes; k++) middle += suggestion(rand, shop.domain, k);
  return head + top + middle + bottom;
}

/** The text part a mail client writes for the same receipt: rows as lines, cells apart. */
function receiptText(o: Order): string {
  const { shop } = o;
  return [
    "Thank you for your order, Pat's purchase is confirmed",
    `Order number: ${o.number}`,
    "Placed on October 2, 2026",
    "",
    ...o.items.flatMap((it) => [it.name, "Qty: 1 · Colour: blue", shop.money(it.price), ""]),
    `${shop.subtotalLabel} ${shop.money(o.total - o.shipping - o.tax)}`,
    `Shipping ${shop.money(o.shipping)}`,
    `Tax ${shop.money(o.tax)}`,
    `${shop.totalLabel} ${shop.money(o.total)}`,
    "",
    "Billing address",
    "Pat Example",
    "1 Main St",
    "Springfield",
    "",
    `© 2026 ${shop.name}. All rights reserved.`,
  ].join("\n");
}

function marketingHtml(rand: () => number, i: number, bytes: number): string {
  const domain = "deals.example";
  let cards = "";
  for (let k = 0; cards.length < bytes; k++) cards += suggestion(rand, domain, k);
  return `<html><head><style>${stylesheet(rand)}</style></head><body><div style="display:none">Autumn sale ${i}${"&zwnj;&nbsp;".repeat(60)}</div><h1 style="${style(rand)}">50% off everything!</h1><p>Shop now before the sale ends.</p>${cards}<p style="${style(rand)}">You receive this newsletter because you signed up. <a href="${track(rand, domain)}">Unsubscribe</a></p></body></html>`;
}

// --- MIME ---

const encoder = new TextEncoder();

/** Quoted-printable (RFC 2045) as mail clients send HTML: lines of at most 76, "=" and 8-bit bytes escaped. */
function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let current = "";
    for (const byte of encoder.encode(line.replace(/\r$/, ""))) {
      const ch =
        byte === 61 || byte > 126 || (byte < 32 && byte !== 9)
          ? `=${byte.toString(16).toUpperCase().padStart(2, "0")}`
          : String.fromCharCode(byte);
      if (current.length + ch.length > 75) {
        out.push(`${current}=`);
        current = "";
      }
      current += ch;
    }
    out.push(current.replace(/[ \t]$/, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`));
  }
  return out.join("\r\n");
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

/** A MIME entity: its headers, a blank line, its body. */
function part(type: string, body: string, encoding: "quoted-printable" | "base64" | "8bit"): string {
  const encoded =
    encoding === "quoted-printable" ? quotedPrintable(body) : encoding === "base64" ? base64(encoder.encode(body)) : crlf(body);
  return `Content-Type: ${type}; charset="UTF-8"\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${encoded}`;
}

function multipart(subtype: string, boundary: string, parts: string[]): string {
  return `Content-Type: multipart/${subtype}; boundary="${boundary}"\r\n\r\n${parts.map((p) => `--${boundary}\r\n${p}`).join("\r\n")}\r\n--${boundary}--\r\n`;
}

/** The forward Pat sends: verified by Cloudflare, from Pat's own address; `entity` is its content. */
function forward(i: number, subject: string, entity: string): string {
  const head = [
    CF,
    "From: Pat <pat@example.org>",
    "To: r-abc@intake.example",
    `Subject: ${subject}`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    `Message-ID: <fwd${i}@example.org>`,
    "MIME-Version: 1.0",
  ];
  return `${head.join("\r\n")}\r\n${entity}`;
}

const gmailTextHeader = (o: Order) =>
  `---------- Forwarded message ---------\nFrom: ${o.shop.name} <${o.shop.address}>\nDate: Fri, Oct 2, 2026 at 9:00 AM\nSubject: ${o.shop.subject(o.number)}\nTo: Pat <pat@example.org>\n\n`;
const gmailHtmlHeader = (o: Order) =>
  `<div dir="ltr"><br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">${o.shop.name}</strong> <span dir="auto">&lt;${o.shop.address}&gt;</span><br>Date: Fri, Oct 2, 2026 at 9:00 AM<br>Subject: ${o.shop.subject(o.number)}<br>To: Pat &lt;pat@example.org&gt;<br></div><br><br>`;

/** Sizes of the original's HTML: 20–100 KB, most of them under 50 KB. */
const htmlBytes = (rand: () => number) => Math.round(20_000 + 80_000 * rand() ** 1.5);

type Maker = (rand: () => number, i: number) => { raw: string; expect: BenchMail["expect"] };
const purchase = (o: Order) => ({ verdict: "purchase" as const, total: o.total.toFixed(2) });

/** Gmail's forward: multipart/alternative, its own text rendering and the HTML, quoted-printable. */
const gmailForward: Maker = (rand, i) => {
  const o = order(rand, i);
  const html = `${gmailHtmlHeader(o)}${receiptHtml(rand, o, htmlBytes(rand), false)}</div></div>`;
  const alt = multipart("alternative", `alt${i}`, [
    part("text/plain", `${gmailTextHeader(o)}${receiptText(o)}`, "quoted-printable"),
    part("text/html", html, "quoted-printable"),
  ]);
  return { raw: forward(i, `Fwd: ${o.shop.subject(o.number)}`, alt), expect: purchase(o) };
};

/** The same with the shop's PDF invoice attached (base64, 30–90 KB). */
const gmailForwardWithPdf: Maker = (rand, i) => {
  const o = order(rand, i);
  const alt = multipart("alternative", `alt${i}`, [
    part("text/plain", `${gmailTextHeader(o)}${receiptText(o)}`, "quoted-printable"),
    part("text/html", `${gmailHtmlHeader(o)}${receiptHtml(rand, o, htmlBytes(rand), false)}</div></div>`, "quoted-printable"),
  ]);
  const pdf = new Uint8Array(30_000 + Math.floor(rand() * 60_000));
  pdf.set(encoder.encode("%PDF-1.7\n"));
  for (let k = 9; k < pdf.length; k++) pdf[k] = Math.floor(rand() * 256);
  const mixed = multipart("mixed", `mix${i}`, [
    alt,
    `Content-Type: application/pdf; name="invoice-${o.number}.pdf"\r\nContent-Disposition: attachment; filename="invoice-${o.number}.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64(pdf)}`,
  ]);
  return { raw: forward(i, `Fwd: ${o.shop.subject(o.number)}`, mixed), expect: purchase(o) };
};

/** Outlook's HTML-only forward (base64): the original's header block in bold, the total in a table. */
const outlookHtmlOnly: Maker = (rand, i) => {
  const o = order(rand, i);
  const receipt = receiptHtml(rand, o, htmlBytes(rand), false);
  const body = receipt.slice(receipt.indexOf("<body"));
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style>p.MsoNormal{margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif}</style></head><body><div class="WordSection1"><p class="MsoNormal">FYI</p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> ${o.shop.name} &lt;${o.shop.address}&gt;<br><b>Sent:</b> Friday, October 2, 2026 9:00 AM<br><b>To:</b> Pat &lt;pat@example.org&gt;<br><b>Subject:</b> ${o.shop.subject(o.number)}</p></div>${body.slice(body.indexOf(">") + 1)}`;
  return { raw: forward(i, `FW: ${o.shop.subject(o.number)}`, part("text/html", html, "base64")), expect: purchase(o) };
};

/** Forward as attachment: the original as sent, its text part a stub, its HTML with JSON-LD. */
const attachedOriginal: Maker = (rand, i) => {
  const o = order(rand, i);
  const alt = multipart("alternative", `oalt${i}`, [
    part("text/plain", `To view this message, open it in a mail client that shows HTML.\n`, "8bit"),
    part("text/html", receiptHtml(rand, o, htmlBytes(rand), true), "quoted-printable"),
  ]);
  const inner = [
    `From: ${o.shop.name} <${o.shop.address}>`,
    `Subject: ${o.shop.subject(o.number)}`,
    "Date: Fri, 02 Oct 2026 09:00:00 +0200",
    `Message-ID: <o${i}@${o.shop.domain}>`,
    "MIME-Version: 1.0",
    alt,
  ].join("\r\n");
  const mixed = multipart("mixed", `b${i}`, [
    part("text/plain", "See attached.", "8bit"),
    `Content-Type: message/rfc822\r\nContent-Disposition: attachment; filename="receipt.eml"\r\n\r\n${inner}`,
  ]);
  return { raw: forward(i, `Fwd: ${o.shop.subject(o.number)}`, mixed), expect: purchase(o) };
};

/** A plain-text receipt forwarded inline. */
const plainText: Maker = (rand, i) => {
  const o = order(rand, i);
  return {
    raw: forward(
      i,
      `Fwd: ${o.shop.subject(o.number)}`,
      part("text/plain", `Here is the receipt.\n\n${gmailTextHeader(o)}${receiptText(o)}\n`, "8bit"),
    ),
    expect: purchase(o),
  };
};

/** A newsletter forwarded from Gmail: no receipt. */
const marketing: Maker = (rand, i) => {
  const html = marketingHtml(rand, i, htmlBytes(rand));
  const alt = multipart("alternative", `alt${i}`, [
    part(
      "text/plain",
      `---------- Forwarded message ---------\nFrom: Deals <news@deals.example>\nSubject: Autumn sale ${i}\n\n50% off everything!\nShop now before the sale ends.\nUnsubscribe`,
      "quoted-printable",
    ),
    part("text/html", html, "quoted-printable"),
  ]);
  return { raw: forward(i, `Fwd: Autumn sale ${i}`, alt), expect: { verdict: "not_a_receipt", total: null } };
};

/** How often each kind comes, out of 20. */
const KINDS: [string, Maker, number][] = [
  // Gmail forwards of HTML-only originals read the same (Gmail writes the text part when forwarding).
  ["gmail_forward", gmailForward, 8],
  ["gmail_forward_pdf", gmailForwardWithPdf, 2],
  ["outlook_html_only", outlookHtmlOnly, 4],
  ["attached_original", attachedOriginal, 2],
  ["plain_text", plainText, 1],
  ["marketing", marketing, 3],
];

export function mailMix(n: number): BenchMail[] {
  const cycle = KINDS.flatMap(([kind, make, weight]) => Array.from({ length: weight }, () => [kind, make] as const));
  return Array.from({ length: n }, (_, i) => {
    const [kind, make] = cycle[i % cycle.length]!;
    const { raw, expect } = make(random(i + 1), i);
    return { kind, raw: encoder.encode(raw), expect };
  });
}

/**
 * The largest mail Email Routing delivers (25 MB): a Gmail forward of a receipt with its PDF invoice and the
 * phone photos of the paper receipt attached (JPEGs of 4–5 MB, base64), up to `bytes`.
 */
export function largeForward(bytes: number): BenchMail {
  const rand = random(7);
  const o = order(rand, 0);
  const alt = multipart("alternative", "alt-large", [
    part("text/plain", `${gmailTextHeader(o)}${receiptText(o)}`, "quoted-printable"),
    part("text/html", `${gmailHtmlHeader(o)}${receiptHtml(rand, o, htmlBytes(rand), false)}</div></div>`, "quoted-printable"),
  ]);
  const attachments: string[] = [];
  let size = alt.length;
  for (let k = 0; size < bytes - 200_000; k++) {
    const photo = new Uint8Array(Math.min(4_500_000, Math.floor(((bytes - size) * 3) / 4) - 50_000));
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    for (let b = 4; b < photo.length; b++) photo[b] = Math.floor(rand() * 256);
    const attachment = `Content-Type: image/jpeg; name="IMG_${4711 + k}.jpg"\r\nContent-Disposition: attachment; filename="IMG_${4711 + k}.jpg"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64(photo)}`;
    attachments.push(attachment);
    size += attachment.length + 40;
  }
  const mixed = multipart("mixed", "mix-large", [alt, ...attachments]);
  return { kind: "large_forward", raw: encoder.encode(forward(0, `Fwd: ${o.shop.subject(o.number)}`, mixed)), expect: purchase(o) };
}
