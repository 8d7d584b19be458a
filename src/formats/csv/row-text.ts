// What a person reads of a row: the payee and notes without the bank's words about the booking. The type of
// booking ("Lastschrift", "DEBIT") and its state ("Umsatz gebucht") go to custom_metadata; a check's number is
// said in the notes. The external_id is hashed from the row's text as it was always read (row-planner.ts), so a
// file imported before still comes back as duplicates.
import { withoutStateTail } from "./row-state";

/**
 * The payee and notes shown, from the payee cell, the notes without the type and state columns, and the type
 * columns' text. A row whose only text is its type ("Entgeltabschluss", "Zinsen") is paid to that.
 */
export function shownText(payeeCell: string, notes: string, type: string): [payee: string, notes: string] {
  const payee = withoutStateTail(payeeCell);
  const rest = withoutStateTail(notes);
  if (payee !== "") return [payee, rest];
  return rest !== "" ? [rest, ""] : [type, ""];
}

/** The notes with the check's number said in them. */
export function withCheckNumber(notes: string, check: string): string {
  if (check === "") return notes;
  return notes === "" ? `Check ${check}` : `${notes} (check ${check})`;
}

/** What the row says of the booking beside its text: `custom_metadata` fields, or null when nothing. */
export function bookingMetadata(type: string, state: string, check: string): Record<string, string> | null {
  if (type === "" && state === "" && check === "") return null;
  const out: Record<string, string> = {};
  if (type !== "") out.bank_type = type;
  if (state !== "") out.bank_state = state;
  if (check !== "") out.check_number = check;
  return out;
}
