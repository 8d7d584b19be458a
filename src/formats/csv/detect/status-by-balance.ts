// Rows the bank did not book, told by its own balance: where one value of a short-worded column stands on every row
// the running balance is written on, and other values on the rows it is left blank on ("Udført" beside "Venter" and
// "Slettet"), that column is the bank's status, in whatever language: the rows of the other values moved no money
// (pending, deleted, declined) and are not booked. The words of words/row-state.ts stay hints: a value they know keeps its
// meaning (a pending one is imported marked pending), and a column they contradict is no status.
import type { ColumnRef, CsvColumns } from "../words/profile";
import { rowStateOf } from "../words/row-state";
import { isFilled, type ColumnStats } from "./column-stats";
import { parseAmount, type NumberFormat } from "../../../locale/numbers";

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
  /** Its values no row with a balance carries and no word of words/row-state.ts knows: not booked. */
  values: string[];
}

/**
 * The status column and its values the balance says were not booked, or undefined. `status` is the column the words
 * or the person named (only it is looked at then); else every column no role took.
 */
export function notBookedByBalance(
  cols: readonly ColumnStats[],
  money: { balance: number | undefined; amount: number | undefined; fmt: NumberFormat },
  status: number | undefined,
  taken: ReadonlySet<number>,
): NotBooked | undefined {
  const balances = money.balance === undefined ? undefined : cols[money.balance]?.values;
  if (balances === undefined) return undefined;
  const amounts = money.amount === undefined ? undefined : cols[money.amount]?.values.map((v) => numberOf(v, money.fmt));
  // Rows the balance moved by, a balance left blank or not (a day's last row the only one with it), are booked.
  if (
    amounts !== undefined &&
    blankRowsMoveBalance(
      balances.map((v) => numberOf(v, money.fmt)),
      amounts,
    )
  )
    return undefined;
  const candidates = status !== undefined ? cols.filter((c) => c.index === status) : cols.filter((c) => !taken.has(c.index));
  for (const column of candidates) {
    const split = splitByBalance(column.values, balances);
    if (split !== undefined) return { column, ...split };
  }
  return undefined;
}

function numberOf(cell: string, fmt: NumberFormat): number | null {
  const parsed = cell.trim() === "" ? null : parseAmount(cell, fmt);
  return parsed === null || parsed.charCodeAt(0) === 33 ? null : Number(parsed);
}

const same = (x: number, y: number) => Math.abs(Math.abs(x) - Math.abs(y)) < 0.005;

/**
 * Whether the balance moves, somewhere, by the rows without one between two rows with one, and not by those two rows'
 * own amounts alone: then the rows without a balance were booked too (oldest or newest first alike).
 */
function blankRowsMoveBalance(balances: readonly (number | null)[], amounts: readonly (number | null)[]): boolean {
  let before = -1;
  for (let i = 0; i < balances.length; i++) {
    const balance = balances[i];
    if (balance == null) continue;
    const previous = before >= 0 ? balances[before] : null;
    if (previous != null && i - before > 1) {
      const move = balance - previous;
      let between = 0;
      for (let j = before + 1; j < i; j++) between += amounts[j] ?? 0;
      const later = amounts[i] ?? 0;
      const earlier = amounts[before] ?? 0;
      const byOwn = same(move, later) || same(move, earlier);
      const withBetween = same(move, later + between) || same(move, earlier + between);
      if (withBetween && !byOwn) return true;
    }
    before = i;
  }
  return false;
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
  // What the words know they decide (words/row-state.ts): the balance speaks only of the values they do not.
  const unknown = [...others].filter((v) => rowStateOf(v) === null);
  return unknown.length > 0 ? { booked, values: unknown } : undefined;
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
  fmt: NumberFormat,
): { values: string[]; warning: string } | undefined {
  const taken = new Set<number>();
  for (const role of ROLES_TAKEN) {
    const i = refOf(columns[role]);
    if (i !== undefined) taken.add(i);
  }
  const money = { balance: refOf(columns.balance), amount: refOf(columns.amount), fmt };
  const found = notBookedByBalance(cols, money, refOf(columns.status), taken);
  if (found === undefined) return undefined;
  const { index, header } = found.column;
  columns.status ??= hasHeader && header !== "" ? { index, header } : { index };
  const named = found.values.map((v) => `"${v}"`).join(" or ");
  const warning =
    `Rows whose status is ${named} are ignored as not booked: only rows without a balance carry it, and every row ` +
    `with one says "${found.booked}"; set statusNotBooked to [] to import them.`;
  return { values: found.values, warning };
}
