// An import asked to leave out the rows the budget probably holds already (`skip=probable_duplicates`, or the rows the
// person chose on the preview, `leave_out=<rows>`; a row of it that is no probable duplicate is imported): each chunk's
// days (and the posting window) listed in the account once, judged as the dry run judges them (probable-duplicates.ts),
// and reported as left out, naming the transaction. What the budget holds by the same id or as a twin is the service's
// to skip; what a receipt, a tap or a pending row put there is the bank row's to take over, and a row that may take one
// over is kept for it, never left out. A listing the service refuses leaves nothing out: nothing lost beats nothing
// doubled.
import type { PlanChunk } from "../formats/contract";
import type { PlannedItem } from "../plan";
import { reportedLeftOut } from "./rows-left-out";
import { outboxOf } from "../storage";
import { alreadyThere, dateSpan } from "./already-there";
import { POSTING_WINDOW_DAYS, type ProbableDuplicate, probableDuplicates, takesOverOpen } from "./probable-duplicates";
import { withStandingRows } from "./standing-rows";
import { addDays } from "../locale/days";
import { isReceiptId, isTapId } from "../ids";

/** Whether a transaction of the account may be one a row is left out for: a tap's, a receipt's or a pending row is not. */
export const mayStandForARow = (t: { external_id: string | null; pending: boolean }): boolean =>
  !isTapId(t.external_id) && !isReceiptId(t.external_id) && !t.pending;

/** The account a file goes to, and the file's layout (SourceAdapter.layout): a row of it is judged against both. */
export interface FileOfAccount {
  accountId: number | null;
  layout: string;
  /** The file dates its rows by the purchase's day (contract.ts `datedByPurchase`). */
  datedByPurchase: boolean;
}

/** Which probable duplicates to leave out: every one, or those of the rows the person chose. */
export type LeftOut = "all" | ReadonlySet<number>;

/** The chunks with the rows the budget probably holds left out and reported so. */
export function withoutProbableDuplicates<Profile>(
  env: Env,
  connectionId: string,
  file: FileOfAccount,
  payeeAmountDate: boolean,
  chosen: LeftOut,
  first: PlanChunk<Profile>,
  rest: AsyncIterator<PlanChunk<Profile>>,
): { first: Promise<PlanChunk<Profile>>; rest: AsyncIterator<PlanChunk<Profile>> } {
  const leaveOut = (chunk: PlanChunk<Profile>) => leftOut(env, connectionId, file, payeeAmountDate, chosen, chunk);
  return {
    first: leaveOut(first),
    rest: {
      next: async () => {
        const step = await rest.next();
        return step.done ? step : { done: false, value: await leaveOut(step.value) };
      },
    },
  };
}

async function leftOut<Profile>(
  env: Env,
  connectionId: string,
  { accountId, layout, datedByPurchase }: FileOfAccount,
  payeeAmountDate: boolean,
  chosen: LeftOut,
  chunk: PlanChunk<Profile>,
): Promise<PlanChunk<Profile>> {
  if (chosen !== "all" && !chunk.items.some((p) => chosen.has(p.row))) return chunk;
  const span = dateSpan(chunk.items);
  if (span === null) return chunk;
  const from = addDays(span.from, -POSTING_WINDOW_DAYS);
  const to = addDays(span.to, POSTING_WINDOW_DAYS);
  const listed = await outboxOf(env).transactionsIn(connectionId, accountId, from, to, 3, false);
  if (!listed.ok || !listed.complete) return chunk;
  const budget = await withStandingRows(env, connectionId, listed.transactions.filter(mayStandForARow), chunk.items);
  const open = listed.transactions.filter((t) => !mayStandForARow(t));
  const there = alreadyThere(chunk.items, budget, payeeAmountDate);
  const accounted = (i: number) => there.has(i) || takesOverOpen(chunk.items[i] as PlannedItem, open);
  const probable = probableDuplicates(chunk.items, budget, accounted, layout, datedByPurchase);
  if (chosen !== "all") for (const [index] of probable) if (!chosen.has(chunk.items[index]?.row ?? -1)) probable.delete(index);
  if (probable.size === 0) return chunk;
  const byRow = new Map([...probable].map(([index, duplicate]) => [chunk.items[index]?.row ?? -1, duplicate]));
  return {
    ...chunk,
    items: chunk.items.filter((_, index) => !probable.has(index)),
    rows: chunk.rows.flatMap((report) =>
      reportedLeftOut(report, (row) => {
        const duplicate = byRow.get(row);
        return duplicate ? leftOutReason(duplicate) : undefined;
      }),
    ),
  };
}

export function leftOutReason(d: ProbableDuplicate): string {
  return `probably already in your budget as transaction ${d.transaction_id} (${d.payee}, ${d.amount} on ${d.date}): left out, as asked`;
}
