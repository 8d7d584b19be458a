// Whether a file's first bytes are QIF: its own module, so the registry tells the format in the main module while
// the reader (adapter.ts) is the statement readers' lazy module (formats/statements.ts).

/** A `!Type:`, `!Account` or `!Option` line first, or a first record that is QIF's field lines alone. */
export function recognizesQif(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8").decode(head.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*!(Type|Account|Option)/i.test(text) || isHeaderlessQif(text);
}

/**
 * A QIF file that leaves out its `!Type:` line: its first record, up to its `^` line, is field lines only (a letter,
 * or `$` and `%` of a split, and its value), a date (D) and an amount (T or U) among them.
 */
function isHeaderlessQif(text: string): boolean {
  const end = /(?:^|\r\n|\r|\n)\^[ \t]*(?:\r\n|\r|\n|$)/.exec(text);
  if (end === null || end.index === 0) return false;
  const lines = text
    .slice(0, end.index)
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== "");
  return (
    lines.length <= MAX_FIELDS &&
    lines.every((l) => /^[A-Z$%]/.test(l)) &&
    lines.some((l) => /^D\s*\d{1,4}\s*[-/.']/.test(l)) &&
    lines.some((l) => /^[TU]\s*[-+]?[\d.,]*\d/.test(l))
  );
}

/** A record's fields: a few, and a split's three each for a few dozen splits. */
const MAX_FIELDS = 200;
