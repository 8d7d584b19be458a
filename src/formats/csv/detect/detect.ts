// Detection: from a sample of the file to a complete profile. Every decision that could go either way is
// recorded in the profile (with a reason where it was a judgement call) so the user can flip it.
// The steps, each in its own module: locateTable → columnStats → assignRoles → decideDates →
// decideNumberFormat → decideSign → currencyOfAmounts.
import { headerScore, normalizeHeader } from "../words/columns";
import { refuseBalanceList } from "./balance-list";
import { columnStats, mergeEvidence, type ColumnStats } from "./column-stats";
import { decideDates, type DateContext, type DateDecision } from "./decide-dates";
import {
  currencyNamed,
  currencyOfAmounts,
  currencyOfHeaders,
  decideAmountScale,
  decideNumberFormat,
  yenOf,
  type AmountScaleDecision,
} from "./decide-numbers";
import { decideSign, type SignDecision } from "./decide-sign";
import type { CsvEncoding } from "../decode/decode";
import { inferDateColumn, orderOfFormat, parseDate } from "../../../locale/dates";
import { SourceInputError } from "../../errors";
import { newEvidence, type NumberFormat } from "../../../locale/numbers";
import {
  headerFingerprint,
  type ColumnRef,
  type CsvColumns,
  type CsvProfile,
  type CsvProfileOverrides,
  type OpenDecision,
} from "../words/profile";
import { openAmount } from "./amount-alternatives";
import { questionsOf } from "./questions";
import { missingRole, rolesByIndex, tableColumns, type MissingRole } from "../read/refused-columns";
import { assignRoles } from "./roles";
import { dayColumnsRule, dayColumnsWarning, differingDates } from "./date-columns";
import { feeColumn } from "./fee-column";
import { addStatusByBalance } from "./status-by-balance";
import { isNotEnglish } from "../words/header-vocabulary";
import { savedColumns, savedNumberFormat } from "./saved-defaults";
import { PREAMBLE_LINES } from "./spending-majority";
import { recordAt, type Delimiter } from "../read/structure";
import { statedEnds, type StatedEnds } from "./balance-lines";
import { locateTable, profileRows, type TableLayout } from "../read/table";
import { yearAnchorOf, yearlessWarning } from "./yearless-dates";
import { columnEnds, endsAddUp, isConstant, moneyIn, pairMoneyIn } from "./money-by-values";

/** Share of numbers under which a column is text (a payee, a description): what its letters say of the bank's locale. */
const TEXT_SHARE = 0.5;

/** What the upload carries beside the bytes that detection may weigh. */
export function detectFromText(
  text: string,
  encoding: CsvEncoding,
  isWholeFile: boolean,
  overrides: CsvProfileOverrides = {},
  /** Why `encoding` (see decode.ts); an encoding given in `overrides` is "given in the profile". */
  encodingReason?: string,
  /** What the upload says beside the bytes: the file name (dates), the saved profile, the account's type (sign). */
  context: DetectContext = {},
): CsvProfile {
  const saved = context.saved;
  const warnings: string[] = [];
  const table = locateTable(
    text,
    isWholeFile,
    saved?.quote !== undefined && overrides.quote === undefined ? { ...overrides, quote: saved.quote } : overrides,
  );
  const { records, data, headers, width, delimiter } = table;
  warnings.push(...tableWarnings(table, saved, overrides));
  const cols = columnStats(records, data, width, headers);
  const refOf = (c: ColumnRef | undefined): number | undefined => resolveColumn(c, headers);

  const detected = assignRoles(cols, headers !== null, table.firstDate);
  const kept = savedColumns(detected.columns, saved?.columns, cols, refOf, warnings);
  // Two amount columns named alike: the one transactions already in the budget meet, else the left-hand one, warned of.
  const amountOpen = openAmount(cols, givenColumns(kept.columns, overrides.columns), refOf, overrides, saved, context.proved?.amount);
  const columns = amountOpen.columns;
  const dateIdx = refOf(columns.date);
  const refused = (missing: MissingRole, why: string) => missingRoleOf(table, columns, refOf, missing, why);
  if (dateIdx === undefined) throw refused("date", "the date column named is not in this file");
  const dateValues = data.map((i) => records[i]?.fields[dateIdx] ?? "");
  const year = yearAnchorOf(dateValues, records, table.headerRow ?? table.preambleRows, { ...context, given: overrides.yearAnchor });
  const yearAnchor = year?.anchor;
  const amountIdx = refOf(columns.amount);
  const debitIdx = refOf(columns.debit);
  const creditIdx = refOf(columns.credit);
  const balanceIdx = refOf(columns.balance);
  if (amountIdx === undefined && (debitIdx === undefined || creditIdx === undefined)) {
    // "Datum;Kontostand": a balance list says so rather than "no amount column".
    refuseBalanceList(cols, headers, dateIdx, datesAsRead(dateValues, yearAnchor), moneyGiven(overrides));
    throw refused("amount", "no column reads as amounts, nor a pair of columns as debits and credits");
  }

  const constant = amountIdx === undefined ? undefined : constantAmountWarning(cols[amountIdx]);
  if (constant !== undefined) warnings.push(constant);

  const amountCols = [amountIdx, debitIdx, creditIdx, balanceIdx].filter((i): i is number => i !== undefined);
  const evidence = mergeEvidence(amountCols.map((i) => cols[i]?.numbers ?? newEvidence()));
  const named = currencyNamed(headers, cols, amountCols, refOf(columns.currency));
  const valueDateIdx = refOf(columns.valueDate);
  const dates = decideDates(dateValues, evidence, delimiter, headers, overrides, {
    ...context,
    ...(year ? { yearAnchor } : {}),
    ...(named !== undefined ? { currency: named } : {}),
    ...(valueDateIdx !== undefined ? { otherDates: data.map((i) => records[i]?.fields[valueDateIdx] ?? "") } : {}),
    preamble: records.slice(0, Math.min(table.headerRow ?? table.preambleRows, PREAMBLE_LINES)).map((r) => r.fields.join(" ")),
    texts: cols.filter((c) => c.nonEmpty > 0 && c.numberShare < TEXT_SHARE && c.dateShare === 0).flatMap((c) => c.values),
  });
  warnings.push(...dates.warnings);
  // The days of two date columns, where nothing proves the one read or it is not the first printed (unless the person chose
  // it): said of the sample here, and of the whole file once it is planned (index.ts).
  const dayColumns = dayColumnsRule(valueDateIdx, dateIdx, detected.columns.date.index, detected.datesByPosition === true);
  if (dayColumns !== undefined && valueDateIdx !== undefined) {
    const apart = differingDates(records, data, dateIdx, valueDateIdx);
    const named = { rule: dayColumns, headers, date: dateIdx, other: valueDateIdx };
    if (apart > 0) warnings.push(dayColumnsWarning(named, { apart, rows: data.length }));
  }
  if (year) warnings.push(yearlessWarning(dateValues, orderOfFormat(dates.dateFormat), year));

  const numberFormat = savedNumberFormat(
    decideNumberFormat(evidence, delimiter, orderOfFormat(dates.dateFormat), overrides.decimalSeparator),
    evidence,
    saved,
    warnings,
  );
  const decimalSeparator = overrides.decimalSeparator ?? numberFormat.decimal;
  const thousandsSeparator = overrides.thousandsSeparator ?? numberFormat.thousands;
  const fmt: NumberFormat = { decimal: decimalSeparator, thousands: thousandsSeparator };

  const order = orderOfFormat(dates.dateFormat);
  const isoDates = dateValues.map((v) => parseDate(v, order, yearAnchor));
  refuseBalanceList(cols, headers, dateIdx, isoDates, moneyGiven(overrides));
  const money: MoneyIndexes = { amountIdx, debitIdx, creditIdx, balanceIdx, currencyIdx: refOf(columns.currency) };
  const { currency, amountCurrency } = currencies(overrides.currency ?? saved?.currency, headers, cols, money, amountCols, warnings);

  // Whole amounts that take the balances each run repeats from one to the other are whole units, not cents.
  const unitsProved =
    saved?.amountScale === undefined && endsProveUnits(cols, money, refOf(columns.openingBalance), refOf(columns.indicator));
  const scale = overrides.amountScale !== undefined || unitsProved ? undefined : amountScaleOf(cols, money, currency, saved?.amountScale);
  if (scale?.warning !== undefined) warnings.push(scale.warning);

  const rows = data.map((i) => recordAt(records, i).fields);
  const sign = decideSign(
    {
      rows,
      dates: isoDates,
      hasHeader: headers !== null,
      pairNamed: pairNamed(headers, debitIdx, creditIdx),
      amountIdx,
      debitIdx,
      creditIdx,
      indicatorIdx: refOf(columns.indicator),
      balanceIdx,
      accountType: context.accountType,
      // A card's statement names the card in its title or account block, or in the file's name.
      preamble: records.slice(0, Math.min(table.headerRow ?? table.preambleRows, PREAMBLE_LINES)).map((r) => r.fields.join(" ")),
      fileName: context.fileName,
      amountScale: overrides.amountScale ?? (scale && "amountScale" in scale ? scale.amountScale : undefined),
      // Only a whole file's rows add up to its closing balance.
      ends: isWholeFile ? (statedEnds(records, fmt) ?? endsOfColumns(cols, refOf(columns.openingBalance), balanceIdx)) : null,
      proved: context.proved?.sign,
      accountBalances: context.budget?.balances ? { balances: context.budget.balances, whole: isWholeFile } : undefined,
    },
    columns,
    cols,
    fmt,
    // The saved way of reading the sign holds while the saved columns do.
    saved && kept.allHeld ? { ...savedSign(saved, columns.indicator !== undefined), ...overrides } : overrides,
  );

  addFeeColumn(sign.columns, rows, headers, refOf, fmt, overrides);
  // Status values only rows without a balance carry: those rows moved no money (a list given, or [] for none, stands).
  const byBalance =
    overrides.statusNotBooked === undefined ? addStatusByBalance(sign.columns, cols, refOf, headers !== null, fmt) : undefined;
  if (byBalance) warnings.push(byBalance.warning);
  const statusNotBooked = overrides.statusNotBooked ?? byBalance?.values;
  if (amountOpen.warning) warnings.push(amountOpen.warning);
  const open = [dates.open, amountOpen.open, sign.open].filter((d): d is OpenDecision => d !== undefined);

  return profileOf({
    table,
    width,
    headers,
    delimiter,
    encoding,
    encodingReason,
    overrides,
    dates,
    decimalSeparator,
    thousandsSeparator,
    sign,
    currency,
    amountCurrency,
    scale,
    yearAnchor,
    warnings,
    open,
    amountReason: amountOpen.reason,
    statusNotBooked,
    dayColumns,
  });
}

/** What detection decided, step by step, gathered into the profile. */
interface Decisions {
  table: TableLayout;
  width: number;
  headers: string[] | null;
  delimiter: Delimiter;
  encoding: CsvEncoding;
  encodingReason: string | undefined;
  overrides: CsvProfileOverrides;
  dates: DateDecision;
  decimalSeparator: NumberFormat["decimal"];
  thousandsSeparator: NumberFormat["thousands"];
  sign: SignDecision;
  currency: string | undefined;
  amountCurrency: string | undefined;
  scale: AmountScaleDecision | undefined;
  yearAnchor: string | undefined;
  warnings: string[];
  open: OpenDecision[];
  amountReason: string | undefined;
  statusNotBooked: string[] | undefined;
  dayColumns: CsvProfile["dayColumns"];
}

/** The profile of the decisions: what the request gave over what was detected, and every reason and warning. */
function profileOf(d: Decisions): CsvProfile {
  const { table, width, headers, delimiter, encoding, encodingReason, overrides, dates, decimalSeparator, thousandsSeparator } = d;
  const { sign, currency, amountCurrency, scale, yearAnchor, warnings, open, amountReason, statusNotBooked, dayColumns } = d;
  const questions = questionsOf(open);
  return {
    version: 1,
    encoding: overrides.encoding ?? encoding,
    ...(overrides.encoding !== undefined
      ? { encodingReason: overrides.encodingReason ?? "given in the profile" }
      : encodingReason !== undefined
        ? { encodingReason }
        : {}),
    delimiter,
    ...(table.fixedWidth ? { fixedWidth: table.fixedWidth } : {}),
    quote: table.quote,
    ...profileRows(table),
    footerRows: overrides.footerRows ?? table.footerRows,
    columnCount: overrides.columnCount ?? width,
    columns: sign.columns,
    dateFormat: dates.dateFormat,
    dateAmbiguous: dates.dateAmbiguous,
    ...(dates.dateReason !== undefined ? { dateReason: dates.dateReason } : {}),
    ...(yearAnchor !== undefined ? { yearAnchor } : {}),
    decimalSeparator,
    thousandsSeparator,
    amountStyle: sign.amountStyle,
    sign: sign.sign,
    signReason: sign.signReason,
    ...(sign.indicatorOut ? { indicatorOut: sign.indicatorOut } : {}),
    ...(sign.indicatorIn ? { indicatorIn: sign.indicatorIn } : {}),
    ...(sign.rowWords ? { rowWords: sign.rowWords } : {}),
    ...(statusNotBooked && statusNotBooked.length > 0 ? { statusNotBooked } : {}),
    ...(sign.signUnproven ? { signUnproven: true } : {}),
    ...(sign.pairReversals ? { pairReversals: true } : {}),
    ...(open.length > 0 ? { open } : {}),
    ...(questions.length > 0 ? { questions } : {}),
    ...(amountReason !== undefined ? { amountReason } : {}),
    ...(dayColumns !== undefined ? { dayColumns } : {}),
    ...(currency ? { currency } : {}),
    ...(amountCurrency ? { amountCurrency } : {}),
    ...(scale && "amountScale" in scale ? { amountScale: scale.amountScale, amountScaleReason: scale.reason } : {}),
    ...(scale && "unproven" in scale && scale.unproven ? { amountScaleUnproven: true } : {}),
    fingerprint: overrides.fingerprint ?? headerFingerprint(headers, width, delimiter),
    ...(headers ? { headers } : {}),
    ...(warnings.length > 0 || sign.warning !== undefined
      ? { warnings: sign.warning !== undefined ? [...warnings, sign.warning] : warnings }
      : {}),
  };
}

/**
 * The fee column the running balance proves is left out of the amounts (fee-column.ts), once the columns are final;
 * a fee named or taken away in the request stays as given.
 */
function addFeeColumn(
  columns: CsvColumns,
  rows: readonly (readonly string[])[],
  headers: readonly string[] | null,
  refOf: (c: ColumnRef | undefined) => number | undefined,
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): void {
  if (columns.fee !== undefined || overrides.columns?.fee === null) return;
  const taken = new Set(Object.values(columns).flatMap((c) => (Array.isArray(c) ? c : [c]).flatMap((r) => refOf(r) ?? [])));
  const money = {
    amountIdx: refOf(columns.amount),
    debitIdx: refOf(columns.debit),
    creditIdx: refOf(columns.credit),
    balanceIdx: refOf(columns.balance),
  };
  const fee = feeColumn(rows, headers, money, taken, fmt);
  if (fee !== undefined) columns.fee = headers?.[fee] ? { index: fee, header: headers[fee] } : { index: fee };
}

/**
 * The amount column (named, given or saved) holds one value on every row: a code or a balance the bank repeats, not
 * what each row moved (money-by-values.ts). Imported as read, it is said.
 */
function constantAmountWarning(c: ColumnStats | undefined): string | undefined {
  const value = c?.values[0] ?? "";
  if (!c || !isConstant(c) || /^[-+]?[0.,\s]*$/.test(value)) return undefined;
  const named = c.header !== "" ? `"${c.header}"` : `column ${c.index + 1}`;
  return `every row's amount is ${value} (${named}): one value on each of ${c.values.length} rows is more often a balance or a code than what the rows moved; check the amount column`;
}

/** The balances each run of rows repeats before and after it, as the stated ends of the file (null without both). */
function endsOfColumns(cols: readonly ColumnStats[], openingIdx: number | undefined, closingIdx: number | undefined): StatedEnds | null {
  const opening = openingIdx === undefined ? undefined : cols[openingIdx];
  const closing = closingIdx === undefined ? undefined : cols[closingIdx];
  return opening && closing ? columnEnds(opening, closing) : null;
}

/** Whether the rows' money, as written, takes the opening column's runs to the balance column's (money-by-values.ts). */
function endsProveUnits(
  cols: readonly ColumnStats[],
  { amountIdx, debitIdx, creditIdx, balanceIdx }: MoneyIndexes,
  openingIdx: number | undefined,
  indicatorIdx: number | undefined,
): boolean {
  const opening = openingIdx === undefined ? undefined : cols[openingIdx];
  const closing = balanceIdx === undefined ? undefined : cols[balanceIdx];
  if (!opening || !closing) return false;
  const indicator = indicatorIdx === undefined ? undefined : cols[indicatorIdx];
  const amount = amountIdx === undefined ? undefined : cols[amountIdx];
  const debit = debitIdx === undefined ? undefined : cols[debitIdx];
  const credit = creditIdx === undefined ? undefined : cols[creditIdx];
  const money = amount ? moneyIn(amount, indicator) : debit && credit ? pairMoneyIn(debit, credit) : null;
  return money !== null && endsAddUp(opening, closing, money);
}

/** Where the money is: each role's column (undefined where the file has none). */
interface MoneyIndexes {
  amountIdx: number | undefined;
  debitIdx: number | undefined;
  creditIdx: number | undefined;
  balanceIdx: number | undefined;
  currencyIdx: number | undefined;
}

/**
 * Whether the amounts are in minor units, from the money columns and the currency (or the currency column's first
 * value). A scale saved for this format is the user's answer to "are these cents?": it holds for the next file.
 */
function amountScaleOf(
  cols: ColumnStats[],
  { amountIdx, debitIdx, creditIdx, balanceIdx, currencyIdx }: MoneyIndexes,
  currency: string | undefined,
  saved: number | undefined,
): AmountScaleDecision | undefined {
  return decideAmountScale(
    [amountIdx, debitIdx, creditIdx].flatMap((i) => (i !== undefined && cols[i] ? [cols[i]] : [])),
    amountIdx === undefined ? undefined : cols[amountIdx],
    balanceIdx === undefined ? undefined : cols[balanceIdx],
    currency ?? (currencyIdx === undefined ? undefined : cols[currencyIdx]?.values.find((v) => v !== "")),
    saved,
  );
}

/**
 * The file's currency (`given` by the request or the saved profile, else the amounts' own symbols when no column
 * names it), and the one the amounts' header names ("bedrag in EUR") where the currency column is the purchase's own.
 */
function currencies(
  given: string | undefined,
  headers: readonly string[] | null,
  cols: ColumnStats[],
  { amountIdx, debitIdx, creditIdx, currencyIdx }: MoneyIndexes,
  /** Every column of money, the balance's included. */
  amountCols: number[],
  warnings: string[],
): { currency: string | undefined; amountCurrency: string | undefined } {
  let currency = given;
  // "bedrag in EUR" beside "munt": the header says what the amounts are in; the column is the purchase's own currency.
  const amountCurrency = currency === undefined ? currencyOfHeaders(headers, [amountIdx, debitIdx, creditIdx]) : undefined;
  if (amountCurrency !== undefined && currencyIdx !== undefined) {
    const others = new Set(
      (cols[currencyIdx]?.values ?? []).map((v) => v.trim().toLowerCase()).filter((v) => v !== "" && v !== amountCurrency),
    );
    if (others.size > 0)
      warnings.push(
        `The amounts are in ${amountCurrency.toUpperCase()}, as their header says; the currency column (${headers?.[currencyIdx] ?? currencyIdx + 1}) also names ${[...others].map((c) => c.toUpperCase()).join(", ")}, taken as the purchases' own currency.`,
      );
  }
  if (currency === undefined && currencyIdx === undefined) {
    currency = currencyOfAmounts(
      amountCols.map((i) => cols[i]?.values ?? []),
      headers === null || !headers.some(isNotEnglish),
      yenOf(headers),
    );
  }
  return { currency, amountCurrency };
}

/** A refusal for a missing role: it shows the columns as read, for the person to name the role. */
function missingRoleOf(
  { records, data, width, headers }: TableLayout,
  columns: CsvColumns,
  refOf: (c: ColumnRef | undefined) => number | undefined,
  missing: MissingRole,
  why: string,
): SourceInputError {
  const roles = rolesByIndex(columns, refOf);
  return missingRole(
    missing,
    why,
    tableColumns(records, data, width, headers, (i) => roles.get(i)),
  );
}

/** The date cells read in the order they suggest alone (before the number format helps decide it). */
function datesAsRead(dateValues: readonly string[], yearAnchor: string | undefined): (string | null)[] {
  const order = inferDateColumn(dateValues)?.order ?? "DMY";
  return dateValues.map((v) => parseDate(v, order, yearAnchor));
}

/** What the table's reading asks the person to check: a saved delimiter this file does not use, dated rows above its header. */
function tableWarnings(table: TableLayout, saved: CsvProfileOverrides | undefined, overrides: CsvProfileOverrides): string[] {
  const warnings: string[] = [];
  const { delimiter, records } = table;
  if (saved?.delimiter !== undefined && overrides.delimiter === undefined && saved.delimiter !== delimiter) {
    warnings.push(
      `The saved profile splits fields at "${saved.delimiter}", but this file is delimited by "${delimiter}"; it was read with "${delimiter}".`,
    );
  }
  // One dated row above the header is a summary (period, balances); more may be another section's rows.
  if (table.datedRowsBefore >= 2) {
    warnings.push(
      `${table.datedRowsBefore} rows with dates above the header (line ${records[table.headerRow ?? table.preambleRows]?.line ?? 1}) were taken as a preamble, under a header of their own; check that no transactions are missing.`,
    );
  }
  return warnings;
}

export interface DetectContext extends DateContext {
  /** The target manual account's `type` ("credit" for a card account): evidence for the sign. */
  accountType?: string | undefined;
}

function savedSign(saved: CsvProfileOverrides, indicatorHeld: boolean): CsvProfileOverrides {
  // A saved indicator reading whose column this file does not read by (saved-defaults.ts): the file's signs decide.
  if (saved.amountStyle === "indicator" && !indicatorHeld) return {};
  const out: CsvProfileOverrides = {};
  if (saved.amountStyle !== undefined) out.amountStyle = saved.amountStyle;
  if (saved.sign !== undefined) Object.assign(out, { sign: saved.sign, signReason: saved.signReason ?? "as saved for this format" });
  if (saved.indicatorOut !== undefined) out.indicatorOut = saved.indicatorOut;
  if (saved.indicatorIn !== undefined) out.indicatorIn = saved.indicatorIn;
  // Which of two unnamed money columns is money out, as the person answered it (an unanswered one is not carried over).
  if (saved.columns?.debit && saved.columns.credit) out.columns = { debit: saved.columns.debit, credit: saved.columns.credit };
  return out;
}

/** Whether the header's words name the debit column and the credit column (not only their values made them a pair). */
function pairNamed(headers: readonly string[] | null, debitIdx: number | undefined, creditIdx: number | undefined): boolean {
  if (headers === null || debitIdx === undefined || creditIdx === undefined) return false;
  const [d, c] = [headers[debitIdx] ?? "", headers[creditIdx] ?? ""];
  // One side named, the other an amount (a card's "Amount" beside its "Refund"): the named side says which is which.
  const amountOnly = (h: string) => headerScore(h, "amount") > 0 && headerScore(h, "debit") + headerScore(h, "credit") === 0;
  const named = { debit: headerScore(d, "debit") > 0, credit: headerScore(c, "credit") > 0 };
  return (named.debit && named.credit) || (named.debit && amountOnly(c)) || (named.credit && amountOnly(d));
}

function moneyGiven(overrides: CsvProfileOverrides): boolean {
  const c = overrides.columns;
  return c !== undefined && (c.amount != null || c.debit != null || c.credit != null);
}

/** The columns detection (or the saved profile) chose, with what the request names put over them role by role; `null` removes a role. */
function givenColumns(columns: CsvColumns, given: CsvProfileOverrides["columns"]): CsvColumns {
  const out: Record<string, unknown> = { ...columns };
  for (const [role, ref] of Object.entries(given ?? {})) {
    if (ref === null) delete out[role];
    else if (ref !== undefined) out[role] = ref;
  }
  out.notes ??= [];
  return out as CsvColumns;
}

/** A column reference resolved against this file's header (header name first, so moved columns still match). */
export function resolveColumn(c: ColumnRef | undefined, headers: readonly string[] | null): number | undefined {
  if (!c) return undefined;
  if (c.header !== undefined && headers) {
    if (c.index !== undefined && normalizeHeader(headers[c.index] ?? "") === normalizeHeader(c.header)) return c.index;
    const want = normalizeHeader(c.header);
    const found = headers.findIndex((h) => normalizeHeader(h) === want);
    if (found >= 0) return found;
  }
  return c.index;
}
