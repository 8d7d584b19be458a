// What a file refused for a missing role (no date column, no amount column) shows of its table: each column's
// header, the role detection gave it so far and its first values. The upload page offers its column controls
// with them, so the person names the column detection could not find and the file is read again.
import { SourceInputError } from "../../errors";
import { looksLikeHeader } from "./header-row";
import { recordAt, type CsvRecord } from "./structure";

/** Values shown per column: enough to recognise a date, an amount or a payee at a glance. */
export const SAMPLES_PER_COLUMN = 3;

export interface ColumnSample {
  index: number;
  header: string | null;
  /** The role this column plays (`notes` and `type` may name several columns), or null. */
  role: string | null;
  /** The payee or notes role a type or status column also plays: its text is hashed into the external_id. */
  also?: string[];
  samples: string[];
}

/** The role the file lacks: the page names it, the API's message says which override gives it. */
export type MissingRole = "date" | "amount";

/** The table's columns as read: the header (the first row when it reads as one, unless given) and the rows' first values. */
export function tableColumns(
  records: readonly CsvRecord[],
  rows: readonly number[],
  width: number,
  headers: readonly string[] | null | undefined,
  rolesOf: (index: number) => string[] | undefined = () => undefined,
): ColumnSample[] {
  let data = rows;
  let names = headers ?? null;
  if (headers === undefined) {
    const firstRow = rows[0];
    const first = firstRow === undefined ? undefined : recordAt(records, firstRow).fields;
    names = first && looksLikeHeader(first, width) ? first.map((h) => h.trim()) : null;
    if (names) data = rows.slice(1);
  }
  const sample = data.slice(0, SAMPLES_PER_COLUMN).map((i) => recordAt(records, i).fields);
  return Array.from({ length: width }, (_, index) =>
    withRoles(
      { index, header: names?.[index] || null, role: null, samples: sample.map((fields) => (fields[index] ?? "").trim()) },
      rolesOf(index),
    ),
  );
}

/** The column with its roles: the first shown, the others it also plays said beside it. */
export function withRoles(column: ColumnSample, roles: string[] | undefined): ColumnSample {
  if (!roles) return column;
  const [role, ...also] = roles;
  if (role === undefined) return column;
  return also.length === 0 ? { ...column, role } : { ...column, role, also };
}

/** Roles a column plays beside its payee or notes role (their text is hashed, not shown): what the page names it by. */
const ASIDE_ROLES: ReadonlySet<string> = new Set(["type", "status", "checkNumber"]);

/**
 * Each column's roles by index: the first that names it, a kept-aside role before the payee or notes role it
 * also plays ("Details" of DEBIT and CREDIT is the type column, read as the payee only for its external_id).
 */
export function rolesByIndex(columns: object, resolve: (ref: never) => number | undefined): Map<number, string[]> {
  const roles = new Map<number, string[]>();
  for (const [role, refs] of Object.entries(columns) as [string, unknown][]) {
    for (const ref of Array.isArray(refs) ? refs : [refs]) {
      const i = ref === undefined ? undefined : resolve(ref as never);
      if (i === undefined) continue;
      const had = roles.get(i);
      if (!had) roles.set(i, [role]);
      else if (!had.includes(role)) ASIDE_ROLES.has(role) ? had.unshift(role) : had.push(role);
    }
  }
  return roles;
}

/** The refusal of a file without the role: the API's words, and the columns for the page's controls. */
export function missingRole(missing: MissingRole, why: string, columns: ColumnSample[]): SourceInputError {
  const role = missing === "date" ? "columns.date" : "columns.amount (or columns.debit and columns.credit)";
  const message = `no ${missing} column found: ${why} (name it in the overrides: ${role})`;
  // A table without rows (an export of an empty period) has no column a person could name.
  const rows = columns.some((c) => c.samples.length > 0);
  return new SourceInputError(message, rows ? { missing, columns } : { missing });
}
