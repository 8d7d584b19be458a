// Kind `account_balance`: a manual account's balance and the day it holds for, one value a request. Every
// version sets it; the pages say the balance was set (never "inserted"), in the account's own sign.
import type { KindDescriptor } from "./descriptor";
import { deliverWrite } from "./write";
import type { WriteValue } from "../writes";

/** A batch of one: the balance it carries. */
function onlyBalance(values: WriteValue[]): WriteValue {
  const [value] = values;
  if (!value) throw new Error("a balance write of no balance");
  return value;
}

export const accountBalance: KindDescriptor = {
  deliver: (ctx, job, now) =>
    deliverWrite(
      ctx,
      job,
      {
        batch: 1,
        send: (target, accountId, values) => target.setBalance(accountId, onlyBalance(values)),
        // The account list says the balance the budget holds now.
        holds: async (target, accountId, values) =>
          Number((await target.accounts()).get(accountId)?.balance ?? NaN) === Number(onlyBalance(values).amount),
      },
      now,
    ),
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: {},
  words: {
    title: [{ if: "format", says: "Balance from the {format} statement" }, { says: "Balance update" }],
    rows: [{ says: "1 balance" }],
    done: [{ if: "inserted", says: "balance set{trouble}" }, { says: "balance not set{trouble}" }],
    item: [{ if: "date", says: "Balance set to {amount} as of {date}" }, { says: "Balance set to {amount}" }],
    outcomes: { inserted: "set" },
    amounts: "balance",
  },
};
