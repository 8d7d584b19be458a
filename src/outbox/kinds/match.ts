// The delivery of a receipt (or a tap) in match mode (kinds match_or_insert, match_or_hold): list the days around
// its date, enrich the bank's transaction when one fits (receipt-match.ts: the takeover's rules read the other way;
// currency-match.ts: another currency, compared in the budget's). None there yet: match_or_insert inserts it at
// once (the bank's row takes it over when its export comes: reconcile.ts), so does a version that cannot update
// (v1); match_or_hold looks again until its window ends, then holds the receipt. Every request goes through the
// Outbox's rate gate; failures are handled as for any job.
import type { BudgetApi, Transaction } from "../../budget-api";
import type { InsertItem } from "../../plan";
import { chooseAcrossCurrencies } from "../../matching/currency-match";
import { CHANNEL_RULES } from "../../matching/provisional-match";
import { chooseMatch, enrichment, ownIds, searchWindow } from "../../matching/receipt-match";
import { isTapId } from "../../ids";
import { DAY_MS, daysBetween } from "../../locale/days";
import { receiptAndBank } from "../reconcile";
import { MAX_BATCH } from "../batch";
import type { JobRow, KindTables, StandingProvisional } from "../store";
import type { Attempt, DeliveryContext, Reply } from "./context";
import type { JobView } from "./job-view";
import { type KindDescriptor, TRANSACTION_WORDS } from "./descriptor";

/** One page of the service's maximum: a person's transactions over a week fit (more are not looked at). */
export const SEARCH_LIMIT = 2000;
/** The budget's primary currency changes rarely: GET /me is asked again after a day. */
export const BASE_CURRENCY_TTL_MS = DAY_MS;

/** Why a receipt that waits for the bank's transaction is held on v1, which cannot update transactions. */
const NO_MATCHING =
  "held: match mode updates the bank's transaction, and the legacy v1 interface this connection uses cannot update transactions; insert it anyway from the inbox, or connect with v2";

/** What a receipt in match mode does when no bank transaction fits in time: insert itself, or wait and be held. */
type Unmatched = "insert" | "hold";

/** A match-mode kind: a receipt that updates the bank's transaction; removed on request like any insert it made. */
function matchKind(unmatched: Unmatched): KindDescriptor {
  return {
    deliver: (ctx, job, now) => deliverMatch(ctx, job, unmatched, now),
    removal: { takeovers: false },
    matching: { unmatched },
    tellsFailedRows: false,
    // Inserting needs no update: v1 inserts such a receipt at once (deliverMatch).
    unserved: unmatched === "hold" ? { v1: NO_MATCHING } : {},
    words: {
      ...TRANSACTION_WORDS,
      done: [
        { if: "matched", says: "matched to the bank's transaction (the receipt's details added){trouble}" },
        { if: "held", says: "held: no bank transaction found in time; it waits for you in Receipts" },
      ],
    },
  };
}

export const matchOrInsert = matchKind("insert");
export const matchOrHold = matchKind("hold");

/** What the receipt's look found: its transaction (and how, when not by the same amount), or why none. */
export type Choice =
  | { transaction: Transaction; how: string | null; note: string | null }
  | { transaction: null; why: string | null }
  /** The primary currency had to be asked first, and the gate said wait or the request failed (handled). */
  | "stopped";

/** Where a look for the receipt's transaction is, and how it sends a request it needs. */
export interface Look {
  connectionId: string;
  ask<T>(request: () => Promise<T>): Promise<Reply<T>>;
}

/** v2's: v1 cannot update a transaction (the Outbox holds such receipts instead). */
export type MatchApi = Pick<BudgetApi, "listTransactions" | "updateTransaction" | "me">;

/**
 * Kinds `match_or_insert`, `match_or_hold`: sends what the receipt needs next; returns the requests sent. A
 * version that cannot match (v1) inserts a match_or_insert receipt at once, and holds a match_or_hold one with
 * its reason: the person may insert it anyway.
 */
async function deliverMatch(ctx: DeliveryContext, job: JobRow, unmatched: Unmatched, now: number): Promise<number> {
  const { target } = ctx;
  const work = ctx.job(job);
  const unsupported = ctx.unserved;
  if (unmatched === "insert" && !target.matching) {
    insertNow(work);
    return 0;
  }
  if (unsupported || !target.matching) {
    for (const { seq } of work.pending(MAX_BATCH, false)) work.settle(seq, "held", null, unsupported);
    work.serveAgainNow();
    return 0;
  }
  return lookForMatch(ctx, target.matching, job, unmatched, now);
}

async function lookForMatch(ctx: DeliveryContext, api: MatchApi, job: JobRow, unmatched: Unmatched, now: number): Promise<number> {
  const { tables } = ctx;
  const work = ctx.job(job);
  const [pending] = work.pending(1, false);
  if (!pending) return 0;
  const seq = pending.seq;
  // The same receipt forwarded again (same external_id): its transaction is already enriched.
  const earlier = tables.matches.of(job.connection_id, pending.externalId);
  if (earlier !== null) {
    work.settle(seq, "duplicate", earlier, "this receipt was already matched to the transaction");
    work.serveAgainNow();
    return 0;
  }
  const [toSend] = work.forSend([seq]);
  if (!toSend) throw new Error(`match job ${job.id} has no item ${seq} to send`);
  const receipt = JSON.parse(toSend.body) as InsertItem;
  // A tap looks as a receipt does, with a tap's allowance (its tip); so does a card alert's hold, an authorisation too.
  const channel = toSend.provisional === "tap" || toSend.provisional === "pending" ? "tap" : "receipt";
  const attempt = ctx.open(job, [seq], now);
  if (!attempt) return 0;
  const page = await attempt.send(() => api.listTransactions({ ...searchWindow(receipt.date, channel), limit: SEARCH_LIMIT }));
  if (!page.ok) return ctx.requests;
  const unsure = toSend.amount_unsure === 1;
  const look = { connectionId: job.connection_id, ask: <T>(request: () => Promise<T>) => attempt.send(request) };
  const choice = await choose(ctx, look, api, receipt, channel, job.manual_account_id, unsure, page.value.transactions);
  // Looked at again at the next turn (the search is cheap).
  if (choice === "stopped") return ctx.requests;
  if (!choice.transaction) {
    attempt.done("no match");
    noMatch(tables, work, job, unmatched, seq, receipt, Date.now(), choice.why);
    return ctx.requests;
  }

  await takeMatch(ctx, attempt, api, pending.externalId, receipt, choice);
  return ctx.requests;
}

/**
 * The receipt's transaction found: enriched (when the receipt adds anything) in the attempt that carries the receipt's
 * item, and the item settled as matched; a transaction deleted meanwhile sends the receipt back to look again.
 */
export async function takeMatch(
  ctx: DeliveryContext,
  attempt: Attempt,
  api: MatchApi,
  externalId: string,
  receipt: InsertItem,
  choice: { transaction: Transaction; how: string | null; note: string | null },
): Promise<void> {
  const work = ctx.job(attempt.job);
  const [seq] = attempt.seqs;
  if (seq === undefined) return;
  const match = choice.transaction;
  // Across currencies the receipt's own amount is worth keeping: the bank shows only what it billed.
  const notes = [receipt.notes?.trim(), choice.note].filter(Boolean).join(" · ");
  const update = enrichment(match, { ...receipt, ...(notes ? { notes } : {}) });
  if (update) {
    // Deleted between the list and the update: looked for again.
    const sent = await attempt.send(() => api.updateTransaction(match.id, update), { settles: (f) => f.kind === "not_found" });
    if (!sent.ok) {
      if (sent.reason.kind === "settled") work.release([seq]);
      return;
    }
  }
  ctx.tables.matches.record(attempt.job.connection_id, match.id, externalId, Date.now(), match.manual_account_id);
  work.settle(seq, "matched", match.id, choice.how);
  attempt.done();
  work.serveAgainNow();
}

/** What a match at another amount than the receipt's says: the bank's is what was paid. */
function correctedWords(receipt: InsertItem, bank: Transaction): string | null {
  if (Number(bank.amount) === Number(receipt.amount)) return null;
  return `matched the bank's transaction of your receipt's shop: ${receiptAndBank(receipt.amount, Number(bank.amount).toFixed(2))}`;
}

/**
 * The receipt's transaction among those listed: the same amount and currency first; else one in another
 * currency, compared in the budget's primary currency (asked of the service, through the gate, when the
 * listed transactions do not show the receipt currency's rate and it is not known yet).
 */
export async function choose(
  ctx: DeliveryContext,
  /** The connection, and how a request the choice needs (GET /me) is sent: in the receipt's attempt, or as a read. */
  look: Look,
  api: MatchApi,
  receipt: InsertItem,
  channel: "receipt" | "tap",
  /** The account the item goes to (null: cash). */
  account: number | null,
  /** The receipt's total is unconfirmed: the bank's amount of its shop may correct it. */
  amountUnsure: boolean,
  listed: readonly Transaction[],
  /** Transactions other receipts (taps) of the same look took a moment ago. */
  takenNow: ReadonlySet<number> = new Set(),
): Promise<Choice> {
  const { tables } = ctx;
  const { connectionId } = look;
  // A transaction a receipt enriched, or that took a receipt over, is that receipt's (a tap's: that tap's); one that
  // took over a tap or a pending row may still be enriched by the receipt of its purchase.
  const own = ownIds(channel, receipt.external_id) ?? { prefix: "", except: null };
  const taken = new Set([
    ...tables.matches.transactions(connectionId, own),
    ...tables.reconciliations.transactions(connectionId, own),
    ...takenNow,
    ...anotherCards(channel, account, listed),
    ...anotherMoments(tables, connectionId, receipt, listed),
  ]);
  const cash = account === null;
  const same = chooseMatch(receipt, listed, taken, channel, cash, amountUnsure);
  if (same) return { transaction: same, how: amountUnsure ? correctedWords(receipt, same) : null, note: null };
  const tolerance = tables.settings.matchPolicy().fxTolerance;
  const { baseCurrencies } = ctx.hooks;
  const known = baseCurrencies.get(connectionId);
  let base = known && Date.now() - known.at < BASE_CURRENCY_TTL_MS ? known.currency : null;
  let cross = chooseAcrossCurrencies(receipt, listed, taken, base, tolerance, channel);
  if (cross.kind === "needs_base") {
    const me = await look.ask(() => api.me());
    if (!me.ok) return "stopped";
    base = me.value.primary_currency;
    baseCurrencies.set(connectionId, { currency: base, at: Date.now() });
    cross = chooseAcrossCurrencies(receipt, listed, taken, base, tolerance, channel);
  }
  if (cross.kind === "matched") return { transaction: cross.transaction, how: cross.how, note: cross.note };
  return { transaction: null, why: cross.kind === "none" ? cross.why : null };
}

/**
 * A tap's (a card alert's) card names its account: a transaction in another account of the budget is another card's
 * payment, never this one's. A receipt's account is where the person keeps receipts, not the card that paid: any.
 */
function anotherCards(channel: "receipt" | "tap", account: number | null, listed: readonly Transaction[]): number[] {
  if (channel !== "tap" || account === null) return [];
  return listed
    .filter((tx) => tx.manual_account_id !== account && (tx.manual_account_id !== null || tx.linked_account_id !== null))
    .map((tx) => tx.id);
}

/**
 * A tap (a card alert) is the moment of one payment: the same payment's tap and alert are minutes apart, a day at most
 * across time zones. A transaction in which a tap or an alert of two days away or more already stands is another
 * payment of the shop and price (the coffee of Monday, booked on Tuesday, is not Thursday's), whatever its bank row's
 * date. Holds are left out: a hotel's stands days before the stay is paid.
 */
function anotherMoments(tables: KindTables, connectionId: string, tap: InsertItem, listed: readonly Transaction[]): number[] {
  if (!isTapId(tap.external_id)) return [];
  const standing = tables.matches.provisionalsIn(
    connectionId,
    listed.map((tx) => tx.id),
  );
  const another = (s: StandingProvisional) =>
    s.provisional === "tap" &&
    s.external_id !== tap.external_id &&
    s.date !== null &&
    Math.abs(daysBetween(s.date, tap.date)) >= ANOTHER_MOMENT_DAYS;
  return standing.filter(another).map((s) => s.transaction_id);
}

/** Two taps (alerts) this many days apart or more are two payments. */
const ANOTHER_MOMENT_DAYS = 2;

/** The receipt goes in as its own transaction now: its job becomes an insert job. */
function insertNow(work: JobView): void {
  work.becomes("transactions");
  work.serveAgainNow();
}

/**
 * Nothing fits yet: match_or_insert inserts now; match_or_hold waits and looks again, and once its window is over
 * holds the receipt (saying `why`, when known).
 */
function noMatch(
  tables: KindTables,
  work: JobView,
  job: JobRow,
  unmatched: Unmatched,
  seq: number,
  receipt: InsertItem,
  now: number,
  why: string | null,
): void {
  const policy = tables.settings.matchPolicy();
  const deadline = job.created_at + policy.windowMs;
  work.release([seq]);
  if (unmatched === "insert") insertNow(work);
  else if (now < deadline) {
    const until = new Date(deadline).toISOString().slice(0, 16).replace("T", " ");
    work.waitUntil(
      Math.min(now + policy.recheckMs, deadline),
      `waiting for the bank's transaction of ${receipt.amount} (until ${until})${why ? `: ${why}` : ""}`,
    );
  } else {
    work.settle(
      seq,
      "held",
      null,
      `${why ?? `no transaction of ${receipt.amount} from ${receipt.payee ?? "its merchant"} dated ${CHANNEL_RULES.receipt.daysBefore} day before to ${CHANNEL_RULES.receipt.daysAfter} days after ${receipt.date} appeared in time`}; held, as this connection's match mode says`,
    );
    work.serveAgainNow();
  }
}
