// Kind `balance_history`: a manual account's past month-ends, up to two years of months a request. A 404 for an
// account the budget has says the service does not serve history here (noted on the items, not retried); the
// legacy v1 interface has none at all.
import { HISTORY_MONTHS_PER_REQUEST, HISTORY_NOT_SERVED, NO_HISTORY_ON_V1 } from "../writes";
import type { KindDescriptor } from "./descriptor";
import { deliverWrite, type WriteDelivery } from "./write";

const HISTORY: WriteDelivery = {
  batch: HISTORY_MONTHS_PER_REQUEST,
  unsupportedOn404: HISTORY_NOT_SERVED,
  send: (target, accountId, values) => target.writeHistory(accountId, values),
};

export const balanceHistory: KindDescriptor = {
  deliver: (ctx, job, now) => deliverWrite(ctx, job, HISTORY, now),
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: { v1: NO_HISTORY_ON_V1 },
  words: {
    title: [{ says: "Balance history" }],
    rows: [{ says: "{total:month}" }],
    done: [{ says: "{inserted:month-end} written{trouble}" }],
    item: null,
    outcomes: { inserted: "written" },
    amounts: "balance",
  },
};
