// Match mode: for people who also import their bank, a receipt or a tap is not a second transaction for the same
// card payment. It finds the bank's transaction and enriches it: the receipt's notes appended, its merchant as payee
// when the bank left none. The same rules as a bank row's takeover in the other order (provisional-match.ts): the
// bank's date from the day before to 5 days after, the amount the channel allows (a tap's tip), and evidence of one
// purchase (merchant-evidence.ts), never the amount alone; each transaction taken by one receipt only. A receipt in
// another currency than the bank's: currency-match.ts. Pure: the Outbox's match delivery (outbox/kinds/match.ts) asks and
// writes.
import { ALERT_ID_PREFIX, type IdKind, isAlertId, isReceiptId, isTapId, RECEIPT_ID_PREFIX, TAP_ID_PREFIX } from "../ids";
import type { Transaction, TransactionUpdate } from "../budget-api";
import type { InsertItem, Provisional } from "../plan";
import { merchantEvidence, type NamedRecord, payeeLikeness } from "./merchant-evidence";
import { purchaseDay } from "./purchase-day";
import { addDays, daysBetween } from "../locale/days";
import {
  beforeTip,
  CHANNEL_RULES,
  type ChannelRule,
  correctsTotal,
  DEPOSIT,
  depositFits,
  holdBooks,
  statedTip,
  strongerFit,
} from "./provisional-match";

/** The service's notes limit (spec: notes up to 350 characters). */
const NOTES_MAX = 350;
/**
 * Transactions Intake inserted from the same channel are other purchases, never this one's bank transaction (two
 * receipts, two taps); one of another channel may be (a receipt after its tap, or after the bank's pending row).
 */
export const OWN_IDS: Record<Provisional, string | null> = { receipt: RECEIPT_ID_PREFIX, tap: TAP_ID_PREFIX, pending: null };

/**
 * Whether the transaction `theirs` is another purchase of this item's own channel, never its bank transaction: a
 * receipt's of a receipt, a tap's of a tap. A card alert and a phone's tap (both `tap:`, ids.ts) are two records of
 * one card payment: either may meet the other's transaction, but never one of its own kind.
 */
export function isOwnChannel(channel: Provisional, ours: string | undefined, theirs: string | null | undefined): boolean {
  const own = OWN_IDS[channel];
  if (own === null || !(theirs ?? "").startsWith(own)) return false;
  return ours === undefined || !isTapId(ours) || isAlertId(ours) === isAlertId(theirs);
}

/**
 * The ids of the takeovers and matches already made by this item's kind: an alert's are alerts'; a phone tap's are
 * phone taps' (a transaction the bank's row took over from the card's alert is still the tap's to meet).
 */
export function ownIds(channel: Provisional, externalId: string | undefined): IdKind | null {
  if (isAlertId(externalId)) return { prefix: ALERT_ID_PREFIX, except: null };
  const prefix = OWN_IDS[channel];
  if (prefix === null) return null;
  return { prefix, except: prefix === TAP_ID_PREFIX ? ALERT_ID_PREFIX : null };
}

interface Window {
  start_date: string;
  end_date: string;
}

/** The days to list: where the bank may date the payment of a receipt (or tap) of this date, or a receipt's deposit. */
export function searchWindow(date: string, channel: Provisional = "receipt"): Window {
  const window = channelWindow(date, channel);
  if (channel !== "receipt") return window;
  const deposit = daysAround(date, DEPOSIT);
  return { start_date: min(window.start_date, deposit.start_date), end_date: max(window.end_date, deposit.end_date) };
}

/** Where the bank dates the payment of a receipt (or tap) of this date. */
function channelWindow(date: string, channel: Provisional): Window {
  return daysAround(date, CHANNEL_RULES[channel]);
}

function daysAround(date: string, rule: ChannelRule): Window {
  return { start_date: addDays(date, -rule.daysBefore), end_date: addDays(date, rule.daysAfter) };
}

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);

/**
 * The bank's transaction for this receipt (or tap), or null: within the window, of an amount the channel allows
 * (the same for a receipt; a tap's plus a tip), in the same currency when both say one, with evidence of one
 * purchase, not taken by another receipt. Several: the same amount first, then a shared identifier, the payee most
 * like the merchant, the nearest date, the oldest id (stable across runs).
 */
export function chooseMatch(
  receipt: InsertItem,
  candidates: readonly Transaction[],
  taken: ReadonlySet<number>,
  channel: Provisional = "receipt",
  /** Kept in cash: another amount only on its own day (a card's payment at the same shop days apart is another). */
  cash = false,
  /** A total nothing in the mail confirms: the bank's transaction of its shop at another amount is its purchase too. */
  amountUnsure = false,
): Transaction | null {
  const amount = Number(receipt.amount);
  if (!Number.isFinite(amount) || amount === 0) return null;
  const currency = receipt.currency?.toLowerCase();
  const own = { payee: receipt.payee ?? "", text: receipt.notes };
  const ranked = candidates.flatMap((tx) => {
    const statedAbroad = currency !== undefined && statesPurchase(tx, amount, currency);
    if (currency && tx.currency.toLowerCase() !== currency && !statedAbroad) return [];
    const theirs = Number(tx.amount);
    const exact = theirs === amount || statedAbroad;
    const deposit = channel === "receipt" && isDeposit(tx, receipt.date, taken, amount, cash);
    if (!deposit && !mayMatch(tx, receipt.date, taken, channel, channelWindow(receipt.date, channel), receipt.external_id)) return [];
    if (!sameMoment(receipt, tx)) return [];
    if (!samePurchaseDay(channel, tx, receipt.date, exact)) return [];
    // Kept in cash: another amount only from the same day's authorisation (its tip), never a card payment days apart.
    const corrected = amountUnsure && correctsTotal(theirs, amount, cash);
    if (!exact && !deposit && !corrected && ((cash && tx.date !== receipt.date) || !allowed(channel, receipt, tx, amount, theirs)))
      return [];
    const evidence = merchantEvidence(own, bankRecord(tx));
    if (evidence === null) return [];
    return [
      {
        tx,
        exact,
        evidence,
        likeness: payeeLikeness(own.payee, tx.payee),
        days: Math.abs(daysBetween(receipt.date, purchaseDay(tx.custom_metadata) ?? tx.date)),
        mailed: channel === "receipt" ? receiptDelay(receipt, tx) : receiptDelay(tx, receipt),
      },
    ];
  });
  ranked.sort((a, b) => strongerFit(a, b) || (a.mailed ?? NOT_MAILED_AFTER) - (b.mailed ?? NOT_MAILED_AFTER) || a.tx.id - b.tx.id);
  return ranked[0]?.tx ?? null;
}

/** A shop mails its e-receipt within hours of the payment, never before it. */
export const RECEIPT_AFTER_MINUTES = 240;
const NOT_MAILED_AFTER = RECEIPT_AFTER_MINUTES + 1;

/**
 * Minutes from a payment's tap or card alert to the mail of its receipt, when both state their instant (a tap's
 * zoned time, the mails' Date headers: taps/tap.ts, mail/sent-at.ts) and the receipt came after it within
 * hours; else null. Of two purchases the other rules rank alike, the one just before the receipt is its own.
 */
export function receiptDelay(receipt: Pick<Transaction, "custom_metadata">, payment: Pick<Transaction, "custom_metadata">): number | null {
  const sent = Date.parse((receipt.custom_metadata?.receipt as { sent?: unknown } | undefined)?.sent as string);
  const paid = Date.parse((payment.custom_metadata?.tap as { at?: unknown } | undefined)?.at as string);
  const minutes = (sent - paid) / 60_000;
  return minutes >= 0 && minutes <= RECEIPT_AFTER_MINUTES ? minutes : null;
}

/**
 * A card alert's transaction in the account's currency that states the purchase's own amount in another (a payment
 * abroad: "$170.12 (157.05 EUR)"): the receipt of that amount and currency is its purchase's, with no rate asked.
 */
function statesPurchase(tx: Transaction, amount: number, currency: string): boolean {
  const original = (tx.custom_metadata?.tap as { original?: { amount?: unknown; currency?: unknown } } | undefined)?.original;
  return typeof original?.currency === "string" && original.currency.toLowerCase() === currency && Number(original.amount) === amount;
}

/** A transaction of the budget as merchant evidence reads it: its payee, and its original name and notes. */
export function bankRecord(tx: Transaction): NamedRecord {
  return { payee: tx.payee, text: [tx.original_name, tx.notes].filter(Boolean).join(" ") };
}

/**
 * An amount other than the receipt's (the tap's) that is still its purchase: a tap's bank row with a tip added; a
 * receipt's, which states what was charged, only a tap's transaction (or the bank's pending row) of the same
 * purchase before the tip the receipt states (beforeTip), either way round.
 */
function allowed(channel: Provisional, item: Pick<InsertItem, "custom_metadata">, tx: Transaction, ours: number, theirs: number): boolean {
  if (Math.sign(theirs) !== Math.sign(ours)) return false;
  const tip = 1 + CHANNEL_RULES.tap.above;
  const [low, high] = [Math.abs(ours), Math.abs(theirs)];
  if (channel === "tap") {
    if (isReceiptId(tx.external_id)) return beforeTip(theirs, ours, statedTip(tx.custom_metadata)) || holdBooks(ours, theirs);
    return (high >= low && high <= low * tip) || holdBooks(ours, theirs);
  }
  const authorisation = isTapId(tx.external_id) || tx.custom_metadata?.pending === true;
  return authorisation && (beforeTip(ours, theirs, statedTip(item.custom_metadata)) || holdBooks(theirs, ours));
}

/** The bank's pending row of a deposit held for the receipt's purchase (a hotel's at check-in), above what it states. */
function isDeposit(tx: Transaction, receiptDate: string, taken: ReadonlySet<number>, stated: number, cash: boolean): boolean {
  if (tx.custom_metadata?.pending !== true) return false;
  const days = daysBetween(receiptDate, tx.date);
  return (
    depositFits(days, Number(tx.amount), stated, cash) && mayMatch(tx, receiptDate, taken, "receipt", daysAround(receiptDate, DEPOSIT))
  );
}

/** Days a tap and a receipt of one purchase may date it apart: a purchase near midnight, the shop's time zone. */
const PURCHASE_SLIP_DAYS = 1;

/**
 * Whether a tap (or a card alert) and a receipt's own transaction may be one purchase by their days. Both are written
 * on the purchase's day, unlike a bank's row (dated at its posting, days later): a receipt's transaction no bank row
 * took over meets a tap within a day's slip, and at another amount (a tip) only on its own day. Any other pair: true.
 */
function samePurchaseDay(channel: Provisional, tx: Transaction, tapDate: string, exact: boolean): boolean {
  if (channel !== "tap" || !isReceiptId(tx.external_id)) return true;
  const days = Math.abs(daysBetween(tapDate, tx.date));
  return exact ? days <= PURCHASE_SLIP_DAYS : days === 0;
}

/** A phone's tap and a card alert of one payment are written within this many minutes of each other. */
export const TAP_ALERT_MINUTES = 15;

/**
 * Whether a phone's tap and a card alert (either way round) may be one payment: the bank's row of it is what takes
 * either over, but the two meet each other only within minutes, on one day (on the day alone when either writes no
 * time). So does a transaction the bank's row (or its pending row) took over from one of them: it is still that
 * tap's or alert's payment, of its day and minute. Any other pair: true (their own rules decide).
 */
export function sameMoment(item: Pick<InsertItem, "external_id" | "date" | "notes">, tx: Transaction): boolean {
  const held = heldAuthorisation(tx);
  if (!isTapId(item.external_id) || held === null || isAlertId(item.external_id) === isAlertId(held)) return true;
  const day = isTapId(tx.external_id) ? tx.date : (purchaseDay(tx.custom_metadata) ?? tx.date);
  if (item.date !== day) return false;
  const [ours, theirs] = [minuteOf(item.notes), minuteOf(tx.notes)];
  return ours === null || theirs === null || Math.abs(ours - theirs) <= TAP_ALERT_MINUTES;
}

/** The tap or card alert a transaction is, or holds since a bank row took it over (outbox/kinds/claim.ts): its id, or null. */
function heldAuthorisation(tx: Transaction): string | null {
  if (isTapId(tx.external_id)) return tx.external_id;
  const intake = tx.custom_metadata?.intake as Record<string, unknown> | undefined;
  const held = [intake?.tap, intake?.pending].find((id): id is string => typeof id === "string" && isTapId(id));
  return held ?? null;
}

/** The minute of the day a tap's or an alert's notes write as one of their parts ("tap · Visa · 14:32"). */
function minuteOf(notes: string | null | undefined): number | null {
  for (const part of (notes ?? "").split(" · ")) {
    const [, hours, minutes] = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(part.trim()) ?? [];
    if (hours !== undefined && minutes !== undefined) return Number(hours) * 60 + Number(minutes);
  }
  return null;
}

/**
 * A transaction that may be the bank's for a receipt (or tap) of this date: in the window, not taken by another
 * receipt, not one Intake inserted from the same channel, not pending at a bank the service syncs (it may still
 * change), not a split or group parent.
 */
export function mayMatch(
  tx: Transaction,
  receiptDate: string,
  taken: ReadonlySet<number>,
  channel: Provisional = "receipt",
  { start_date, end_date }: Window = channelWindow(receiptDate, channel),
  /** The item's own external_id: a card alert and a phone's tap may meet (isOwnChannel). */
  ours?: string,
): boolean {
  return (
    !taken.has(tx.id) &&
    !tx.is_group_parent &&
    !tx.is_split_parent &&
    !tx.is_pending &&
    !isOwnChannel(channel, ours, tx.external_id) &&
    tx.date >= start_date &&
    tx.date <= end_date
  );
}

/**
 * What to change on the matched transaction, or null when it already carries the receipt (a PUT whose
 * answer was lost, sent again): the receipt's notes after the bank's, the merchant as payee only when
 * the bank gave none or the transaction is a tap's or a card alert's. The same update twice changes nothing the
 * second time.
 */
export function enrichment(existing: Transaction, receipt: InsertItem): TransactionUpdate | null {
  const update: TransactionUpdate = {};
  const ours = receipt.notes?.trim();
  const theirs = existing.notes?.trim() ?? "";
  if (ours && !theirs.includes(ours)) {
    const joined = theirs ? `${theirs} · ${ours}` : ours;
    update.notes = joined.length > NOTES_MAX ? `${joined.slice(0, NOTES_MAX - 1)}…` : joined;
    if (theirs.includes(update.notes)) delete update.notes;
  }
  // A tap's or a card alert's payee is the card's descriptor as the phone or the bank wrote it: a receipt names the shop
  // (an alert meeting a tap names no better one).
  const placeholder = !existing.payee.trim() || (isTapId(existing.external_id) && !isTapId(receipt.external_id));
  if (placeholder && receipt.payee && receipt.payee !== existing.payee) update.payee = receipt.payee;
  return Object.keys(update).length > 0 ? update : null;
}
