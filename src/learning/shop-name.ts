// A bank descriptor's shop as one key, so a budget's history can be grouped by shop once instead of compared pair by
// pair: the descriptor read through the wrapping the matching already knows (merchant-words.ts: processors' and card
// networks' prefixes, ways of paying, legal forms, brand shorthands), without its store numbers, order codes and the
// places after the name. "WHOLEFDS MKT #10456 AUSTIN TX" and "WHOLEFDS MKT #10234 DALLAS TX" are "wholefds mkt";
// "AMZN Mktp US*9ZZ1AB" is "amazon". Two descriptors whose keys differ may still be one shop (a city the word list
// does not know, a name cut at the network's 22 characters): sameMerchant (merchant-evidence.ts) decides those.
import { BRAND_SHORTHANDS, WORD_KINDS } from "../matching/merchant-words";

/** A name glued to a number ("7ELEVEN", "3M"): a name, kept whole; any other word with digits is a code. */
const NAME_AND_NUMBER = /^(?:\p{L}{2,}\p{N}{1,2}|\p{N}{1,2}\p{L}{2,})$/u;

/** A space, the star, and a word of letters (a product's name, not an order's code). */
const PRODUCT_AFTER = /^\s\*\s*\p{L}+(?![\p{L}\p{N}])/u;

/** The shop's key of a descriptor ("" when nothing in it names a business: "POS PURCHASE 1234"). */
export function shopKeyOf(descriptor: string): string {
  return shopWordsOf(descriptor).join(" ");
}

/** The words of the key, in order (see shopKeyOf). */
export function shopWordsOf(descriptor: string): string[] {
  const folded = descriptor
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`´]/g, "");
  const words: string[] = [];
  for (const { 0: token, index } of folded.matchAll(/[\p{L}\p{N}]+|\*/gu)) {
    // A star glued to the name begins the order's reference ("AMZN Mktp US*9ZZ1AB", "AMAZON.COM*RTYQWE"); after a
    // processor's prefix alone it begins the name ("SQ *BLUE BOTTLE", "PAYPAL *SPOTIFY"); after a platform's name and
    // a space, before a word, it names the platform's product, another shop of the person's ("UBER *TRIP", "UBER
    // *EATS").
    if (token === "*") {
      if (words.length > 0 && !PRODUCT_AFTER.test(folded.slice(index - 1))) break;
      continue;
    }
    const word = token;
    if (/\p{N}/u.test(word) && !NAME_AND_NUMBER.test(word)) {
      // A store number, a terminal or an order code ends the name: what follows it is where the shop is
      // ("MCDONALD'S F12345 LONDON GB"). Before the name (a bank's reference, "NR:AB12") it is skipped.
      if (words.length > 0) break;
      continue;
    }
    const read = BRAND_SHORTHANDS.get(word) ?? word;
    const kind = WORD_KINDS.get(read);
    if (kind === "payment" || kind === "form") continue;
    words.push(read);
  }
  // What follows the name is where the shop is ("AUSTIN TX", "NEW YORK NY", "GB"): the same shop in another town. A
  // name of places only ("Paris") keeps them.
  let end = words.length;
  while (end > 1 && isPlace(words[end - 1] ?? "")) end--;
  return words.slice(0, end);
}

/** A word of where the shop is: a place, a state's or country's code, a town's first word. */
const isPlace = (word: string) => WORD_KINDS.get(word) === "place" || word.length <= 2 || PLACE_STARTS.has(word);

/** The first word of a town's two ("NEW YORK", "SAN DIEGO", "LOS ANGELES"), left with the town. */
const PLACE_STARTS = new Set(["new", "san", "los", "las", "santa", "saint", "st", "fort", "ft", "port", "mount", "mt"]);

/** The words of a key that may tell one business from another (not kinds, common words or places). */
export function distinctiveWordsOf(words: readonly string[]): string[] {
  const own = words.filter((w) => !WORD_KINDS.has(w));
  return own.length > 0 ? own : [...words];
}

/** The words of a key that name a kind of business ("pizza", "diner", "coffee"). */
export function kindWordsOf(key: string): string[] {
  return key.split(" ").filter((w) => WORD_KINDS.get(w) === "kind");
}
