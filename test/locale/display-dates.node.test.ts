// Days and months as the person's budget writes them: every pattern the service lets a person choose, written by the
// server's formatter and by the page scripts' twin alike, and read back to the same day.
import { describe, expect, it } from "vitest";
import { byPattern as scriptsByPattern, day as scriptsDay, month as scriptsMonth } from "../../public/assets/format.js";
import { MONTH_DAY, MONTH_DAY_YEAR, MONTH_YEAR } from "../../sandbox/src/routes/date-formats";
import { byPattern, type DateFormats, dayText, monthText } from "../../src/locale/display-dates";

const DAYS: [number, number, number][] = [
  [2026, 3, 7],
  [2025, 12, 25],
  [2024, 10, 1],
];
/** The service's locales of several scripts and orders, two of them by legacy tags Intl knows by other names. */
const LOCALES = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "ru-RU", "iw-IL", "in-ID"];

const monthName = (m: number, locale: string, style: "short" | "long") =>
  new Intl.DateTimeFormat(Intl.DateTimeFormat.supportedLocalesOf([locale])[0], { month: style, timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, m - 1, 15)),
  );

/** Reads a written day back by its pattern: y, m, d as far as the pattern says them. */
function readBack(pattern: string, written: string, locale: string): { y?: number; m?: number; d?: number } {
  const names = (style: "short" | "long") => Array.from({ length: 12 }, (_, i) => monthName(i + 1, locale, style));
  const fields: string[] = [];
  const source = pattern.replace(/YYYY|MMMM|MMM|MM|M|DD|D|[^YMD]+/g, (token) => {
    if (!/^[YMD]/.test(token)) return token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    fields.push(token);
    if (token === "YYYY") return "(\\d{4})";
    if (token === "MM" || token === "DD") return "(\\d{2})";
    if (token === "M" || token === "D") return "([1-9]\\d?)";
    return `(${names(token === "MMMM" ? "long" : "short")
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|")})`;
  });
  const match = new RegExp(`^${source}$`).exec(written);
  if (!match) return {};
  const out: { y?: number; m?: number; d?: number } = {};
  fields.forEach((field, i) => {
    const value = match[i + 1]!;
    if (field === "YYYY") out.y = Number(value);
    else if (field.startsWith("D")) out.d = Number(value);
    else if (field.length >= 3) out.m = names(field === "MMMM" ? "long" : "short").indexOf(value) + 1;
    else out.m = Number(value);
  });
  return out;
}

describe("every pattern the service allows writes the day it is given, on the server and in the page scripts alike", () => {
  const cases = [
    ...MONTH_DAY_YEAR.map((pattern) => ({ pattern, says: ["y", "m", "d"] })),
    ...MONTH_DAY.map((pattern) => ({ pattern, says: ["m", "d"] })),
    ...MONTH_YEAR.map((pattern) => ({ pattern, says: ["y", "m"] })),
  ];
  it.each(cases)("$pattern", ({ pattern, says }) => {
    for (const locale of LOCALES) {
      for (const [y, m, d] of DAYS) {
        const written = byPattern(pattern, y, m, d, locale);
        expect(scriptsByPattern(pattern, y, m, d, locale)).toBe(written);
        const read = readBack(pattern, written, locale);
        expect(read, `${pattern} in ${locale}: ${written}`).toEqual(Object.fromEntries(says.map((k) => [k, { y, m, d }[k]])));
      }
    }
  });

  it("says what a person reads in a few of them", () => {
    expect(byPattern("MMM D, YYYY", 2026, 10, 1, "en-US")).toBe("Oct 1, 2026");
    expect(byPattern("D MMM YYYY", 2026, 10, 1, "en-GB")).toBe("1 Oct 2026");
    expect(byPattern("DD.MM.YYYY", 2026, 10, 1, "de-DE")).toBe("01.10.2026");
    expect(byPattern("YYYY-MM-DD", 2026, 10, 1, "en-US")).toBe("2026-10-01");
    expect(byPattern("M/D/YYYY", 2026, 10, 1, "en-US")).toBe("10/1/2026");
    expect(byPattern("MMMM YYYY", 2025, 12, 1, "fr-FR")).toBe("décembre 2025");
  });
});

const formats: DateFormats = { locale: "en-US", day: "MMM D, YYYY", month: "MMM YYYY", hour12: true };

describe("a day always says its year, in the budget's pattern and locale", () => {
  it("writes month_day_year_format with the budget's month names, whatever the reader's locale", () => {
    const french = { ...formats, locale: "fr-FR", day: "D MMM YYYY" };
    for (const write of [dayText, (iso: string, f: DateFormats | null, l: string) => scriptsDay(iso, l, f)]) {
      expect(write("2026-10-01", formats, "de-DE")).toBe("Oct 1, 2026");
      expect(write("2026-10-01T23:10:00Z", formats, "de-DE")).toBe("Oct 1, 2026");
      expect(write("2026-10-01", french, "en-US")).toBe("1 oct. 2026");
    }
  });

  it("is the reader's locale's medium date without the budget's formats", () => {
    expect(dayText("2026-10-01", null, "en-GB")).toBe("1 Oct 2026");
    expect(dayText("2026-11-25", null, "de-DE")).toBe("25.11.2026");
    expect(scriptsDay("2026-10-01", "en-GB", null)).toBe("1 Oct 2026");
    expect(dayText("not a day", formats, "en")).toBe("not a day");
  });
});

describe("a month says a month, never a day", () => {
  it("is month_year_format, else the month's short name and its whole year", () => {
    expect(monthText("2025-12-01", null, "en-US")).toBe("Dec 2025");
    expect(scriptsMonth("2025-12-01", "en-US", null)).toBe("Dec 2025");
    expect(monthText("2025-12-01", { ...formats, month: "MM/YYYY" }, "en-US")).toBe("12/2025");
    expect(scriptsMonth("2025-12-01", "en-US", { ...formats, month: "YYYY MMM" })).toBe("2025 Dec");
  });
});
