// The delivery kinds, by the job kind they serve: each is a module that sends what its job needs next through
// the shared context (gate, target, failure handling) and answers the requests it sent. A new kind is its
// module and one line here: the line's name is the job kind (`JobKind` is read off this table).
import type { MatchKind } from "../kinds";
import type { JobRow } from "../store";
import { deliverAttachment } from "./attachment";
import { deliverBalance } from "./balance";
import type { DeliveryContext } from "./context";
import { deliverHistory } from "./history";
import { deliverMatch } from "./match";
import { deliverTransactions } from "./transactions";

export type Deliver = (ctx: DeliveryContext, job: JobRow, now: number) => Promise<number>;

export const DELIVERIES = {
  transactions: deliverTransactions,
  account_balance: deliverBalance,
  balance_history: deliverHistory,
  match_or_insert: (ctx, job, now) => deliverMatch(ctx, job as JobRow & { kind: MatchKind }, now),
  match_or_hold: (ctx, job, now) => deliverMatch(ctx, job as JobRow & { kind: MatchKind }, now),
  attachment: deliverAttachment,
} satisfies Record<string, Deliver>;

/** The kinds of work a job carries: the names of the deliveries above. */
export type JobKind = keyof typeof DELIVERIES;

/** The delivery of a job's kind (the store keeps the name as text; every name it holds was a JobKind). */
export function deliveryOf(kind: string): Deliver {
  if (!Object.hasOwn(DELIVERIES, kind)) throw new Error(`no delivery for job kind "${kind}"`);
  return DELIVERIES[kind as JobKind];
}
