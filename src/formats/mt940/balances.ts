// An MT940 statement's balances: the opening (:60F:, or :60M: on a later page) and the closing (:62F:, or :62M: where
// a page ends and the statement goes on), each `D|C`, date, currency, amount. A statement of several pages may write
// them all in one message (:62M: then :60M: between its transactions): each page is checked on its own, its opening
// plus its transactions against its closing.
import type { Mt940Field } from "./fields";
import { dateOf } from "./statement-line";

/** Opening and closing balances (final, intermediate, or unqualified as some banks write them): every statement has both. */
export const BALANCE_TAGS = new Set(["60F", "60M", "60", "62F", "62M", "62"]);
export const CLOSING_TAGS = new Set(["62F", "62M", "62"]);
const OPENING_TAGS = new Set(["60F", "60M", "60"]);

export type Balance = NonNullable<ReturnType<typeof balanceOf>>;

/** A page of a statement: its opening and closing balance, and the line up to which its transactions run. */
export interface Page {
  opening: Balance | null;
  closing: Balance | null;
  /** The line of its closing balance (Infinity: the statement ends without one). */
  to: number;
}

/**
 * A statement's pages, in one pass over its fields: a closing balance ends a page, an opening balance after a page's
 * transactions begins the next (a page that lost its closing balance is then left unchecked).
 */
export function pagesOf(fields: readonly Mt940Field[]): Page[] {
  const pages: Page[] = [];
  let opening: Mt940Field | null = null;
  let transactions = false;
  for (const f of fields) {
    if (f.tag === "61") transactions = true;
    else if (OPENING_TAGS.has(f.tag)) {
      if (opening !== null || transactions) pages.push({ opening: read(opening), closing: null, to: f.line - 1 });
      opening = f;
      transactions = false;
    } else if (CLOSING_TAGS.has(f.tag)) {
      pages.push({ opening: read(opening), closing: balanceOf(f.value), to: f.line });
      opening = null;
      transactions = false;
    }
  }
  if (opening !== null || transactions || pages.length === 0) pages.push({ opening: read(opening), closing: null, to: Infinity });
  return pages;
}

/**
 * The pages in time: a bank may list its statements newest first. The balances say which way they run (a page that
 * opens where the one after it in the file closes comes after it); where they say nothing, the closing days do.
 */
export function inTime(pages: readonly Page[]): readonly Page[] {
  let forward = 0;
  let backward = 0;
  for (let i = 1; i < pages.length; i++) {
    const [a, b] = [pages[i - 1] as Page, pages[i] as Page];
    if (b.opening && a.closing && b.opening.balance === a.closing.balance) forward++;
    if (a.opening && b.closing && a.opening.balance === b.closing.balance) backward++;
  }
  const first = pages.find((p) => p.closing?.date)?.closing?.date ?? "";
  const last = pages.findLast((p) => p.closing?.date)?.closing?.date ?? "";
  const newestFirst = backward > forward || (backward === forward && first > last);
  return newestFirst ? [...pages].reverse() : pages;
}

const read = (field: Mt940Field | null) => (field ? balanceOf(field.value) : null);

/** `D|C`, date, currency, amount (a decimal point taken for SWIFT's comma, leading zeros dropped). */
export function balanceOf(value: string): { balance: string; date: string | null; currency: string } | null {
  const m = /^([DC])(\d{6})([A-Z]{3})(\d+(?:[,.]\d*)?)/.exec(value.trim());
  if (!m) return null;
  const [, mark, date = "", currency = "", amount = ""] = m;
  const [whole = "", fraction = ""] = amount.split(/[,.]/);
  const digits = `${whole.replace(/^0+(?=\d)/, "")}.${fraction.padEnd(2, "0")}`;
  return {
    balance: `${mark === "D" && Number(digits) !== 0 ? "-" : ""}${digits}`,
    date: dateOf(date, undefined),
    currency: currency.toLowerCase(),
  };
}
