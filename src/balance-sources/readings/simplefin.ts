// SimpleFIN (protocol v2, https://www.simplefin.org/protocol.html): the Setup Token, the Access URL it
// is claimed for, and the Account Set of `GET /accounts`, read without touching the network.
//
// The Access URL carries Basic credentials (https://user:pass@host/simplefin). They are split out here
// and travel only in an Authorization header: no URL string built from this module holds them, and no
// reason string repeats a token or an Access URL.
import { EXTERNAL_ID_MAX, hash64 } from "../../ids";
import { type AccountSide, serviceBalance } from "../../account-side";
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { compactRows, type ImportPlan, type InsertItem, type PlannedItem, type RowReport } from "../../plan";
import { BALANCE_PLACES, equals, formatDecimal, negate, parseDecimal, roundTo, toBalance } from "../../money";
import { fail, ok, type Result } from "../../result";
import { checkSourceUrl, type UrlPolicy } from "../../web/source-url";

export interface SimplefinAccess {
  baseUrl: string; // no credentials, no trailing "/"
  username: string;
  password: string;
}

/** What a failed request or an `errlist` entry means for the source. */
export type SourceVerdict =
  | { kind: "needs-attention"; reason: string } // the user must act (reconnect, pay, new token): not retried
  | { kind: "transient"; reason: string }; // try again at the next scheduled run

/** Longest Setup Token accepted (a claim URL in base64 is ~100 characters). */
const MAX_TOKEN_CHARS = 2048;
/** Longest `start-date`..`end-date` window the Bridge serves transactions for. */
export const TRANSACTION_WINDOW_SECONDS = 90 * 24 * 3600;
/** Longest error message shown from a server (the protocol: sanitize what `/accounts` says). */
const MAX_MESSAGE_CHARS = 300;
/** Account and transaction ids kept readable in an external_id: printable, no ":" (the separator). */
const PLAIN_ID = /^[\x21-\x39\x3b-\x7e]+$/;

/** The claim URL inside a Setup Token (base64 of the URL), or why the token is not one. */
export function decodeSetupToken(token: string, policy: UrlPolicy): Result<string> {
  const t = token.replace(/\s+/g, ""); // pasted tokens may wrap or end with a newline
  if (t === "" || t.length > MAX_TOKEN_CHARS) return fail("the setup token is empty or too long");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return fail("the setup token is not base64");
  let decoded: string;
  try {
    decoded = atob(t.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return fail("the setup token is not base64");
  }
  if (!/^[\x21-\x7e]+$/.test(decoded)) return fail("the setup token does not decode to a URL");
  const url = checkSourceUrl(decoded, policy);
  if (!url.ok) return fail(`the setup token's claim URL is refused: ${url.reason}`);
  return ok(url.value.href);
}

/** The body of a successful claim (the Access URL) as a base URL and Basic credentials. */
export function parseAccessUrl(body: string, policy: UrlPolicy): Result<SimplefinAccess> {
  let url: URL;
  try {
    url = new URL(body.trim());
  } catch {
    return fail("the claim did not answer with an Access URL");
  }
  let username: string;
  let password: string;
  try {
    [username, password] = [decodeURIComponent(url.username), decodeURIComponent(url.password)];
  } catch {
    return fail("the Access URL's credentials are not valid percent-encoding");
  }
  if (username === "" || password === "") return fail("the Access URL carries no credentials");
  [url.username, url.password] = ["", ""];
  if (url.search !== "" || url.hash !== "") return fail("the Access URL must not have a query or fragment");
  const checked = checkSourceUrl(url.href, policy);
  if (!checked.ok) return fail(`the Access URL is refused: ${checked.reason}`);
  return ok({ baseUrl: checked.value.href.replace(/\/+$/, ""), username, password });
}

/** The Authorization header value for the Access URL's credentials (UTF-8, as RFC 7617 allows). */
export function basicAuthorization(access: SimplefinAccess): string {
  const bytes = new TextEncoder().encode(`${access.username}:${access.password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export interface AccountsQuery {
  balancesOnly?: boolean;
  /** Epoch seconds, inclusive. */
  startDate?: number;
  /** Epoch seconds, exclusive. */
  endDate?: number;
  pending?: boolean;
  accounts?: string[];
}

/** `GET {base}/accounts?version=2&…` (no credentials: send `basicAuthorization` alongside). */
export function accountsUrl(access: SimplefinAccess, query: AccountsQuery): string {
  const q = new URLSearchParams({ version: "2" });
  if (query.balancesOnly) q.set("balances-only", "1");
  if (query.startDate !== undefined) q.set("start-date", String(query.startDate));
  if (query.endDate !== undefined) q.set("end-date", String(query.endDate));
  if (query.pending) q.set("pending", "1");
  for (const id of query.accounts ?? []) q.append("account", id);
  return `${access.baseUrl}/accounts?${q}`;
}

/** [start, end) windows of at most 90 days covering [start, end) (epoch seconds). */
export function transactionWindows(start: number, end: number): { startDate: number; endDate: number }[] {
  const windows: { startDate: number; endDate: number }[] = [];
  for (let s = start; s < end; s += TRANSACTION_WINDOW_SECONDS) {
    windows.push({ startDate: s, endDate: Math.min(s + TRANSACTION_WINDOW_SECONDS, end) });
  }
  return windows;
}

const numeric = onFirstUse(() =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const r = parseDecimal(v);
    if (r.ok) return formatDecimal(r.value);
    ctx.addIssue({ code: "custom", message: r.reason });
    return z.NEVER;
  }),
);
const epoch = onFirstUse(() => z.number().int().nonnegative());

const ErrorSchema = onFirstUse(() =>
  z
    .object({
      code: z.string(),
      msg: z.string().optional(),
      message: z.string().optional(), // the protocol's own sample writes "message"
      conn_id: z.string().optional(),
      account_id: z.string().optional(),
    })
    .transform(({ code, msg, message, conn_id, account_id }): SimplefinError => ({
      code,
      msg: sanitize(msg ?? message ?? ""),
      conn_id,
      account_id,
    })),
);

/** One `errlist` entry; `conn_id` / `account_id` narrow it to a connection or an account. */
export interface SimplefinError {
  code: string;
  msg: string;
  conn_id?: string;
  account_id?: string;
}

const TransactionSchema = onFirstUse(() =>
  z.object({
    id: z.string().min(1),
    posted: epoch, // 0 while pending
    amount: numeric, // positive = money into the account
    description: z.string(),
    transacted_at: epoch.optional(),
    pending: z.boolean().optional(),
    payee: z.string().optional(),
    memo: z.string().optional(),
  }),
);
export type SimplefinTransaction = z.output<typeof TransactionSchema>;

const AccountSchema = onFirstUse(() =>
  z.object({
    id: z.string().min(1),
    name: z.string(),
    conn_id: z.string().optional(),
    currency: z.string(),
    balance: numeric,
    "available-balance": numeric.optional(),
    "balance-date": epoch,
    org: z.looseObject({ name: z.string().optional(), domain: z.string().optional() }).optional(), // v1
    transactions: z.array(TransactionSchema).optional(),
  }),
);
export type SimplefinAccount = z.output<typeof AccountSchema>;

const AccountSetSchema = onFirstUse(() =>
  z.object({
    errlist: z.array(ErrorSchema).optional(),
    errors: z.array(z.string()).optional(), // v1, deprecated: plain messages
    accounts: z.array(z.unknown()),
  }),
);

export interface AccountSet {
  errlist: SimplefinError[];
  accounts: SimplefinAccount[];
  /** Accounts the response describes in a shape this reader does not accept: the others still count. */
  unreadable: { id: string | null; reason: string }[];
}

/** A `GET /accounts` body, read account by account so one odd account does not hide the others. */
export function parseAccountSet(body: unknown): Result<AccountSet> {
  const set = AccountSetSchema.safeParse(body);
  if (!set.success) return fail(`not a SimpleFIN account set: ${describe(set.error)}`);
  const errlist = set.data.errlist ?? (set.data.errors ?? []).map((m) => ({ code: "gen.", msg: sanitize(m) }));
  const result: AccountSet = { errlist, accounts: [], unreadable: [] };
  for (const raw of set.data.accounts) {
    const account = AccountSchema.safeParse(raw);
    if (account.success) result.accounts.push(account.data);
    else result.unreadable.push({ id: idOf(raw), reason: describe(account.error) });
  }
  return ok(result);
}

/** An HTTP status of the claim (`POST` to the claim URL), or null for success. */
export function claimStatusVerdict(status: number): SourceVerdict | null {
  if (status >= 200 && status < 300) return null;
  if (status === 403) {
    return {
      kind: "needs-attention",
      reason:
        "the setup token was already claimed or does not exist; if this app did not claim it, it may be compromised: disable it at the Bridge and make a new one",
    };
  }
  if (status === 429 || status >= 500) return { kind: "transient", reason: `the claim failed with HTTP ${status}; try again` };
  return { kind: "needs-attention", reason: `the claim was refused (HTTP ${status}): make a new setup token` };
}

/** An HTTP status of `GET /accounts`, or null for success. */
export function accountsStatusVerdict(status: number): SourceVerdict | null {
  if (status >= 200 && status < 300) return null;
  if (status === 402) return { kind: "needs-attention", reason: "the SimpleFIN Bridge asks for payment (HTTP 402)" };
  if (status === 401 || status === 403) {
    return {
      kind: "needs-attention",
      reason: "SimpleFIN access was revoked or its credentials are wrong: connect again with a new setup token",
    };
  }
  return { kind: "transient", reason: `SimpleFIN answered HTTP ${status}` };
}

/** An `errlist` entry: authentication problems need the user; everything else is retried next run. */
export function errorVerdict(error: SimplefinError): SourceVerdict {
  // Unknown subcodes count as their prefix ("con.xyz" as "con."), as the protocol asks.
  const auth = error.code === "gen.auth" || error.code === "con.auth";
  const reason = `${error.msg || "SimpleFIN reported an error"} (${error.code})`;
  return auth ? { kind: "needs-attention", reason } : { kind: "transient", reason };
}

/** The errors that concern one account: general ones, its connection's, its own. */
export function errorsFor(errlist: SimplefinError[], account: { id: string; conn_id?: string | undefined }): SimplefinError[] {
  return errlist.filter((e) => {
    if (e.code.startsWith("con.")) return e.conn_id === undefined || e.conn_id === account.conn_id;
    if (e.code.startsWith("act.")) return e.account_id === undefined || e.account_id === account.id;
    return true;
  });
}

/** The verdict for one account from the errlist (needs-attention wins over transient), or null. */
export function accountVerdict(errlist: SimplefinError[], account: { id: string; conn_id?: string | undefined }): SourceVerdict | null {
  const verdicts = errorsFor(errlist, account).map(errorVerdict);
  return verdicts.find((v) => v.kind === "needs-attention") ?? verdicts[0] ?? null;
}

/** The ISO 4217 code of an account, lowercase; a custom currency (a URL) has none. */
export function currencyOf(account: SimplefinAccount): Result<string> {
  if (/^[A-Za-z]{3}$/.test(account.currency)) return ok(account.currency.toLowerCase());
  return fail("the account is in a custom currency (points, miles), which a manual account cannot hold");
}

export interface BalanceUpdate {
  balance: string;
  balance_as_of: string; // ISO date-time of `balance-date`
  currency: string;
}

/**
 * `PUT /manual_accounts/{id}` fields for a SimpleFIN account. SimpleFIN balances are the holder's view
 * (a card or loan owed is negative); the service's liability types hold what is owed as a positive
 * balance, so a liability account gets the sign flipped.
 */
export function balanceUpdate(account: SimplefinAccount, side: AccountSide): Result<BalanceUpdate> {
  const currency = currencyOf(account);
  if (!currency.ok) return currency;
  const value = parseDecimal(account.balance);
  if (!value.ok) return fail(`balance: ${value.reason}`);
  const balance = toBalance(serviceBalance(value.value, side));
  return ok({ balance, balance_as_of: new Date(account["balance-date"] * 1000).toISOString(), currency: currency.value });
}

export interface TransactionOptions {
  /** Pending transactions change or vanish when they post: skipped unless asked for. */
  includePending?: boolean;
  /** IANA zone whose calendar day a transaction is dated on (default UTC). */
  timeZone?: string;
}

/** An account's transactions as insert items, in the service's sign (positive = money out). */
export function transactionPlan(account: SimplefinAccount, options: TransactionOptions = {}): ImportPlan {
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const seen = new Set<string>();
  const dateOf = dayFormatter(options.timeZone ?? "UTC");
  for (const [i, tx] of (account.transactions ?? []).entries()) {
    const row = i + 1;
    const skip = tx.pending && !options.includePending ? "pending" : seen.has(tx.id) ? "repeated transaction id" : null;
    if (skip) {
      rows.push({ row, outcome: "ignored", reason: skip });
      continue;
    }
    const item = insertItem(account, tx, dateOf);
    if (!item.ok) {
      rows.push({ row, outcome: "error", reason: item.reason });
      continue;
    }
    seen.add(tx.id);
    if (tx.pending) {
      // Asked for: imported marked pending; the same id posted later takes it over (src/outbox/reconcile.ts).
      item.value.custom_metadata = { pending: true };
      items.push({ row, item: item.value, provisional: "pending" });
    } else items.push({ row, item: item.value });
    rows.push({ row, outcome: "planned" });
  }
  return { items, rows: compactRows(rows) };
}

/** `sf:<account>:<transaction>` when it fits and reads unambiguously, else `sf:#<hash of both>`. */
export function simplefinExternalId(accountId: string, transactionId: string): string {
  const plain = `sf:${accountId}:${transactionId}`;
  if (plain.length <= EXTERNAL_ID_MAX && PLAIN_ID.test(accountId) && PLAIN_ID.test(transactionId)) return plain;
  return `sf:#${hash64(`${accountId}\u001f${transactionId}`)}`;
}

function insertItem(account: SimplefinAccount, tx: SimplefinTransaction, dateOf: (epoch: number) => string): Result<InsertItem> {
  const amount = parseDecimal(tx.amount);
  if (!amount.ok) return fail(`amount: ${amount.reason}`);
  if (!equals(roundTo(amount.value, BALANCE_PLACES), amount.value)) return fail(`amount ${tx.amount} has more than 4 decimals`);
  const when = tx.posted > 0 ? tx.posted : tx.transacted_at;
  if (!when) return fail("no posted or transacted date");
  const description = tx.description.trim();
  const item: InsertItem = {
    date: dateOf(when),
    amount: formatDecimal(negate(amount.value)), // SimpleFIN: negative = money out; the service: positive
    external_id: simplefinExternalId(account.id, tx.id),
  };
  const currency = currencyOf(account);
  if (currency.ok) item.currency = currency.value;
  const payee = tx.payee?.trim() || description;
  if (payee) item.payee = payee;
  if (description) item.original_name = description;
  if (tx.memo?.trim()) item.notes = tx.memo.trim();
  return ok(item);
}

/** Epoch seconds → "YYYY-MM-DD" in a time zone. */
function dayFormatter(timeZone: string): (epoch: number) => string {
  const f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (epoch) => {
    const parts = Object.fromEntries(f.formatToParts(new Date(epoch * 1000)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** Server text made safe to show: no control characters, one line, bounded. */
function sanitize(message: string): string {
  const line = message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS - 1)}…` : line;
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");
}

function idOf(raw: unknown): string | null {
  const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
}
