// What every part of the Outbox's store shares about binding values to Durable Object SQLite.

/** Durable Object SQLite binds at most 100 parameters per statement; leave room for the others. */
const MAX_BOUND_IN_LIST = 90;

export function* chunks<T>(values: T[]): Generator<T[]> {
  for (let i = 0; i < values.length; i += MAX_BOUND_IN_LIST) yield values.slice(i, i + MAX_BOUND_IN_LIST);
}

export const placeholders = (values: unknown[]) => values.map(() => "?").join(",");

/** Rows inserted by one statement, as one JSON argument: far below the 2 MB a Durable Object's SQL takes in one value. */
const INSERT_BATCH_CHARS = 256 * 1024;

/** The rows as JSON arrays of at most INSERT_BATCH_CHARS each (a row longer than that alone). */
export function* batchesOf(rows: unknown[][]): Generator<string> {
  let batch: string[] = [];
  let chars = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (batch.length > 0 && chars + json.length > INSERT_BATCH_CHARS) {
      yield `[${batch.join(",")}]`;
      [batch, chars] = [[], 0];
    }
    batch.push(json);
    chars += json.length + 1;
  }
  if (batch.length > 0) yield `[${batch.join(",")}]`;
}
