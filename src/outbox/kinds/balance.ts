// Kind `account_balance`: a manual account's balance and the day it holds for, one value a request.
import type { JobRow } from "../store";
import type { DeliveryContext } from "./context";
import { deliverWrite } from "./write";

export const deliverBalance = (ctx: DeliveryContext, job: JobRow, now: number) =>
  deliverWrite(ctx, job, { kind: "account_balance", batch: 1 }, now);
