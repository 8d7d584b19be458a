// What each column of the table holds, for a person choosing column roles: the header, the role detection
// gave it, and the first few values. Read from the first bytes with the profile's own decisions.
import { decodeWhole } from "../decode/decode";
import { resolveColumn } from "./detect";
import type { ColumnRef, CsvProfile } from "../words/profile";
import { rolesByIndex, SAMPLES_PER_COLUMN, withRoles, type ColumnSample } from "../read/refused-columns";
import { isBlank } from "../read/structure";
import { profileRecords } from "../read/fixed-width";

/** Only the head of the file is read: the sample rows are near its top. */
const HEAD_BYTES = 64 * 1024;

export type { ColumnSample };

export function columnSamples(bytes: Uint8Array, profile: CsvProfile): ColumnSample[] {
  const head = bytes.subarray(0, HEAD_BYTES);
  const whole = head.length === bytes.length;
  const { text } = decodeWhole(head, profile.encoding);
  const records = profileRecords(text, profile, whole);
  const first = profile.headerRow !== null ? profile.headerRow + 1 : profile.preambleRows;
  const rows = records
    .filter((r) => r.index >= first)
    .filter((r) => !isBlank(r.fields) && r.fields.length >= profile.columnCount)
    .slice(0, SAMPLES_PER_COLUMN);
  const roles = rolesByIndex(profile.columns, (ref: ColumnRef) => resolveColumn(ref, profile.headers ?? null));
  return Array.from({ length: profile.columnCount }, (_, index) =>
    withRoles(
      { index, header: profile.headers?.[index] ?? null, role: null, samples: rows.map((r) => r.fields[index] ?? "") },
      roles.get(index),
    ),
  );
}
