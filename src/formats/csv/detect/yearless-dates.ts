// Dates written without their year ("15.03.", "03/15", "15 Mar", "3月15日"), as a statement of a month
// writes them: the year is the statement's. It comes from the period the preamble states ("Zeitraum:
// 01.03.2024 - 31.03.2024", "Период: с 01.03.2024 по 31.03.2024", "期間,2024/03/01～2024/03/31"), else from
// the export date (the file name's, else today's). Each date is read in the latest year that puts it on or
// before that day (dates.ts), so the December rows of a statement that ends in January are last year's.
import { fileNameDate } from "./file-name-date";
import { dayMonthOf, inferDateColumn, parseDate, type DateOrder } from "../../../locale/dates";
import type { CsvRecord } from "../read/structure";

/** Dates inside a line of text: numeric with a year, "2024年3月1日", "1 March 2024", "March 1, 2024". */
const DATES_IN_TEXT =
  /(?<![\d.])(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}年\d{1,2}月\d{1,2}日?|\d{1,2}\.?\s+[A-Za-z\u00c0-\u017f]{3,}\.?\s+\d{4}|[A-Za-z\u00c0-\u017f]{3,}\.?\s+\d{1,2},?\s+\d{4})(?![\d])/g;

export interface YearAnchor {
  /** YYYY-MM-DD: the profile's `yearAnchor`. */
  anchor: string;
  /** Where it comes from, for the warning. */
  source: string;
}

/**
 * The day a file's year-less dates are read up to, or undefined when its dates carry their year: the end of
 * the period a line of the preamble (before `preambleEnd`) states with two dates, else the file name's date,
 * else today.
 */
export function yearAnchorOf(
  dateValues: readonly string[],
  records: readonly CsvRecord[],
  preambleEnd: number,
  context: { fileName?: string | undefined; today?: string | undefined; given?: string | undefined },
): YearAnchor | undefined {
  if (!dateValues.some((v) => dayMonthOf(v) !== null && parseDate(v, "DMY") === null && parseDate(v, "MDY") === null)) return undefined;
  if (context.given !== undefined) return { anchor: context.given, source: "the profile" };
  const order = inferDateColumn(dateValues)?.order ?? "DMY";
  const period = statementPeriod(records, preambleEnd, order);
  if (period) return { anchor: period.end, source: `the statement period on line ${period.line} (${period.start} to ${period.end})` };
  const named = fileNameDate(context.fileName);
  if (named) return { anchor: named.latest, source: `the date in the file name (${named.latest})` };
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  return { anchor: today, source: `the day of the upload (${today}), as the file states no period` };
}

/** The first preamble line that holds two dates with their year: the period of the statement. */
function statementPeriod(
  records: readonly CsvRecord[],
  end: number,
  fallback: DateOrder,
): { start: string; end: string; line: number } | null {
  for (const record of records.slice(0, end)) {
    const found = record.fields.join(" ").match(DATES_IN_TEXT) ?? [];
    if (found.length < 2) continue;
    const inferred = inferDateColumn(found);
    const order = inferred && !inferred.ambiguous ? inferred.order : fallback;
    const dates = found.map((d) => parseDate(d, order)).filter((d): d is string => d !== null);
    dates.sort();
    const start = dates[0];
    const last = dates.at(-1);
    if (dates.length < 2 || start === undefined || last === undefined) continue;
    return { start, end: last, line: record.line };
  }
  return null;
}

/** What the person is told: the year the dates were read in, from where, and the dates put in the year before. */
export function yearlessWarning(dateValues: readonly string[], order: DateOrder, year: YearAnchor): string {
  const example = dateValues.find((v) => v.trim() !== "")?.trim() ?? "";
  const anchorYear = year.anchor.slice(0, 4);
  let before = 0;
  let read = 0;
  for (const v of dateValues) {
    const d = parseDate(v, order, year.anchor);
    if (d === null) continue;
    read++;
    if (d.slice(0, 4) < anchorYear) before++;
  }
  const head = `Dates are written without their year ("${example}"); they were read on or before ${year.anchor}, from ${year.source}`;
  const rolled =
    before === 0
      ? `, so in ${anchorYear}`
      : before === read
        ? `, so in ${+anchorYear - 1}, the year before`
        : `: ${before} of ${read} fall in ${+anchorYear - 1}, the year before (the dates run over the new year)`;
  return `${head}${rolled}; set yearAnchor (YYYY-MM-DD) if the year is wrong.`;
}
