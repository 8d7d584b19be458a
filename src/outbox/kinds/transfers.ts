// Kind `transfers`: money moved between two of the budget's own accounts is one movement, not an expense and an
// income. An import of the bank's rows that ended looks once for the other side of each of its transactions among the
// budget's other accounts (one read of the window, whoever put them there: another file, SimpleFIN, the person), by
// the rule of transfer-match.ts: evidence, never an equal amount alone. Each pair found is an item, grouped into one
// transaction by `POST /transactions/group` (its amount is the sides' sum: zero, or a fee or an exchange's
// difference), in the category the person picked for transfers (transfer-settings.ts), else the budget's when it has
// one; a removal of either import ungroups it first. v1 has no groups: nothing is paired there.
import type { BudgetApiError, Category, Transaction } from "../../budget-api";
import type { DeliveryTarget } from "../delivery-target";
import type { AccountInfo } from "../targets";
import type { InsertItem } from "../../plan";
import type { JobRow, OneSideBefore, OneSideRow, KindTables, TransferLook, TransferPairRow } from "../store";
import type { TransferCategoryChoice } from "../transfer-settings";
import { type Movement, oneSideNote, type OwnAccount, pairTransfers, transferSpan } from "../../matching/transfer-match";
import { isReceiptId, isTapId } from "../../ids";
import type { DeliveryContext } from "./context";
import type { JobView } from "./job-view";
import type { KindDescriptor } from "./descriptor";

/** Why nothing is paired on the legacy interface. */
export const NO_GROUPS_ON_V1 =
  "not paired: this connection uses the legacy v1 interface, which has no transaction groups (connect with v2 to make a transfer one movement)";

/** The group's payee: the two accounts, from and to. */
const GROUP_PAYEE = "Transfer: ";

/** What an import's report says of a row whose transaction is a side of a transfer. */
export const pairedWords = (pair: { payee: string | null; evidence: string }): string =>
  `paired as a transfer: ${pair.payee?.replace(GROUP_PAYEE, "") ?? "between your accounts"} (${pair.evidence})`;

/** v2's: v1 has no groups. */
type TransfersApi = NonNullable<DeliveryTarget["transfers"]>;

/** A page of the window's transactions: the service's largest. */
export const TRANSFER_PAGE = 2000;

export const transfers: KindDescriptor = {
  deliver: (ctx, job, now) => deliverTransfers(ctx, job, now),
  // Undone with the import whose rows it paired (kinds/removal.ts ungroups first).
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: { v1: NO_GROUPS_ON_V1 },
  words: {
    title: [{ if: "file", says: "Transfers between your accounts · {file}" }, { says: "Transfers between your accounts" }],
    rows: [{ says: "{total:transfer}" }],
    done: [{ if: "inserted", says: "{inserted:transfer} paired{trouble}" }, { says: "no transfer paired{trouble}" }],
    item: null,
    outcomes: { inserted: "paired", removed: "ungrouped" },
    amounts: "transaction",
  },
};

/**
 * An import of the bank's rows has ended (nothing of it waits): it looks once for transfers, over its days widened by
 * the window each way (the other side may have posted before or after it).
 */
export function lookForTransfers(tables: KindTables, job: JobRow, now: number): void {
  if (job.bank_rows !== 1 || job.kind !== "transactions" || job.removal_requested_at !== null || tables.transfers.looked(job.id)) return;
  const span = tables.transfers.span(job.id);
  if (!span) return;
  const days = transferSpan(span.first, span.last);
  const look = { job_id: `imp_${crypto.randomUUID().replaceAll("-", "")}`, import_job_id: job.id, from_date: days.from, to_date: days.to };
  tables.transfers.open(look, job.connection_id, job.manual_account_id, job.file_name, now);
}

/** Makes the job's look, else groups its next pair; returns the requests sent. */
export async function deliverTransfers(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const look = ctx.tables.transfers.pendingLook(job.id);
  if (look) return makeLook(ctx, job, look, now);
  return groupNext(ctx, job, now);
}

/** Reads the window once, pairs, and appends a pending item per pair with a side among the import's transactions. */
async function makeLook(ctx: DeliveryContext, job: JobRow, look: TransferLook, now: number): Promise<number> {
  const { tables } = ctx;
  const api = ctx.target.transfers;
  if (!api) {
    tables.transfers.lookMade(job.id, 0, [], now);
    return 0;
  }
  const listed: Transaction[] = [];
  for (let offset = 0; ; offset += TRANSFER_PAGE) {
    const page = await ctx.read(job, () =>
      api.listTransactions({ start_date: look.from_date, end_date: look.to_date, limit: TRANSFER_PAGE, offset }),
    );
    if (!page.ok) return ctx.requests;
    listed.push(...page.value.transactions);
    if (!page.value.has_more) break;
  }
  const accounts = await ownAccounts(ctx, job.connection_id);
  const ours = tables.transfers.importedIds(look.import_job_id);
  const busy = tables.transfers.beingPaired(job.connection_id);
  const movements = listed.flatMap((tx) => (busy.has(tx.id) ? [] : movementOf(tx)));
  const byId = new Map(movements.map((m) => [m.key, m]));
  const pairs = pairTransfers(movements, accounts).filter((p) => ours.has(p.out) || ours.has(p.in));
  const items = pairs.map((pair, i) => {
    const out = byId.get(pair.out);
    const inn = byId.get(pair.in);
    if (!out || !inn) throw new Error(`a transfer pair of transactions not read: ${pair.out}, ${pair.in}`);
    const item: InsertItem = {
      date: out.date,
      amount: String(out.amount),
      currency: out.currency,
      payee: `${GROUP_PAYEE}${accountName(accounts, out.accountId)} → ${accountName(accounts, inn.accountId)}`,
      notes: pair.evidence,
      external_id: `transfer:${pair.out}:${pair.in}`,
    };
    return { row: i + 1, item };
  });
  const settings = await ctx.hooks.transferSettings(job.connection_id);
  const choice = settings.category;
  // A side of the import's no pair vouches for, whose text says a move to or from an account the budget does not have.
  const paired = new Set(pairs.flatMap((p) => [p.out, p.in]));
  const already = settings.oneSide ? tables.transfers.oneSided([...ours]) : new Set<number>();
  const lone = settings.oneSide
    ? listed.flatMap((tx) => {
        const side = byId.get(tx.id);
        // A category already given (the person's, a rule's) is theirs: not overwritten.
        if (!side || !ours.has(tx.id) || paired.has(tx.id) || already.has(tx.id) || tx.category_id !== null) return [];
        const note = oneSideNote(side, accounts);
        return note === null ? [] : [{ tx, note }];
      })
    : [];
  let category: number | null = null;
  if (items.length + lone.length > 0 && choice !== "none") {
    const categories = await ctx.read(job, () => api.categories({ is_group: false }));
    if (!categories.ok) return ctx.requests;
    category = chosenCategory(categories.value, choice);
  }
  if (category !== null) for (const { item } of items) item.category_id = category;
  // Without a category there is nothing to give a lone side: it is left as it is.
  const sides = category === null ? [] : lone;
  const loneItems = sides.map(({ tx, note }, i) => ({
    row: items.length + i + 1,
    item: {
      date: tx.date,
      amount: tx.amount,
      currency: tx.currency,
      payee: tx.payee,
      notes: note,
      external_id: `transfer-one-side:${tx.id}`,
      ...(category !== null ? { category_id: category } : {}),
    } satisfies InsertItem,
  }));
  const work = ctx.job(job);
  const first = work.append([...items, ...loneItems], []);
  tables.transfers.lookMade(job.id, first, pairs, now);
  if (category !== null)
    tables.transfers.oneSidesFound(
      job.id,
      first + items.length,
      sides.map(({ tx, note }) => ({ transactionId: tx.id, categoryId: category, note })),
    );
  work.serveAgainNow();
  return ctx.requests;
}

/** A category's name that says it holds transfers, in the languages of transfer-match.ts's words. */
const TRANSFER_CATEGORY =
  /transfer|umbuchung|übertrag|uebertrag|virement|traspaso|transferencia|transferência|trasferiment|giroconto|overboeking|overføring|överföring|przelew|převod|перевод|振替|转账|轉帳|이체/iu;

/**
 * The category a transfer's group gets: one the budget leaves out of its totals (what the service's transfers are),
 * the one named for transfers first, else the only such one; none when several could be and none says so.
 */
export function transferCategory(categories: readonly Category[]): number | null {
  const excluded = categories.filter((c) => !c.is_group && !c.archived && c.exclude_from_totals);
  const named = excluded.find((c) => TRANSFER_CATEGORY.test(c.name));
  if (named) return named.id;
  return excluded.length === 1 ? (excluded[0]?.id ?? null) : null;
}

/**
 * The category the person's choice names: the one picked while the budget still has it (deleted or archived since:
 * none, rather than a guess the person did not make), else the rule's.
 */
export function chosenCategory(categories: readonly Category[], choice: TransferCategoryChoice): number | null {
  if (choice === "none") return null;
  if (choice === "auto") return transferCategory(categories);
  return categories.some((c) => c.id === choice && !c.is_group && !c.archived) ? choice : null;
}

/**
 * A transaction of an account as the rule reads it; none for cash, a group, a split or a pending one, nor for a purchase
 * the person's phone, a card alert or a receipt reported (or a bank row took over from one): a payment at a shop is no
 * side of a move between their accounts, whatever sum a top-up in another currency brings.
 */
export function movementOf(tx: Transaction): Movement[] {
  if (tx.is_group_parent || tx.group_parent_id !== null || tx.is_split_parent || tx.split_parent_id !== null || tx.is_pending) return [];
  if (reportedPurchase(tx)) return [];
  // A synced account's id is kept apart from the manual ones' (its own numbering).
  const accountId = tx.manual_account_id ?? (tx.linked_account_id === null ? null : -tx.linked_account_id);
  if (accountId === null) return [];
  const text = [tx.payee, tx.original_name, tx.notes].filter((t) => t).join(" ");
  return [{ key: tx.id, accountId, date: tx.date, amount: Number(tx.amount), currency: tx.currency, toBase: tx.to_base, text }];
}

/** A tap's, an alert's or a receipt's transaction (ids.ts), or one a bank row took over from them (claim.ts). */
function reportedPurchase(tx: Pick<Transaction, "external_id" | "custom_metadata">): boolean {
  if (isTapId(tx.external_id) || isReceiptId(tx.external_id)) return true;
  const intake = tx.custom_metadata?.intake as Record<string, unknown> | undefined;
  return typeof intake?.tap === "string" || typeof intake?.receipt === "string";
}

/** The budget's manual accounts, as transfer evidence names them (no list: no account is named, words still count). */
async function ownAccounts(ctx: DeliveryContext, connectionId: string): Promise<OwnAccounts> {
  return ownAccountsOf(await ctx.hooks.accounts.accounts(connectionId));
}

/** The budget's accounts by id, as the rule reads them and as a transfer's words name them. */
export type OwnAccounts = Map<number, OwnAccount & { info: AccountInfo }>;

export function ownAccountsOf(accounts: ReadonlyMap<number, AccountInfo>): OwnAccounts {
  return new Map(
    [...accounts].map(([id, a]) => [
      id,
      {
        id,
        names: [a.name, a.display_name ?? ""].filter((n) => n),
        numbers: [],
        card: a.type === "credit",
        institution: a.institution_name,
        info: a,
      },
    ]),
  );
}

export function accountName(accounts: OwnAccounts, id: number): string {
  const info = accounts.get(id)?.info;
  return info ? (info.display_name ?? info.name) : "another account";
}

/**
 * Groups the next pair. The service refuses to group a transaction that is in a group: a refusal is read on a side,
 * and a side already grouped is the group an earlier request made whose answer was lost (never grouped twice).
 */
async function groupNext(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const { tables } = ctx;
  const work = ctx.job(job);
  const [next] = work.pending(1, false);
  if (!next) return 0;
  const pair = tables.transfers.pair(job.id, next.seq);
  if (!pair) {
    const side = tables.transfers.oneSide(job.id, next.seq);
    if (!side) throw new Error(`transfer item ${next.seq} of job ${job.id} has no pair`);
    return giveOneSide(ctx, job, side, now);
  }
  const api = ctx.target.transfers;
  if (!api) {
    work.settle(next.seq, "invalid", null, NO_GROUPS_ON_V1);
    return 0;
  }
  const [sent] = work.forSend([next.seq]);
  if (!sent) throw new Error(`transfer item ${next.seq} of job ${job.id} is not there`);
  const item = JSON.parse(sent.body) as InsertItem;
  // A refusal (400, 404) is read on a side below; a failure that may have made the group is tried again, and its refusal then read.
  const attempt = ctx.open(job, [pair.seq], now, { settles: (f) => f.kind === "invalid" || f.kind === "not_found" });
  if (!attempt) return 0;
  const group = await attempt.send(() =>
    api.groupTransactions({
      ids: [pair.out_id, pair.in_id],
      date: item.date,
      payee: item.payee ?? "Transfer",
      ...(item.category_id !== undefined ? { category_id: item.category_id } : {}),
    }),
  );
  if (group.ok) {
    attempt.done();
    settleGrouped(tables, work, job, pair, group.value.id);
  } else if (group.reason.kind === "settled") await refused(ctx, api, job, pair, group.reason.failure);
  return ctx.requests;
}

/** Why a pair is not grouped when a side is gone from the budget. */
const GONE = "not paired: one of the two transactions is no longer in your budget";

function settleGrouped(tables: KindTables, work: JobView, job: JobRow, pair: TransferPairRow, groupId: number): void {
  tables.transfers.grouped(job.id, pair.seq, groupId);
  work.settle(pair.seq, "inserted", groupId, pair.evidence);
  work.serveAgainNow();
}

/**
 * The group refused (400, 404): a side already in a group is the one a request whose answer was lost made; else a
 * side was grouped or split since, or deleted: not paired, said.
 */
async function refused(ctx: DeliveryContext, api: TransfersApi, job: JobRow, pair: TransferPairRow, error: BudgetApiError): Promise<void> {
  const work = ctx.job(job);
  if (error.kind === "not_found") return notPaired(work, pair.seq, GONE);
  const out = await ctx.read(job, () => api.transaction(pair.out_id), { settles: (f) => f.kind === "not_found" });
  if (out.ok) {
    if (out.value.group_parent_id !== null) settleGrouped(ctx.tables, work, job, pair, out.value.group_parent_id);
    else notPaired(work, pair.seq, `not paired: ${error.message}`);
  } else if (out.reason.kind === "settled") notPaired(work, pair.seq, GONE);
  // The gate is closed, or the read failed: read next round.
  else work.release([pair.seq]);
}

function notPaired(work: JobView, seq: number, why: string): void {
  work.settle(seq, "invalid", null, why);
  work.serveAgainNow();
}

/**
 * A removal of an import ungroups, one group a request, every pair with a side among its transactions, before
 * anything of it is deleted or put back (a grouped transaction can be neither). Returns the requests sent, or null
 * when none is left to ungroup.
 */
export async function ungroupNext(ctx: DeliveryContext, job: JobRow, now: number): Promise<number | null> {
  const { tables } = ctx;
  const api = ctx.target.transfers;
  if (!api) return null;
  const [due] = tables.transfers.sidesDue(job.id, 1);
  if (due) return readSides(ctx, api, job, due, now);
  const [pair] = tables.transfers.toUngroup(job.id, 1);
  if (!pair || pair.group_id === null) return null;
  const groupId = pair.group_id;
  // Ungrouped already (by the person, or by a request whose answer was lost): done.
  const ungrouped = await ctx.read(job, () => api.ungroupTransactions(groupId), { settles: (f) => f.kind === "not_found" }, now);
  if (!ungrouped.ok && ungrouped.reason.kind !== "settled") return ctx.requests;
  tables.transfers.ungrouped(pair.job_id, pair.seq, now, ungrouped.ok);
  // The pair is an item of the transfers job that made it; the removal's own job is served next.
  ctx.job(pair.job_id).settle(pair.seq, "removed", groupId, "ungrouped: an import of one of its sides was removed");
  ctx.job(job).serveAgainNow();
  return ctx.requests;
}

/**
 * The ungroup changed both sides' `updated_at` (the service's clock): each is read once after it, so that a removal of
 * either import later tells Intake's ungroup from the person's change (kinds/removal.ts), in either order.
 */
async function readSides(ctx: DeliveryContext, api: TransfersApi, job: JobRow, pair: TransferPairRow, now: number): Promise<number> {
  const gone = { settles: (f: BudgetApiError) => f.kind === "not_found" };
  const written: (string | null)[] = [];
  for (const id of [pair.out_id, pair.in_id]) {
    const read = await ctx.read(job, () => api.transaction(id), gone, written.length === 0 ? now : undefined);
    if (!read.ok && read.reason.kind !== "settled") return ctx.requests;
    written.push(read.ok ? read.value.updated_at : null);
  }
  ctx.tables.transfers.sidesRead(pair.job_id, pair.seq, written[0] ?? null, written[1] ?? null);
  ctx.job(job).serveAgainNow();
  return ctx.requests;
}

/** What an import's report says of a side given the transfer category alone. */
export const ONE_SIDE = "one side only: given the transfer category and a note";

/**
 * A lone side gets the transfer category and its note (after the bank's notes, which stay): read first, for what the
 * update changes (kept, put back by a removal) and to leave a transaction the person categorized since as it is.
 */
async function giveOneSide(ctx: DeliveryContext, job: JobRow, side: OneSideRow, now: number): Promise<number> {
  const { tables } = ctx;
  const work = ctx.job(job);
  const api = ctx.target.transfers;
  if (!api) {
    work.settle(side.seq, "invalid", null, NO_GROUPS_ON_V1);
    return 0;
  }
  const gone = { settles: (f: BudgetApiError) => f.kind === "not_found" };
  const read = await ctx.read(job, () => api.transaction(side.transaction_id), gone, now);
  if (!read.ok) {
    if (read.reason.kind === "settled") notPaired(work, side.seq, GONE_ONE);
    return ctx.requests;
  }
  const current = read.value;
  const sent = side.update_sent_at === null ? null : { category_id: side.before_category_id, notes: side.before_notes };
  // An update whose answer was lost: the transaction as it left it is Intake's own write, not the person's.
  if (sent && current.category_id === side.category_id && current.notes === withNote(sent.notes, side.note))
    return oneSideGiven(ctx, job, side, sent, current.updated_at);
  if (current.category_id !== null || current.group_parent_id !== null || current.is_group_parent) {
    notPaired(work, side.seq, "left as it is: categorized or grouped in your budget since");
    return ctx.requests;
  }
  const before = { category_id: current.category_id, notes: current.notes };
  tables.transfers.oneSideSending(job.id, side.seq, before, now);
  const notes = withNote(current.notes, side.note);
  const updated = await ctx.read(
    job,
    () => api.updateTransaction(side.transaction_id, { category_id: side.category_id, notes }, { update_balance: false }),
    gone,
  );
  if (!updated.ok) {
    if (updated.reason.kind === "settled") notPaired(work, side.seq, GONE_ONE);
    return ctx.requests;
  }
  return oneSideGiven(ctx, job, side, before, updated.value.updated_at);
}

/** A side's notes after its update: the note after the bank's notes, which stay. */
const withNote = (notes: string | null, note: string): string => (notes ? `${notes} · ${note}` : note);

function oneSideGiven(ctx: DeliveryContext, job: JobRow, side: OneSideRow, before: OneSideBefore, updatedAt: string): number {
  const work = ctx.job(job);
  ctx.tables.transfers.oneSideApplied(job.id, side.seq, before, updatedAt);
  work.settle(side.seq, "inserted", side.transaction_id, `${ONE_SIDE}: ${side.note}`);
  work.serveAgainNow();
  return ctx.requests;
}

const GONE_ONE = "left as it is: the transaction is no longer in your budget";
const PUT_BACK = "put back: its category and notes as they were before";

/**
 * A removal of an import puts back, one a request pair (read, update), the category and notes a lone side of it got,
 * before anything of it is deleted or put back: a transaction the person changed since is left as it is. Returns the
 * requests sent, or null when none is left.
 */
export async function putBackOneSideNext(ctx: DeliveryContext, job: JobRow, now: number): Promise<number | null> {
  const { tables } = ctx;
  const [side] = tables.transfers.toPutBack(job.id, 1);
  const api = ctx.target.transfers;
  if (!side || side.applied_updated_at === null || !api) return null;
  // The side is an item of the transfers job that gave it; the removal's own job is served next.
  const sideJob = ctx.job(side.job_id);
  const gone = { settles: (f: BudgetApiError) => f.kind === "not_found" };
  const settleGone = () => {
    tables.transfers.oneSidePutBack(side.job_id, side.seq, null, now);
    sideJob.settle(side.seq, "removed", side.transaction_id, GONE_ONE);
    return ctx.requests;
  };
  const read = await ctx.read(job, () => api.transaction(side.transaction_id), gone, now);
  if (!read.ok) return read.reason.kind === "settled" ? settleGone() : ctx.requests;
  const current = read.value;
  // As it was before: a put-back whose answer was lost (or the person's own): what the update changed is undone.
  if (current.category_id === side.before_category_id && current.notes === side.before_notes) {
    tables.transfers.oneSidePutBack(side.job_id, side.seq, current.updated_at, now);
    sideJob.settle(side.seq, "removed", side.transaction_id, PUT_BACK);
    ctx.job(job).serveAgainNow();
    return ctx.requests;
  }
  if (Date.parse(current.updated_at) - Date.parse(side.applied_updated_at) > UNCHANGED_WITHIN_MS) {
    tables.transfers.oneSidePutBack(side.job_id, side.seq, null, now);
    sideJob.settle(side.seq, "kept", side.transaction_id, `kept: changed in your budget since (last changed ${current.updated_at})`);
    return ctx.requests;
  }
  const restored = await ctx.read(
    job,
    () =>
      api.updateTransaction(
        side.transaction_id,
        { category_id: side.before_category_id, notes: side.before_notes },
        { update_balance: false },
      ),
    gone,
  );
  if (!restored.ok) return restored.reason.kind === "settled" ? settleGone() : ctx.requests;
  tables.transfers.oneSidePutBack(side.job_id, side.seq, restored.value.updated_at, now);
  sideJob.settle(side.seq, "removed", side.transaction_id, PUT_BACK);
  ctx.job(job).serveAgainNow();
  return ctx.requests;
}

/** The service's clock tells a change by the person from Intake's own write (removal.ts's margin). */
const UNCHANGED_WITHIN_MS = 1000;
