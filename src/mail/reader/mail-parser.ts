// postal-mime with our body decoders (body-decoders.ts): on Workers CPU is what a mail is billed and capped by,
// and decoding a base64 attachment no step reads cost more than the rest of the mail. Parts no step reads are
// listed, not decoded; a PDF or photo is kept up to the service's 10 MB (mail-files.ts). The swapped methods
// are postal-mime internals, set only while postal-mime has them: mail-parser.test.ts fails if an upgrade
// renames one (postal-mime's own would then run, slower, never wrong).
import PostalMime, { type Email } from "postal-mime";
import { Base64Body, BodyBytes, CappedBody, PlainBody, QuotedPrintableBody, UnreadBody } from "./body-decoders";
import { MAX_FILE_BYTES, mayBeBankFile, mayBeFile } from "./mail-files";
import { guessedCharset, isKnownCharset, readUnknownHeaderCharsets } from "./unknown-charsets";

/** Attached messages: a forward's original, parsed again whatever its disposition. */
const MESSAGE_TYPES = new Set(["message/rfc822", "message/global"]);
export const isMessageType = (mimeType: string) => MESSAGE_TYPES.has(mimeType);
/** Text bodies, unless attached as files (postal-mime lists a text part with disposition "attachment" as one). */
const TEXT_TYPES = new Set(["text/plain", "text/html"]);

/** Whether a step reads the part whole: the message's text and HTML, and attached messages. */
const isRead = (part: MimePart) =>
  isMessageType(part.contentType.parsed.value) ||
  (TEXT_TYPES.has(part.contentType.parsed.value) && part.contentDisposition.parsed.value !== "attachment");

/** Whether the part may be a PDF or photo, or a bank's export or statement, kept up to the service's limit. */
const isFile = (part: MimePart) => {
  const type = part.contentType.parsed.value;
  const name = part.contentDisposition.parsed.params?.filename ?? part.contentType.parsed.params?.name;
  return mayBeFile(type, name) || mayBeBankFile(type, name);
};

/** What of postal-mime's MIME part the swap looks at and sets. */
interface MimePart {
  contentType: { parsed: { value: string; params?: { name?: string; charset?: string } } };
  contentDisposition: { parsed: { value: string; params?: { filename?: string } } };
  contentDecoder: BodyBytes | null;
  /** The decoded bytes, once the part has ended. */
  content?: ArrayBuffer | null;
  /** Called once the part's headers are read (content type and encoding parsed): makes its decoder. */
  setupContentDecoder(encoding: string): void;
  /** The text of a text part, in its charset: postal-mime's reads an unknown one as windows-1252. */
  getTextContent?(): string;
}

/**
 * The decoder for a part whose headers are read (type and disposition parsed), by postal-mime's choice of
 * encoding: the same tests on the encoding it passes.
 */
function setupContentDecoder(this: MimePart, encoding: string): void {
  if (isRead(this)) this.contentDecoder = decoderOf(encoding);
  else if (isFile(this)) this.contentDecoder = new CappedBody(decoderOf(encoding), MAX_FILE_BYTES);
  else this.contentDecoder = new UnreadBody();
}

/**
 * A text part's text: in a charset no decoder knows ("unknown-8bit", "x-unknown"), its bytes are read as UTF-8 when
 * they are valid UTF-8, else as windows-1252 (unknown-charsets.ts); postal-mime's own reading does the rest.
 */
function getTextContent(this: MimePart): string {
  const params = this.contentType.parsed.params;
  if (params?.charset && this.content && !isKnownCharset(params.charset)) params.charset = guessedCharset(new Uint8Array(this.content));
  return (Object.getPrototypeOf(this) as Required<MimePart>).getTextContent.call(this);
}

function decoderOf(encoding: string): BodyBytes {
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
      // A part is current from its first line (its headers) on: it gets our decoder setup before its headers end,
      // so postal-mime's decoder (a 100 KB buffer for quoted-printable) is never made.
      const part = this.currentNode;
      if (part && part.setupContentDecoder !== setupContentDecoder) {
        part.setupContentDecoder = setupContentDecoder;
        if (typeof part.getTextContent === "function") part.getTextContent = getTextContent;
      }
      return processLine.call(this, line, isFinal);
    },
  });
}

/** postal-mime's reader state: the message's bytes, the position of the next line, and what processLine looks at. */
interface LineReader {
  buf: ArrayBuffer;
  av: Uint8Array;
  readPos: number;
  /** The open multiparts' boundaries: a line starting "--" may end a part. */
  boundaries: unknown[];
  /** The part lines go to: a body line of it is fed to its decoder, unless it may be a boundary. */
  currentNode: { state?: string; contentDecoder?: unknown } | null;
}

const LF = 0x0a;
const CR = 0x0d;
const DASH = 0x2d;

/**
 * The decoder the lines read go to without processLine while it is not called, or null: the current part's, when
 * its body is being read and the decoder is ours. processLine would do no more with a body line (MimeNode.feed's
 * body case), minus an async call and a view per line: the parse's largest cost after decoding.
 */
function bodyDecoder(reader: LineReader): BodyBytes | null {
  const node = reader.currentNode;
  return node?.state === "body" && node.contentDecoder instanceof BodyBytes ? node.contentDecoder : null;
}

if (typeof (PostalMime.prototype as unknown as { readLine?: unknown }).readLine === "function") {
  Object.defineProperty(ReceiptMailParser.prototype, "readLine", {
    /**
     * The next line processLine must see, without its line break, as postal-mime's: the bytes up to the next LF
     * with the CRs before it dropped. The LF is found by the typed array's own search rather than a loop over every
     * byte in script (2.5× faster over bench/email's mix). The body lines before it go to the part's decoder here
     * (`bodyDecoder`): every line but the message's last and one that may be a boundary (processLine's own test: a
     * "--" and more, while a multipart is open). Nothing they are tested on changes until processLine runs, so the
     * tests are made once per call, not per line.
     */
    value: function (this: LineReader): { bytes: Uint8Array; done: boolean } {
      const { av } = this;
      const decoder = bodyDecoder(this);
      // A quoted-printable body (most HTML and text of receipts) finds its lines' ends as it decodes them.
      const quoted = decoder instanceof QuotedPrintableBody ? decoder : null;
      const mayEnd = this.boundaries.length > 0;
      let next = this.readPos;
      for (;;) {
        if (quoted !== null) next = quoted.appendLines(av, next, mayEnd);
        const start = next;
        const lf = av.indexOf(LF, start);
        let end = lf === -1 ? av.length : lf;
        next = lf === -1 ? av.length : lf + 1;
        while (end > start && av[end - 1] === CR) end--;
        const last = next >= av.length;
        if (decoder === null || last || (mayEnd && end - start > 2 && av[start] === DASH && av[start + 1] === DASH)) {
          this.readPos = next;
          return { bytes: new Uint8Array(this.buf, start, end - start), done: last };
        }
        decoder.append(av, start, end);
      }
    },
  });
}

/**
 * The message parsed: attached messages kept as attachments (unwrapping parses them again), PDFs, photos and
 * what may be a bank's statement kept up to 10 MB each, other attachments listed without content, so a 25 MiB message of other files costs
 * its text's CPU and memory, not its attachments'.
 */
export async function parseMail(raw: ArrayBuffer | Uint8Array | string): Promise<Email> {
  const email = await new ReceiptMailParser({ forceRfc822Attachments: true, attachmentEncoding: "arraybuffer" }).parse(raw);
  // A Subject or From in a charset no decoder knows is read as best it can be, never refused (unknown-charsets.ts).
  return readUnknownHeaderCharsets(email);
}
