// The bank's balances of an account, as anchors the budget is checked against: each is what the account held at the
// end of a day, in the holder's view (negative when owed, whatever the account's type), so that between two anchors
// the account's transactions move it by minus their amounts on an asset and a card alike. A file gives its closing
// balance, and its opening one when every row it has is proven by its balances; a SimpleFIN pull gives the balance
// it read. Where two say different things of the same days, the newer reading wins (chosenAnchors).
import { type Verification, unitsOfDecimal } from "../../formats/verification";
import { addDays } from "../../locale/days";

export type AnchorKind = "opening" | "closing" | "pull";

/** A balance the bank stated: what the account held at the end of `date`, in units (ten-thousandths), holder's view. */
export interface Anchor {
  date: string;
  units: number;
  kind: AnchorKind;
  /** The import whose file stated it; null: a pull. */
  importId: string | null;
  /** When Intake read it (epoch ms): the newer of two readings of the same days wins. */
  at: number;
}

/** A row of an import as the anchors need it: its day and amount (the service's sign: positive is money out). */
export interface AnchoredRow {
  date: string;
  amount: string;
  /** A row the bank marks pending moves no booked balance. */
  pending: boolean;
}

/**
 * The anchors an import's file states: its closing balance, and the opening one (the end of the day before its first
 * row) when its balances prove every row (`balanced`): then the closing less what the rows moved is the bank's own
 * number. A file whose rows nothing checks gives its closing balance only, and a file in several currencies none.
 */
export function importAnchors(verification: Verification | null, rows: readonly AnchoredRow[]): Omit<Anchor, "importId" | "at">[] {
  const closing = verification?.closing;
  if (!closing) return [];
  const closingUnits = unitsOfDecimal(closing.balance);
  if (!Number.isFinite(closingUnits)) return [];
  const anchors: Omit<Anchor, "importId" | "at">[] = [{ date: closing.date, units: closingUnits, kind: "closing" }];
  if (verification.status !== "balanced") return anchors;
  let moved = 0;
  let first: string | null = null;
  for (const row of rows) {
    if (row.pending || row.date > closing.date) continue;
    moved -= unitsOfDecimal(row.amount);
    if (first === null || row.date < first) first = row.date;
  }
  if (first !== null && Number.isFinite(moved)) anchors.unshift({ date: addDays(first, -1), units: closingUnits - moved, kind: "opening" });
  return anchors;
}

/**
 * The anchors to check against, oldest first. A newer import restates the days between its own opening and closing:
 * an older import's anchor on those days gives way (a re-export, a corrected statement). A pull is an instant of its
 * day, a file's balance the day's end: on the same day the file's wins, and of two pulls the newer.
 */
export function chosenAnchors(anchors: readonly Anchor[]): Anchor[] {
  const byImport = new Map<string, { from: string; to: string; at: number }>();
  for (const a of anchors) {
    if (a.importId === null) continue;
    const span = byImport.get(a.importId);
    if (!span) byImport.set(a.importId, { from: a.date, to: a.date, at: a.at });
    else {
      if (a.date < span.from) span.from = a.date;
      if (a.date > span.to) span.to = a.date;
    }
  }
  const restated = (a: Anchor): boolean => {
    for (const [id, span] of byImport) {
      if (id === a.importId || a.date < span.from || a.date > span.to) continue;
      if (a.importId === null || span.at > a.at) return true;
    }
    return false;
  };
  const byDay = new Map<string, Anchor>();
  for (const a of anchors) {
    if (restated(a)) continue;
    const kept = byDay.get(a.date);
    if (!kept || rank(a) > rank(kept) || (rank(a) === rank(kept) && a.at > kept.at)) byDay.set(a.date, a);
  }
  return [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A file's balance is the day's end; a pull's is an instant of it. */
const rank = (a: Anchor): number => (a.kind === "pull" ? 0 : 1);
