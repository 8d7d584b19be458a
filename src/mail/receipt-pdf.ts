// A one-page PDF of a receipt that came without a file of its own (an HTML or text mail): what Intake read
// (merchant, date, total, order number, who sent it) and the mail's text, cut to fit the page. Drawn with
// pdf-lib (pure JS, no browser), a module of its own imported on demand (lazy-modules.ts): only a receipt to
// attach pays for loading it, and the main bundle carries none of it. Its standard
// fonts encode WinAnsi only: a character they cannot draw becomes its unaccented letter, or "?", never a throw.
import type { PDFFont } from "pdf-lib";
import { importPdfWriter } from "../lazy-modules";

export interface ReceiptSummary {
  merchant: string | null;
  date: string | null;
  total: string | null;
  currency: string | null;
  orderNumber: string | null;
  /** The original sender's address and subject. */
  from: string | null;
  subject: string | null;
  /** The mail's text as read (the original's, after unwrapping the forward). */
  text: string;
}

/** A4 in points, with margins a printer keeps. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const TITLE_SIZE = 16;
const FIELD_SIZE = 10.5;
const TEXT_SIZE = 9;
const LEADING = 1.3;
/** One page holds some 80 lines of 110 characters: more of the mail is never looked at (nor its CPU spent). */
const TEXT_READ = 20_000;
const TRUNCATED = "[…] the mail continues; cut here to fit one page.";

export async function renderReceiptPdf(receipt: ReceiptSummary): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await importPdfWriter();
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt${receipt.merchant ? `: ${receipt.merchant}` : ""}`);
  doc.setCreator("Intake");
  doc.setProducer("Intake");
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  // Every text drawn has been through `drawable` (the font's own encoding throws on the rest).
  const line = (text: string, font: PDFFont, size: number, color = rgb(0, 0, 0)) => {
    y -= size * LEADING;
    page.drawText(text, { x: PAGE.margin, y, size, font, color });
  };

  const title = drawable(receipt.merchant ? `Receipt from ${receipt.merchant}` : "Receipt", bold);
  for (const part of wrap(title, bold, TITLE_SIZE, width).slice(0, 2)) line(part, bold, TITLE_SIZE);
  y -= 6;
  for (const [label, value] of fields(receipt)) {
    for (const part of wrap(drawable(`${label}: ${value}`, regular), regular, FIELD_SIZE, width).slice(0, 3))
      line(part, regular, FIELD_SIZE);
  }
  y -= 8;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  y -= 4;

  const room = Math.floor((y - PAGE.margin) / (TEXT_SIZE * LEADING));
  const lines = bodyLines(receipt.text.slice(0, TEXT_READ), regular, width, room + 1);
  const shown = lines.length > room ? [...lines.slice(0, room - 1), TRUNCATED] : lines;
  for (const text of shown) line(text, regular, TEXT_SIZE, rgb(0.15, 0.15, 0.15));
  return doc.save();
}

function fields(receipt: ReceiptSummary): [string, string][] {
  const out: [string, string][] = [];
  if (receipt.date) out.push(["Date", receipt.date]);
  if (receipt.total) out.push(["Total", receipt.currency ? `${receipt.total} ${receipt.currency.toUpperCase()}` : receipt.total]);
  if (receipt.orderNumber) out.push(["Order number", receipt.orderNumber]);
  if (receipt.from) out.push(["From", receipt.from]);
  if (receipt.subject) out.push(["Subject", receipt.subject]);
  return out;
}

/** The mail's text as page lines (up to `limit`): blank runs kept to one, each line wrapped at the page's width. */
function bodyLines(text: string, font: PDFFont, width: number, limit: number): string[] {
  const out: string[] = [];
  for (const raw of drawable(text, font).split("\n")) {
    if (out.length >= limit) break;
    const trimmed = raw.trimEnd();
    if (trimmed === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(...(trimmed === "" ? [""] : wrap(trimmed, font, TEXT_SIZE, width)));
  }
  return out;
}

/** Words onto lines no wider than `width`; a word wider than a line is cut where it must be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/ +/)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

const sets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text with every character the font cannot encode replaced: tabs become spaces, an accented letter
 * outside WinAnsi its base letter (ő → o), anything else "?" (Cyrillic, CJK, emoji). Line breaks are kept.
 */
export function drawable(text: string, font: PDFFont): string {
  let set = sets.get(font);
  if (!set) sets.set(font, (set = new Set(font.getCharacterSet())));
  const known = set;
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n").replace(/\t/g, "    ")) {
    // A string's iteration yields whole code points: never empty.
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || known.has(code)) out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else {
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base !== "" && [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) ? base : "?";
    }
  }
  return out;
}
