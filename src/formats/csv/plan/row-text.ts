// What a person reads of a row: the payee and notes without the bank's words about the booking. The type of
// booking ("Lastschrift", "DEBIT") and its state ("Umsatz gebucht") go to custom_metadata; a check's number is
// said in the notes. The external_id is hashed from the row's text as it was always read (row-planner.ts), so a
// file imported before still comes back as duplicates.

/**
 * The payee shown, from the payee cell's text and the notes' (without the type and state columns), each already
 * without a state phrase at its end (withoutStateTail), and the type columns' text. A row whose only text is its type
 * ("Entgeltabschluss", "Zinsen") is paid to that, and so is a row whose only notes are another booking's id.
 */
export function shownPayee(payee: string, notes: string, type: string): string {
  return payee !== "" ? payee : notes !== "" && !isReferenceCode(notes) ? notes : type;
}

/** The notes shown (as shownPayee's): none when they name the payee (the row has no payee cell). */
export function shownNotes(payee: string, notes: string): string {
  return payee === "" && !isReferenceCode(notes) ? "" : notes;
}

/**
 * Another booking's id ("2CD34567EF890123G" under PayPal's "Reference Txn ID"): one word of capitals and digits, of
 * both. It names nobody, so a row with an empty payee cell is not paid to it; it stays a note.
 */
const REFERENCE_CODE = /^(?=[A-Z0-9-]{10,}$)(?=(?:[^0-9]*[0-9]){4})[A-Z0-9-]*[A-Z][A-Z0-9-]*$/;

function isReferenceCode(text: string): boolean {
  return REFERENCE_CODE.test(text);
}

/** The notes with the check's number said in them. */
export function withCheckNumber(notes: string, check: string): string {
  if (check === "") return notes;
  return notes === "" ? `Check ${check}` : `${notes} (check ${check})`;
}

/**
 * What the row says of the booking beside its text, as `custom_metadata` fields (null when nothing). The last
 * answer is given again for the same words: an export repeats a few kinds, and its items may share one object.
 */
export function bookingMetadata(type: string, state: string, check: string): Readonly<Record<string, string>> | null {
  if (type === "" && state === "" && check === "") return null;
  if (last !== null && type === lastType && state === lastState && check === lastCheck) return last;
  const out: Record<string, string> = {};
  if (type !== "") out.bank_type = type;
  if (state !== "") out.bank_state = state;
  if (check !== "") out.check_number = check;
  [last, lastType, lastState, lastCheck] = [out, type, state, check];
  return out;
}

let last: Record<string, string> | null = null;
let lastType = "";
let lastState = "";
let lastCheck = "";
