// The delivery kinds, by the job kind they serve: each is a module that describes its kind once (descriptor.ts:
// how it delivers, what it does to transactions, what a version cannot do, how the pages name it), and every
// question about a kind is read off this table. A new kind is its module and one line here: the line's name is
// the job kind (`JobKind` is read off this table), and a descriptor that forgets a trait does not compile.
import { attachment } from "./attachment";
import { accountBalance } from "./balance";
import type { KindDescriptor } from "./descriptor";
import { balanceHistory } from "./history";
import { matchOrHold, matchOrInsert } from "./match";
import { transactions } from "./transactions";
import { transfers } from "./transfers";
import { agreement } from "./agreement";

export type { Deliver, KindDescriptor, KindWords, Phrase } from "./descriptor";

export const KINDS = {
  transactions,
  account_balance: accountBalance,
  balance_history: balanceHistory,
  match_or_insert: matchOrInsert,
  match_or_hold: matchOrHold,
  attachment,
  transfers,
  agreement,
} satisfies Record<string, KindDescriptor>;

/** The same table, asked by a name read from storage. */
const BY_NAME: Readonly<Record<string, KindDescriptor>> = KINDS;

/** The kinds of work a job carries: the names of the table above. */
export type JobKind = keyof typeof KINDS;

/** The descriptor of a job's kind (the store keeps the name as text; every name it holds was a JobKind). */
export function kindOf(kind: string): KindDescriptor {
  const found = Object.hasOwn(KINDS, kind) ? BY_NAME[kind] : undefined;
  if (!found) throw new Error(`no delivery for job kind "${kind}"`);
  return found;
}

/** The names of the kinds whose descriptor says yes: what a query over the jobs table lists. */
export function kindsWhere(test: (kind: KindDescriptor) => boolean): string[] {
  return Object.entries(BY_NAME)
    .filter(([, kind]) => test(kind))
    .map(([name]) => name);
}
