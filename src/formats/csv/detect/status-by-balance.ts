// Rows the bank did not book, told by its own balance: where one value of a short-worded column stands on every row
// the running balance is written on, and other values on the rows it is left blank on ("Udført" beside "Venter" and
// "Slettet"), that column is the bank's status, in whatever language: the rows of the other values moved no money
// (pending, deleted, declined) and are not booked. The words of row-state.ts stay hints: a value they know keeps its
// meaning (a pending one is imported marked pending), and a column they contradict is no status.
import type { ColumnRef, CsvColumns } from "../profile";
import { rowStateOf } from "../plan/row-state";
import { isFilled, type ColumnStats } from "./column-stats";

/** Rows with a balance that must all carry the one booked value: fewer prove nothing. */
const BOOKED_ROWS = 3;
/** A status has a few values; a column of more is a type, a payee or a text. */
const MOST_VALUES = 4;
/** A status word is short. */
const LONGEST_VALUE = 24;

export interface NotBooked {
  /** The status column (the one given or found). */
  column: ColumnStats;
  /** The value every row with a balance carries. */
  booked: string;
  /** Its values no row with a balance carries: not booked. */
  values: string[];
}

/**
 * The status column and its values the balance says were not booked, or undefined. `status` is the column the words
 * or the person named (only it is looked at then); else every column no role took.
 */
export function notBookedByBalance(
  cols: readonly ColumnStats[],
  balance: number | undefined,
  status: number | undefined,
  taken: ReadonlySet<number>,
): NotBooked | undefined {
  const balances = balance === undefined ? undefined : cols[balance]?.values;
  if (balances === undefined) return undefined;
  const candidates = status !== undefined ? cols.filter((c) => c.index === status) : cols.filter((c) => !taken.has(c.index));
  for (const column of candidates) {
    const split = splitByBalance(column.values, balances);
    if (split !== undefined) return { column, ...split };
  }
  return undefined;
}

/** The values of the rows without a balance, when one other value stands on every row with one; else undefined. */
function splitByBalance(values: readonly string[], balances: readonly string[]): { booked: string; values: string[] } | undefined {
  let booked: string | undefined;
  let bookedRows = 0;
  const others = new Set<string>();
  const seen = new Set<string>();
  for (const [i, raw] of values.entries()) {
    const value = raw.trim();
    if (value === "" || value.length > LONGEST_VALUE || /\d/.test(value)) return undefined;
    seen.add(value);
    if (seen.size > MOST_VALUES) return undefined;
    if (isFilled(balances[i] ?? "")) {
      if (booked !== undefined && value !== booked) return undefined;
      booked = value;
      bookedRows++;
    } else others.add(value);
  }
  if (booked === undefined || bookedRows < BOOKED_ROWS || others.size === 0 || others.has(booked)) return undefined;
  // The words contradict it: the value on the booked rows says not booked, or another says booked.
  const bookedState = rowStateOf(booked);
  if (bookedState === "pending" || bookedState === "not_booked") return undefined;
  if ([...others].some((v) => rowStateOf(v) === "booked")) return undefined;
  return { booked, values: [...others] };
}

/** The roles whose columns are never a status. */
const ROLES_TAKEN = [
  "date",
  "valueDate",
  "amount",
  "debit",
  "credit",
  "indicator",
  "payee",
  "currency",
  "balance",
  "openingBalance",
  "transactionId",
  "fee",
  "checkNumber",
] as const satisfies readonly (keyof CsvColumns)[];

/**
 * The status values the balance says were not booked, once the columns are final, and what the person is told; the
 * status column it found is set on `columns` when none was (a status the words or the person named stays).
 */
export function addStatusByBalance(
  columns: CsvColumns,
  cols: readonly ColumnStats[],
  refOf: (c: ColumnRef | undefined) => number | undefined,
  hasHeader: boolean,
): { values: string[]; warning: string } | undefined {
  const taken = new Set<number>();
  for (const role of ROLES_TAKEN) {
    const i = refOf(columns[role]);
    if (i !== undefined) taken.add(i);
  }
  const found = notBookedByBalance(cols, refOf(columns.balance), refOf(columns.status), taken);
  if (found === undefined) return undefined;
  const { index, header } = found.column;
  columns.status ??= hasHeader && header !== "" ? { index, header } : { index };
  const named = found.values.map((v) => `"${v}"`).join(" or ");
  const warning =
    `Rows whose status is ${named} are ignored as not booked unless its word says pending: only rows without a balance ` +
    `carry it, and every row with one says "${found.booked}"; set statusNotBooked to [] to import them.`;
  return { values: found.values, warning };
}
