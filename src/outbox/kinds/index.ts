// The delivery kinds, by the job kind they serve: each is a module that sends what its job needs next through
// the shared context (gate, target, failure handling) and answers the requests it sent. A new kind is its
// module, its name in kinds.ts and one line here.
import type { JobKind, MatchKind } from "../kinds";
import type { JobRow } from "../store";
import { deliverAttachment } from "./attachment";
import { deliverBalance } from "./balance";
import type { DeliveryContext } from "./context";
import { deliverHistory } from "./history";
import { deliverMatch } from "./match";
import { deliverTransactions } from "./transactions";

export type Deliver = (ctx: DeliveryContext, job: JobRow, now: number) => Promise<number>;

export const DELIVERIES: Record<JobKind, Deliver> = {
  transactions: deliverTransactions,
  account_balance: deliverBalance,
  balance_history: deliverHistory,
  match_or_insert: (ctx, job, now) => deliverMatch(ctx, job as JobRow & { kind: MatchKind }, now),
  match_or_hold: (ctx, job, now) => deliverMatch(ctx, job as JobRow & { kind: MatchKind }, now),
  attachment: deliverAttachment,
};
