// What the Bridge knows of a user's banks: connections, accounts, transactions and the errors the
// banks reported. The admin interface writes them; GET /accounts reads them (account-set.ts).
import { z } from "zod";
import type { Db } from "../db";
import { invalid, notFound } from "../errors";
import { epochSeconds, randomId } from "./context";

/** A numeric string as the protocol writes amounts ("-12.30"); JSON numbers are accepted and kept as written. */
const numeric = z
  .union([z.string(), z.number().finite()])
  .transform(String)
  .refine((s) => /^-?\d+(\.\d+)?$/.test(s), 'must be a decimal number ("-12.30")');
/** Epoch seconds, or an ISO date/date-time turned into them. */
const instant = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), "must be epoch seconds or an ISO 8601 date-time")
    .transform((s) => epochSeconds(new Date(s))),
]);
const id = z.string().regex(/^[\x21-\x7e]{1,100}$/, "must be 1 to 100 printable ASCII characters");

export const connectionInput = z.strictObject({
  conn_id: id.optional(),
  name: z.string().min(1).max(200),
  org_id: id.optional(),
  org_name: z.string().min(1).max(200).optional(),
  org_url: z.url().optional(),
});

export const accountInput = z.strictObject({
  id: id.optional(),
  conn_id: id,
  name: z.string().min(1).max(200),
  currency: z.string().min(1).max(200).default("USD"),
  balance: numeric,
  "available-balance": numeric.optional(),
  /** Absent: "refreshed today" (the start of the current UTC day, whenever it is read). */
  "balance-date": instant.optional(),
});

export const accountUpdate = z
  .strictObject({
    name: z.string().min(1).max(200),
    balance: numeric,
    "available-balance": numeric.nullable(),
    /** null: "refreshed today" again. */
    "balance-date": instant.nullable(),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "At least one property is required" });

const transactionInput = z.strictObject({
  id: id.optional(),
  /** Default: now, or 0 for a pending transaction (the protocol allows 0 while pending). */
  posted: instant.optional(),
  amount: numeric,
  description: z.string().max(500),
  payee: z.string().max(500).optional(),
  memo: z.string().max(500).optional(),
  transacted_at: instant.optional(),
  pending: z.boolean().default(false),
});
export type TransactionFields = z.output<typeof transactionInput>;
export const transactionsInput = z.strictObject({ transactions: z.array(transactionInput).min(1).max(1000) });

export const errorInput = z.strictObject({
  code: z.string().regex(/^(gen|con|act)\.[a-z]*$/, 'must be "gen.", "con." or "act." with an optional subcode'),
  msg: z.string().max(1000),
  conn_id: id.optional(),
  account_id: id.optional(),
});

export type ConnectionRow = {
  conn_id: string;
  name: string;
  org_id: string;
  org_name: string;
  org_url: string | null;
};

export type AccountRow = {
  id: string;
  conn_id: string;
  name: string;
  currency: string;
  balance: string;
  available_balance: string | null;
  balance_date: number | null;
};

export type TransactionRow = {
  account_id: string;
  id: string;
  posted: number;
  amount: string;
  description: string;
  payee: string | null;
  memo: string | null;
  transacted_at: number | null;
  pending: number;
};

export function addConnection(db: Db, user: string, input: z.output<typeof connectionInput>): ConnectionRow {
  const conn = {
    conn_id: input.conn_id ?? randomId("CON"),
    name: input.name,
    org_id: input.org_id ?? randomId("ORG"),
    org_name: input.org_name ?? input.name,
    org_url: input.org_url ?? null,
  };
  if (db.get("SELECT 1 AS x FROM connections WHERE user = ? AND conn_id = ?", user, conn.conn_id)) {
    throw invalid(`Connection ${conn.conn_id} exists`);
  }
  db.run(
    "INSERT INTO connections (user, conn_id, name, org_id, org_name, org_url) VALUES (?, ?, ?, ?, ?, ?)",
    user,
    conn.conn_id,
    conn.name,
    conn.org_id,
    conn.org_name,
    conn.org_url,
  );
  return conn;
}

export function addAccount(db: Db, user: string, input: z.output<typeof accountInput>): AccountRow {
  if (!db.get("SELECT 1 AS x FROM connections WHERE user = ? AND conn_id = ?", user, input.conn_id)) {
    throw invalid(`No connection ${input.conn_id}: create it first (POST /connections)`);
  }
  const accountId = input.id ?? randomId("ACT");
  if (getAccount(db, user, accountId)) throw invalid(`Account ${accountId} exists`);
  const position = db.get<{ n: number }>("SELECT COUNT(*) AS n FROM accounts WHERE user = ?", user)?.n ?? 0;
  db.run(
    `INSERT INTO accounts (user, id, conn_id, name, currency, balance, available_balance, balance_date, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    user,
    accountId,
    input.conn_id,
    input.name,
    input.currency,
    input.balance,
    input["available-balance"],
    input["balance-date"],
    position,
  );
  return accountOr404(db, user, accountId);
}

export function updateAccount(db: Db, user: string, accountId: string, update: z.output<typeof accountUpdate>): AccountRow {
  const account = accountOr404(db, user, accountId);
  db.run(
    "UPDATE accounts SET name = ?, balance = ?, available_balance = ?, balance_date = ? WHERE user = ? AND id = ?",
    update.name ?? account.name,
    update.balance ?? account.balance,
    update["available-balance"] === undefined ? account.available_balance : update["available-balance"],
    update["balance-date"] === undefined ? account.balance_date : update["balance-date"],
    user,
    accountId,
  );
  return accountOr404(db, user, accountId);
}

/** Adds transactions, or replaces those with the same id (a pending one that posted). */
export function putTransactions(db: Db, user: string, accountId: string, items: TransactionFields[]): TransactionRow[] {
  accountOr404(db, user, accountId);
  const now = epochSeconds();
  const ids: string[] = [];
  for (const t of items) {
    const txId = t.id ?? randomId("TRN");
    ids.push(txId);
    db.run(
      `INSERT OR REPLACE INTO transactions
         (user, account_id, id, posted, amount, description, payee, memo, transacted_at, pending)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      user,
      accountId,
      txId,
      t.posted ?? (t.pending ? 0 : now),
      t.amount,
      t.description,
      t.payee,
      t.memo,
      t.transacted_at,
      t.pending,
    );
  }
  const select = "SELECT account_id, id, posted, amount, description, payee, memo, transacted_at, pending FROM transactions";
  return ids.map((txId) => db.get<TransactionRow>(`${select} WHERE user = ? AND account_id = ? AND id = ?`, user, accountId, txId)!);
}

export function deleteTransaction(db: Db, user: string, accountId: string, transactionId: string): void {
  accountOr404(db, user, accountId);
  const found = db.get("SELECT 1 AS x FROM transactions WHERE user = ? AND account_id = ? AND id = ?", user, accountId, transactionId);
  if (!found) throw notFound(`No transaction ${transactionId} in account ${accountId}`);
  db.run("DELETE FROM transactions WHERE user = ? AND account_id = ? AND id = ?", user, accountId, transactionId);
}

export function addError(db: Db, user: string, e: z.output<typeof errorInput>): number {
  return db.insert(
    "INSERT INTO errlist (user, code, msg, conn_id, account_id) VALUES (?, ?, ?, ?, ?)",
    user,
    e.code,
    e.msg,
    e.conn_id,
    e.account_id,
  );
}

export function listConnections(db: Db, user: string): ConnectionRow[] {
  return db.all<ConnectionRow>("SELECT conn_id, name, org_id, org_name, org_url FROM connections WHERE user = ? ORDER BY rowid", user);
}

const ACCOUNT_COLUMNS = "id, conn_id, name, currency, balance, available_balance, balance_date";

export function listAccounts(db: Db, user: string): AccountRow[] {
  return db.all<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE user = ? ORDER BY position`, user);
}

export function getAccount(db: Db, user: string, accountId: string): AccountRow | null {
  return db.get<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE user = ? AND id = ?`, user, accountId) ?? null;
}

export function accountOr404(db: Db, user: string, accountId: string): AccountRow {
  const account = getAccount(db, user, accountId);
  if (!account) throw notFound(`No account ${accountId} at the Bridge for ${user}`);
  return account;
}
