// Unwrap forwarded mail: find the original message inside a forward before the receipt is read.
//
// A forward as attachment (a message/rfc822 part, with or without Content-Disposition) is parsed again,
// as often as originals are attached inside originals; the innermost message is then read for an inline
// forward (inline.ts), peeled again and again. The original's From, Date and Subject come from the
// innermost message; its subject loses its forward prefixes. No forward found: the message itself is the
// original (an auto-forwarded receipt), depth 0. A reply is no forward: only its own text is the original.
import type { MailFile, MailMessage } from "../message";
import type { Email } from "postal-mime";
import { parseMail } from "../mail-parser";
import { attachedMessage, bankFilesOf, filesOf, readMessage } from "./attached";
import { MAX_DEPTH, peelInline, type InlineOriginal } from "./inline";
import { replyOwnText } from "./reply";
import { stripForwardPrefixes } from "./subject";

export interface Unwrapped {
  original: MailMessage;
  /** forwards peeled: 0 = the message is the original */
  depth: number;
  /**
   * How the original was taken out of the forward around it (the innermost peel); "reply": the message is a
   * reply that quotes another mail, and the original is the reply's own text only (reply.ts).
   */
  how: "attachment" | "inline" | "none" | "reply";
}

export async function unwrap(raw: ArrayBuffer | Uint8Array | string): Promise<Unwrapped> {
  return unwrapParsed(await parseMail(raw));
}

/** The same, from a message already parsed with `parseMail` (the email() handler parses once, for verification too). */
export async function unwrapParsed(outer: Email): Promise<Unwrapped> {
  let email = outer;
  let depth = 0;
  // The files of the forwards around the original come after its own: a forwarder may attach the PDF itself.
  let around: MailFile[] = [];
  let bankAround: MailFile[] = [];
  for (let inner = attachedMessage(email); inner !== null && depth < MAX_DEPTH; inner = attachedMessage(email)) {
    around = [...filesOf(email), ...around];
    bankAround = [...bankFilesOf(email), ...bankAround];
    email = await parseMail(inner);
    depth++;
  }
  const read = await readMessage(email);
  const message = {
    ...read,
    attachments: [...(read.attachments ?? []), ...around],
    bankFiles: [...(read.bankFiles ?? []), ...bankAround],
  };
  const reply = replyOwnText(message);
  if (reply) return { original: reply, depth, how: "reply" };
  const inline = peelInline(message.text, message.subject, MAX_DEPTH - depth);
  if (inline === null) {
    return { original: { ...message, subject: stripForwardPrefixes(message.subject) }, depth, how: depth > 0 ? "attachment" : "none" };
  }
  // The inline original has no Message-ID of its own; its HTML is inside the forward's (kept as it is).
  const { from, subject, date, text } = inline;
  return { original: { ...message, from, subject, date, text, messageId: null }, depth: depth + inline.depth, how: "inline" };
}

/** For text-only tests and callers: the innermost original of an inline forward, or null (not a forward). */
export function unwrapText(body: string, subject?: string): InlineOriginal | null {
  return peelInline(body, subject ?? null);
}

export type { InlineOriginal } from "./inline";
export { hasForwardPrefix, stripForwardPrefixes } from "./subject";
export { parseMail } from "../mail-parser";
