// htmlparser2's tokenizer with its one-character waits done by String.indexOf (natively), its tokens read
// without the Parser where no tree is needed. fastForwardTo is private in its types, so it is set on this
// subclass's prototype; html-tokenizer.test.ts checks htmlparser2 still has it and both report the same tokens
// (a rename would make this slower, never wrong).
import { type QuoteType, Tokenizer, type TokenizerCallbacks } from "htmlparser2";

export class SkippingTokenizer extends Tokenizer {}

/** The tokenizer's fields that fastForwardTo reads and moves (the chunk being read and where, in the whole input). */
interface TokenizerPosition {
  buffer: string;
  index: number;
  offset: number;
}

Object.defineProperty(SkippingTokenizer.prototype, "fastForwardTo", {
  value: function fastForwardTo(this: TokenizerPosition, c: number): boolean {
    const at = this.buffer.indexOf(String.fromCharCode(c), this.index + 1 - this.offset);
    if (at !== -1) {
      this.index = at + this.offset;
      return true;
    }
    // As htmlparser2 does: the parse loop increments the index after the state returns.
    this.index = this.buffer.length + this.offset - 1;
    return false;
  },
});

/**
 * A reader of htmlparser2's tokens over one whole HTML string, without its Parser (whose tree building the
 * readers do not need): a subclass overrides the events it reads, each given as indexes into `html`; the others
 * are ignored. Character references are left as written, for the reader to decode what it keeps: a tokenizer
 * that decodes them looks at every character of every attribute, one that does not skips to the closing quote.
 */
export abstract class TokenReader implements TokenizerCallbacks {
  constructor(readonly html: string) {}

  /** Reads the whole HTML, calling this reader's events. */
  read(): void {
    const tokenizer = new SkippingTokenizer({ decodeEntities: false }, this);
    tokenizer.write(this.html);
    tokenizer.end();
  }

  onattribdata(_start: number, _end: number): void {}
  onattribentity(_codepoint: number): void {}
  onattribend(_quote: QuoteType, _end: number): void {}
  onattribname(_start: number, _end: number): void {}
  oncdata(_start: number, _end: number, _offset: number): void {}
  onclosetag(_start: number, _end: number): void {}
  oncomment(_start: number, _end: number, _offset: number): void {}
  ondeclaration(_start: number, _end: number): void {}
  onend(): void {}
  onopentagend(_end: number): void {}
  onopentagname(_start: number, _end: number): void {}
  onprocessinginstruction(_start: number, _end: number): void {}
  onselfclosingtag(_end: number): void {}
  ontext(_start: number, _end: number): void {}
  ontextentity(_codepoint: number, _end: number): void {}
}
