// Amounts printed without a sign in one column beside a running balance ("1 496,16" under "Kwota", a type column
// saying "Obciążenie"): the balance proves each one's side. Printed oldest first, a row's balance is the one before plus
// its amount; newest first, the one below plus it; which order, the steps themselves say (a step is the amount of
// the row it is paired with in one order only, amounts differing). A row no step proves (the oldest: its balance
// before is not printed) takes the side its like rows (unsigned, the same word after them) were all proved to have.
import type { Placed } from "./entries";

/** A row's amount in the column, and the balance it states. */
export interface BalanceCell {
  amount: Placed | undefined;
  balance: number | null;
}

/**
 * The cents each row moves, proved by the balance, for rows whose amount is printed without a sign; a signed amount
 * keeps its sign (null: as printed). Null for the whole column when the balance steps by its rows in neither order,
 * or in both alike.
 */
export function signedByBalance(cells: readonly BalanceCell[]): (number | null)[] | null {
  const proved = (newestFirst: boolean) => cells.map((_, i) => provedMove(cells, i, newestFirst));
  const [oldest, newest] = [proved(false), proved(true)];
  const count = (moves: (number | null)[]) => moves.filter((m) => m !== null).length;
  const [byOldest, byNewest] = [count(oldest), count(newest)];
  const steps = cells.filter((c) => c.balance !== null).length - 1;
  if (byOldest === byNewest || Math.max(byOldest, byNewest) < Math.max(1, steps / 2)) return null;
  const moves = byOldest > byNewest ? oldest : newest;
  // Like rows' sides: by the word after the amount (none is a word too).
  const sides = new Map<string, Set<number>>();
  cells.forEach((c, i) => {
    const move = moves[i];
    if (move === null || move === undefined || !c.amount || c.amount.signed) return;
    const like = c.amount.mark ?? "";
    sides.set(like, (sides.get(like) ?? new Set()).add(Math.sign(move)));
  });
  return cells.map((c, i) => {
    if (!c.amount || c.amount.signed) return null;
    const move = moves[i];
    if (move !== null && move !== undefined) return move;
    const side = [...(sides.get(c.amount.mark ?? "") ?? [])];
    const [sign] = side;
    return side.length === 1 && sign !== undefined ? sign * Math.abs(c.amount.cents) : null;
  });
}

/** The move the balance proves for row `i`, read in one order: its step, when the step is its amount's size; else null. */
function provedMove(cells: readonly BalanceCell[], i: number, newestFirst: boolean): number | null {
  const cell = cells[i] as BalanceCell;
  const before = cells[newestFirst ? i + 1 : i - 1];
  if (!cell.amount || cell.balance === null || before?.balance === null || before === undefined) return null;
  const step = cell.balance - before.balance;
  return step !== 0 && Math.abs(step) === Math.abs(cell.amount.cents) ? step : null;
}
