// Detection: from a sample of the file to a complete profile. Every decision that could go either way is
// recorded in the profile (with a reason where it was a judgement call) so the user can flip it.
import { CsvInputError } from "./errors";
import type { CsvEncoding } from "./decode";
import { chooseDelimiter, fitsTable, isBlank, nonEmptyCount, sampleRecords, type CsvRecord, type Delimiter } from "./structure";
import { headerScore, indicatorValues, INDICATOR_IN, INDICATOR_OUT, isCurrencyCode, normalizeHeader, TYPE_HEADER, type Role } from "./columns";
import { inferDateColumn, orderOfFormat, parseDate, type DateOrder } from "./dates";
import { currencyInCell, newEvidence, observeNumber, parseAmount, type NumberEvidence, type NumberFormat, type ThousandsSeparator } from "./numbers";
import { headerFingerprint, type ColumnRef, type CsvColumns, type CsvProfile, type CsvProfileOverrides } from "./profile";

/** Share of a column's cells that must read as dates for it to be a date column. */
const DATE_SHARE = 0.9;
/** Share of non-empty cells that must read as numbers for an amount-like column. */
const NUMBER_SHARE = 0.9;

/** Header words that only non-English exports use: with them, an ambiguous "03/04" is day-first. */
const NON_ENGLISH = /\b(datum|betrag|bedrag|buchung|umsatz|omschrijving|fecha|importe|concepto|montant|libelle|importo|data|valuta|saldo|solde|soll|haben|empfanger|verwendungszweck|naam|tegenrekening|waehrung|wahrung|munt|devise|moneda|descrizione|castka|osszeg|kwota|belopp)/;

interface ColumnStats {
  index: number;
  header: string;
  values: string[];
  nonEmpty: number;
  dateShare: number;
  numbers: NumberEvidence;
  numberShare: number;
  distinct: number;
  indicator: string[] | null;
  currencyCodes: number;
}

export function detectFromText(
  text: string,
  encoding: CsvEncoding,
  isWholeFile: boolean,
  overrides: CsvProfileOverrides = {},
  /** Why `encoding` (see decode.ts); an encoding given in `overrides` is "given in the profile". */
  encodingReason?: string,
): CsvProfile {
  const quote = overrides.quote ?? '"';
  let delimiter: Delimiter;
  let records: CsvRecord[];
  let width: number;
  if (overrides.delimiter) {
    delimiter = overrides.delimiter;
    records = sampleRecords(text, delimiter, quote, isWholeFile);
    width = modalWidth(records);
  } else {
    const choice = chooseDelimiter(text, quote, isWholeFile);
    if (!choice) {
      if (text.trim() === "") throw new CsvInputError("the file is empty");
      throw new CsvInputError("the file is not delimited text: no comma, semicolon, tab or pipe splits its lines into a table");
    }
    ({ delimiter, records, width } = choice);
  }
  if (records.length === 0) throw new CsvInputError("the file is empty");

  // 1. Where the table is: the first record whose (leftmost) date column reads as a date.
  const tableIdx: number[] = [];
  records.forEach((r, i) => {
    if (fitsTable(r.fields, width) && nonEmptyCount(r.fields) >= 2) tableIdx.push(i);
  });
  const firstDate = overrides.columns?.date?.index ?? roughDateColumn(records, tableIdx, width);
  if (firstDate === undefined) {
    throw new CsvInputError(
      tableIdx.length === 0
        ? "the file is not delimited text: no table found"
        : "no date column found: no column reads as dates (give columns.date in the profile)",
    );
  }
  const firstOrder = inferDateColumn(tableIdx.map((i) => records[i]!.fields[firstDate] ?? ""))?.order ?? "DMY";
  let firstData = tableIdx.find((i) => {
    const cell = records[i]!.fields[firstDate] ?? "";
    return parseDate(cell, firstOrder) !== null || parseDate(cell, firstOrder === "DMY" ? "MDY" : "DMY") !== null;
  });
  if (firstData === undefined) throw new CsvInputError("no date column found: no row has a readable date");

  // 2. The header is the non-blank record right before the first data row, if it reads like one.
  let headerRow: number | null = null;
  // Rows of the table between the header and the first dated row ("Pending" card payments) are data
  // rows that will be reported as errors, so look back past them.
  for (let k = firstData - 1; k >= 0; k--) {
    const f = records[k]!.fields;
    if (isBlank(f)) continue;
    if (looksLikeHeader(f, width)) {
      headerRow = k;
      break;
    }
    if (!fitsTable(f, width)) break;
  }
  if (overrides.headerRow !== undefined) headerRow = overrides.headerRow;
  let preambleRows = headerRow ?? firstData;
  if (overrides.preambleRows !== undefined) {
    preambleRows = overrides.preambleRows;
    if (overrides.headerRow === undefined) headerRow = headerRow === null ? null : preambleRows;
  }
  if (headerRow !== null) firstData = Math.max(firstData, headerRow + 1);
  const headers = headerRow !== null ? (records[headerRow]?.fields.map((h) => h.trim()) ?? null) : null;

  // 3. Data rows of the sample: after the header, in the table, and not the footer.
  const dataIdx = tableIdx.filter((i) => i >= Math.max(firstData, preambleRows + (headerRow === null ? 0 : 1)));
  let lastData = -1;
  for (const i of dataIdx) if (parseDate(records[i]!.fields[firstDate] ?? "", firstOrder) !== null) lastData = i;
  const data = dataIdx.filter((i) => i <= lastData);
  let footerRows = 0;
  if (isWholeFile && lastData >= 0) {
    for (let i = lastData + 1; i < records.length; i++) if (!isBlank(records[i]!.fields)) footerRows = i - lastData;
  }
  const cols = stats(records, data, width, headers);

  // 4. Roles.
  const detected = assignRoles(cols, headers !== null, firstDate);
  const columns: CsvColumns = { ...detected.columns, ...stripUndefined(overrides.columns ?? {}) } as CsvColumns;
  const refOf = (c: ColumnRef | undefined): number | undefined => resolveColumn(c, headers);
  const dateIdx = refOf(columns.date);
  if (dateIdx === undefined) throw new CsvInputError("no date column found");
  const amountIdx = refOf(columns.amount);
  const debitIdx = refOf(columns.debit);
  const creditIdx = refOf(columns.credit);
  if (amountIdx === undefined && (debitIdx === undefined || creditIdx === undefined)) {
    throw new CsvInputError("no amount column found (nor a pair of debit and credit columns)");
  }

  // 5. Dates: the whole column decides; an undecided column is settled by the file's other signals.
  const dateValues = data.map((i) => records[i]!.fields[dateIdx] ?? "");
  const inferred = inferDateColumn(dateValues);
  let dateFormat = inferred?.format ?? "DD.MM.YYYY";
  let dateAmbiguous = false;
  let dateReason: string | undefined;
  const amountCols = [amountIdx, debitIdx, creditIdx, refOf(columns.balance)].filter((i): i is number => i !== undefined);
  const evidence = mergeEvidence(amountCols.map((i) => cols[i]?.numbers ?? newEvidence()));
  if (inferred?.ambiguous) {
    dateAmbiguous = true;
    const signals: string[] = [];
    if (evidence.decimalComma > evidence.decimalPoint) signals.push("amounts use a decimal comma");
    if (delimiter === ";") signals.push("the delimiter is a semicolon");
    if (/\d\.\d/.test(dateValues.find((v) => v.trim() !== "") ?? "")) signals.push("dates are written with dots");
    if (headers && NON_ENGLISH.test(normalizeHeader(headers.join(" ")))) signals.push("the headers are not English");
    const order: DateOrder = signals.length > 0 ? "DMY" : "MDY";
    dateFormat = swapToOrder(dateFormat, order);
    dateReason =
      `no date in the column has a day over 12, so day and month cannot be told apart from the dates; ` +
      (signals.length > 0
        ? `read as day-first because ${signals.join(", ")}`
        : "read as month-first (US style) because nothing in the file suggests a European locale") +
      `; set dateFormat to flip it`;
  } else if (inferred) {
    dateReason = `every date reads as ${inferred.order}`;
  }
  if (overrides.dateFormat) {
    dateFormat = overrides.dateFormat;
    dateAmbiguous = overrides.dateAmbiguous ?? false;
    dateReason = overrides.dateReason ?? "given in the profile";
  }

  // 6. Numbers: one decimal separator for the whole file, decided by every amount-like cell.
  const numberFormat = decideNumberFormat(evidence, delimiter, orderOfFormat(dateFormat));
  const decimalSeparator = overrides.decimalSeparator ?? numberFormat.decimal;
  const thousandsSeparator = overrides.thousandsSeparator ?? numberFormat.thousands;
  const fmt: NumberFormat = { decimal: decimalSeparator, thousands: thousandsSeparator };

  // 7. Sign.
  let amountStyle: CsvProfile["amountStyle"] = amountIdx !== undefined ? "signed" : "debit_credit";
  let indicatorOut: string[] | undefined;
  let indicatorIn: string[] | undefined;
  const indIdx = refOf(columns.indicator);
  if (amountIdx !== undefined && indIdx !== undefined) {
    const seen = cols[indIdx]?.indicator ?? [];
    indicatorOut = overrides.indicatorOut ?? seen.filter((v) => INDICATOR_OUT.includes(v));
    indicatorIn = overrides.indicatorIn ?? seen.filter((v) => INDICATOR_IN.includes(v));
    amountStyle = "indicator";
  }
  let sign: CsvProfile["sign"] = "negative_is_money_out";
  let signReason =
    amountStyle === "debit_credit"
      ? "separate debit (money out) and credit (money in) columns"
      : amountStyle === "indicator"
        ? `amounts are unsigned; the indicator column says the direction (money out: ${indicatorOut?.join(", ")}; money in: ${indicatorIn?.join(", ")})`
        : "negative amounts are money out (what most banks export); no running balance to check it against";
  const balIdx = refOf(columns.balance);
  if (amountStyle === "signed" && amountIdx !== undefined && balIdx !== undefined) {
    const dates = data.map((i) => parseDate(records[i]!.fields[dateIdx] ?? "", orderOfFormat(dateFormat)));
    const verdict = signFromBalance(data.map((i) => records[i]!.fields), amountIdx, balIdx, fmt, dates);
    if (verdict) ({ sign, reason: signReason } = verdict);
  }
  // Without a header nothing names the withdrawals and the deposits column: the running balance does
  // (it moves by credit − debit on every row). Left = debit stays the guess when there is no balance.
  if (amountStyle === "debit_credit" && headers === null && debitIdx !== undefined && creditIdx !== undefined && balIdx !== undefined && !overrides.columns?.debit && !overrides.columns?.credit) {
    const verdict = debitCreditFromBalance(data.map((i) => records[i]!.fields), debitIdx, creditIdx, balIdx, fmt);
    if (verdict) {
      if (verdict.swap) [columns.debit, columns.credit] = [columns.credit, columns.debit];
      signReason = verdict.reason;
    }
  }
  if (overrides.sign) {
    sign = overrides.sign;
    signReason = overrides.signReason ?? "given in the profile";
  }
  if (overrides.amountStyle) amountStyle = overrides.amountStyle;

  // 8. Currency named in the amount cells when no column says it.
  let currency = overrides.currency;
  if (currency === undefined && refOf(columns.currency) === undefined) {
    const counts = new Map<string, number>();
    for (const i of amountCols) for (const v of cols[i]?.values ?? []) {
      const c = currencyInCell(v);
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    let best = 0;
    for (const [c, n] of counts) if (n > best) [currency, best] = [c, n];
  }

  const profile: CsvProfile = {
    version: 1,
    encoding: overrides.encoding ?? encoding,
    ...(overrides.encoding !== undefined
      ? { encodingReason: overrides.encodingReason ?? "given in the profile" }
      : encodingReason !== undefined
        ? { encodingReason }
        : {}),
    delimiter,
    quote,
    preambleRows,
    headerRow,
    footerRows: overrides.footerRows ?? footerRows,
    columnCount: overrides.columnCount ?? width,
    columns,
    dateFormat,
    dateAmbiguous,
    ...(dateReason !== undefined ? { dateReason } : {}),
    decimalSeparator,
    thousandsSeparator,
    amountStyle,
    sign,
    signReason,
    ...(indicatorOut ? { indicatorOut } : {}),
    ...(indicatorIn ? { indicatorIn } : {}),
    ...(currency ? { currency } : {}),
    fingerprint: overrides.fingerprint ?? headerFingerprint(headers, width, delimiter),
    ...(headers ? { headers } : {}),
  };
  return profile;
}

const anyDate = (cell: string): boolean =>
  parseDate(cell, "DMY") !== null || parseDate(cell, "MDY") !== null || parseDate(cell, "YMD") !== null;

/**
 * The leftmost column that reads as dates from its first date on (preamble and header rows above it do not
 * count against it): used only to find where the data starts.
 */
function roughDateColumn(records: CsvRecord[], tableIdx: number[], width: number): number | undefined {
  for (let c = 0; c < width; c++) {
    let first = -1;
    let ok = 0;
    tableIdx.forEach((i, pos) => {
      if (anyDate(records[i]!.fields[c] ?? "")) {
        ok++;
        if (first < 0) first = pos;
      }
    });
    // Half: continuation lines, pending card payments and footers inside the table lack a date.
    if (first >= 0 && ok >= (tableIdx.length - first) * 0.5) return c;
  }
  return undefined;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
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

function modalWidth(records: CsvRecord[]): number {
  const counts = new Map<number, number>();
  for (const r of records) if (!isBlank(r.fields)) counts.set(r.fields.length, (counts.get(r.fields.length) ?? 0) + 1);
  let w = 1;
  let n = 0;
  for (const [k, v] of counts) if (v > n || (v === n && k > w)) [w, n] = [k, v];
  return w;
}

function looksLikeHeader(fields: readonly string[], width: number): boolean {
  if (!fitsTable(fields, width) || nonEmptyCount(fields) < Math.min(2, width)) return false;
  let texty = 0;
  for (const f of fields) {
    const t = f.trim();
    if (t === "") continue;
    if (parseDate(t, "DMY") || parseDate(t, "MDY") || parseDate(t, "YMD")) return false;
    if (/^[-+(]?[\d\s.,'€$£]+\)?-?$/.test(t)) return false;
    texty++;
  }
  return texty >= 1;
}

function stats(records: CsvRecord[], rows: number[], width: number, headers: readonly string[] | null): ColumnStats[] {
  const out: ColumnStats[] = [];
  for (let c = 0; c < width; c++) {
    const values = rows.map((i) => (records[i]!.fields[c] ?? "").trim());
    const nonEmptyValues = values.filter((v) => v !== "");
    const date = inferDateColumn(values);
    const numbers = newEvidence();
    for (const v of values) observeNumber(v, numbers);
    out.push({
      index: c,
      header: headers?.[c] ?? "",
      values,
      nonEmpty: nonEmptyValues.length,
      dateShare: date && nonEmptyValues.length > 0 ? (date.share * nonEmptyValues.length) / Math.max(1, values.length) : 0,
      numbers,
      numberShare: numbers.nonEmpty === 0 ? 0 : numbers.numeric / numbers.nonEmpty,
      distinct: new Set(nonEmptyValues).size,
      indicator: indicatorValues(values),
      currencyCodes: nonEmptyValues.filter(isCurrencyCode).length,
    });
  }
  return out;
}

function mergeEvidence(list: NumberEvidence[]): NumberEvidence {
  const ev = newEvidence();
  for (const e of list) {
    ev.decimalComma += e.decimalComma;
    ev.decimalPoint += e.decimalPoint;
    ev.ambiguous += e.ambiguous;
    ev.numeric += e.numeric;
    ev.nonEmpty += e.nonEmpty;
    ev.negative += e.negative;
    for (const [k, v] of e.thousands) ev.thousands.set(k, (ev.thousands.get(k) ?? 0) + v);
  }
  return ev;
}

function decideNumberFormat(ev: NumberEvidence, delimiter: Delimiter, dateOrder: DateOrder): NumberFormat {
  let decimal: "." | ",";
  if (ev.decimalComma > ev.decimalPoint) decimal = ",";
  else if (ev.decimalPoint > ev.decimalComma) decimal = ".";
  // Only "1,234"-like cells (or none): a ";" file is continental, where "," is the decimal mark.
  else decimal = delimiter === ";" || (ev.ambiguous === 0 && dateOrder === "DMY" && delimiter !== ",") ? "," : ".";
  let thousands: ThousandsSeparator = "";
  let best = 0;
  for (const [k, n] of ev.thousands) if (k !== decimal && n > best) [thousands, best] = [k, n];
  if (thousands === "" && ev.ambiguous > 0) thousands = decimal === "." ? "," : ".";
  return { decimal, thousands };
}

function swapToOrder(format: string, order: DateOrder): string {
  const current = orderOfFormat(format);
  if (current === order || current === "YMD") return format;
  // Swap the D and M tokens in place: "DD/MM/YYYY" ↔ "MM/DD/YYYY".
  return format.replace(/D+|M+/g, (t) => (t.startsWith("D") ? t.replace(/D/g, "M") : t.replace(/M/g, "D")));
}

/**
 * The running balance proves the sign: if balance[i] − balance[i−1] equals amount[i] (rows oldest first) or
 * balance[i−1] − balance[i] equals amount[i−1] (newest first), positive amounts are money in.
 */
function signFromBalance(
  rows: string[][],
  amountIdx: number,
  balIdx: number,
  fmt: NumberFormat,
  /** The rows' dates (ISO, or null): a pair in date order is read only one way, so a coincidence in
   *  the other direction cannot flip the sign. */
  dates: readonly (string | null)[],
): { sign: CsvProfile["sign"]; reason: string } | null {
  const num = (s: string | undefined): number | null => {
    const v = parseAmount(s ?? "", fmt);
    return v === null || v.startsWith("!") ? null : Number(v);
  };
  let asIs = 0;
  let flipped = 0;
  for (let i = 1; i < rows.length; i++) {
    const a0 = num(rows[i - 1]![amountIdx]);
    const a1 = num(rows[i]![amountIdx]);
    const b0 = num(rows[i - 1]![balIdx]);
    const b1 = num(rows[i]![balIdx]);
    if (a0 === null || a1 === null || b0 === null || b1 === null) continue;
    const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
    const d0 = dates[i - 1];
    const d1 = dates[i];
    // Oldest first, row i moved the balance from b0 to b1; newest first, row i−1 moved it from b1 to b0.
    const oldestFirst = !d0 || !d1 || d0 <= d1;
    const newestFirst = !d0 || !d1 || d0 >= d1;
    if ((oldestFirst && close(b1 - b0, a1)) || (newestFirst && close(b0 - b1, a0))) asIs++;
    else if ((oldestFirst && close(b1 - b0, -a1)) || (newestFirst && close(b0 - b1, -a0))) flipped++;
  }
  if (asIs === 0 && flipped === 0) return null;
  if (flipped > asIs) {
    return {
      sign: "positive_is_money_out",
      reason: `the running balance falls by the amount in ${flipped} of ${asIs + flipped} checked rows: positive amounts are money out`,
    };
  }
  return {
    sign: "negative_is_money_out",
    reason: `the running balance rises by the amount in ${asIs} of ${asIs + flipped} checked rows: negative amounts are money out`,
  };
}

/**
 * Which of two unnamed money columns is the debit: the one whose amounts the running balance falls by
 * (balance[i] − balance[i−1] = credit[i] − debit[i] oldest first, or balance[i−1] − balance[i] =
 * credit[i−1] − debit[i−1] newest first). `swap` when the right-hand column is the debit.
 */
function debitCreditFromBalance(
  rows: string[][],
  leftIdx: number,
  rightIdx: number,
  balIdx: number,
  fmt: NumberFormat,
): { swap: boolean; reason: string } | null {
  const num = (s: string | undefined): number | null => {
    const v = parseAmount(s ?? "", fmt);
    return v === null || v.startsWith("!") ? null : Number(v);
  };
  const net = (r: string[]): number => (num(r[rightIdx]) ?? 0) - (num(r[leftIdx]) ?? 0); // credit − debit if left is the debit
  let asIs = 0;
  let swapped = 0;
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
  for (let i = 1; i < rows.length; i++) {
    const b0 = num(rows[i - 1]![balIdx]);
    const b1 = num(rows[i]![balIdx]);
    if (b0 === null || b1 === null || close(b0, b1)) continue;
    const n0 = net(rows[i - 1]!);
    const n1 = net(rows[i]!);
    if (close(b1 - b0, n1) || close(b0 - b1, n0)) asIs++;
    else if (close(b1 - b0, -n1) || close(b0 - b1, -n0)) swapped++;
  }
  if (asIs === 0 && swapped === 0) return null;
  const swap = swapped > asIs;
  return {
    swap,
    reason:
      `no header names the money columns; the running balance falls by the ${swap ? "right" : "left"}-hand one in ` +
      `${Math.max(asIs, swapped)} of ${asIs + swapped} checked rows, so it is the debit (money out) column`,
  };
}

interface Detected {
  columns: CsvColumns;
}

function ref(s: ColumnStats, withHeader: boolean): ColumnRef {
  return withHeader && s.header !== "" ? { index: s.index, header: s.header } : { index: s.index };
}

function assignRoles(cols: ColumnStats[], hasHeader: boolean, fallbackDate: number): Detected {
  const used = new Set<number>();
  const score = (s: ColumnStats, r: Role) => (hasHeader ? headerScore(s.header, r) : 0);
  const best = (candidates: ColumnStats[], r: Role, needHeader: boolean): ColumnStats | undefined => {
    let top: ColumnStats | undefined;
    let topScore = needHeader ? 0 : -1;
    for (const c of candidates) {
      if (used.has(c.index)) continue;
      const sc = score(c, r);
      if (sc > topScore) [top, topScore] = [c, sc];
    }
    return top;
  };

  // Dates: the booking/transaction date beats a value date; on a tie the leftmost.
  let dates = cols.filter((c) => c.nonEmpty > 0 && c.dateShare >= DATE_SHARE * (c.nonEmpty / Math.max(1, c.values.length)));
  // A few unreadable dates (reported per row) must not hide the column.
  if (dates.length === 0) dates = cols.filter((c) => c.index === fallbackDate);
  const rank = (c: ColumnStats): number => {
    // A mostly empty date column (value dates of pending rows) is never the booking date.
    const sparse = c.nonEmpty < c.values.length * 0.8 ? -2 : 0;
    if (!hasHeader) return 1 + sparse;
    const primary = headerScore(c.header, "date");
    const value = headerScore(c.header, "valueDate");
    if (value > 0 && value >= primary) return 1 + sparse;
    const h = normalizeHeader(c.header);
    const booking = /buchung|booking|transaction|posting|boek|operac|operaz|trans/.test(h) ? 1 : 0;
    return (primary > 0 ? 2 + booking : 1.5) + sparse;
  };
  let date: ColumnStats | undefined;
  for (const c of dates) if (!date || rank(c) > rank(date)) date = c;
  if (!date) return { columns: { date: { index: cols.find((c) => c.dateShare > 0)?.index ?? 0 }, notes: [] } };
  used.add(date.index);
  const valueDate = dates.find((c) => c !== date);
  if (valueDate) used.add(valueDate.index);

  const numeric = cols.filter((c) => !used.has(c.index) && c.numberShare >= NUMBER_SHARE && c.nonEmpty > 0);
  const numericOrEmpty = cols.filter((c) => !used.has(c.index) && (c.nonEmpty === 0 || c.numberShare >= NUMBER_SHARE));

  // Amounts: a signed amount column, or a debit + credit pair.
  let amount: ColumnStats | undefined;
  let debit: ColumnStats | undefined;
  let credit: ColumnStats | undefined;
  let balance: ColumnStats | undefined;
  if (hasHeader) {
    balance = best(numericOrEmpty, "balance", true);
    if (balance) used.add(balance.index);
    debit = best(numericOrEmpty, "debit", true);
    if (debit) used.add(debit.index);
    credit = best(numericOrEmpty, "credit", true);
    if (credit) used.add(credit.index);
    if (!debit || !credit) {
      if (debit) used.delete(debit.index);
      if (credit) used.delete(credit.index);
      debit = credit = undefined;
    }
    // Named columns may hold a few unreadable cells (reported per row); unnamed ones must be clean.
    amount = best(cols.filter((c) => !used.has(c.index) && c.nonEmpty > 0 && c.numberShare >= 0.5), "amount", true);
    // A signed amount column with negatives beats a debit/credit pair (Belgian exports carry both).
    if (amount && debit && credit) {
      if (amount.numbers.negative > 0) {
        used.delete(debit.index);
        used.delete(credit.index);
        debit = credit = undefined;
      } else amount = undefined;
    }
    if (!amount && !(debit && credit)) {
      // A header we do not know: the numeric column with decimals that is not a balance or an id.
      amount = numeric.find((c) => !used.has(c.index) && hasDecimals(c));
    }
  } else {
    const money = numeric.filter(hasDecimals);
    const pair = complementaryPair(cols.filter((c) => !used.has(c.index) && (c.nonEmpty === 0 || c.numberShare >= NUMBER_SHARE) && c.nonEmpty < c.values.length));
    if (pair && !money.some((c) => c.nonEmpty === c.values.length && c !== pair[0] && c !== pair[1] && money.indexOf(c) < money.indexOf(pair[0]))) {
      [debit, credit] = pair;
    } else amount = money[0] ?? numeric[0];
    if (amount) used.add(amount.index);
    const rest = money.filter((c) => !used.has(c.index) && c !== debit && c !== credit);
    balance = rest.find((c) => c.nonEmpty === c.values.length);
  }
  if (amount) used.add(amount.index);
  if (debit) used.add(debit.index);
  if (credit) used.add(credit.index);
  if (balance) used.add(balance.index);

  // An indicator column only makes sense next to an unsigned amount.
  let indicator: ColumnStats | undefined;
  if (amount && amount.numbers.negative === 0) {
    const candidates = cols.filter((c) => !used.has(c.index) && c.indicator !== null && c.indicator.length > 0);
    indicator = candidates.sort((a, b) => score(b, "indicator") - score(a, "indicator"))[0];
    if (indicator) {
      const vals = indicator.indicator ?? [];
      const known = vals.filter((v) => INDICATOR_OUT.includes(v) || INDICATOR_IN.includes(v));
      // Single letters are weak evidence on their own: require a header hint or both directions seen.
      const strong = score(indicator, "indicator") > 0 || vals.some((v) => v.length > 1) || (vals.some((v) => INDICATOR_OUT.includes(v)) && vals.some((v) => INDICATOR_IN.includes(v)));
      if (known.length === 0 || !strong) indicator = undefined;
      else used.add(indicator.index);
    }
  }

  const text = cols.filter((c) => !used.has(c.index) && c.nonEmpty > 0 && c.numberShare < 0.5 && c.dateShare < 0.5);
  const currency =
    best(text.filter((c) => c.currencyCodes >= c.nonEmpty * 0.9), "currency", hasHeader) ??
    (hasHeader ? undefined : text.find((c) => c.currencyCodes === c.nonEmpty && c.nonEmpty > 0));
  if (currency) used.add(currency.index);
  const transactionId = hasHeader
    ? best(
        cols.filter((c) => !used.has(c.index) && c.nonEmpty >= c.values.length * 0.95 && c.distinct === c.nonEmpty && c.nonEmpty > 0),
        "transactionId",
        true,
      )
    : undefined;
  if (transactionId) used.add(transactionId.index);
  const category = hasHeader ? best(text, "category", true) : undefined;
  if (category) used.add(category.index);

  let payee = hasHeader ? best(text, "payee", true) : undefined;
  if (payee) used.add(payee.index);
  // A column named as notes is one even when the sample leaves it empty (Monzo's "notes", a "Zusatz" line):
  // the next export fills it, and the saved profile should already read it.
  // Whole words only (4+): an empty "BAR-Entgelt+Buchungsreferenz" is not a note.
  const namedEmpty = (c: ColumnStats) => c.nonEmpty === 0 && !used.has(c.index) && score(c, "notes") >= 4;
  let notes = hasHeader ? cols.filter((c) => (text.includes(c) && !used.has(c.index) && score(c, "notes") > 0) || namedEmpty(c)) : [];
  if (!payee) {
    // No counterparty column: the free-text description names it. A transaction-type column ("Umsatzart:
    // Lastschrift") is text too but never the counterparty.
    const filled = notes.filter((c) => c.nonEmpty > 0);
    const free = filled.filter((c) => !TYPE_HEADER.test(normalizeHeader(c.header)));
    payee = leadingDescription(free.length > 0 ? free : filled);
    if (payee) notes = notes.filter((c) => c !== payee);
    else if (!hasHeader) {
      // No header at all: the counterparty is the text column that varies most (see mostDescriptive); the
      // other text columns that vary from row to row (booking text, extra lines) are the notes.
      const rest = text.filter((c) => !used.has(c.index));
      payee = mostDescriptive(rest);
      // Not a constant ("Visa" on every row); with fewer than 3 rows, only text with several words.
      const varies = (c: ColumnStats) =>
        c.values.length >= 3 ? c.distinct > 1 || c.nonEmpty < c.values.length : c.values.some((v) => /\S\s+\S/.test(v));
      notes = rest.filter((c) => c !== payee && varies(c));
    } else payee = mostDescriptive(text.filter((c) => !used.has(c.index)));
  }

  const columns: CsvColumns = { date: ref(date, hasHeader), notes: notes.map((c) => ref(c, hasHeader)) };
  if (valueDate) columns.valueDate = ref(valueDate, hasHeader);
  if (amount) columns.amount = ref(amount, hasHeader);
  if (debit && credit) {
    columns.debit = ref(debit, hasHeader);
    columns.credit = ref(credit, hasHeader);
  }
  if (indicator) columns.indicator = ref(indicator, hasHeader);
  if (payee) columns.payee = ref(payee, hasHeader);
  if (currency) columns.currency = ref(currency, hasHeader);
  if (balance) columns.balance = ref(balance, hasHeader);
  if (transactionId) columns.transactionId = ref(transactionId, hasHeader);
  if (category) columns.category = ref(category, hasHeader);
  return { columns };
}

interface TextShape {
  c: ColumnStats;
  /** Different values. */
  distinct: number;
  /** Different first words: a booking-text column repeats "POS", "SEPA", "Lastschrift" at the start. */
  firstWords: number;
  /** Share of values with more than one word (a code like "UMC-" or "expenses:snacks" has one). */
  multiWord: number;
  meanLength: number;
}

function textShape(c: ColumnStats): TextShape {
  const first = new Set<string>();
  let len = 0;
  let n = 0;
  let multi = 0;
  for (const v of c.values) {
    if (v === "") continue;
    n++;
    len += v.length;
    if (/\S\s+\S/.test(v)) multi++;
    first.add((v.split(/[\s,;:/]+/)[0] ?? "").toLowerCase());
  }
  return { c, distinct: c.distinct, firstWords: first.size, multiWord: n > 0 ? multi / n : 0, meanLength: n > 0 ? len / n : 0 };
}

/**
 * The text column of a headerless file that most reads like the counterparty: among the columns about as
 * varied as the most varied one (a column of two account names is not), the one whose values begin with
 * the most different words (a name column does not repeat "POS" or "SEPA" at the start), then the one
 * whose values are words rather than one code, then the longer values, then the leftmost.
 */
function mostDescriptive(cands: readonly ColumnStats[]): ColumnStats | undefined {
  const shapes = cands.map(textShape);
  const most = Math.max(0, ...shapes.map((s) => s.distinct));
  let top: TextShape | undefined;
  for (const s of shapes) {
    if (s.distinct < most * 0.8) continue;
    if (
      !top ||
      s.firstWords > top.firstWords ||
      (s.firstWords === top.firstWords && (s.multiWord > top.multiWord || (s.multiWord === top.multiWord && s.meanLength > top.meanLength)))
    ) {
      top = s;
    }
  }
  return top?.c;
}

/**
 * The description column that names the counterparty when no header says payee: the leftmost one (banks put
 * the main description first: "Description" before "Original Description"), unless its values begin with
 * fewer than half as many different words as another's (a booking text of "LASTSCHRIFT"/"GUTSCHRIFT" next
 * to the purpose text).
 */
function leadingDescription(cands: readonly ColumnStats[]): ColumnStats | undefined {
  const shapes = cands.map(textShape);
  const most = Math.max(0, ...shapes.map((s) => s.firstWords));
  return shapes.filter((s) => s.firstWords >= most / 2).sort((a, b) => a.c.index - b.c.index)[0]?.c;
}

function hasDecimals(c: ColumnStats): boolean {
  return c.numbers.decimalComma + c.numbers.decimalPoint + c.numbers.ambiguous > 0 || c.numbers.negative > 0;
}

/** Two numeric columns where each row fills exactly one: withdrawals and deposits of a headerless file. */
function complementaryPair(cols: ColumnStats[]): [ColumnStats, ColumnStats] | null {
  for (let a = 0; a < cols.length; a++) {
    for (let b = a + 1; b < cols.length; b++) {
      const x = cols[a]!;
      const y = cols[b]!;
      if (x.nonEmpty === 0 && y.nonEmpty === 0) continue;
      let ok = true;
      for (let i = 0; i < x.values.length; i++) {
        if ((x.values[i] !== "") === (y.values[i] !== "")) {
          ok = false;
          break;
        }
      }
      if (ok) return [x, y];
    }
  }
  return null;
}
