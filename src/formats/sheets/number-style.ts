// A number cell has no style of its own: the reader writes it as a plain decimal ("4384.64"). A bank's sheet may
// type its balances as numbers and write its amounts as text in its own style ("1.285,51 Indsat"), and the CSV
// reader decides one decimal mark for the whole file: a typed number is then written in the mark the sheet's own
// text amounts use, so the file it reads has one style.

/**
 * A text cell that is an amount and nothing else but a word or a currency: "1.285,51", "-16,13 Hævet", "€ 12,50",
 * "(1,234.56)". Its decimal mark is the one followed by one or two digits; a cell of prose ("0,5 l Milch") is not one.
 */
const TEXT_AMOUNT = /^[-+−(]?\s*(?:\p{Sc}\s*)?\d{1,3}(?:([.\s\u00a0\u202f'’])\d{3})*([.,])\d{1,2}\)?(?:\s*(?:\p{Sc}|[\p{L}.]+))?\s*\)?$/u;

/** The decimal mark most of the sheet's text amounts use, or null when none says (or as many say each). */
export function textDecimalMark(texts: Iterable<string>): "," | "." | null {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    const m = TEXT_AMOUNT.exec(text.trim());
    if (!m || m[1] === m[2]) continue;
    if (m[2] === ",") comma++;
    else point++;
  }
  return comma > point ? "," : point > comma ? "." : null;
}

/** A plain decimal written with the sheet's decimal mark (never grouped: "-1234,5"). */
export function inMark(plain: string, mark: "," | "." | null): string {
  return mark === "," ? plain.replace(".", ",") : plain;
}
