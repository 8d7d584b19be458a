// The cron's question to the objects that know: what needs the person now? The Outbox (paused connections,
// imports with failed rows, receipts held after their window, pending rows never booked, imports that do not add up) and the balance sources (sources in trouble)
// answer in types; the notifier turns the answers into notices, once per event, naming what they speak of.
import { balanceSourcesOf, outboxOf } from "../storage";
import { type Names, namesOf, UNNAMED } from "./names";
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
import { DAY_MS } from "../locale/days";

/** Jobs made this long ago are still asked about: a dead letter settles within hours, a receipt's window in 7 days. */
export const LOOKBACK_MS = 14 * DAY_MS;

/** What one owner answered: one-off notices, and the lasting states under its key prefix (all of them, now). */
export interface Answered {
  notices: Notice[];
  lasting: { prefix: string; states: LastingNotice[] } | null;
}

/** Whether a notice (by its id) or a lasting state (by its key) would be told now: the rest need no names. */
export type IsNews = (notice: Notice | LastingNotice) => boolean;

export async function askOutbox(env: Env, now: number, isNews: IsNews): Promise<Answered> {
  const found = await outboxOf(env).attention(now - LOOKBACK_MS);
  const answer = (names: Names): Answered => ({
    notices: [
      ...found.failedRows.map((job) => failedRowsNotice(job, names)),
      ...found.unmatched.map((receipt) => unmatchedNotice(receipt, names)),
      ...found.neverBooked.map((row) => neverBookedNotice(row, names)),
      ...found.unbalanced.map((job) => unbalancedNotice(job, names)),
      ...found.differing.map((account) => differsNotice(account, names)),
    ],
    lasting: { prefix: "reconnect:", states: found.paused.map((connectionId) => reconnectNotice(connectionId, names)) },
  });
  return answer(await namesFor(env, answer(UNNAMED), isNews));
}

export async function askBalanceSources(env: Env, isNews: IsNews): Promise<Answered> {
  const found = await balanceSourcesOf(env).attention();
  const answer = (names: Names): Answered => ({
    notices: [],
    lasting: { prefix: "source:", states: found.map((source) => sourceNotice(source, names)) },
  });
  return answer(await namesFor(env, answer(UNNAMED), isNews));
}

/** The names of the connections with news: what was told already is not asked of the budget again each tick. */
function namesFor(env: Env, unnamed: Answered, isNews: IsNews): Promise<Names> {
  const news = [...unnamed.notices, ...(unnamed.lasting?.states ?? [])].filter(isNews);
  return news.length === 0
    ? Promise.resolve(UNNAMED)
    : namesOf(
        env,
        news.map((n) => n.connectionId),
      );
}
