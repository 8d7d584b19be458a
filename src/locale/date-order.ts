// Which order of day and month a person or a bank writes dates in, from what the budget says of them: a locale's own
// order (as Intl writes a date there), the date format a person chose to read dates in, and an account's currency (the
// country of its bank, a hint). Evidence only where a file's dates read both ways (formats/csv/detect/budget-dates.ts).
import { orderOfFormat, type DateOrder } from "./dates";

/** A day whose day, month and year are all different, for Intl to write out. */
const A_DAY = new Date(Date.UTC(2024, 10, 23, 12));

/** "en-GB" → DMY, "en-US" → MDY, "sv-SE" → YMD: the order Intl writes a numeric date in there; null when Intl does not know it. */
export function orderOfLocale(locale: string): DateOrder | null {
  try {
    // Intl falls back to its default locale for one it does not know: that default says nothing of this one.
    if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) return null;
    const format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" });
    const order = format
      .formatToParts(A_DAY)
      .filter((p) => p.type === "day" || p.type === "month" || p.type === "year")
      .map((p) => p.type.charAt(0).toUpperCase())
      .join("");
    return order === "DMY" || order === "MDY" || order === "YMD" ? order : null;
  } catch {
    return null; // a malformed tag
  }
}

/**
 * The service's default for the person's date format: everyone has it until they choose another, so it says nothing
 * of how they write dates.
 */
export const DEFAULT_DISPLAY_FORMAT = "MMM D, YYYY";

/** The order of a date format a person chose ("DD/MM/YYYY", "D MMM YYYY", "M.D.YYYY"); null for the default or year first. */
export function orderOfDisplayFormat(format: string): "DMY" | "MDY" | null {
  if (format.trim() === DEFAULT_DISPLAY_FORMAT || !/D/i.test(format) || !/M/i.test(format)) return null;
  const order = orderOfFormat(format);
  return order === "YMD" ? null : order;
}

/** Countries that pay in these write the month first (the US, the Philippines). */
const MONTH_FIRST_CURRENCIES = new Set(["usd", "php"]);
/**
 * Currencies that say nothing of the order: Canada writes both, and where dates are written year first (China, Japan,
 * Korea, Taiwan, Hungary, Mongolia) a date that reads both ways is no custom of its banks.
 */
const NO_ORDER_CURRENCIES = new Set(["cad", "cny", "jpy", "krw", "kpw", "twd", "huf", "mnt"]);

/**
 * How a bank holding an account in this currency usually writes dates: month first for the dollar, day first for the
 * euro, the pound, the rupee and most others. A hint of low rank (a dollar account may be held in Panama or Ecuador).
 */
export function orderOfCurrency(currency: string): "DMY" | "MDY" | null {
  const c = currency.trim().toLowerCase();
  if (!/^[a-z]{3}$/.test(c) || NO_ORDER_CURRENCIES.has(c)) return null;
  return MONTH_FIRST_CURRENCIES.has(c) ? "MDY" : "DMY";
}
