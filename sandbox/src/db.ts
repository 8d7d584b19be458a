// A thin typed face over the Durable Object's SQLite: rows come back as plain objects.
export type Row = Record<string, SqlStorageValue>;
export type Bind = SqlStorageValue | boolean | undefined;

const bind = (values: Bind[]): SqlStorageValue[] => values.map((v) => (v === undefined ? null : typeof v === "boolean" ? (v ? 1 : 0) : v));

export class Db {
  constructor(private readonly sql: SqlStorage) {}

  all<T extends Row>(query: string, ...values: Bind[]): T[] {
    return this.sql.exec<T>(query, ...bind(values)).toArray();
  }

  get<T extends Row>(query: string, ...values: Bind[]): T | undefined {
    return this.all<T>(query, ...values)[0];
  }

  run(query: string, ...values: Bind[]): void {
    this.sql.exec(query, ...bind(values));
  }

  /** Runs an INSERT and returns the new row id. */
  insert(query: string, ...values: Bind[]): number {
    this.sql.exec(query, ...bind(values));
    return this.sql.exec<{ id: number }>("SELECT last_insert_rowid() AS id").one().id;
  }
}

export const bool = (v: SqlStorageValue | undefined): boolean => v === 1;
export const json = <T>(v: SqlStorageValue | undefined, fallback: T): T => (typeof v === "string" ? (JSON.parse(v) as T) : fallback);
export const str = (v: SqlStorageValue | undefined): string | null => (typeof v === "string" ? v : null);
export const num = (v: SqlStorageValue | undefined): number | null => (typeof v === "number" ? v : null);
