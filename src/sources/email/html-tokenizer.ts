// htmlparser2 as the mail steps use it: its tokenizer skipping ahead with the engine's own string search, and (for
// markup) its parser collecting attributes only where they are read.
//
// The tokenizer, skipping ahead with the engine's own string search. Wherever the tokenizer waits
// for one character (the closing quote of an attribute value, the next "<" after text, the end of a comment,
// a script or a declaration), it steps through the buffer one charCodeAt at a time; String.indexOf finds the
// same character natively. Tags, names and every state change are still the tokenizer's own: only the search
// for the next occurrence of a character is replaced, with the same result (the index where it is, or the
// buffer's last index and false).
//
// That search, fastForwardTo, is private in htmlparser2's types, so it is set on this subclass's prototype.
// test/sources/email/html-tokenizer.test.ts checks that htmlparser2 still has it and that both tokenizers
// report the same tokens: if a new htmlparser2 renamed it, this one would only be slower, never wrong.
import { Parser, type QuoteType, Tokenizer } from "htmlparser2";

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
 * The parser collecting attributes only while `attributesWanted` (its callbacks set it as each tag opens): for
 * each attribute it would slice, lower-case and join a name and a value (long inline styles, tracking links),
 * most of a parse where few are read. Markup reads scripts' unless microdata is there (HTML→text reads the tokens
 * without a parser: html-text.ts).
 */
export class AttributeSkippingParser extends Parser {
  attributesWanted = true;
  override onattribname(start: number, endIndex: number): void {
    if (this.attributesWanted) super.onattribname(start, endIndex);
  }
  override onattribdata(start: number, endIndex: number): void {
    if (this.attributesWanted) super.onattribdata(start, endIndex);
  }
  override onattribentity(cp: number): void {
    if (this.attributesWanted) super.onattribentity(cp);
  }
  override onattribend(quote: QuoteType, endIndex: number): void {
    if (this.attributesWanted) super.onattribend(quote, endIndex);
  }
}
