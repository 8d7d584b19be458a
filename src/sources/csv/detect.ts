// Detection: from a sample of the file to a complete profile. Every decision that could go either way is
// recorded in the profile (with a reason where it was a judgement call) so the user can flip it.
// The steps, each in its own module: locateTable → columnStats → assignRoles → decideDates →
// decideNumberFormat → decideSign → currencyOfAmounts.
import { normalizeHeader } from "./columns";
import { columnStats, mergeEvidence } from "./column-stats";
import { decideDates } from "./decide-dates";
import { currencyOfAmounts, decideAmountScale, decideNumberFormat } from "./decide-numbers";
import { decideSign } from "./decide-sign";
import type { CsvEncoding } from "./decode";
import { orderOfFormat, parseDate } from "./dates";
import { CsvInputError } from "./errors";
import { newEvidence, type NumberFormat } from "./numbers";
import { headerFingerprint, type ColumnRef, type CsvColumns, type CsvProfile, type CsvProfileOverrides } from "./profile";
import { assignRoles } from "./roles";
import { locateTable } from "./table";

/** What the upload carries beside the bytes that detection may weigh. */
export interface DetectContext {
  /** The target manual account's `type` ("credit" for a card account). */
  accountType?: string | undefined;
}

export function detectFromText(
  text: string,
  encoding: CsvEncoding,
  isWholeFile: boolean,
  overrides: CsvProfileOverrides = {},
  /** Why `encoding` (see decode.ts); an encoding given in `overrides` is "given in the profile". */
  encodingReason?: string,
  /** What the upload says beside the bytes: the target account's type is evidence for the sign. */
  context: DetectContext = {},
): CsvProfile {
  const table = locateTable(text, isWholeFile, overrides);
  const { records, data, headers, width, delimiter } = table;
  const cols = columnStats(records, data, width, headers);

  const detected = assignRoles(cols, headers !== null, table.firstDate);
  const columns: CsvColumns = { ...detected.columns, ...stripUndefined(overrides.columns ?? {}) } as CsvColumns;
  const refOf = (c: ColumnRef | undefined): number | undefined => resolveColumn(c, headers);
  const dateIdx = refOf(columns.date);
  if (dateIdx === undefined) throw new CsvInputError("no date column found");
  const amountIdx = refOf(columns.amount);
  const debitIdx = refOf(columns.debit);
  const creditIdx = refOf(columns.credit);
  const balanceIdx = refOf(columns.balance);
  if (amountIdx === undefined && (debitIdx === undefined || creditIdx === undefined)) {
    throw new CsvInputError("no amount column found (nor a pair of debit and credit columns)");
  }

  const amountCols = [amountIdx, debitIdx, creditIdx, balanceIdx].filter((i): i is number => i !== undefined);
  const evidence = mergeEvidence(amountCols.map((i) => cols[i]?.numbers ?? newEvidence()));
  const dateValues = data.map((i) => records[i]!.fields[dateIdx] ?? "");
  const dates = decideDates(dateValues, evidence, delimiter, headers, overrides);

  const numberFormat = decideNumberFormat(evidence, delimiter, orderOfFormat(dates.dateFormat), overrides.decimalSeparator);
  const decimalSeparator = numberFormat.decimal;
  const thousandsSeparator = overrides.thousandsSeparator ?? numberFormat.thousands;
  const fmt: NumberFormat = { decimal: decimalSeparator, thousands: thousandsSeparator };

  const order = orderOfFormat(dates.dateFormat);
  const sign = decideSign(
    {
      rows: data.map((i) => records[i]!.fields),
      dates: dateValues.map((v) => parseDate(v, order)),
      hasHeader: headers !== null,
      amountIdx,
      debitIdx,
      creditIdx,
      indicatorIdx: refOf(columns.indicator),
      balanceIdx,
      accountType: context.accountType,
    },
    columns,
    cols,
    fmt,
    overrides,
  );

  const scale = overrides.amountScale === undefined ? decideAmountScale(
          [amountIdx, debitIdx, creditIdx].flatMap((i) => (i !== undefined && cols[i] ? [cols[i]] : [])),
        ) : undefined;

  let currency = overrides.currency;
  if (currency === undefined && refOf(columns.currency) === undefined) {
    currency = currencyOfAmounts(amountCols.map((i) => cols[i]?.values ?? []));
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
    quote: table.quote,
    preambleRows: table.preambleRows,
    headerRow: table.headerRow,
    footerRows: overrides.footerRows ?? table.footerRows,
    columnCount: overrides.columnCount ?? width,
    columns: sign.columns,
    dateFormat: dates.dateFormat,
    dateAmbiguous: dates.dateAmbiguous,
    ...(dates.dateReason !== undefined ? { dateReason: dates.dateReason } : {}),
    decimalSeparator,
    thousandsSeparator,
    amountStyle: sign.amountStyle,
    sign: sign.sign,
    signReason: sign.signReason,
    ...(sign.indicatorOut ? { indicatorOut: sign.indicatorOut } : {}),
    ...(sign.indicatorIn ? { indicatorIn: sign.indicatorIn } : {}),
    ...(currency ? { currency } : {}),
    ...(scale ? { amountScale: scale.amountScale, amountScaleReason: scale.reason } : {}),
    fingerprint: overrides.fingerprint ?? headerFingerprint(headers, width, delimiter),
    ...(headers ? { headers } : {}),
    ...(sign.warning !== undefined ? { warnings: [sign.warning] } : {}),
  };
  return profile;
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
