// The answer of GET /accounts: an Account Set, in protocol v2 (`errlist`, `connections`, accounts with
// `conn_id`) when `version=2` is asked for, else v1 (`errors`, accounts with `org`) — the protocol lets
// the server choose without `version`, and the Bridge's older clients expect v1.
import type { Db } from "../db";
import { type AccountRow, type ConnectionRow, listAccounts, listConnections, type TransactionRow } from "./accounts";
import { epochSeconds } from "./context";

export interface AccountsQuery {
  version: 1 | 2;
  /** Epoch seconds: transactions on or after. */
  startDate?: number;
  /** Epoch seconds: transactions before (not on). */
  endDate?: number;
  pending: boolean;
  balancesOnly: boolean;
  /** Only these accounts (`account=`, repeatable); empty: all. */
  accounts: string[];
}

const EPOCH = /^\d{1,12}$/;

/** The query string of GET /accounts, or the message of a 400. */
export function parseAccountsQuery(params: URLSearchParams): AccountsQuery | string {
  const query: AccountsQuery = {
    version: params.get("version") === "2" ? 2 : 1,
    pending: params.get("pending") === "1",
    balancesOnly: params.get("balances-only") === "1",
    accounts: params.getAll("account"),
  };
  for (const [name, key] of [
    ["start-date", "startDate"],
    ["end-date", "endDate"],
  ] as const) {
    const value = params.get(name);
    if (value === null) continue;
    if (!EPOCH.test(value)) return `${name} must be a Unix epoch timestamp (seconds)`;
    query[key] = Number(value);
  }
  const version = params.get("version");
  if (version !== null && version !== "1" && version !== "2") return "version must be 1 or 2";
  return query;
}

export interface SetInput {
  user: string;
  /** The Access URL's shared accounts, or null for all. */
  shared: string[] | null;
  query: AccountsQuery;
  /** Warnings of this answer (the quota's), shown as general errors. */
  warnings: string[];
  /** The Bridge's root URL (the v1 org's `sfin-url`, v2's `sfin_url`). */
  root: string;
}

export function accountSet(db: Db, { user, shared, query, warnings, root }: SetInput, now = new Date()): Record<string, unknown> {
  const accounts = listAccounts(db, user).filter(
    (a) => (shared === null || shared.includes(a.id)) && (query.accounts.length === 0 || query.accounts.includes(a.id)),
  );
  const connIds = new Set(accounts.map((a) => a.conn_id));
  const connections = listConnections(db, user).filter((c) => connIds.has(c.conn_id));
  const errlist = [...warnings.map((msg) => ({ code: "gen.api", msg })), ...storedErrors(db, user, connIds, accounts)];
  const refreshedToday = epochSeconds(new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`));
  const serve = (a: AccountRow, conn: ConnectionRow | undefined) => ({
    ...(query.version === 1 ? { org: orgOf(conn, root) } : {}),
    id: a.id,
    name: a.name,
    ...(query.version === 2 ? { conn_id: a.conn_id, conn_name: conn?.name ?? "" } : {}),
    currency: a.currency,
    balance: a.balance,
    ...(a.available_balance === null ? {} : { "available-balance": a.available_balance }),
    "balance-date": a.balance_date ?? refreshedToday,
    ...(query.balancesOnly ? {} : { transactions: transactionsOf(db, user, a.id, query) }),
  });
  const byId = new Map(connections.map((c) => [c.conn_id, c]));
  const served = accounts.map((a) => serve(a, byId.get(a.conn_id)));
  const messages = errlist.map((e) => e.msg);
  if (query.version === 1) return { errors: messages, accounts: served };
  // v2 with the deprecated `errors` too, as the protocol allows while clients migrate: the Bridge's
  // guide still points quota warnings there.
  return {
    errlist,
    ...(warnings.length ? { errors: messages } : {}),
    connections: connections.map((c) => ({
      conn_id: c.conn_id,
      name: c.name,
      org_id: c.org_id,
      org_name: c.org_name,
      ...(c.org_url ? { org_url: c.org_url } : {}),
      sfin_url: root,
    })),
    accounts: served,
  };
}

/** Stored errors that concern the answer: general ones, and those of a connection or account it shows. */
function storedErrors(db: Db, user: string, connIds: Set<string>, accounts: AccountRow[]) {
  const accountIds = new Set(accounts.map((a) => a.id));
  return db
    .all<{ code: string; msg: string; conn_id: string | null; account_id: string | null }>(
      "SELECT code, msg, conn_id, account_id FROM errlist WHERE user = ? ORDER BY seq",
      user,
    )
    .filter((e) => (e.conn_id === null || connIds.has(e.conn_id)) && (e.account_id === null || accountIds.has(e.account_id)))
    .map((e) => ({
      code: e.code,
      msg: e.msg,
      ...(e.conn_id ? { conn_id: e.conn_id } : {}),
      ...(e.account_id ? { account_id: e.account_id } : {}),
    }));
}

function transactionsOf(db: Db, user: string, accountId: string, query: AccountsQuery) {
  const rows = db.all<TransactionRow>(
    `SELECT account_id, id, posted, amount, description, payee, memo, transacted_at, pending
     FROM transactions WHERE user = ? AND account_id = ? ORDER BY posted = 0, posted, transacted_at, id`,
    user,
    accountId,
  );
  return rows
    .filter((t) => {
      if (t.pending === 1 && !query.pending) return false;
      // A pending transaction may have posted = 0: it is dated by when it happened.
      const when = t.posted > 0 ? t.posted : (t.transacted_at ?? 0);
      return (query.startDate === undefined || when >= query.startDate) && (query.endDate === undefined || when < query.endDate);
    })
    .map((t) => ({
      id: t.id,
      posted: t.posted,
      amount: t.amount,
      description: t.description,
      ...(t.payee === null ? {} : { payee: t.payee }),
      ...(t.memo === null ? {} : { memo: t.memo }),
      ...(t.transacted_at === null ? {} : { transacted_at: t.transacted_at }),
      ...(t.pending === 1 ? { pending: true } : {}),
    }));
}

/** v1's Organization: a name or domain, and the server's root URL. */
function orgOf(conn: ConnectionRow | undefined, root: string) {
  const domain = conn?.org_url ? new URL(conn.org_url).hostname : undefined;
  return { ...(domain ? { domain } : {}), name: conn?.org_name ?? "", "sfin-url": root, ...(conn ? { id: conn.org_id } : {}) };
}
