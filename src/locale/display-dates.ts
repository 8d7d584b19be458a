// How the person's budget writes days and months, so that Intake's pages and notices write them alike: the user
// settings' patterns (`month_day_year_format` "MMM D, YYYY" or "DD.MM.YYYY", `month_year_format` "MMM YYYY") with
// month names and numbers in the budget's locale. A day always says its year, whatever `always_display_year`: Intake
// writes imports' and notices' days, which span years and are read later (`month_day_format` is not used).
// The page scripts' twin is `byPattern` in public/assets/format.js: test/locale/display-dates.node.test.ts holds the two
// to one answer for every pattern the service allows.

/** What the budget says of how it writes dates (null: not known; the reader's own locale writes them). */
export interface DateFormats {
  /** The budget's locale ("en-GB"): month names and numbers. */
  locale: string;
  /** A day with its year: `month_day_year_format`. */
  day: string;
  /** A month: `month_year_format`. */
  month: string;
  /** `show_am_pm`: a 12-hour clock. */
  hour12: boolean;
}

/** A pattern's parts, longest first so that "MMMM" is not read as "MM" twice. */
const TOKEN = /YYYY|MMMM|MMM|MM|M|DD|D/g;

/** A locale Intl can use: the service's legacy tags ("iw-IL", "in-ID") are known to Intl by their new names. */
export function usableLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? undefined;
  } catch {
    return undefined;
  }
}

/** y, m (1–12), d written by a pattern of the service's: "MMM D, YYYY" → "Oct 1, 2026" (en-US). */
export function byPattern(pattern: string, y: number, m: number, d: number, locale?: string): string {
  const monthName = (style: "short" | "long") =>
    new Intl.DateTimeFormat(usableLocale(locale), { month: style, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 15)));
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

const ymd = (iso: string) => /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)?.slice(1).map(Number) as [number, number, number] | undefined;

/**
 * A day (YYYY-MM-DD, or an ISO moment's date as written) as the budget writes it; without its formats, in `fallback`'s
 * locale ("25 Nov 2026" en-GB).
 */
export function dayText(iso: string, formats: DateFormats | null, fallback: string): string {
  const parts = ymd(iso);
  if (!parts) return iso;
  const [y, m, d] = parts;
  if (!formats) {
    return new Intl.DateTimeFormat(usableLocale(fallback), { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
  }
  return byPattern(formats.day, y, m, d, formats.locale);
}

/** A month (YYYY-MM…) as the budget writes it ("Dec 2025", "12/2025"); without its formats, "Dec 2025" in `fallback`'s locale. */
export function monthText(iso: string, formats: DateFormats | null, fallback: string): string {
  const parts = /^(\d{4})-(\d{2})/.exec(iso);
  if (!parts) return iso;
  const [y, m] = [Number(parts[1]), Number(parts[2])];
  if (formats) return byPattern(formats.month, y, m, 1, formats.locale);
  return new Intl.DateTimeFormat(usableLocale(fallback), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
