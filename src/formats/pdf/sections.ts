// A statement read section by section: an account, a currency sub-account, a card each prints its own balances, and
// pages print what they carry over. Every run of rows between two balances the statement prints is proved on its own:
// the balance before it plus its rows is the balance after it. Where a run's debit and credit columns were told apart
// by nothing, the run's own arithmetic says which reading holds, run by run, so one section read backwards does not
// turn another. A figure the rows do not take the last balance to (a section's total, a sum of one side) is passed
// over; a balance that follows no rows (the next section's opening) starts the next run.
import type { ReadRow } from "./columns";
import type { Entry, Row } from "./entries";

/** A run of rows proved by the balances around it. */
export interface ProvedRun {
  rows: ReadRow[];
  opening: number;
  closing: number;
  /** Whether its rows read the other way round (its debit and credit columns told apart by nothing else). */
  turned: boolean;
}

/** Every run of rows proved by the balances around it, in order; null when some row is in no proved run. */
export function provedRuns(entries: readonly Entry[], rows: readonly ReadRow[]): ProvedRun[] | null {
  const read = new Map<Row, ReadRow>(rows.map((r) => [r.row, r]));
  const runs: ProvedRun[] = [];
  let last: number | null = null;
  let run: ReadRow[] = [];
  for (const e of entries) {
    if (e.kind === "row" && read.has(e)) {
      run.push(read.get(e) as ReadRow);
      continue;
    }
    const balance = balanceOf(e, read);
    if (balance === null) continue;
    if (run.length === 0 || last === null) {
      last = balance;
      if (run.length > 0) return null; // rows before any balance: nothing proves them
      continue;
    }
    const proved = proof(last, run, balance);
    if (proved === null) continue; // a total, or a figure of another kind: the run goes on
    runs.push(proved);
    last = balance;
    run = [];
  }
  return run.length === 0 && runs.length > 0 ? runs : null;
}

/** Words that name a balance, in the languages statements print (a hint where a figure stands off the rows' columns). */
const BALANCE = /(?<!\p{L})(balance|saldo|solde|kontostand|остаток|υπόλοιπο|bakiye|egyenleg|stanje|zůstatek|zostatok|sold)(?!\p{L})/iu;

/**
 * The balance an entry states: a figure of one amount in the rows' column or named a balance, or a dated line of a
 * balance alone.
 */
function balanceOf(e: Entry, read: Map<Row, ReadRow>): number | null {
  if (e.kind === "figure") {
    const one = e.amounts.length === 1 && (e.inColumn || BALANCE.test(e.label));
    return one ? (e.amounts[0]?.cents ?? null) : null;
  }
  if (e.kind === "row" && !read.has(e) && e.amounts.length === 1) return e.amounts[0]?.cents ?? null;
  return null;
}

function proof(opening: number, run: ReadRow[], closing: number): ProvedRun | null {
  const sum = (turn: boolean) => run.reduce((s, r) => s + (turn && r.guessed ? -r.moves : r.moves), 0);
  if (opening + sum(false) === closing) return { rows: run, opening, closing, turned: false };
  if (run.some((r) => r.guessed) && opening + sum(true) === closing) return { rows: run, opening, closing, turned: true };
  return null;
}
