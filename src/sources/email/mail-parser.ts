// postal-mime as the mail steps use it: its MIME parse, with bodies decoded by our decoders (body-decoders.ts)
// and the bodies no step reads not decoded at all.
//
// The steps read a message's text and HTML and the originals attached to it, never a PDF invoice or an
// image. postal-mime decodes every part as it reads the lines: a base64 attachment costs more CPU than the
// rest of the mail (a 100 KB PDF more than doubles a forward's parse), and on Workers CPU is what a message
// is billed and capped by. So each part's decoder is ours: one that drops the lines when the part is neither
// the message's text nor an attached message (the attachment is still listed, name and type, with no
// content), else one of the part's encoding, which gives postal-mime's bytes for less.
//
// The parser's line loop, its current part and a part's decoder setup are internal to postal-mime (absent from
// its types): the swap is set on this subclass's prototype only while postal-mime has a line loop, and
// test/sources/email/mail-parser.test.ts fails if an upgrade renames them (postal-mime's decoders would be
// used again, only slower, never read wrong).
import PostalMime, { type Email } from "postal-mime";
import { Base64Body, type BodyBytes, PlainBody, QuotedPrintableBody, UnreadBody } from "./body-decoders";

/** Attached messages: a forward's original, parsed again whatever its disposition. */
const MESSAGE_TYPES = new Set(["message/rfc822", "message/global"]);
export const isMessageType = (mimeType: string) => MESSAGE_TYPES.has(mimeType);
/** Text bodies, unless attached as files (postal-mime lists a text part with disposition "attachment" as one). */
const TEXT_TYPES = new Set(["text/plain", "text/html"]);

/** Whether a step reads the part: the message's text and HTML, and attached messages. */
const isRead = (part: MimePart) =>
  isMessageType(part.contentType.parsed.value) ||
  (TEXT_TYPES.has(part.contentType.parsed.value) && part.contentDisposition.parsed.value !== "attachment");

/** What of postal-mime's MIME part the swap looks at and sets. */
interface MimePart {
  contentType: { parsed: { value: string } };
  contentDisposition: { parsed: { value: string } };
  contentDecoder: BodyBytes | null;
  /** Called once the part's headers are read (content type and encoding parsed): makes its decoder. */
  setupContentDecoder(encoding: string): void;
}

/**
 * The decoder for a part whose headers are read (type and disposition parsed), by postal-mime's choice of
 * encoding: the same tests on the encoding it passes.
 */
function setupContentDecoder(this: MimePart, encoding: string): void {
  if (!isRead(this)) this.contentDecoder = new UnreadBody();
  else if (/base64/i.test(encoding)) this.contentDecoder = new Base64Body();
  else if (/quoted-printable/i.test(encoding)) this.contentDecoder = new QuotedPrintableBody();
  else this.contentDecoder = new PlainBody();
}

export class ReceiptMailParser extends PostalMime {}

type LineLoop = (this: PostalMime, line: Uint8Array, isFinal: boolean) => Promise<void>;
const processLine = (PostalMime.prototype as unknown as { processLine?: LineLoop }).processLine;

if (typeof processLine === "function") {
  Object.defineProperty(ReceiptMailParser.prototype, "processLine", {
    value: function (this: PostalMime & { currentNode?: MimePart }, line: Uint8Array, isFinal: boolean): Promise<void> {
      // A part is current from its first line (its headers) on: it gets our decoder setup before its headers end,
      // so postal-mime's decoder (a 100 KB buffer for quoted-printable) is never made.
      const part = this.currentNode;
      if (part && part.setupContentDecoder !== setupContentDecoder) part.setupContentDecoder = setupContentDecoder;
      return processLine.call(this, line, isFinal);
    },
  });
}

/**
 * The message parsed: attached messages kept as attachments (unwrapping parses them again), other attachments
 * listed without content, so a 25 MiB message costs its text's CPU and memory, not its attachments'.
 */
export function parseMail(raw: ArrayBuffer | Uint8Array | string): Promise<Email> {
  return new ReceiptMailParser({ forceRfc822Attachments: true, attachmentEncoding: "arraybuffer" }).parse(raw);
}
