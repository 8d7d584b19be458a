// Rows read from a Durable Object's SQLite with the types their columns hold. A shape names each column read and
// its check; a row that fails one is refused with the column's name (never its value: a column may hold a sealed
// credential). The rows are checked where they are, not copied: reading stays cheap enough for the Outbox's items.

/** A column's check: the value SQLite answered is of the column's type. */
export type Column<T> = (value: unknown) => value is T;

/** The columns a query answers, by name. */
export type Shape = Record<string, Column<unknown>>;

/** A row of a shape, typed by its columns' checks. */
export type RowOf<S extends Shape> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };

/** INTEGER and REAL: Durable Object SQLite answers both as numbers. */
export const integer: Column<number> = (value): value is number => typeof value === "number";
export const real = integer;
export const text: Column<string> = (value): value is string => typeof value === "string";
export const bytes: Column<ArrayBuffer> = (value): value is ArrayBuffer => value instanceof ArrayBuffer;

export function nullable<T>(column: Column<T>): Column<T | null> {
  return (value): value is T | null => value === null || column(value);
}

/** A TEXT column that holds one of a known list of names (a state, a kind). */
export function oneOf<const T extends string>(names: readonly T[]): Column<T> {
  const known = new Set<unknown>(names);
  return (value): value is T => known.has(value);
}

/** A shape as two lists, walked by index: the check runs once per column of every row read. */
interface Reader {
  names: string[];
  checks: Column<unknown>[];
}

function readerOf(shape: Shape): Reader {
  return { names: Object.keys(shape), checks: Object.values(shape) };
}

function fits<S extends Shape>(
  row: Record<string, SqlStorageValue>,
  { names, checks }: Reader,
): row is Record<string, SqlStorageValue> & RowOf<S> {
  for (let i = 0; i < names.length; i++) {
    const check = checks[i];
    const name = names[i];
    if (check === undefined || name === undefined || !check(row[name])) return false;
  }
  return true;
}

function misread(row: Record<string, SqlStorageValue>, shape: Shape): Error {
  const wrong = Object.entries(shape)
    .filter(([name, column]) => !column(row[name]))
    .map(([name]) => `${name} (${row[name] === null ? "null" : typeof row[name]})`);
  return new Error(`a stored row does not have the columns its reader expects: ${wrong.join(", ")}`);
}

/** Every row of the cursor, checked against the shape. */
export function rows<S extends Shape>(cursor: Iterable<Record<string, SqlStorageValue>>, shape: S): RowOf<S>[] {
  const reader = readerOf(shape);
  const read: RowOf<S>[] = [];
  for (const row of cursor) {
    if (!fits<S>(row, reader)) throw misread(row, shape);
    read.push(row);
  }
  return read;
}

/** The cursor's first row checked against the shape, or null when it has none. */
export function firstRow<S extends Shape>(cursor: Iterable<Record<string, SqlStorageValue>>, shape: S): RowOf<S> | null {
  const reader = readerOf(shape);
  for (const row of cursor) {
    if (!fits<S>(row, reader)) throw misread(row, shape);
    return row;
  }
  return null;
}

/** The cursor's one row (an aggregate, a row known to be there), checked against the shape. */
export function oneRow<S extends Shape>(cursor: Iterable<Record<string, SqlStorageValue>>, shape: S): RowOf<S> {
  const row = firstRow(cursor, shape);
  if (row === null) throw new Error("a query expected to answer one row answered none");
  return row;
}

/**
 * A column of JSON that its store writes from a `T` and reads back as one: both go through the same column, so
 * the two cannot drift apart. What it reads is trusted as the store's own writing (no other writer has the table).
 */
export interface JsonColumn<T> {
  write(value: T): string;
  read(stored: string): T;
}

export function json<T>(): JsonColumn<T> {
  return { write: (value) => JSON.stringify(value), read: (stored) => JSON.parse(stored) };
}
