// The day of a card purchase, as evidence of which payment is which. A bank writes it into the text of a row it posts
// days later: "CB SHELL 5776 25/10" (French cards), "PURCHASE AUTHORIZED ON 10/25" (US debit cards), "COMPRA TARJ.
// 25/10" (Spanish), "Kartenzahlung 25.10.2026 14:32" (German giro), "BEA 25.10.26/14.32" (Dutch): a tap or a hold of
// another day is another payment of that shop. Read only where one reading is left: on or before the row's date,
// within the days a card takes to post, one order of day and month ("10/11" is the 10th of November late in
// November, the 11th of October in mid-October). And the day a tap, receipt or hold said, kept on the transaction a
// bank row took over (outbox/kinds/claim.ts). Pure.
import { DAY_MS, daysBetween } from "../locale/days";

/** How long before its row's date a card payment may have been made: the widest hold's posting (provisional-match.ts). */
const POSTED_WITHIN_DAYS = 10;
/** A bank may date the row a day before the purchase's own day (its time zone against the shop's). */
const SLIP_DAYS = 1;

/**
 * Day and month with a slash, or with dots or dashes and a year: "25/10", "10/25", "25/10/2026", "25.10.26",
 * "25-10-2026", a time after it ("25.10.26/14.32"). Two numbers with a dot alone ("12.50") are an amount, not a day.
 * Not inside a longer number or code.
 */
const DAY_MONTH =
  /(?<![\p{L}\p{N}./-])(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|([.-])(\d{1,2})\4(\d{2}|\d{4}))(?!\p{N}|[.-]\p{N}|\/(?!\d{1,2}[.:]\d{2})\p{N})/gu;
/** An ISO day, alone or before a time: "2026-10-25", "2026-10-25T14:32". */
const ISO_DAY = /(?<![\p{N}-])(\d{4})-(\d{2})-(\d{2})(?![\p{N}]|-\p{N})/gu;

/** The day of purchase the row's text states (YYYY-MM-DD), or null where it states none or leaves two readings. */
export function statedPurchaseDay(text: string, rowDate: string): string | null {
  const row = Date.parse(`${rowDate}T00:00:00Z`);
  if (Number.isNaN(row)) return null;
  const found = new Set<string>();
  for (const [, y, m, d] of text.matchAll(ISO_DAY)) for (const day of inWindow(row, [[Number(y), Number(m), Number(d)]])) found.add(day);
  for (const [, a, slashB, slashYear, , dotB, dotYear] of text.matchAll(DAY_MONTH)) {
    const first = Number(a);
    const second = Number(slashB ?? dotB);
    const year = slashYear ?? dotYear;
    const years = year === undefined ? yearsAround(row) : [year.length === 2 ? 2000 + Number(year) : Number(year)];
    // A slash may be either order (25/10 in Europe, 10/25 in the US); dots and dashes with a year are day first.
    const orders: [number, number][] =
      slashB !== undefined
        ? [
            [first, second],
            [second, first],
          ]
        : [[first, second]];
    for (const day of inWindow(
      row,
      years.flatMap((y) => orders.map(([d, m]): [number, number, number] => [y, m, d])),
    ))
      found.add(day);
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * The day a transaction's purchase was made, where a tap, a receipt or a hold said it before the bank's row took the
 * transaction over (outbox/kinds/claim.ts keeps it): nearer than the bank's posting date to a receipt of that purchase.
 */
export function purchaseDay(metadata: Record<string, unknown> | null | undefined): string | null {
  const purchased = (metadata?.intake as { purchased?: unknown } | undefined)?.purchased;
  return typeof purchased === "string" && /^\d{4}-\d{2}-\d{2}$/.test(purchased) ? purchased : null;
}

/** Whether `date` lies a day's slip or less from the day the row's text states it was bought (none stated: true). */
export function fitsStatedDay(stated: string | null, date: string): boolean {
  if (stated === null) return true;
  return Math.abs(daysBetween(stated, date)) <= SLIP_DAYS;
}

/** The row's year and the one before (a row of early January states a purchase of late December). */
const yearsAround = (row: number) => {
  const year = new Date(row).getUTCFullYear();
  return [year, year - 1];
};

/** The real days among `readings` ([year, month, day]) from POSTED_WITHIN_DAYS before the row to a day after it. */
function inWindow(row: number, readings: readonly [number, number, number][]): string[] {
  return readings.flatMap(([y, m, d]) => {
    if (m < 1 || m > 12 || d < 1 || d > 31) return [];
    const at = Date.UTC(y, m - 1, d);
    if (new Date(at).getUTCDate() !== d) return [];
    return at >= row - POSTED_WITHIN_DAYS * DAY_MS && at <= row + SLIP_DAYS * DAY_MS ? [new Date(at).toISOString().slice(0, 10)] : [];
  });
}
