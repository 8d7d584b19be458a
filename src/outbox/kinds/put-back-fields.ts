// What "Remove this import" puts back of a bank row's takeover (kinds/removal.ts `putBack`), field by field: each field
// the takeover's update wrote goes back to what it was before while the transaction still holds what Intake wrote;
// one the person changed since keeps their value, and the report names it. By value, not by `updated_at`: a change the
// person made a moment after Intake's write is theirs all the same, and one to a field a takeover never writes (the
// payee, the notes) leaves the bank's day, amount and ids to go. Field by field rather than the whole transaction: a
// corrected amount then keeps neither the removed file's day nor its id, which would tie the tap to a row no longer there.
import type { Transaction, TransactionUpdate } from "../../budget-api";
import type { BeforeTakeover, WrittenTakeover } from "../store";

/** What a takeover's update left of the fields it writes, from the transaction its answer holds. */
export function writtenOf(tx: Transaction): WrittenTakeover {
  return {
    date: tx.date,
    amount: tx.amount,
    currency: tx.currency,
    external_id: tx.external_id,
    manual_account_id: tx.manual_account_id,
    custom_metadata: tx.custom_metadata ?? null,
  };
}

/** The put-back's update (only what is still Intake's and differs), and the fields the person changed, in words. */
export interface PutBackFields {
  update: TransactionUpdate;
  theirs: string[];
}

type Fields = Pick<Transaction, "date" | "amount" | "currency" | "external_id" | "manual_account_id"> & {
  custom_metadata: Record<string, unknown> | null;
};

/** One field (or two that go together: an amount and its currency) a takeover writes. */
interface Field {
  /** Whether two states of the transaction hold the same value of it. */
  same(a: Fields, b: Fields): boolean;
  /** Sets it back to what it was before the takeover. */
  putBack(update: TransactionUpdate, before: BeforeTakeover): void;
  /** Names the person's value, for the report. */
  says(now: Fields): string;
}

const FIELDS: readonly Field[] = [
  {
    same: (a, b) => a.date === b.date,
    putBack: (u, before) => (u.date = before.date),
    says: (now) => `the day (${now.date})`,
  },
  {
    // The currency only where the takeover wrote it (matched across currencies): it is then one with the amount.
    same: (a, b) => Number(a.amount) === Number(b.amount) && a.currency === b.currency,
    putBack: (u, before) => {
      u.amount = before.amount;
      if (before.currency) u.currency = before.currency;
    },
    says: (now) => `the amount (${shortAmount(now.amount)})`,
  },
  {
    same: (a, b) => a.manual_account_id === b.manual_account_id,
    putBack: (u, before) => (u.manual_account_id = before.manual_account_id),
    says: () => "the account",
  },
  {
    same: (a, b) => a.external_id === b.external_id,
    putBack: (u, before) => (u.external_id = before.external_id),
    says: (now) => `the external id (${now.external_id ?? "none"})`,
  },
  {
    same: (a, b) => sameJson(a.custom_metadata, b.custom_metadata),
    putBack: (u, before) => (u.custom_metadata = before.custom_metadata),
    says: () => "the custom metadata",
  },
];

/**
 * What to put back of a takeover: `before` (what it changed, as it was), `written` (what its update left) and `now`
 * (the transaction as the budget holds it). A field still as Intake wrote it goes back unless it is as it was already;
 * one the person changed since stays, and is named unless it is back as it was (nothing of theirs is overwritten then).
 */
export function putBackFields(before: BeforeTakeover, written: WrittenTakeover, now: Transaction): PutBackFields {
  // The currency counts only where the takeover wrote it; elsewhere the amount alone is compared.
  const own = before.currency === undefined;
  const was: Fields = { ...before, currency: own ? now.currency : (before.currency ?? now.currency) };
  const wrote: Fields = { ...written, currency: own ? now.currency : written.currency };
  const is: Fields = { ...now, custom_metadata: now.custom_metadata ?? null };
  const update: TransactionUpdate = {};
  const theirs: string[] = [];
  for (const field of FIELDS) {
    if (field.same(is, was)) continue;
    if (field.same(is, wrote)) field.putBack(update, before);
    else theirs.push(field.says(is));
  }
  return { update, theirs };
}

/** An amount as the report writes it: the service's four places, without the zeros past the cents. */
const shortAmount = (amount: string): string => amount.replace(/^(-?\d+\.\d\d)0+$/, "$1");

/** Whether two JSON values are equal, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && sameJson(ra[k], rb[k]));
}
