// The text a receipt is read from, as lines: the plain-text body, or the HTML body as text (html-text.ts)
// when there is no plain text or it names no amount; character references and quoted-printable left over
// from a pasted or badly re-encoded forward are decoded.
import { decodeEntities, htmlToText } from "../html-text";
import type { MailMessage } from "../message";

/** The mail's text, its lines, and whether it came from the HTML part. */
export interface Body {
  lines: string[];
  fromHtml: boolean;
}

export function plainBody(message: MailMessage): Body | null {
  const text = message.text.trim();
  if (text === "") return null;
  return { lines: toLines(decodeEntities(decodeLeftoverQuotedPrintable(text))), fromHtml: false };
}

export function htmlBody(message: MailMessage): Body | null {
  if (!message.html) return null;
  const text = message.htmlText ?? htmlAsText(message.html);
  return text === "" ? null : { lines: toLines(text), fromHtml: true };
}

/** The HTML as a reader sees it, quoted-printable left in it decoded first (an escaped "=3D" would break its tags). */
export function htmlAsText(html: string): string {
  return htmlToText(decodeLeftoverQuotedPrintable(html));
}

function toLines(text: string): string[] {
  return (
    text
      // Typographic apostrophes and no-break spaces read as their plain forms ("you’ve been charged").
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((l) => l.replace(/[ \u00a0]+$/g, ""))
  );
}

/**
 * Quoted-printable still in the text ("Total: =E2=82=AC70.00", "=3D", lines ending in "=" soft breaks):
 * a forward that pasted the raw source, or a part whose encoding header was lost. Decoded only when the
 * text shows it — a soft line break with an escape, or an escaped UTF-8 character — since "=20" or a link's
 * "?id=DEADBEEF" can be meant as written.
 */
export function decodeLeftoverQuotedPrintable(text: string): string {
  // Each test is a pass over the text (an HTML body: 60 KB of "=" in attributes); an escaped UTF-8 character is
  // an escape too, so text with no escape at all needs no other pass.
  if (!/=[0-9A-F]{2}/.test(text)) return text;
  if (!/=\r?\n/.test(text) && !/=(?:C[2-9A-F]|D[0-9A-F]|E[0-9A-F]|F[0-4])=[89AB][0-9A-F]/.test(text)) return text;
  const joined = text.replace(/=\r?\n/g, "");
  // Decode runs of escapes as bytes, so multi-byte UTF-8 ("=E2=82=AC" → "€") becomes one character.
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      // Not UTF-8: the older single-byte encoding most European receipts used.
      return new TextDecoder("windows-1252").decode(bytes);
    }
  });
}
