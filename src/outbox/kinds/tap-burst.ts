// Taps that wait go out together. Each tap keeps its own job (report, outcome, external_id), but when several of one
// connection's taps wait as one is served (the gate was closed, a request was on its way), that one takes the others
// along: one read of their days, each tap looking there for its transaction by the same rules as alone
// (receipt-match.ts; a transaction one takes is taken for the rest), then those that found none in one insert of up to
// 500 (batch.ts), each job's items in an attempt of its own recorded before the request leaves (context.ts
// `openAcross`): a crash or a lost answer leaves each in doubt as alone. Nothing waits to collect a burst.
import type { InsertTransaction, Transaction } from "../../budget-api";
import type { InsertItem } from "../../plan";
import { MAX_BATCH, nextBatch, type PendingItem } from "../batch";
import { searchWindow } from "../../matching/receipt-match";
import type { ItemForSend, JobRow } from "../store";
import type { DeliveryContext } from "./context";
import { choose, type MatchApi, SEARCH_LIMIT, takeMatch } from "./match";
import { settleInsert, skipDeliveredCash } from "./transactions";
import { daysBetween } from "../../locale/days";

/** What a tap's job is: looking for its transaction (match_or_insert), then inserting itself (transactions). */
const TAP_KINDS = ["match_or_insert", "transactions"] as const;
/** A burst's taps are of days within this many of the served one's: one read covers them (other days go in their own). */
const SPAN_DAYS = 7;
/** Pages of one read: a person's days fit in one (SEARCH_LIMIT); past these, as for a lone tap, more are not looked at. */
const MAX_PAGES = 3;

/** A tap of the burst: its job and its item. */
interface Tap {
  job: JobRow;
  seq: number;
  externalId: string;
  row: ItemForSend;
  item: InsertItem;
}

/**
 * Delivers the connection's waiting taps together with `lead`, a tap's job; null when it goes as alone (no other tap
 * waits, the version cannot look for transactions, or its item is in doubt and must be read back first).
 */
export async function deliverTapBurst(ctx: DeliveryContext, lead: JobRow, now: number): Promise<number | null> {
  const { target } = ctx;
  const api = target.matching;
  if (lead.source !== "tap" || !isTapKind(lead.kind) || !api || target.readsBackAccounts || ctx.unserved) return null;
  const first = tapOf(ctx, lead);
  if (!first || !goesAlong(ctx, lead)) return null;
  const near = (t: Tap) => Math.abs(daysBetween(first.item.date, t.item.date)) <= SPAN_DAYS;
  const others = ctx
    .job(lead)
    .othersWaiting(TAP_KINDS, now, MAX_BATCH - 1)
    .filter((job) => goesAlong(ctx, job))
    .map((job) => tapOf(ctx, job))
    .filter((t): t is Tap => t !== null && near(t));
  if (others.length === 0) return null;
  const taps = [first, ...others];
  if (!(await lookTogether(ctx, api, taps, now))) return ctx.requests;
  await insertTogether(ctx, taps, now);
  return ctx.requests;
}

/**
 * The taps still looking for their transaction look in one read: each found is enriched in an attempt of its own, each
 * not found becomes an insert. False when the read (or what a choice needs) did not come: nothing was decided.
 */
async function lookTogether(ctx: DeliveryContext, api: MatchApi, taps: Tap[], now: number): Promise<boolean> {
  const { tables } = ctx;
  const looking: Tap[] = [];
  for (const tap of taps) {
    if (tap.job.kind !== "match_or_insert") continue;
    // The same tap again after it was matched (same external_id), as alone (kinds/match.ts).
    const earlier = tables.matches.of(tap.job.connection_id, tap.externalId);
    if (earlier === null) looking.push(tap);
    else ctx.job(tap.job).settle(tap.seq, "duplicate", earlier, "this receipt was already matched to the transaction");
  }
  const [lead] = taps;
  if (looking.length === 0 || !lead) return true;
  const listed = await readDays(ctx, api, lead.job, looking, taps);
  if (listed === null) return false;
  const look = { connectionId: lead.job.connection_id, ask: <T>(request: () => Promise<T>) => ctx.read(lead.job, request) };
  const takenNow = new Set<number>();
  const found: { tap: Tap; choice: { transaction: Transaction; how: string | null; note: string | null } }[] = [];
  for (const tap of looking) {
    const unsure = tap.row.amount_unsure === 1;
    const choice = await choose(ctx, look, api, tap.item, "tap", tap.job.manual_account_id, unsure, listed, takenNow);
    if (choice === "stopped") return false;
    if (choice.transaction) {
      takenNow.add(choice.transaction.id);
      found.push({ tap, choice });
    } else {
      ctx.job(tap.job).becomes("transactions");
      tap.job = { ...tap.job, kind: "transactions" };
    }
  }
  for (const { tap, choice } of found) {
    const attempt = ctx.open(tap.job, [tap.seq], now);
    // The gate closed: the rest look again at their turn.
    if (!attempt) return false;
    await takeMatch(ctx, attempt, api, tap.externalId, tap.item, choice);
  }
  return true;
}

/**
 * The transactions of the days the looking taps were paid on, every account, up to MAX_PAGES pages; null when the read
 * failed or the gate said wait (the burst's other jobs then wait as the served one does).
 */
async function readDays(ctx: DeliveryContext, api: MatchApi, lead: JobRow, looking: Tap[], taps: Tap[]): Promise<Transaction[] | null> {
  const windows = looking.map((t) => searchWindow(t.item.date, "tap"));
  const start_date = windows.map((w) => w.start_date).reduce((a, b) => (a < b ? a : b));
  const end_date = windows.map((w) => w.end_date).reduce((a, b) => (a > b ? a : b));
  const listed: Transaction[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const read = await ctx.read(lead, () => api.listTransactions({ start_date, end_date, limit: SEARCH_LIMIT, offset: listed.length }));
    if (!read.ok) {
      const served = ctx.job(lead).current();
      if (served && served.next_attempt_at > Date.now()) {
        for (const tap of taps.slice(1)) ctx.job(tap.job).waitUntil(served.next_attempt_at, served.last_error ?? "waiting");
      }
      return null;
    }
    listed.push(...read.value.transactions);
    if (!read.value.has_more || read.value.transactions.length === 0) break;
  }
  return listed;
}

/** The taps to insert (those that found no transaction, and those inserting already) in one request. */
async function insertTogether(ctx: DeliveryContext, taps: Tap[], now: number): Promise<void> {
  const { tables, target } = ctx;
  const [lead] = taps;
  if (!lead) return;
  // Each job's items that may travel, numbered across the burst (batch.ts picks by that order and each item's limits).
  const offered: { job: JobRow; seq: number }[] = [];
  const pending: PendingItem[] = [];
  for (const tap of taps) {
    const job = ctx.job(tap.job).current();
    if (!job || job.kind !== "transactions") continue;
    const work = ctx.job(job);
    let candidates = work.pending(MAX_BATCH, job.skip_duplicates === 1);
    if (job.manual_account_id === null) candidates = skipDeliveredCash(tables, work, job, candidates);
    for (const item of candidates) {
      pending.push({ ...item, seq: offered.length });
      offered.push({ job, seq: item.seq });
    }
  }
  const batch = nextBatch(pending, lead.job.skip_duplicates === 1);
  if (!batch || batch.seqs.length === 0) return;
  const parts = new Map<string, { job: JobRow; seqs: number[] }>();
  for (const index of batch.seqs) {
    const chosen = offered[index];
    if (!chosen) continue;
    const part = parts.get(chosen.job.id) ?? { job: chosen.job, seqs: [] };
    part.seqs.push(chosen.seq);
    parts.set(chosen.job.id, part);
  }
  const sending = [...parts.values()].map((part) => {
    const rows = ctx.job(part.job).forSend(part.seqs);
    const accountId = part.job.manual_account_id;
    const transactions = rows.map((r) => {
      const item = JSON.parse(r.body) as InsertTransaction;
      return accountId === null ? item : { ...item, manual_account_id: accountId };
    });
    return { ...part, rows, transactions };
  });
  const shared = ctx.openAcross(sending, now);
  if (!shared) return;
  const transactions = sending.flatMap((part) => part.transactions);
  const sent = await shared.send(() =>
    target.insert({ transactions, applyRules: lead.job.apply_rules === 1, skipDuplicates: batch.skipDuplicates }),
  );
  if (!sent.ok) return;
  let from = 0;
  sending.forEach((part, index) => {
    const attempt = shared.parts[index];
    if (!attempt) return;
    const outcomes = sent.value.outcomes.slice(from, from + part.seqs.length);
    from += part.seqs.length;
    const carried = {
      attemptId: attempt.id,
      seqs: part.seqs,
      rows: part.rows,
      transactions: part.transactions,
      checked: batch.skipDuplicates,
    };
    settleInsert(ctx, part.job, carried, { outcomes, insertedIds: sent.value.insertedIds }, (outcome) => shared.done(attempt, outcome));
  });
}

/** The tap's job's first item that may travel, as the look and the insert read it; null when none may. */
function tapOf(ctx: DeliveryContext, job: JobRow): Tap | null {
  const work = ctx.job(job);
  const [pending] = work.pending(1, false);
  if (!pending) return null;
  const [row] = work.forSend([pending.seq]);
  if (!row) return null;
  return { job, seq: pending.seq, externalId: pending.externalId, row, item: JSON.parse(row.body) as InsertItem };
}

/** A job whose item is in doubt and must be read back first (cash, or its attempts spent) goes alone (kinds/transactions.ts). */
function goesAlong(ctx: DeliveryContext, job: JobRow): boolean {
  const work = ctx.job(job);
  if (work.doubtful().length === 0) return true;
  return job.manual_account_id !== null && !work.attemptsSpent();
}

const isTapKind = (kind: string): boolean => (TAP_KINDS as readonly string[]).includes(kind);
