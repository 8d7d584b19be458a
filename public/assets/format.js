// @ts-check
// Every number and date a page writes, in the person's own formats: the ones their budget writes dates in (its user
// settings' patterns and its locale, which the server writes onto the page as `data-formats` and /session answers,
// src/locale/display-dates.ts), else the browser's language through Intl. One module for every page script, so that a
// page never says "5,000 rows" beside "5000 inserted", or "25 Nov 2026" beside "Nov 25, 2026". Row numbers and ids are
// names, not quantities: they stay as they are. Each function takes another locale (and formats) for tests.

/**
 * How the person's budget writes dates (src/locale/display-dates.ts's DateFormats), or null when not known.
 * @typedef {{ locale: string, day: string, month: string, hour12: boolean }} DateFormats
 */

/** The formats the server wrote onto the page, if any. @returns {DateFormats | null} */
function writtenOnPage() {
  const doc = /** @type {{ document?: { documentElement?: { dataset?: Record<string, string | undefined> } } }} */ (globalThis).document;
  const written = doc?.documentElement?.dataset?.formats;
  if (!written) return null;
  try {
    return JSON.parse(written);
  } catch {
    return null;
  }
}

/** A locale Intl can use: the service's legacy tags ("iw-IL", "in-ID") are known to Intl by their new names. @param {string | undefined} locale */
function usable(locale) {
  if (!locale) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? undefined;
  } catch {
    return undefined;
  }
}

const BROWSER = /** @type {{ navigator?: { language?: string } }} */ (globalThis).navigator?.language || undefined;

/** The person's date formats, when their budget said them. */
export let FORMATS = writtenOnPage();
/** The reader's locale: the budget's, else the browser's language (Intl's own default where there is none, e.g. under Node). */
export let LOCALE = usable(FORMATS?.locale) ?? BROWSER;

/**
 * The formats /session answered (a tab with an API key, whose page the server could not name a budget for): every
 * date and number written from now on follows them. @param {DateFormats | null | undefined} formats
 */
export function usePersonFormats(formats) {
  if (!formats) return;
  FORMATS = formats;
  LOCALE = usable(formats.locale) ?? BROWSER;
  const root = /** @type {any} */ (globalThis).document?.documentElement;
  if (root) root.dataset.formats = JSON.stringify(formats);
}

/** A pattern's parts, longest first so that "MMMM" is not read as "MM" twice. */
const TOKEN = /YYYY|MMMM|MMM|MM|M|DD|D/g;

/**
 * y, m (1–12), d written by a pattern of the service's: "MMM D, YYYY" → "Oct 1, 2026" (en-US). The twin of
 * src/locale/display-dates.ts's `byPattern`. @param {string} pattern @param {number} y @param {number} m @param {number} d @param {string} [locale]
 */
export function byPattern(pattern, y, m, d, locale) {
  /** @param {"short" | "long"} style */
  const monthName = (style) =>
    new Intl.DateTimeFormat(usable(locale), { month: style, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 15)));
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case "YYYY":
        return String(y).padStart(4, "0");
      case "MMMM":
        return monthName("long");
      case "MMM":
        return monthName("short");
      case "MM":
        return String(m).padStart(2, "0");
      case "M":
        return String(m);
      case "DD":
        return String(d).padStart(2, "0");
      default:
        return String(d);
    }
  });
}

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

/**
 * A day (YYYY-MM-DD, or an ISO moment's date as written) as the person's budget writes it, always with its year ("Oct 1,
 * 2026", "01.10.2026"; month names in the budget's locale); without their formats "25 Nov 2026" (en-GB), "Nov 25, 2026" (en-US).
 * @param {string} iso @param {string} [locale] @param {DateFormats | null} [formats]
 */
export function day(iso, locale = LOCALE, formats = FORMATS) {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!parts) return iso;
  const [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  if (Number.isNaN(date.getTime())) return iso;
  if (formats) return byPattern(formats.day, y, m, d, formats.locale);
  // The same date style as a moment's, so that a day and a moment on one page read alike ("25.11.2026" in German).
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** A month (YYYY-MM…): "Dec 2025", or as the person's budget writes months ("12/2025"). @param {string} iso @param {string} [locale] @param {DateFormats | null} [formats] */
export function month(iso, locale = LOCALE, formats = FORMATS) {
  const parts = /^(\d{4})-(\d{2})/.exec(iso);
  if (!parts) return iso;
  const [y, m] = [Number(parts[1]), Number(parts[2])];
  if (formats) return byPattern(formats.month, y, m, 1, formats.locale);
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * A moment (ISO) in the reader's clock, "25 Nov 2026, 14:05"; a bare day is said as a day.
 * @param {string} iso @param {string} [locale] @param {DateFormats | null} [formats]
 */
export function moment(iso, locale = LOCALE, formats = FORMATS) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return day(iso, locale, formats);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!formats) return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  // The day in the reader's clock, as the budget writes days; the time as its clock setting says.
  const local = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return `${day(local, locale, formats)}, ${new Intl.DateTimeFormat(locale, { timeStyle: "short", hour12: formats.hour12 }).format(date)}`;
}

/** The person's clock setting (`show_am_pm`), when their budget said it. */
const twelveHours = () => (FORMATS ? { hour12: FORMATS.hour12 } : {});

/** A file's size: "6.2 MB" (MB of 1,024 × 1,024 bytes, as Intake's limits are written). @param {number} bytes @param {string} [locale] */
export const megabytes = (bytes, locale = LOCALE) => `${decimal(bytes / 1024 / 1024, 1, 1, locale)} MB`;

/** The time of a moment in the reader's clock: "14:05:09" (en-GB), "2:05:09 PM" (en-US). @param {string} iso @param {string} [locale] */
export const clock = (iso, locale = LOCALE) =>
  new Intl.DateTimeFormat(locale, { timeStyle: "medium", ...twelveHours() }).format(new Date(iso));

/** The hour and minute of a moment in the reader's clock: "14:05" (en-GB), "2:05 PM" (en-US). @param {Date} date @param {string} [locale] */
export const hourMinute = (date, locale = LOCALE) => new Intl.DateTimeFormat(locale, { timeStyle: "short", ...twelveHours() }).format(date);
