// What the Outbox asks of the budget outside delivery, for the pages, a preview and a balance source's run: each
// request under the gate (ask.ts), at most a few pages, answered as values or a refusal. An upload's target and the
// account list (targets.ts, cached), an account's balance, the transactions of some days (and of the other accounts),
// what a preview's rows would take over or pair into, the days imports cover and whether the budget agrees with the
// bank, how the budget writes dates, its categories.
import { serviceBalance, sideOf } from "../../account-side";
import type { Transaction } from "../../budget-api";
import { displayFormatsOf } from "../../connections/display-formats";
import { fromUnits, unitsOfDecimal } from "../../formats/verification";
import { dayText } from "../../locale/display-dates";
import { parseDecimal, toBalance } from "../../money";
import type { PlannedItem } from "../../plan";
import { type Coverage, coverageOf } from "../agreement/coverage";
import type { DeliveredTransaction, ElsewhereTransaction } from "../delivery-target";
import { checkAccount } from "../kinds/agreement";
import { ownAccountsOf, TRANSFER_PAGE } from "../kinds/transfers";
import { previewMatches, type ProvisionalMatch } from "../reconcile";
import type { StoredAgreement } from "../store";
import type { AccountListAnswer, Refusal, TargetAnswer } from "../targets";
import { type PreviewRow, previewTransfers, transferWindow } from "../transfer-preview";
import { type BudgetReading, exchangeFor, type OutboxParts } from "./parts";

/** Days in sentences when the budget's formats are not known (v1, unreachable): as the notices write them then. */
const FALLBACK_LOCALE = "en-US";

/** A manual account's balance in the budget now (the Outbox's RPC answer to a balance source's run). */
export type BalanceAnswer = { ok: true; balance: string } | Refusal;
/** What an account holds between two dates, and the other accounts' transactions of those days (null: not said). */
export type TransactionsInAnswer =
  | { ok: true; transactions: DeliveredTransaction[]; elsewhere: ElsewhereTransaction[] | null; requests: number; complete: boolean }
  | Refusal;
/** What the Outbox's categoryList answers: the budget's categories by id and name, or why not. */
export type CategoryListAnswer = { ok: true; categories: { id: number; name: string; exclude_from_totals: boolean }[] } | Refusal;

/** An upload's target: the requested manual account, else the default one, else cash (targets.ts). */
export function target(parts: OutboxParts, connectionId: string, requested: number | null): Promise<TargetAnswer> {
  return parts.accounts.target(connectionId, requested);
}

/** The connection's manual accounts (for the page's picker), from the cache that targets uploads. */
export function accountList(parts: OutboxParts, connectionId: string): Promise<AccountListAnswer> {
  return parts.accounts.list(connectionId);
}

/**
 * The balance a manual account holds in the budget now: one request under the gate, not the cached list, so
 * that a balance source's "Run now" compares with what the person sees (a balance changed elsewhere).
 */
export async function accountBalance(parts: OutboxParts, connectionId: string, accountId: number): Promise<BalanceAnswer> {
  const answer = await parts.ask(connectionId, (target) => target.accounts());
  if (!(answer instanceof Map)) return answer;
  const account = answer.get(accountId);
  return account ? { ok: true, balance: account.balance } : { ok: false, reason: "unknown_account" };
}

/**
 * What an account (or cash) holds between two dates, for a preview that says which rows are already in the
 * budget: pages read under the gate, at most `maxPages` (a preview spends a few requests, never the day's).
 * `elsewhere`: the days are read across every account first, so that rows already in another account (a card's
 * file previewed against the checking account) can be named; a listing of every account cut at `maxPages` falls
 * back to the account's own (then `elsewhere` is null: nothing is said of the others).
 */
export async function transactionsIn(
  parts: OutboxParts,
  connectionId: string,
  accountId: number | null,
  fromDate: string,
  toDate: string,
  maxPages = 3,
  elsewhere = false,
): Promise<TransactionsInAnswer> {
  const own = (t: DeliveredTransaction) => (accountId === null ? t.cash : t.accountId === accountId);
  let spent = 0;
  if (elsewhere) {
    const every = await listing(parts, connectionId, null, fromDate, toDate, maxPages);
    if ("ok" in every && every.ok === false) return every;
    spent = every.requests;
    if (every.complete) {
      const others: ElsewhereTransaction[] = [];
      const accounts = every.transactions.some((t) => !own(t) && t.accountId !== null) ? await parts.accounts.accounts(connectionId) : null;
      for (const t of every.transactions) {
        // Only manual accounts are named: cash and synced accounts have no account Intake could point to.
        if (own(t) || t.accountId === null) continue;
        const info = accounts?.get(t.accountId);
        if (info) others.push({ ...t, accountId: t.accountId, accountName: info.display_name ?? info.name });
      }
      return { ok: true, transactions: every.transactions.filter(own), elsewhere: others, requests: spent, complete: true };
    }
  }
  const listed = await listing(parts, connectionId, accountId, fromDate, toDate, maxPages);
  if ("ok" in listed && listed.ok === false) return listed;
  return {
    ok: true,
    transactions: listed.transactions.filter(own),
    elsewhere: null,
    requests: spent + listed.requests,
    complete: listed.complete,
  };
}

/** Up to `maxPages` pages of an account's (null: every account's) transactions between two dates, under the gate. */
async function listing(
  parts: OutboxParts,
  connectionId: string,
  accountId: number | null,
  fromDate: string,
  toDate: string,
  maxPages: number,
): Promise<{ ok?: undefined; transactions: DeliveredTransaction[]; requests: number; complete: boolean } | Refusal> {
  const transactions: DeliveredTransaction[] = [];
  let offset = 0;
  for (let requests = 1; requests <= maxPages; requests++) {
    const page = await parts.ask(connectionId, (target) => target.transactionsIn(accountId, fromDate, toDate, offset));
    if ("ok" in page) return page;
    offset += page.transactions.length;
    transactions.push(...page.transactions);
    if (!page.hasMore || page.transactions.length === 0) return { transactions, requests, complete: !page.hasMore };
  }
  return { transactions, requests: maxPages, complete: false };
}

/**
 * What each bank row of a preview would take over among the transactions Intake put in the account (or cash) from
 * receipts, taps and pending rows (reconcile.ts): no request, nothing claimed. By item index.
 */
export async function provisionalMatches(
  parts: OutboxParts,
  connectionId: string,
  accountId: number | null,
  items: PlannedItem[],
): Promise<Record<number, ProvisionalMatch>> {
  const exchange = await exchangeFor(parts, connectionId, accountId);
  return Object.fromEntries(previewMatches(parts.store, connectionId, accountId, items, exchange));
}

/**
 * By row index, the transfer each row of a preview would pair into (transfer-preview.ts): one read of the budget's
 * transactions of the rows' window, every account, under the gate (at most `maxPages` pages); `checked` false when
 * the read was refused, cut short, or the connection's version has no groups (then nothing is said).
 */
export async function transfersInPreview(
  parts: OutboxParts,
  connectionId: string,
  accountId: number | null,
  rows: PreviewRow[],
  maxPages = 3,
): Promise<{ checked: boolean; requests: number; found: Record<number, string> }> {
  const window = transferWindow(rows);
  const currency = accountId === null ? undefined : parts.accounts.cached(connectionId, accountId)?.currency;
  if (accountId === null || window === null || !currency) return { checked: false, requests: 0, found: {} };
  const listed: Transaction[] = [];
  let requests = 0;
  for (let offset = 0; requests < maxPages;) {
    requests++;
    const page = await parts.ask(connectionId, async (target) =>
      target.transfers
        ? target.transfers.listTransactions({ start_date: window.from, end_date: window.to, limit: TRANSFER_PAGE, offset })
        : null,
    );
    if (page === null || "ok" in page) return { checked: false, requests, found: {} };
    listed.push(...page.transactions);
    offset += page.transactions.length;
    if (!page.has_more || page.transactions.length === 0) {
      const accounts = ownAccountsOf(await parts.accounts.accounts(connectionId));
      // The other side's day as the person's budget writes it, as the preview's own dates are.
      const formats = await displayFormatsOf(parts.env, connectionId);
      const day = (iso: string) => dayText(iso, formats, FALLBACK_LOCALE);
      return { checked: true, requests, found: Object.fromEntries(previewTransfers(rows, accountId, currency, listed, accounts, day)) };
    }
  }
  return { checked: false, requests, found: {} };
}

/**
 * Which days the account's imports cover and whether the budget agrees with the bank's balances (kinds/agreement.ts).
 * `checkNow`: checked again first, under the gate (busy or unavailable: the last answer, and `checked` false).
 */
export async function coverage(
  parts: OutboxParts,
  connectionId: string,
  accountId: number,
  checkNow = false,
): Promise<Coverage & { account_id: number; agreement: (StoredAgreement & { checked: boolean }) | null; refusal?: Refusal }> {
  const coverage = coverageOf(parts.store.coverage.spans(connectionId, accountId));
  let refusal: Refusal | undefined;
  let checked = false;
  if (checkNow) {
    const info = (await parts.accounts.accounts(connectionId)).get(accountId);
    const answer = await checkAccount(parts.store, connectionId, accountId, info, async (from, to, offset) => {
      const page = await parts.ask(connectionId, (target) => target.transactionsIn(accountId, from, to, offset));
      if ("ok" in page) {
        refusal = page;
        return null;
      }
      return page;
    });
    if (answer.agreement !== null) {
      parts.store.coverage.saveAgreement(connectionId, accountId, answer.agreement, Date.now());
      checked = true;
    }
  }
  const stored = parts.store.coverage.agreement(connectionId, accountId);
  return { account_id: accountId, ...coverage, agreement: stored ? { ...stored, checked } : null, ...(refusal ? { refusal } : {}) };
}

/**
 * A balance the bank stated at a pull (SimpleFIN), in the holder's view (owed is negative), as of its day: the
 * account's newest anchor, and the account is checked against it.
 */
export async function noteBankBalance(
  parts: OutboxParts,
  connectionId: string,
  accountId: number,
  date: string,
  holderBalance: string,
): Promise<void> {
  const units = unitsOfDecimal(holderBalance);
  if (!Number.isFinite(units)) return;
  parts.store.coverage.notePull(connectionId, accountId, date, units, Date.now());
  parts.store.coverage.openCheck(connectionId, accountId, Date.now());
  await parts.schedule();
}

/**
 * How the budget writes dates (its locale and primary currency, the person's date format), for a file whose dates read
 * both ways: two requests under the gate, kept per connection as the account list is. What is refused or busy is null:
 * the file is read without it, and it is asked again next time.
 */
export async function budgetReading(parts: OutboxParts, connectionId: string): Promise<BudgetReading> {
  const known = parts.readings.get(connectionId);
  if (known && Date.now() - known.at < parts.store.settings.accountCachePolicy().ttlMs) return known.reading;
  const said = await parts.ask(connectionId, (target) => target.budgetLocale());
  const format = await parts.ask(connectionId, (target) => target.dateFormat());
  const locale = said !== null && !("ok" in said) ? said : null;
  const reading: BudgetReading = {
    locale: locale?.locale ?? null,
    primaryCurrency: locale?.primaryCurrency ?? null,
    dateFormat: typeof format === "string" ? format : null,
  };
  const refused = (answer: unknown) => typeof answer === "object" && answer !== null && "ok" in answer;
  if (!refused(said) && !refused(format)) parts.readings.set(connectionId, { reading, at: Date.now() });
  return reading;
}

/**
 * What the account held at the end of each day the bank or the budget stated it, in the holder's view (owed is
 * negative), oldest first: the balances earlier files and pulls stated (the agreement's anchors), and the manual
 * account's own balance as of its day, from the cached list (no request). Evidence for a file's running balance and sign.
 */
export async function accountBalances(
  parts: OutboxParts,
  connectionId: string,
  accountId: number,
): Promise<{ date: string; balance: string }[]> {
  const stated = parts.store.coverage.anchors(connectionId, accountId).map((a) => ({ date: a.date, balance: fromUnits(a.units) }));
  const info = parts.accounts.cached(connectionId, accountId);
  const own = info?.balanceAsOf ? parseDecimal(info.balance) : null;
  if (info?.balanceAsOf && own?.ok) {
    stated.push({ date: info.balanceAsOf, balance: toBalance(serviceBalance(own.value, sideOf(info.type))) });
  }
  return stated.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The budget's categories a transfer may get (not a group, not archived), for the Connection page and
 * PUT /transfers/settings; none on v1, which pairs no transfers.
 */
export async function categoryList(parts: OutboxParts, connectionId: string): Promise<CategoryListAnswer> {
  const answer = await parts.ask(connectionId, async (target) =>
    target.transfers ? target.transfers.categories({ is_group: false }) : [],
  );
  if (!Array.isArray(answer)) return answer;
  const categories = answer
    .filter((c) => !c.is_group && !c.archived)
    .map((c) => ({ id: c.id, name: c.name, exclude_from_totals: c.exclude_from_totals }));
  return { ok: true, categories };
}
