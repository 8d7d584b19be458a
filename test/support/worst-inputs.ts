// Inputs at a format's byte limit in the shapes that make a reader slow when one of its steps is not linear (one
// huge line or field, a million tiny records, deep nesting, long runs of delimiters or quotes), and a typical file
// of the same size to weigh them against. Used by the tests of each format and by bench/upload (`worst`).

/** A text of `bytes` bytes at most: `head`, then `unit` repeated, then `tail`. */
export function filled(bytes: number, head: string, unit: string, tail = ""): string {
  const room = bytes - utf8Length(head) - utf8Length(tail);
  return `${head}${unit.repeat(Math.max(0, Math.floor(room / utf8Length(unit))))}${tail}`;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Records written by `record(k)` until `bytes` would be passed (or `cap` records written), between head and tail. */
function records(bytes: number, head: string, record: (k: number) => string, tail: string, cap = Infinity): string {
  const parts = [head];
  let size = utf8Length(head) + utf8Length(tail);
  for (let k = 0; k < cap; k++) {
    const r = record(k);
    size += r.length;
    if (size > bytes) break;
    parts.push(r);
  }
  parts.push(tail);
  return parts.join("");
}

/** The most transactions a statement holds (statement-chunks.ts): a typical file of the limit's size has them. */
const TRANSACTIONS = 50_000;

const day = (k: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(k / 40) * 86_400_000).toISOString().slice(0, 10);
const PURPOSES = ["Kartenzahlung REWE Markt 4711", "Miete Wohnung 3 OG links", "Abschlag Strom Kunde 8812", "Gehalt Oktober"];
const purpose = (k: number) => `${PURPOSES[k % PURPOSES.length]} Ref ${k}`;

/** Worst cases by name, each a text of at most `bytes` bytes. */
export type WorstCases = Record<string, () => string>;

// MT940: a statement's fields, then the worst cases of its lines, fields and envelopes.
const MT940_HEAD = ":20:STMT\n:25:DE12120300001234567890\n:28C:1/1\n:60F:C240101EUR1000,00\n";
const MT940_TAIL = ":62F:C240131EUR1000,00\n-\n";
const MT940_TRANSACTION = ":61:2401020102D1,00NTRFNONREF\n";

export function typicalMt940(bytes: number): string {
  return records(
    bytes,
    MT940_HEAD,
    (k) =>
      `:61:${day(k).slice(2).replace(/-/g, "")}${k % 3 ? "D" : "C"}${k % 500},${String(k % 100).padStart(2, "0")}NTRFNONREF//${k}\n` +
      `:86:166?00GUTSCHRIFT?20${purpose(k).slice(0, 27)}?21SVWZ+${k}?32Stadtwerke Musterstadt\n`,
    MT940_TAIL,
    TRANSACTIONS,
  );
}

export function worstMt940(bytes: number): WorstCases {
  const head = `${MT940_HEAD}${MT940_TRANSACTION}`;
  const field =
    (tag: string, unit: string, start = "", end = "") =>
    () =>
      filled(bytes, `${head}:${tag}:${start}`, unit, `${end}\n${MT940_TAIL}`);
  return {
    "one :86: line of words": field("86", "Miete fuer Wohnung "),
    "one :86: line of one letter": field("86", "a"),
    "one :86: of slashes after a key": field("86", "/", "/NAME/x", "y"),
    "one :86: of tiny subfields": field("86", "?20a", "166?00X"),
    "one :86: of tax numbers cut short": field("86", "ООО ИНН 12345 "),
    "one :86: of card terminals": field("86", "01.01.24/12:34,", "BEA "),
    "one :86: of labels": field("86", "NAAM: ", "SEPA "),
    "one :86: of a million lines": field("86", "a\n"),
    "one :86: of blanks": field("86", " ", "x"),
    "one :61: line": field("61", "A", "2401020102D1,00NTRF"),
    "one :61: of slashes": field("61", "//", "2401020102D1,00NTRF"),
    "one :NS: of digits": field("NS", "1", "01", "x"),
    "a million tiny statements": () => filled(bytes, "", ":20:1\n:25:1\n"),
    "a million line ends": () => filled(bytes, head, "@@", MT940_TAIL),
    "a million envelope ends": () => filled(bytes, head, "-}", MT940_TAIL),
    "nested envelope blocks": () => filled(bytes, `{1:F01}{2:I940}${head}`, "{3:{", MT940_TAIL),
  };
}
