// Rows a file probably shares with the budget though nothing proves it: another export of the same account writes the
// shop as banks do ("Corner Cafe" against "CORNER CAFE #112 PORTLAND OR"), so neither its id nor the service's
// payee/amount/date check sees the row already there. Same account, same amount (and currency), a day within the
// posting window, and the shop named alike (merchant-evidence.ts): the preview names the transaction and asks; the
// import leaves the row out only when asked (`skip=probable_duplicates`). Counted, not merged: each transaction answers
// for one row, so two coffees of one price in the file and one in the budget are one probable duplicate and one row.
import type { PlannedItem } from "../plan";
import type { StandingRow } from "../outbox";
import { sameMerchant } from "../matching/merchant-evidence";
import { purchaseDay } from "../matching/purchase-day";
import { serviceTwinKeys } from "./already-there";
import { addDays, daysBetween } from "../locale/days";
import { addTo } from "../lists";

/** Two exports of one account date one payment from its day to its posting: a few days apart at most. */
export const POSTING_WINDOW_DAYS = 5;

export interface BudgetRow {
  id: number;
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
  original_name: string | null;
  currency: string | null;
  /** The bank rows of Intake's imports that stand in it (outbox ledger), when looked up: what tells a row apart. */
  standing?: readonly StandingRow[];
  /** Its metadata: the day of its purchase, where a receipt, a tap or a hold said it (`intake.purchased`). */
  custom_metadata?: Record<string, unknown> | null;
}

/** The transaction a row is probably already in the budget as, named for the preview and the report. */
export interface ProbableDuplicate {
  transaction_id: number;
  date: string;
  payee: string;
  amount: string;
}

/**
 * By item index, the transaction each row probably is. `skip` names the items already accounted for (the same id,
 * a twin, a takeover): each of those uses up one transaction first (`used` says which ones they are), so that no
 * transaction answers for two rows.
 */
export function probableDuplicates(
  items: readonly PlannedItem[],
  budget: readonly BudgetRow[],
  skip: (index: number) => boolean,
  layout?: string,
  datedByPurchase = false,
): Map<number, ProbableDuplicate> {
  const pool = new Set(budget);
  const byId = new Map(budget.filter((t) => t.external_id !== null).map((t) => [t.external_id, t]));
  const { byTwinKey, byAmount } = budgetIndex(budget);
  items.forEach(({ item }, index) => {
    if (!skip(index)) return;
    const [key = ""] = serviceTwinKeys({ ...item, original_name: null });
    const same = byId.get(item.external_id) ?? byTwinKey.get(key)?.find((t) => pool.has(t));
    if (same) pool.delete(same);
  });
  const found = new Map<number, ProbableDuplicate>();
  const file = fileDays(items);
  items.forEach((planned, index) => {
    if (skip(index)) return;
    const { item } = planned;
    // Only a transaction of the row's amount may be it (probablySame): those are looked at, in the budget's order.
    const candidates = (byAmount.get(Number(item.amount)) ?? []).filter(
      (t) =>
        pool.has(t) &&
        probablySame(item, t) &&
        !anotherRowOfOneExport(planned, t, layout) &&
        !(datedByPurchase && postedDaysBefore(item.date, t, layout)) &&
        !shiftDenied(file, daysBetween(t.date, item.date), t, budget),
    );
    candidates.sort((a, b) => days(a.date, item.date) - days(b.date, item.date) || a.id - b.id);
    const [t] = candidates;
    if (!t) return;
    pool.delete(t);
    found.set(index, { transaction_id: t.id, date: t.date, payee: t.payee, amount: Number(t.amount).toFixed(2) });
  });
  return found;
}

/**
 * The budget's transactions by each of their twin keys and by amount, in the budget's order, made once: looked for in
 * the whole budget at each row, a preview of 50,000 rows against 6,000 transactions took hundreds of millions of steps.
 */
function budgetIndex(budget: readonly BudgetRow[]): { byTwinKey: Map<string, BudgetRow[]>; byAmount: Map<number, BudgetRow[]> } {
  const byTwinKey = new Map<string, BudgetRow[]>();
  const byAmount = new Map<number, BudgetRow[]>();
  for (const t of budget) {
    for (const key of new Set(serviceTwinKeys(t))) addTo(byTwinKey, key, t);
    addTo(byAmount, Number(t.amount), t);
  }
  return { byTwinKey, byAmount };
}

/** The file's days, and by amount the days its rows give it. */
interface FileDays {
  from: string;
  to: string;
  byAmount: Map<number, string[]>;
}

function fileDays(items: readonly PlannedItem[]): FileDays {
  const byAmount = new Map<number, string[]>();
  let [from, to] = ["9999-12-31", "0000-01-01"];
  for (const { item } of items) {
    // Added in place (lists.ts): a fee of one amount on every row of an export is many rows of one amount.
    addTo(byAmount, Number(item.amount), item.date);
    if (item.date < from) from = item.date;
    if (item.date > to) to = item.date;
  }
  return { from, to, byAmount };
}

/** How far a row of the file may be from where another export's row of its payment says: its own posting jitter. */
const JITTER_DAYS = 2;

/**
 * Whether the file denies that it dates the budget's rows `shift` days off, as the row `shift` days from `t` would
 * have it: an export lists every payment of its days, so each bank row of Intake's imports that the shift puts inside
 * the file's days is in the file, at its amount, near there. One such row missing (the coffee of the next day, the
 * groceries between) says the file dates payments as the budget does, and the row is another payment of `t`'s kind.
 */
function shiftDenied(file: FileDays, shift: number, t: BudgetRow, budget: readonly BudgetRow[]): boolean {
  if (shift === 0) return false;
  return budget.some((u) => {
    if (u === t || !u.standing?.length) return false;
    const there = addDays(u.date, shift);
    if (there <= file.from || there >= file.to) return false;
    return !(file.byAmount.get(Number(u.amount)) ?? []).some((day) => Math.abs(daysBetween(there, day)) <= JITTER_DAYS);
  });
}

/** A day's slip between two exports' dates of one payment (a purchase near midnight, a bank's own time zone). */
const SLIP_DAYS = 1;

/**
 * Whether the bank rows of other exports standing in `t` are all dated days before a row the file dates by its purchase:
 * an export dates a payment on its purchase day or after it (at its posting), never days before it was made, so the
 * row is a later payment of `t`'s kind. A transaction no bank row stands in says nothing.
 */
function postedDaysBefore(purchased: string, t: BudgetRow, layout: string | undefined): boolean {
  const dated = (t.standing ?? []).flatMap((row) => (row.date !== null && row.layout !== layout ? [row.date] : []));
  return dated.length > 0 && dated.every((day) => daysBetween(day, purchased) > SLIP_DAYS);
}

/**
 * Whether a row may be the bank's row of a receipt, a tap or a pending row Intake put in the account and no bank row
 * took yet (`open`): then it is that transaction's to take over, as the import will, never left out for another.
 */
export function takesOverOpen({ item }: PlannedItem, open: readonly BudgetRow[]): boolean {
  return open.some((t) => probablySame(item, t));
}

function probablySame(item: PlannedItem["item"], t: BudgetRow): boolean {
  if (Number(item.amount) !== Number(t.amount) || t.external_id === item.external_id) return false;
  if (item.currency && t.currency && item.currency.toLowerCase() !== t.currency.toLowerCase()) return false;
  if (days(item.date, t.date) > POSTING_WINDOW_DAYS) return false;
  if (!postedAfterPurchase(item.date, t)) return false;
  const payee = item.payee ?? "";
  return sameMerchant(payee, t.payee) || (t.original_name !== null && sameMerchant(payee, t.original_name));
}

/**
 * Whether a row's day may be the posting of `t`'s purchase, where `t` knows the day it was made (a receipt's, a tap's or
 * a hold's day, kept when a bank row took it over): a bank dates a payment from that day (a day's slip) to the end of
 * the posting window, so a row of the shop's price a week after it is the next purchase. Not known: true.
 */
function postedAfterPurchase(date: string, t: BudgetRow): boolean {
  const purchased = purchaseDay(t.custom_metadata);
  if (purchased === null) return true;
  const after = daysBetween(purchased, date);
  return after >= -SLIP_DAYS && after <= POSTING_WINDOW_DAYS;
}

/**
 * Whether a bank row of the same export as the row stands in the transaction, with another id: then it is another
 * payment. An export's ids are a function of its record (the same row of the same export has the same id, and is the
 * service's to skip): two ids of one kind the bank gave (FITIDs, an id column) name two records; a row of the file's
 * own layout (`layout`: the same CSV header) written otherwise or on another day is another row of it, and so is one
 * of the same wording but for numbers ("CB KAMPS 5572 28/10", "CB KAMPS 5572 30/10") when the layout is not known.
 * Another layout's wording ("Kamps" against "CB KAMPS 5572") says nothing.
 */
function anotherRowOfOneExport({ item, recordId }: PlannedItem, t: BudgetRow, layout: string | undefined): boolean {
  const kind = idKind(item.external_id);
  return (t.standing ?? []).some((row) => {
    if (row.external_id === item.external_id || idKind(row.external_id) !== kind) return false;
    if (recordId !== undefined && row.source_id !== null) return true;
    const [mine, theirs] = [item.payee ?? "", row.payee ?? ""];
    // The same words and day under another id: a balance the bank recomputed, perhaps; the window judges it.
    const otherRow = wordsOf(mine, true) !== wordsOf(theirs, true) || item.date !== row.date;
    if (layout !== undefined && row.layout === layout) return otherRow;
    return sameWording(mine, theirs) && otherRow;
  });
}

const idKind = (externalId: string) => externalId.slice(0, externalId.indexOf(":") + 1);

/** The same words in the same order, numbers and codes aside (what one layout writes of one shop). */
function sameWording(a: string, b: string): boolean {
  const x = wordsOf(a, false);
  return x !== "" && x === wordsOf(b, false);
}

/** A text's words, folded, with or without those holding digits (a store number, a day, an order code). */
function wordsOf(text: string, numbers: boolean): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && (numbers || !/\p{N}/u.test(w)))
    .join(" ");
}

/** Days between two days, whichever comes first. */
const days = (a: string, b: string) => Math.abs(daysBetween(a, b));
