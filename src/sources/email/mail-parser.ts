// postal-mime as the mail steps use it: its MIME parse, with bodies decoded by our decoders (body-decoders.ts)
// and the bodies no step reads not decoded at all.
//
// The steps read a message's text and HTML and the originals attached to it, never a PDF invoice or an
// image. postal-mime decodes every part as it reads the lines: a base64 attachment costs more CPU than the
// rest of the mail (a 100 KB PDF more than doubles a forward's parse), and on Workers CPU is what a message
// is billed and capped by. So once a part's headers are read, its decoder is swapped: for one that drops the
// lines when the part is no text and no message (the attachment is still listed, name and type, with no
// content), else for ours of the same encoding, which give the same bytes for less.
//
// The parser's line loop, its current part and a part's decoder are internal to postal-mime (absent from its
// types): the swap is set on this subclass's prototype only while postal-mime has them, and
// test/sources/email/mail-parser.test.ts fails if an upgrade renames them (postal-mime's decoders would be
// used again, only slower, never read wrong).
import PostalMime, { type Email } from "postal-mime";
import { Base64Body, BodyBytes, PlainBody, QuotedPrintableBody, UnreadBody } from "./body-decoders";

/** The parts a step reads: text bodies and attached messages (the forward's original, parsed again). */
const READ_TYPES = new Set(["text/plain", "text/html", "message/rfc822", "message/global"]);

/** What of postal-mime's MIME part the swap looks at. */
interface MimePart {
  state: "header" | "body" | "finished";
  contentType: { parsed: { value: string } };
  contentTransferEncoding: { encoding: string };
  contentDecoder: { update(line: Uint8Array): void; finalize(): Promise<ArrayBuffer> } | null;
}

/** The decoder for a part whose headers are read: postal-mime's choice of encoding (setupContentDecoder), from the same field. */
function decoderFor(part: MimePart): BodyBytes {
  if (!READ_TYPES.has(part.contentType.parsed.value)) return new UnreadBody();
  const encoding = part.contentTransferEncoding.encoding;
  if (/base64/i.test(encoding)) return new Base64Body();
  if (/quoted-printable/i.test(encoding)) return new QuotedPrintableBody();
  return new PlainBody();
}

export class ReceiptMailParser extends PostalMime {}

type LineLoop = (this: PostalMime, line: Uint8Array, isFinal: boolean) => Promise<void>;
const processLine = (PostalMime.prototype as unknown as { processLine?: LineLoop }).processLine;

if (typeof processLine === "function") {
  Object.defineProperty(ReceiptMailParser.prototype, "processLine", {
    value: function (this: PostalMime & { currentNode?: MimePart }, line: Uint8Array, isFinal: boolean): Promise<void> {
      // Checked before every line: a part's decoder is made when its headers end, and its first body line follows.
      const part = this.currentNode;
      if (part?.state === "body" && part.contentDecoder && !(part.contentDecoder instanceof BodyBytes)) {
        part.contentDecoder = decoderFor(part);
      }
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
