// The skipping tokenizer reports exactly the tokens htmlparser2's own does: only its search for the next
// occurrence of a character is the engine's.
import { Tokenizer } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { SkippingTokenizer } from "../../../src/mail/reader/html-tokenizer";

/** Every callback the tokenizer makes, in order, with its arguments. */
function tokens(Kind: typeof Tokenizer, chunks: string[], decodeEntities: boolean): string[] {
  const seen: string[] = [];
  const callbacks = new Proxy(
    {},
    {
      get: (_, name) =>
        name === "isInForeignContext" ? () => false : (...args: unknown[]) => void seen.push(`${String(name)}(${args.join(",")})`),
    },
  );
  const tokenizer = new Kind({ decodeEntities }, callbacks as ConstructorParameters<typeof Tokenizer>[1]);
  for (const chunk of chunks) tokenizer.write(chunk);
  tokenizer.end();
  return seen;
}

/** HTML that sends the tokenizer through every state that skips ahead, and to the end of the input inside each. */
const SAMPLES = [
  `<table style="font-family:'Helvetica Neue',Arial;color:#333" width=180><tr><td class='x'>Total</td><td>$70.00</td></tr></table>`,
  '<p>Order &amp; total&nbsp;&#36;5 &#x20AC;3</p><br/><img src=a.png alt="x > y">',
  "<!-- a comment -- with dashes --><!----><!---><!-- unterminated",
  "<![CDATA[ data ]]><!DOCTYPE html><?xml version='1.0'?><!bogus declaration>",
  "<script>if (a < b && c > d) { x = '</scr' + 'ipt>'; }</script><style>td{a:b}</style><title>T &amp; C</title>",
  "<textarea>a <b> c</textarea><xmp><i></xmp><noembed>x</noembed><iframe>y</iframe>",
  'text with no tag at all, then <a href="unterminated',
  "<div a='1' b=\"2\" c=3 d>Text</div ><br / ><p\n\tclass=x>L</p>",
  "<script>never closed <b>",
  "<plaintext><b>everything after is text",
];

describe("the skipping tokenizer reports the tokens htmlparser2's own reports", () => {
  it.each(SAMPLES)("%s", (html) => {
    for (const decodeEntities of [false, true]) {
      expect(tokens(SkippingTokenizer, [html], decodeEntities)).toEqual(tokens(Tokenizer, [html], decodeEntities));
    }
  });

  it("reads input written in chunks the same way, a chunk ending inside any state", () => {
    const html = SAMPLES.join("");
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks = Array.from({ length: Math.ceil(html.length / size) }, (_, i) => html.slice(i * size, i * size + size));
      expect(tokens(SkippingTokenizer, chunks, false)).toEqual(tokens(Tokenizer, chunks, false));
    }
  });
});

describe("the search it replaces is still htmlparser2's", () => {
  it("htmlparser2's tokenizer still has fastForwardTo (if renamed, ours no longer replaces it: slower, not wrong)", () => {
    expect(typeof (Tokenizer.prototype as unknown as Record<string, unknown>).fastForwardTo).toBe("function");
    expect(Object.hasOwn(SkippingTokenizer.prototype, "fastForwardTo")).toBe(true);
  });
});
