// Step 5 of detection: the date format. The whole column decides; a column where every date reads both
// day-first and month-first is settled by the file's other evidence, and `dateReason` says which:
// first what proves a reading wrong (dates after today or after the date in the file name), then what
// only suggests one (the file name's own order, the reading that ends nearest before the file name's date,
// which counts twice, the spread of the dates, the locale of the file). A saved
// profile's order stands unless something proves it wrong. A decision that nothing proved carries a warning.
import { normalizeHeader } from "../words/columns";
import { isNotEnglish } from "../words/header-vocabulary";
import { inferDateColumn, orderOfFormat, parseDate, type DateOrder } from "../../../locale/dates";
import { fileNameDate } from "./file-name-date";
import { budgetDateOrder } from "./budget-dates";
import type { BudgetEvidence, BudgetProof } from "../words/budget-evidence";
import type { NumberEvidence } from "../../../locale/numbers";
import { addDays, daysBetween } from "../../../locale/days";
import type { CsvProfileOverrides, OpenDecision } from "../words/profile";
import type { Delimiter } from "../read/structure";

/** Header words that only non-English exports use: with them, an ambiguous "03/04" is day-first. */
const NON_ENGLISH =
  /\b(datum|betrag|bedrag|buchung|umsatz|omschrijving|fecha|importe|concepto|montant|libelle|importo|data|valuta|saldo|solde|soll|haben|empfanger|verwendungszweck|naam|tegenrekening|waehrung|wahrung|munt|devise|moneda|descrizione|castka|osszeg|kwota|belopp)/;

/** What normalizeHeader keeps beyond a–z and digits is a letter of another script (Cyrillic, Greek, Arabic…): not English either. */
const OTHER_SCRIPT = /[^a-z0-9 ]/;

/**
 * Currencies of countries that write the month first or mix both orders (the US and the places that use its
 * dollar, Canada, the Philippines, South Africa) or write the year first (a column in either order there is an
 * app's, not the country's): naming them says nothing of the order. Every other currency's countries write the
 * day first, so a file in it is day-first evidence, as its decimal comma is.
 */
const NOT_DAY_FIRST_CURRENCIES = new Set(["usd", "cad", "php", "zar", "cny", "jpy", "krw", "twd", "mnt", "huf"]);

/** A letter of a script other than Latin (Thai, Cyrillic, Greek, Arabic, Han…): the file is not an English-speaking bank's. */
const LETTER_OF_OTHER_SCRIPT = /(?![\p{Script=Latin}])\p{L}/u;
/** A four-digit year of the Buddhist era (2400–2699) in a date cell: "02/01/2563". */
const BUDDHIST_YEAR = /(?<!\d)2[456]\d\d(?!\d)/;

/** One day of slack for "after today": the bank's clock may be a time zone ahead of ours. */
const TODAY_SLACK_DAYS = 1;
/** A statement spans about a month; a reading spanning this many times more (and over a season) is the wrong one. */
const SPREAD_RATIO = 3;
const SPREAD_MIN_DAYS = 60;
/**
 * Fewer dates than this say too little about the span of a statement to weigh it. Four do: a short statement's
 * four rows on three days read the other way fall on one day of three months (a month and more apart, as the
 * ratio and SPREAD_MIN_DAYS still ask).
 */
const SPREAD_MIN_DATES = 4;
/**
 * A statement ends near the day it is exported: the reading whose latest date is closest before the file
 * name's date counts as a signal when the other reading ends this many times further before it, and at
 * least EXPORT_GAP_MIN_DAYS before it (a few days either way say nothing).
 */
const EXPORT_GAP_RATIO = 3;
const EXPORT_GAP_MIN_DAYS = 14;

export interface DateContext {
  /** The upload's file name, when it carries one. */
  fileName?: string;
  /** YYYY-MM-DD of the upload (defaults to the clock). */
  today?: string;
  /** Decisions of the profile saved for this header: defaults that the file's evidence may overrule. */
  saved?: CsvProfileOverrides;
  /** The day year-less dates are read up to (yearless-dates.ts), when the file writes them so. */
  yearAnchor?: string;
  /** The currency the file names (decide-numbers.ts' currencyNamed: a code, lowercase, or "rs"), when it names one. */
  currency?: string;
  /** The cells of another column of dates (the value date): written in the same order, they may prove it. */
  otherDates?: readonly string[];
  /** The lines before the table (a title, the account, the period): dates the bank printed there in the column's shape prove its order. */
  preamble?: readonly string[];
  /** The rows' text cells (payees, descriptions): a bank writing them in another script than Latin writes the day first. */
  texts?: readonly string[];
  /** What the budget says of how its person and the account's bank write dates (budget-dates.ts). */
  budget?: BudgetEvidence;
  /** What transactions already in the budget proved of the decisions the file leaves open (budget-readings.ts). */
  proved?: BudgetProof;
}

export interface DateDecision {
  dateFormat: string;
  dateAmbiguous: boolean;
  dateReason?: string;
  warnings: string[];
  /** Every date reads both ways and no proof of the file, no saved profile and no given format decided: what did. */
  open?: OpenDecision;
}

export function decideDates(
  dateValues: readonly string[],
  evidence: NumberEvidence,
  delimiter: Delimiter,
  headers: readonly string[] | null,
  overrides: CsvProfileOverrides,
  context: DateContext = {},
): DateDecision {
  if (overrides.dateFormat) {
    const { dateFormat: _f, dateAmbiguous: _a, dateReason: _r, ...rest } = overrides;
    const detected = decideDates(dateValues, evidence, delimiter, headers, rest, context);
    return {
      dateFormat: overrides.dateFormat,
      dateAmbiguous: overrides.dateAmbiguous ?? false,
      dateReason: overrides.dateReason ?? "given in the profile",
      warnings: givenFormatWarnings(dateValues, overrides.dateFormat, detected.dateFormat, context),
    };
  }
  const inferred = inferDateColumn(dateValues);
  const saved = context.saved?.dateFormat;
  if (!inferred) {
    return { dateFormat: saved ?? "DD.MM.YYYY", dateAmbiguous: false, warnings: [] };
  }
  if (!inferred.ambiguous) {
    const warnings: string[] = [];
    let dateReason = `every date reads as ${inferred.order}`;
    if (saved && orderOfFormat(saved) !== inferred.order) {
      const proof = dateValues.find((v) => parseDate(v, orderOfFormat(saved), context.yearAnchor) === null && v.trim() !== "");
      dateReason += `; the saved profile said ${saved}, but "${proof ?? ""}" cannot be read that way, so the file's own dates win`;
      warnings.push(
        `The saved profile reads dates as ${saved}, but this file's dates are ${inferred.format} ("${proof ?? ""}"); they were read as ${inferred.format}.`,
      );
    }
    return { dateFormat: inferred.format, dateAmbiguous: false, dateReason, warnings };
  }
  return (
    provedByOtherDates(inferred.format, context) ??
    provedByStatedDates(dateValues, inferred.format, context) ??
    decideAmbiguous(dateValues, inferred.format, evidence, delimiter, headers, context)
  );
}

/**
 * A column of dates that read both ways beside another column of dates written alike (the value date) that reads
 * one way only: the bank wrote both in one order, so that column proves it.
 */
function provedByOtherDates(format: string, context: DateContext): DateDecision | null {
  const other = context.otherDates === undefined ? null : inferDateColumn(context.otherDates);
  if (other === null || other.ambiguous || other.order === "YMD" || other.share < 1) return null;
  const dateFormat = swapToOrder(format, other.order);
  if (dateFormat !== other.format) return null;
  const proof = context.otherDates?.find((v) => v.trim() !== "" && parseDate(v, other.order === "DMY" ? "MDY" : "DMY") === null)?.trim();
  return {
    dateFormat,
    dateAmbiguous: true,
    dateReason: `no date in the column has a day over 12, so day and month cannot be told apart from the dates; read as ${describe(other.order)} because the other date column, written alike, has "${proof ?? ""}", which reads only so; set dateFormat to flip it`,
    warnings: [],
  };
}

/**
 * Dates the bank printed above the table (the statement's period, "As Of 20/01/2020"), written with the column's
 * separator, that read one way only: the bank wrote them and the rows alike. Dates that read the other way only
 * beside them leave it open.
 */
function provedByStatedDates(dateValues: readonly string[], format: string, context: DateContext): DateDecision | null {
  const sep = /\d(\D)\d/.exec(dateValues.find((v) => v.trim() !== "") ?? "")?.[1];
  if (sep === undefined || !context.preamble) return null;
  const e = sep.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const shape = new RegExp(`(?<![\\d${e}])(\\d{1,2})${e}(\\d{1,2})${e}(\\d{4}|\\d{2})(?![\\d${e}])`, "g");
  const proofs: Record<"DMY" | "MDY", string[]> = { DMY: [], MDY: [] };
  for (const line of context.preamble) {
    for (const m of line.matchAll(shape)) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) proofs.DMY.push(m[0]);
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) proofs.MDY.push(m[0]);
    }
  }
  const order: DateOrder | null =
    proofs.DMY.length > 0 && proofs.MDY.length === 0 ? "DMY" : proofs.MDY.length > 0 && proofs.DMY.length === 0 ? "MDY" : null;
  if (order === null) return null;
  return {
    dateFormat: swapToOrder(format, order),
    dateAmbiguous: true,
    dateReason: `no date in the column has a day over 12, so day and month cannot be told apart from the dates; read as ${describe(order)} because the lines above the table print "${proofs[order][0] ?? ""}", written alike, which reads only so; set dateFormat to flip it`,
    warnings: [],
  };
}

/** Every date reads both ways: proofs first, then the weighed signals, then the saved profile or the default. */
function decideAmbiguous(
  dateValues: readonly string[],
  format: string,
  evidence: NumberEvidence,
  delimiter: Delimiter,
  headers: readonly string[] | null,
  context: DateContext,
): DateDecision {
  const ambiguity = "no date in the column has a day over 12, so day and month cannot be told apart from the dates";
  const readings = { DMY: readAll(dateValues, "DMY", context.yearAnchor), MDY: readAll(dateValues, "MDY", context.yearAnchor) };
  const named = fileNameDate(context.fileName);
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  const savedOrder = context.saved?.dateFormat ? orderOfFormat(context.saved.dateFormat) : null;

  // Proofs: a reading that puts a date after the day the file was written is wrong.
  const bounds: [string, string][] = [[addDays(today, TODAY_SLACK_DAYS), `today (${today})`]];
  if (named) bounds.unshift([named.latest, `the date in the file name (${named.latest})`]);
  for (const [bound, what] of bounds) {
    const late = { DMY: readings.DMY.some((d) => d > bound), MDY: readings.MDY.some((d) => d > bound) };
    if (late.DMY === late.MDY) continue;
    const order: DateOrder = late.DMY ? "MDY" : "DMY";
    const other: DateOrder = order === "DMY" ? "MDY" : "DMY";
    const reason = `${ambiguity}; read as ${describe(order)} because read ${describe(other)} some dates would be after ${what}`;
    const warnings: string[] = [];
    if (savedOrder && savedOrder !== "YMD" && savedOrder !== order) {
      warnings.push(
        `The saved profile reads dates ${describe(savedOrder)}, but this file's dates would then be after ${what}; they were read ${describe(order)}.`,
      );
    }
    return { dateFormat: swapToOrder(format, order), dateAmbiguous: true, dateReason: `${reason}; set dateFormat to flip it`, warnings };
  }

  const both = (order: DateOrder, by: OpenDecision["by"]): OpenDecision => ({
    decision: "date_order",
    by,
    readings: [{ dateFormat: swapToOrder(format, order) }, { dateFormat: swapToOrder(format, order === "DMY" ? "MDY" : "DMY") }],
  });
  // Transactions already in the budget that the rows meet read one way only: a proof, below the file's own (a saved
  // order was the person's answer: it stands).
  const met = context.proved?.date_order;
  const metOrder = met?.reading.dateFormat === undefined ? null : orderOfFormat(met.reading.dateFormat);
  if (met && (metOrder === "DMY" || metOrder === "MDY") && savedOrder !== "DMY" && savedOrder !== "MDY") {
    const why = `${met.met} rows meet transactions already in the budget read ${describe(metOrder)} (${met.other} read ${describe(metOrder === "DMY" ? "MDY" : "DMY")})`;
    return {
      dateFormat: swapToOrder(format, metOrder),
      dateAmbiguous: true,
      dateReason: `${ambiguity}; read as ${describe(metOrder)} because ${why}; set dateFormat to flip it`,
      warnings: [],
      open: both(metOrder, "budget_rows"),
    };
  }

  // Signals: each suggests one order; the side with more wins.
  const dmy: string[] = [];
  const mdy: string[] = [];
  if (named?.order === "DMY") dmy.push(`the file name's date is written day-first`);
  if (named?.order === "MDY") mdy.push(`the file name's date is written month-first`);
  const spread =
    readings.DMY.length >= SPREAD_MIN_DATES ? { DMY: spanDays(readings.DMY), MDY: spanDays(readings.MDY) } : { DMY: 0, MDY: 0 };
  if (spread.MDY >= SPREAD_MIN_DAYS && spread.MDY > spread.DMY * SPREAD_RATIO)
    dmy.push(`the dates span ${spread.DMY} days day-first but ${spread.MDY} month-first`);
  if (spread.DMY >= SPREAD_MIN_DAYS && spread.DMY > spread.MDY * SPREAD_RATIO)
    mdy.push(`the dates span ${spread.MDY} days month-first but ${spread.DMY} day-first`);
  const nearer = named?.iso ? nearerToExport(readings, named.iso) : null;
  if (nearer) (nearer.order === "DMY" ? dmy : mdy).push(nearer.why);
  const locale: string[] = [];
  if (evidence.decimalComma > evidence.decimalPoint) locale.push("amounts use a decimal comma");
  if (delimiter === ";") locale.push("the delimiter is a semicolon");
  if (evidence.lakhs > 0) locale.push("amounts are grouped in lakhs (1,25,000)");
  if (/\d\.\d/.test(dateValues.find((v) => v.trim() !== "") ?? "")) locale.push("dates are written with dots");
  if (context.currency !== undefined && !NOT_DAY_FIRST_CURRENCIES.has(context.currency))
    locale.push(
      `the money is in ${context.currency === "rs" ? "rupees" : context.currency.toUpperCase()}, whose countries write the day first`,
    );
  const heading = headers ? normalizeHeader(headers.join(" ")) : "";
  if (NON_ENGLISH.test(heading) || OTHER_SCRIPT.test(heading) || headers?.some(isNotEnglish)) locale.push("the headers are not English");
  else if (context.preamble?.some((line) => LETTER_OF_OTHER_SCRIPT.test(line)))
    locale.push("the lines above the table are not in Latin letters");
  else if (context.texts?.some((text) => LETTER_OF_OTHER_SCRIPT.test(text))) locale.push("the rows' text is not in Latin letters");
  if (dateValues.some((v) => BUDDHIST_YEAR.test(v)))
    locale.push("the years are of the Buddhist era (Thailand and its neighbours write the day first)");
  // The locale counts as one signal however many of its marks the file shows.
  if (locale.length > 0) dmy.push(locale.join(", "));

  // The export date counts twice: a file is exported in the days after its last booking wherever its bank is,
  // while a locale only says how its bank usually writes (a German app exports "4/2/19" on 3 April: 2 April).
  const weight = { DMY: dmy.length + (nearer?.order === "DMY" ? 1 : 0), MDY: mdy.length + (nearer?.order === "MDY" ? 1 : 0) };

  // The budget's settings and the account's currency speak only where the file's own signals leave it open.
  const budget = weight.DMY === weight.MDY ? budgetDateOrder(context.budget) : null;
  let order: DateOrder;
  let why: string;
  let byBudget = false;
  let by: OpenDecision["by"] = "nothing";
  if (savedOrder === "DMY" || savedOrder === "MDY") {
    // Only a proof overrules a saved decision; the signals that suggest another reading are named.
    order = savedOrder;
    const against = order === "DMY" ? mdy : dmy;
    why = `read as ${describe(order)} as the saved profile for this format says${against.length > 0 ? ` (although ${against.join("; ")})` : ""}`;
  } else if (weight.DMY !== weight.MDY) {
    order = weight.DMY > weight.MDY ? "DMY" : "MDY";
    by = "file";
    const against = order === "DMY" ? mdy : dmy;
    why = `read as ${describe(order)} because ${(order === "DMY" ? dmy : mdy).join("; ")}${against.length > 0 ? `, which outweighs that ${against.join("; ")}` : ""}`;
  } else if (budget) {
    order = budget.order;
    byBudget = true;
    by = "budget";
    const disagree = [...dmy, ...mdy];
    why = `read as ${describe(order)} because ${budget.why}${disagree.length > 0 ? ` (the file's own signals disagree: ${disagree.join("; ")})` : ""}`;
  } else if (dmy.length > 0) {
    order = locale.length > 0 ? "DMY" : "MDY";
    why = `read as ${describe(order)}: the signals disagree (${[...dmy, ...mdy].join("; ")})`;
  } else {
    order = "MDY";
    why = "read as month-first (US style) because nothing in the file suggests a European locale";
  }
  const as = savedOrder === order ? " (as saved for this format)" : byBudget && budget ? ` (${budget.why})` : "";
  const warning = `Dates were read ${describe(order)}${as}, but no date in the file proves it (every day is 12 or less); check a few dates, and set dateFormat if they are wrong.`;
  return {
    dateFormat: swapToOrder(format, order),
    dateAmbiguous: true,
    dateReason: `${ambiguity}; ${why}; set dateFormat to flip it`,
    warnings: [warning],
    ...(savedOrder === order ? {} : { open: { ...both(order, by), because: why } }),
  };
}

/**
 * What a date format given by the person does that detection would not: move dates to another day (read the
 * other way round) and put dates after today. Either is said before the import, not found in the budget after.
 */
function givenFormatWarnings(dateValues: readonly string[], given: string, detected: string, context: DateContext): string[] {
  const order = orderOfFormat(given);
  const other = orderOfFormat(detected);
  const warnings: string[] = [];
  if (order !== other) {
    const pairs = dateValues.map((v) => ({
      v,
      given: parseDate(v, order, context.yearAnchor),
      detected: parseDate(v, other, context.yearAnchor),
    }));
    const read = pairs.filter((p) => p.given !== null && p.detected !== null);
    const moved = read.filter((p) => p.given !== p.detected);
    const example = moved[0];
    if (example !== undefined) {
      const share = moved.length === read.length ? "every date moves" : `${moved.length} of ${read.length} dates move`;
      warnings.push(
        `Dates are read ${describe(order)} as chosen, but the file reads ${describe(other)}: ${share} ("${example.v.trim()}" becomes ${example.given}, not ${example.detected}); check a few dates before importing.`,
      );
    }
  }
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  const late = readAll(dateValues, order, context.yearAnchor).filter((d) => d > addDays(today, TODAY_SLACK_DAYS));
  if (late.length > 0) {
    warnings.push(
      `With the date format chosen, ${late.length === 1 ? "1 date is" : `${late.length} dates are`} after today (the latest ${latest(late)}); check the date format before importing.`,
    );
  }
  return warnings;
}

/**
 * The reading whose latest date is closest before the export date in the file name, when the other ends
 * much further before it (both readings are on or before it here: a reading after it was a proof).
 */
function nearerToExport(readings: { DMY: string[]; MDY: string[] }, exported: string): { order: DateOrder; why: string } | null {
  if (readings.DMY.length === 0 || readings.MDY.length === 0) return null;
  const gap = { DMY: daysBetween(latest(readings.DMY), exported), MDY: daysBetween(latest(readings.MDY), exported) };
  const order: DateOrder = gap.DMY < gap.MDY ? "DMY" : "MDY";
  const other: DateOrder = order === "DMY" ? "MDY" : "DMY";
  if (gap[other] < EXPORT_GAP_MIN_DAYS || gap[other] < gap[order] * EXPORT_GAP_RATIO) return null;
  return {
    order,
    why: `the file name's date (${exported}) is ${gap[order]} ${gap[order] === 1 ? "day" : "days"} after the latest date read ${describe(order)} but ${gap[other]} read ${describe(other)}, and a statement ends near the day it is exported`,
  };
}

function latest(isoDates: readonly string[]): string {
  // Every ISO date sorts after the empty string, so the first one read replaces it.
  let max = "";
  for (const d of isoDates) if (d > max) max = d;
  return max;
}

function describe(order: DateOrder): string {
  return order === "DMY" ? "day-first" : order === "MDY" ? "month-first" : "year-first";
}

function readAll(values: readonly string[], order: DateOrder, yearAnchor?: string): string[] {
  const out: string[] = [];
  for (const v of values) {
    const d = parseDate(v, order, yearAnchor);
    if (d !== null) out.push(d);
  }
  return out;
}

function spanDays(isoDates: readonly string[]): number {
  const first = isoDates[0];
  if (first === undefined || isoDates.length < 2) return 0;
  let min = first;
  let max = min;
  for (const d of isoDates) {
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return daysBetween(min, max);
}

function swapToOrder(format: string, order: DateOrder): string {
  const current = orderOfFormat(format);
  if (current === order || current === "YMD") return format;
  // Swap the D and M tokens in place: "DD/MM/YYYY" ↔ "MM/DD/YYYY".
  return format.replace(/D+|M+/g, (t) => (t.startsWith("D") ? t.replace(/D/g, "M") : t.replace(/M/g, "D")));
}
