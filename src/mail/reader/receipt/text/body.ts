// The text a receipt is read from, as lines: the plain-text body, or the HTML body as text (html-text.ts)
// when there is no plain text or it names no amount; character references and quoted-printable left over
// from a pasted or badly re-encoded forward are decoded.
import { decodeEntities } from "../../../../formats/character-references";
import { htmlAsText } from "../../html-text";
import { decodeLeftoverQuotedPrintable } from "../../leftover-quoted-printable";
import type { MailMessage } from "../../message";

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
