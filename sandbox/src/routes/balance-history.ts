// Monthly balance history (the reference's `month` form, not the YAML preview's `date`): list, upsert of
// past months, delete per account or per entry.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { currentMonth } from "../context";
import { type Db, type Row, json, str } from "../db";
import { type ErrorItem, invalid, notFound, validationError } from "../errors";
import { readSettings } from "../settings";
import { amount4, currency, date, month, parse, pathId, readJson } from "../validate";
import { findLinkedAccount, listLinkedAccounts } from "./linked-accounts";

const ACCOUNT_TYPES = ["manual", "linked", "crypto_manual", "crypto_synced", "deleted"] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number];

const DECIMAL18 = /^-?\d+(\.\d{1,18})?$/;

const upsertItem = z.strictObject({
  month,
  balance: amount4,
  symbol: z.string().min(1).max(25).nullable().optional(),
  crypto_balance: z.string().regex(DECIMAL18, "must be a numeric string with at most 18 decimals").nullable().optional(),
  currency: currency.optional(),
  // Ignored: echoes of a GET.
  id: z.unknown().optional(),
  to_base: z.unknown().optional(),
});
const upsertBody = z.strictObject({ balances: z.array(upsertItem).min(1) });

interface Account {
  source: Record<string, unknown>;
  currency: string;
  /** The live balance, for the ephemeral `current` entry (none for deleted accounts). */
  current: { balance: string; to_base: number; crypto_balance: string | null } | null;
  symbol: string | null;
}

const trimAmount = (s: string) => s.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

function historical(row: Row) {
  return {
    type: "historical",
    id: Number(row.id),
    month: String(row.month),
    balance: trimAmount(String(row.balance)),
    currency: String(row.currency),
    to_base: Number(row.balance),
    crypto_balance: str(row.crypto_balance),
  };
}

/** The account a history belongs to, or undefined when it does not exist. */
function findAccount(db: Db, type: AccountType, id: number): Account[] | undefined {
  const primary = readSettings(db, "user").primary_currency;
  if (type === "manual") {
    const row = db.get("SELECT balance, currency FROM manual_accounts WHERE id = ?", id);
    if (!row) return undefined;
    const balance = String(row.balance);
    return [
      {
        source: { type, manual_account_id: id },
        currency: String(row.currency),
        current: { balance, to_base: Number(balance), crypto_balance: null },
        symbol: null,
      },
    ];
  }
  if (type === "linked") {
    const account = findLinkedAccount(db, id);
    if (!account) return undefined;
    return [
      {
        source: { type, linked_account_id: id },
        currency: account.currency,
        current: { balance: account.balance, to_base: account.to_base, crypto_balance: null },
        symbol: null,
      },
    ];
  }
  if (type === "crypto_synced") {
    const row = db.get<{ value: string }>("SELECT value FROM crypto_synced WHERE id = ?", id);
    if (!row) return undefined;
    const account = JSON.parse(row.value) as { balances: { symbol: string; balance: string; to_base: number | null }[] };
    return account.balances.map((b) => ({
      source: { type, crypto_synced_id: id, symbol: b.symbol },
      currency: primary,
      current: { balance: (b.to_base ?? 0).toFixed(4), to_base: b.to_base ?? 0, crypto_balance: b.balance },
      symbol: b.symbol,
    }));
  }
  if (type === "deleted") {
    const row = db.get("SELECT deleted_details FROM balance_history WHERE account_type = 'deleted' AND account_id = ?", id);
    if (!row) return undefined;
    const details = json<Record<string, string | null>>(row.deleted_details, {});
    return [{ source: { type, deleted_account_id: id, ...details, symbol: null }, currency: primary, current: null, symbol: null }];
  }
  return undefined; // crypto_manual: the sandbox holds no manual crypto balances.
}

function accountHistory(db: Db, type: AccountType, id: number, account: Account, range: { from?: string; to?: string }) {
  const rows = db.all(
    "SELECT * FROM balance_history WHERE account_type = ? AND account_id = ? AND symbol = ? ORDER BY month",
    type,
    id,
    account.symbol ?? "",
  );
  const inRange = (m: string) => (!range.from || m >= range.from) && (!range.to || m <= range.to);
  const balances: Record<string, unknown>[] = rows.filter((r) => inRange(String(r.month))).map(historical);
  const now = currentMonth();
  if (account.current && inRange(now)) balances.push({ type: "current", month: now, currency: account.currency, ...account.current });
  return { source: account.source, balances };
}

function parseType(raw: string): AccountType {
  const type = ACCOUNT_TYPES.find((t) => t === raw);
  if (!type) throw invalid(`account_type must be one of ${ACCOUNT_TYPES.join(", ")}`, { path: "account_type" });
  return type;
}

function rangeOf(query: Record<string, string>) {
  const q = parse(z.object({ start_date: date.optional(), end_date: date.optional() }), query);
  return { from: q.start_date?.slice(0, 7), to: q.end_date?.slice(0, 7) };
}

function resolve(db: Db, rawType: string, rawId: string) {
  const type = parseType(rawType);
  const id = pathId(rawId);
  const accounts = findAccount(db, type, id);
  if (!accounts) throw notFound(`No ${type} account ${id}`);
  return { type, id, accounts };
}

export const balanceHistory = new Hono<AppEnv>()
  .get("/balance_history", (c) => {
    const db = c.env.db;
    const range = rangeOf(c.req.query());
    const keys: [AccountType, number][] = [
      ...db.all("SELECT id FROM manual_accounts ORDER BY id").map((r): [AccountType, number] => ["manual", Number(r.id)]),
      ...listLinkedAccounts(db).map((a): [AccountType, number] => ["linked", a.id]),
      ...db.all("SELECT id FROM crypto_synced ORDER BY id").map((r): [AccountType, number] => ["crypto_synced", Number(r.id)]),
      ...db
        .all("SELECT DISTINCT account_id FROM balance_history WHERE account_type = 'deleted' ORDER BY account_id")
        .map((r): [AccountType, number] => ["deleted", Number(r.account_id)]),
    ];
    const balance_history = keys.flatMap(([type, id]) =>
      (findAccount(db, type, id) ?? []).map((account) => accountHistory(db, type, id, account, range)),
    );
    return c.json({ balance_history });
  })
  .delete("/balance_history/entries/:id", (c) => {
    const id = pathId(c.req.param("id"));
    if (!c.env.db.get("SELECT id FROM balance_history WHERE id = ?", id)) throw notFound(`Balance history entry ${id} not found`);
    c.env.db.run("DELETE FROM balance_history WHERE id = ?", id);
    return c.body(null, 204);
  })
  .get("/balance_history/:account_type/:account_id", (c) => {
    const { type, id, accounts } = resolve(c.env.db, c.req.param("account_type"), c.req.param("account_id"));
    const range = rangeOf(c.req.query());
    return c.json({ balance_history: accounts.map((a) => accountHistory(c.env.db, type, id, a, range)) });
  })
  .put("/balance_history/:account_type/:account_id", async (c) => {
    const db = c.env.db;
    const { type, id, accounts } = resolve(db, c.req.param("account_type"), c.req.param("account_id"));
    const body = parse(upsertBody, await readJson(c.req.raw));
    const now = currentMonth();
    const errors: ErrorItem[] = [];
    const isCrypto = type === "crypto_synced" || type === "crypto_manual";
    body.balances.forEach((item, i) => {
      const at = (field: string) => ({ code: "VALIDATION_ERROR", path: `balances[${i}].${field}`, request_balances_index: i });
      if (item.month >= now)
        errors.push({ errMsg: `balances[${i}].month: only past months can be written (current month is ${now})`, ...at("month") });
      if ((type === "manual" || type === "linked") && item.symbol != null)
        errors.push({ errMsg: `balances[${i}].symbol: not allowed for ${type} accounts`, ...at("symbol") });
      if ((type === "manual" || type === "linked") && item.crypto_balance != null)
        errors.push({ errMsg: `balances[${i}].crypto_balance: only for crypto and deleted accounts`, ...at("crypto_balance") });
      if (isCrypto && item.symbol != null && !accounts.some((a) => a.symbol === item.symbol))
        errors.push({ errMsg: `balances[${i}].symbol: does not match the account's symbols`, ...at("symbol") });
    });
    if (errors.length) throw validationError(errors);
    const modified = new Map<Account, Row[]>();
    for (const item of body.balances) {
      const account = (isCrypto ? accounts.find((a) => a.symbol === item.symbol) : undefined) ?? accounts[0]!;
      const row = db.get<Row>(
        `INSERT INTO balance_history (account_type, account_id, month, balance, currency, crypto_balance, symbol, deleted_details)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT deleted_details FROM balance_history WHERE account_type = ? AND account_id = ? LIMIT 1))
         ON CONFLICT (account_type, account_id, symbol, month) DO UPDATE SET balance = excluded.balance, currency = excluded.currency,
           crypto_balance = excluded.crypto_balance
         RETURNING *`,
        type,
        id,
        item.month,
        item.balance,
        item.currency ?? account.currency,
        item.crypto_balance ?? null,
        account.symbol ?? "",
        type,
        id,
      );
      if (row) modified.set(account, [...(modified.get(account) ?? []), row]);
    }
    return c.json({
      balance_history: [...modified].map(([account, rows]) => ({ source: account.source, balances: rows.map(historical) })),
    });
  })
  .delete("/balance_history/:account_type/:account_id", (c) => {
    const { type, id } = resolve(c.env.db, c.req.param("account_type"), c.req.param("account_id"));
    c.env.db.run("DELETE FROM balance_history WHERE account_type = ? AND account_id = ?", type, id);
    return c.body(null, 204);
  });
