// The filters and the page of a transaction listing, shared by GET /v2/transactions and GET /v1/transactions
// (which differ in parameter names and defaults, not in what a filter means).
import type { Bind, Db, Row } from "../db";

export class TransactionQuery {
  private readonly clauses: string[] = [];
  private readonly values: Bind[] = [];

  where(clause: string, ...values: Bind[]): this {
    this.clauses.push(clause);
    this.values.push(...values);
    return this;
  }

  dates(start: string, end: string): this {
    return this.where("date BETWEEN ? AND ?", start, end);
  }

  /** Transactions of the accounts given, where 0 means "no transaction of this account kind". */
  accounts(column: "manual_account_id" | "linked_account_id", ids: number[] | undefined): this {
    if (!ids) return this;
    if (ids.includes(0)) return this.where(`${column} IS NULL`);
    return this.where(`${column} IN (${ids.map(() => "?").join(", ")})`, ...ids);
  }

  /** 0 means uncategorized; a group's id also matches the transactions of its categories. */
  category(id: number | undefined): this {
    if (id === undefined) return this;
    if (id === 0) return this.where("category_id IS NULL");
    return this.where("(category_id = ? OR category_id IN (SELECT id FROM categories WHERE group_id = ?))", id, id);
  }

  tag(id: number | undefined): this {
    return id === undefined ? this : this.where("EXISTS (SELECT 1 FROM json_each(tag_ids) WHERE value = ?)", id);
  }

  /** One page in `order`; one row more than asked tells whether more match. */
  page(db: Db, order: string, limit: number, offset: number): { rows: Row[]; hasMore: boolean } {
    const where = this.clauses.length ? `WHERE ${this.clauses.join(" AND ")}` : "";
    const rows = db.all(`SELECT * FROM transactions ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, ...this.values, limit + 1, offset);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }
}
