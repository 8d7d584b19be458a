// @ts-check
// Every number and date a page writes, in the reader's locale: the browser's language, through Intl. One module
// for every page script, so that a page never says "5,000 rows" beside "5000 inserted", or "25 Nov 2026" beside
// "Nov 25, 2026". Row numbers and ids are names, not quantities: they stay as they are. Each function takes
// another locale for tests.

/** The reader's locale: the browser's language (Intl's own default where there is none, e.g. under Node). */
export const LOCALE = /** @type {{ navigator?: { language?: string } }} */ (globalThis).navigator?.language || undefined;

/** A count: "5,000" (en), "5.000" (de), "5 000" (fr). @param {number} n @param {string} [locale] */
export const count = (n, locale = LOCALE) => new Intl.NumberFormat(locale).format(n);

/**
 * A decimal amount, grouped, with at least `min` and at most `max` decimals. A string is formatted as written,
 * never through a float. @param {string | number} value @param {number} [min] @param {number} [max] @param {string} [locale]
 */
export function decimal(value, min = 2, max = 2, locale = LOCALE) {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
  return format.format(/** @type {any} */ (value));
}

/** A day (YYYY-MM-DD, or an ISO moment's date as written): "25 Nov 2026" (en-GB), "Nov 25, 2026" (en-US). @param {string} iso @param {string} [locale] */
export function day(iso, locale = LOCALE) {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  // The same date style as a moment's, so that a day and a moment on one page read alike ("25.11.2026" in German).
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** A moment (ISO) in the reader's clock, "25 Nov 2026, 14:05"; a bare day is said as a day. @param {string} iso @param {string} [locale] */
export function moment(iso, locale = LOCALE) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return day(iso, locale);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A file's size: "6.2 MB" (MB of 1,024 × 1,024 bytes, as Intake's limits are written). @param {number} bytes @param {string} [locale] */
export const megabytes = (bytes, locale = LOCALE) => `${decimal(bytes / 1024 / 1024, 1, 1, locale)} MB`;

/** The time of a moment in the reader's clock: "14:05:09" (en-GB), "2:05:09 PM" (en-US). @param {string} iso @param {string} [locale] */
export const clock = (iso, locale = LOCALE) => new Intl.DateTimeFormat(locale, { timeStyle: "medium" }).format(new Date(iso));

/** The hour and minute of a moment in the reader's clock: "14:05" (en-GB), "2:05 PM" (en-US). @param {Date} date @param {string} [locale] */
export const hourMinute = (date, locale = LOCALE) => new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(date);
