// The cron's question to the objects that know: what needs the person now? The Outbox (paused connections,
// imports with failed rows, receipts held after their window, pending rows never booked, imports that do not add up) and the balance sources (sources in trouble)
// answer in types; the notifier turns the answers into notices, once per event.
import { balanceSourcesOf, outboxOf } from "../storage";
import {
  differsNotice,
  failedRowsNotice,
  neverBookedNotice,
  reconnectNotice,
  sourceNotice,
  unbalancedNotice,
  unmatchedNotice,
} from "./news";
import type { LastingNotice, Notice } from "./notice";

/** Jobs made this long ago are still asked about: a dead letter settles within hours, a receipt's window in 7 days. */
export const LOOKBACK_MS = 14 * 24 * 3600_000;

/** What one owner answered: one-off notices, and the lasting states under its key prefix (all of them, now). */
export interface Answered {
  notices: Notice[];
  lasting: { prefix: string; states: LastingNotice[] } | null;
}

export async function askOutbox(env: Env, now: number): Promise<Answered> {
  const found = await outboxOf(env).attention(now - LOOKBACK_MS);
  return {
    notices: [
      ...found.failedRows.map(failedRowsNotice),
      ...found.unmatched.map(unmatchedNotice),
      ...found.neverBooked.map(neverBookedNotice),
      ...found.unbalanced.map(unbalancedNotice),
      ...found.differing.map(differsNotice),
    ],
    lasting: { prefix: "reconnect:", states: found.paused.map(reconnectNotice) },
  };
}

export async function askBalanceSources(env: Env): Promise<Answered> {
  const found = await balanceSourcesOf(env).attention();
  return { notices: [], lasting: { prefix: "source:", states: found.map(sourceNotice) } };
}
