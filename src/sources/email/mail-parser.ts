// postal-mime as the mail steps use it: the bodies no step reads are not decoded at all.
//
// The steps read a message's text and HTML and the originals attached to it, never a PDF invoice or an
// image. postal-mime decodes every part as it reads the lines: a base64 attachment costs more CPU than the
// rest of the mail (a 100 KB PDF more than doubles a forward's parse), and on Workers CPU is what a message
// is billed and capped by. So once a part's headers are read and it is no text and no message, its decoder
// is swapped for one that drops the lines; the attachment is still listed (name, type), with no content.
//
// The parser's line loop, its current part and a part's decoder are internal to postal-mime (absent from its
// types): the swap is set on this subclass's prototype only while postal-mime has them, and
// test/sources/email/mail-parser.test.ts fails if an upgrade renames them (the attachments would be decoded
// again, only slower, never read wrong).
import PostalMime, { type Email } from "postal-mime";

/** The parts a step reads: text bodies and attached messages (the forward's original, parsed again). */
const READ_TYPES = new Set(["text/plain", "text/html", "message/rfc822", "message/global"]);

/** What of postal-mime's MIME part the swap looks at. */
interface MimePart {
  state: "header" | "body" | "finished";
  contentType: { parsed: { value: string } };
  contentDecoder: { update(line: Uint8Array): void; finalize(): Promise<ArrayBuffer> } | null;
}

/** A decoder that keeps nothing: the part ends with no content. */
class UnreadBody {
  update(_line: Uint8Array): void {}
  finalize(): Promise<ArrayBuffer> {
    return Promise.resolve(new ArrayBuffer(0));
  }
}

export class ReceiptMailParser extends PostalMime {}

type LineLoop = (this: PostalMime, line: Uint8Array, isFinal: boolean) => Promise<void>;
const processLine = (PostalMime.prototype as unknown as { processLine?: LineLoop }).processLine;

if (typeof processLine === "function") {
  Object.defineProperty(ReceiptMailParser.prototype, "processLine", {
    value: function (this: PostalMime & { currentNode?: MimePart }, line: Uint8Array, isFinal: boolean): Promise<void> {
      // Checked before every line: a part's decoder is made when its headers end, and its first body line follows.
      const part = this.currentNode;
      if (part?.state === "body" && part.contentDecoder && !(part.contentDecoder instanceof UnreadBody)) {
        if (!READ_TYPES.has(part.contentType.parsed.value)) part.contentDecoder = new UnreadBody();
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
