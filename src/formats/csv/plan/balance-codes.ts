// Balance rows marked by a code instead of (or besides) a word: some banks write a record-type column
// (Swedbank's Baltic exports: 10 opening balance, 20 transaction, 82 turnover, 86 closing balance). The
// codes are learned from the sample: those of the rows whose label says "balance", provided no transaction
// row (one that names a counterparty or a purpose) carries them, so a balance row whose label is missing or
// in an unknown language is still set aside.
import { resolveColumn } from "../detect/detect";
import { parseDate, orderOfFormat } from "../../../locale/dates";
import type { CsvProfile } from "../words/profile";
import { isSummaryLabel } from "../words/row-words";
import { profileRecords } from "../read/fixed-width";

/** A record-type code is short: "10", "AS", "K2" (longer cells are text or references). */
const CODE = /^[A-Za-z0-9]{1,4}$/;
/** A record-type column has a handful of codes, not one per row. */
const MAX_CODES = 12;

/** The record-type column and its balance codes in the sample, or undefined when no column tells them apart. */
export function learnBalanceCodes(text: string, isWholeFile: boolean, profile: CsvProfile): CsvProfile["balanceCodes"] {
  const records = profileRecords(text, profile, isWholeFile);
  const first = profile.headerRow !== null ? profile.headerRow + 1 : profile.preambleRows;
  const rows = records.filter((r) => r.index >= first).map((r) => r.fields);
  const labelled = rows.filter((f) => f.some((cell) => isSummaryLabel(cell.trim(), false)));
  if (labelled.length === 0) return undefined;
  const headers = profile.headers ?? null;
  const used = new Set<number>();
  for (const ref of Object.values(profile.columns)) {
    for (const r of Array.isArray(ref) ? ref : [ref]) {
      const i = resolveColumn(r, headers);
      if (i !== undefined) used.add(i);
    }
  }
  const dateIdx = resolveColumn(profile.columns.date, headers) ?? 0;
  const order = orderOfFormat(profile.dateFormat);
  // Transactions name a counterparty or a purpose; a balance row without its label names nothing.
  const textCols = [profile.columns.payee, ...(profile.columns.notes ?? [])]
    .map((r) => resolveColumn(r, headers))
    .filter((i): i is number => i !== undefined);
  const transactions = rows.filter(
    (f) =>
      !labelled.includes(f) &&
      parseDate(f[dateIdx] ?? "", order, profile.yearAnchor) !== null &&
      textCols.some((i) => (f[i] ?? "").trim() !== ""),
  );
  const width = Math.max(0, ...rows.map((f) => f.length));
  for (let c = 0; c < width; c++) {
    if (used.has(c)) continue;
    const codesOf = (list: string[][]) => new Set(list.map((f) => (f[c] ?? "").trim()));
    const balance = codesOf(labelled);
    const booked = codesOf(transactions);
    const all = new Set([...balance, ...booked]);
    if (all.size > MAX_CODES || booked.size === 0 || [...all].some((v) => !CODE.test(v))) continue;
    if ([...balance].some((v) => booked.has(v))) continue;
    const header = headers?.[c];
    const column = header ? { index: c, header } : { index: c };
    return { column, codes: [...balance].sort() };
  }
  return undefined;
}
