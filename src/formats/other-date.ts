// The second day a row prints (issue 80 §1): the day the payment was made is the transaction's date; the other day the
// bank printed beside it (the day it posted or booked the row, the value date) is kept in the item's custom_metadata
// under a key that says which it is. One rule for every format that reads rows of two days (CSV and sheets through
// the CSV reader; statements may take it too). Pure.

/** Which day the other column is, by what its header names: a posting (booking) day, a value day, or a day unnamed. */
export type OtherDateKind = "posting" | "value" | "transaction" | "other";

/** The custom_metadata key each kind of other day is kept under. */
const KEYS: Record<OtherDateKind, string> = {
  posting: "posting_date",
  value: "value_date",
  // A transaction day that is not the row's date: printed beside a named one, or chosen by the person.
  transaction: "transaction_date",
  other: "other_date",
};

/**
 * The custom_metadata field that keeps the other day (YYYY-MM-DD), or null where the row prints none, it could not be
 * read, or it is the row's own date (nothing to keep).
 */
export function otherDateMetadata(kind: OtherDateKind, other: string | null, date: string): Record<string, string> | null {
  if (other === null || other === date) return null;
  return { [KEYS[kind]]: other };
}
