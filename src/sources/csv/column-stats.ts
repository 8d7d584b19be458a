// What each column of the sample's data rows looks like: dates, numbers, indicator words, currency
// codes. Role assignment and the later decisions read these figures, never the cells again.
import { indicatorValues, isCurrencyCode } from "./columns";
import { inferDateColumn } from "./dates";
import { newEvidence, observeNumber, type NumberEvidence } from "./numbers";
import type { CsvRecord } from "./structure";

export interface ColumnStats {
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

export function columnStats(records: CsvRecord[], rows: number[], width: number, headers: readonly string[] | null): ColumnStats[] {
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

export function mergeEvidence(list: NumberEvidence[]): NumberEvidence {
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
