// What a content stream will cost PDF.js, counted from its bytes as they inflate, before PDF.js reads it: the operators
// it runs, weighed by how deep its saved graphics states nest (PDF.js's text reading keeps a state as a prototype of
// the last: a `q` costs it some 5 µs against 0.3 µs for a plain operator, and every lookup walks the chain, so a page of
// 3 million unclosed `q` costs it minutes), the text shown, and the forms drawn (`Do`). Measured in
// bench/upload/pdf-bounds.mjs. A byte-level pass over PDF syntax: strings, names, comments, arrays and dictionaries
// are operands, never operators.

/** What one content stream costs. */
export interface ContentCost {
  /** Operators, each weighed 1 plus the `q` it runs under, a `q` SAVE_WEIGHT more. */
  work: number;
  /** Bytes its strings show (a hex string's half its digits), each text operator at least TEXT_ITEM_BYTES. */
  text: number;
  /** Forms and images drawn (`Do`): a form's own cost is paid once for each. */
  draws: number;
}

const enum Mode {
  Space,
  Token,
  Name,
  Comment,
  String,
  StringEscape,
  Hex,
  InlineImage,
}

/** Whitespace and delimiters end a token (PDF 32000-1, 7.2.2 and 7.2.3). */
const ENDS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) ENDS[c] = 1;
const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;

const q = 0x71;
const Q = 0x51;

/** What saving a graphics state costs over a plain operator (~5 µs against ~0.3 µs; nested 5 deep, measured). */
export const SAVE_WEIGHT = 24;
/**
 * The text a text operator counts at least: PDF.js makes an item of each (~400 bytes of heap, ~8 µs), so a page of
 * one-letter items costs what its letters do not say.
 */
export const TEXT_ITEM_BYTES = 16;
/** The operators that show text, each an item of PDF.js's text. */
const SHOWS = new Set(["Tj", "TJ", "'", '"']);

/** Counts a content stream fed in pieces, as it inflates. */
export class ContentCounter {
  readonly cost: ContentCost = { work: 0, text: 0, draws: 0 };
  private mode = Mode.Space;
  private depth = 0;
  private nesting = 0;
  private hexDigits = 0;
  /** Bytes of the strings since the last operator: its operands. */
  private strings = 0;
  /** The token so far, its first four bytes only: enough for every operator and the keywords "true", "fals(e)", "null". */
  private token = "";
  private tokenLength = 0;
  /** Inside an inline image's data, how much of "EI" followed by whitespace was just seen. */
  private imageEnd = 0;

  feed(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i] ?? 0;
      switch (this.mode) {
        case Mode.Comment:
          if (c === 10 || c === 13) this.mode = Mode.Space;
          continue;
        case Mode.String:
          if (c === 0x5c) this.mode = Mode.StringEscape;
          else if (c === 0x29 && --this.nesting === 0) this.mode = Mode.Space;
          else {
            if (c === 0x28) this.nesting++;
            this.strings++;
          }
          continue;
        case Mode.StringEscape:
          this.strings++;
          this.mode = Mode.String;
          continue;
        case Mode.Hex:
          if (c === 0x3e) {
            this.strings += Math.ceil(this.hexDigits / 2);
            this.mode = Mode.Space;
          } else if (!WHITE[c]) this.hexDigits++;
          continue;
        case Mode.InlineImage:
          this.inlineImage(c);
          continue;
        case Mode.Token:
        case Mode.Name:
          if (!ENDS[c]) {
            if (this.tokenLength++ < 4) this.token += String.fromCharCode(c);
            continue;
          }
          // The one whitespace after ID belongs to it: the image's data starts after.
          if (this.endToken()) continue;
      }
      if (this.start(c, bytes[i + 1])) i++;
    }
  }

  /** The counts once the stream has ended. */
  end(): ContentCost {
    if (this.mode === Mode.Token || this.mode === Mode.Name) this.endToken();
    return this.cost;
  }

  /** A byte in the space between tokens: what it opens; true when it took the next byte too ("<<"). */
  private start(c: number, next: number | undefined): boolean {
    if (WHITE[c]) this.mode = Mode.Space;
    else if (c === 0x25) this.mode = Mode.Comment;
    else if (c === 0x28) {
      this.mode = Mode.String;
      this.nesting = 1;
    } else if (c === 0x3c) {
      // "<<" opens a dictionary (read as its tokens); "<" alone a hex string.
      if (next === 0x3c) {
        this.mode = Mode.Space;
        return true;
      }
      this.mode = Mode.Hex;
      this.hexDigits = 0;
    } else if (ENDS[c]) this.mode = c === 0x2f ? Mode.Name : Mode.Space;
    else {
      this.mode = Mode.Token;
      this.token = String.fromCharCode(c);
      this.tokenLength = 1;
      return false;
    }
    this.token = "";
    this.tokenLength = 0;
    return false;
  }

  /** A token has ended: a number or a keyword operand is none, anything else an operator; true when it was ID. */
  private endToken(): boolean {
    const mode = this.mode;
    const token = this.token;
    this.mode = Mode.Space;
    this.token = "";
    if (mode === Mode.Name || /^[-+.\d]/.test(token) || token === "true" || token === "fals" || token === "null") return false;
    const c = token.charCodeAt(0);
    this.cost.text += SHOWS.has(token) ? Math.max(this.strings, TEXT_ITEM_BYTES) : this.strings;
    this.strings = 0;
    if (this.tokenLength === 1 && c === Q) this.depth = Math.max(0, this.depth - 1);
    this.cost.work += 1 + this.depth;
    if (this.tokenLength === 1 && c === q) {
      this.cost.work += SAVE_WEIGHT;
      this.depth++;
    } else if (token === "Do") this.cost.draws++;
    else if (token === "ID") {
      this.mode = Mode.InlineImage;
      this.imageEnd = 0;
      return true;
    }
    return false;
  }

  /** An inline image's bytes are data up to "EI" between whitespace. */
  private inlineImage(c: number): void {
    if (this.imageEnd === 0) this.imageEnd = WHITE[c] ? 1 : 0;
    else if (this.imageEnd === 1) this.imageEnd = c === 0x45 ? 2 : WHITE[c] ? 1 : 0;
    else if (this.imageEnd === 2) this.imageEnd = c === 0x49 ? 3 : WHITE[c] ? 1 : 0;
    else if (WHITE[c]) {
      this.mode = Mode.Space;
      this.cost.work++;
    } else this.imageEnd = 0;
  }
}
