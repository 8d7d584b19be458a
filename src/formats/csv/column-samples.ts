// What each column of the table holds, for a person choosing column roles: the header, the role detection
// gave it, and the first few values. Read from the first bytes with the profile's own decisions.
import { decodeWhole } from "./decode";
import { resolveColumn } from "./detect";
import type { ColumnRef, CsvColumns, CsvProfile } from "./profile";
import { isBlank, sampleRecords } from "./structure";

/** Values shown per column: enough to recognise a date, an amount or a payee at a glance. */
const SAMPLES_PER_COLUMN = 3;
/** Only the head of the file is read: the sample rows are near its top. */
const HEAD_BYTES = 64 * 1024;

export interface ColumnSample {
  index: number;
  header: string | null;
  /** The role this column plays in the profile (`notes` may name several columns), or null. */
  role: keyof CsvColumns | null;
  samples: string[];
}

export function columnSamples(bytes: Uint8Array, profile: CsvProfile): ColumnSample[] {
  const head = bytes.subarray(0, HEAD_BYTES);
  const whole = head.length === bytes.length;
  const { text } = decodeWhole(head, profile.encoding);
  const records = sampleRecords(text, profile.delimiter, profile.quote, whole);
  const first = profile.headerRow !== null ? profile.headerRow + 1 : profile.preambleRows;
  const rows = records
    .filter((r) => r.index >= first)
    .filter((r) => !isBlank(r.fields) && r.fields.length >= profile.columnCount)
    .slice(0, SAMPLES_PER_COLUMN);
  const roles = rolesByIndex(profile);
  return Array.from({ length: profile.columnCount }, (_, index) => ({
    index,
    header: profile.headers?.[index] ?? null,
    role: roles.get(index) ?? null,
    samples: rows.map((r) => r.fields[index] ?? ""),
  }));
}

function rolesByIndex(profile: CsvProfile): Map<number, keyof CsvColumns> {
  const roles = new Map<number, keyof CsvColumns>();
  for (const [role, refs] of Object.entries(profile.columns) as [keyof CsvColumns, ColumnRef | ColumnRef[] | undefined][]) {
    for (const ref of Array.isArray(refs) ? refs : [refs]) {
      const i = resolveColumn(ref, profile.headers ?? null);
      if (i !== undefined && !roles.has(i)) roles.set(i, role);
    }
  }
  return roles;
}
