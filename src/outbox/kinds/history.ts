// Kind `balance_history`: a manual account's past month-ends, up to two years of months a request. A 404 for an
// account the budget has says the service does not serve history here (noted on the items, not retried).
import { HISTORY_MONTHS_PER_REQUEST, HISTORY_NOT_SERVED } from "../kinds";
import type { JobRow } from "../store";
import type { DeliveryContext } from "./context";
import { deliverWrite } from "./write";

const HISTORY = { kind: "balance_history", batch: HISTORY_MONTHS_PER_REQUEST, unsupportedOn404: HISTORY_NOT_SERVED } as const;

export const deliverHistory = (ctx: DeliveryContext, job: JobRow, now: number) => deliverWrite(ctx, job, HISTORY, now);
