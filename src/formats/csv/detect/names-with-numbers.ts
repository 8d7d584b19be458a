// Short names that carry a number ("BP 1234", "PG 0", "AB 12 CD", "GAP 12") read as amounts with a currency's word
// around them, so a description column of such shops looks like money. A text column is the payee unless something
// proves otherwise, and here the proof is in the words: an amount's are its currency and its direction, a code's its
// prefix ("INV 1001"), and they repeat down the column; shops' names differ from row to row. A header that names money
// or an id is proof too.
import { indicatorDirection } from "../words/columns";
import { headerNames, type WordKind } from "../words/header-vocabulary";
import type { ColumnStats } from "./column-stats";

/** A word shaped like a currency's code ("EUR", "usd"): what a foreign amount's cells write beside their digits. */
const CURRENCY_CODE = /^\p{L}{3}$/u;

/** What a header names that makes its column's words a currency's, a direction's or an id's, never a name. */
const NOT_NAMES: readonly WordKind[] = ["amount", "debit", "credit", "balance", "fee", "foreign", "transactionId", "checkNumber"];

/** Whether a column no money role took, whose cells read as numbers, holds names that carry one. */
export function namesWithNumbers(c: ColumnStats): boolean {
  if (NOT_NAMES.some((kind) => headerNames(c.header, kind))) return false;
  const filled = c.values.filter((v) => v !== "");
  const worded = [...new Set(filled.filter((v) => /\p{L}/u.test(v)))];
  // Mostly bare numbers: a column of numbers with a word here and there.
  if (worded.length === 0 || filled.filter((v) => /\p{L}/u.test(v)).length * 2 < filled.length) return false;
  const cellsOf = new Map<string, number>();
  let nameWord = false;
  for (const cell of worded) {
    for (const word of new Set(cell.toLowerCase().match(/\p{L}+/gu))) {
      cellsOf.set(word, (cellsOf.get(word) ?? 0) + 1);
      if (!CURRENCY_CODE.test(word) && indicatorDirection(word) === null) nameWord = true;
    }
  }
  // Every word a currency's code or a direction ("USD 12.00", "45.00 Dr"): money.
  if (!nameWord) return false;
  // One word on most of the different cells (a currency's "kr", a code's "REF"): money or a code, not shops.
  const most = Math.max(...cellsOf.values());
  return most < 2 || most * 2 <= worded.length;
}
