// The meanings of money words, in the order they win when a mail says more than one ("Purchase declined": declined;
// "A refund of your purchase": refund), and one reader of all of them that reads a line in one pass.
import { DECLINED } from "./declined";
import { REVERSED } from "./reversed";
import { AUTHORISATION } from "./authorisation";
import { PENDING } from "./pending";
import { MONEY_AHEAD } from "./money-ahead";
import { PAID_TO_CARD, STATEMENT } from "./account-notice";
import { RECEIVED, REFUND } from "./money-in";
import { WITHDRAWAL } from "./withdrawal";
import { PAYING } from "./paying";
import { TRANSFER_OUT } from "./transfer-out";
import { meaningReader, type Meaning, type MeaningName } from "./meaning";

export type { Meaning, MeaningFound, MeaningName } from "./meaning";

/**
 * First wins: what says nothing moved or nothing is booked (declined, reversed, a hold, pending, a charge to come, a
 * notice), then money in, then cash, then a payment. A transfer out is its own: the alert reader books none.
 */
export const MEANINGS: readonly Meaning[] = [
  DECLINED,
  REVERSED,
  AUTHORISATION,
  PENDING,
  MONEY_AHEAD,
  STATEMENT,
  PAID_TO_CARD,
  REFUND,
  WITHDRAWAL,
  RECEIVED,
  PAYING,
  TRANSFER_OUT,
];

/** Each meaning's rank: lower wins. */
export const RANK: ReadonlyMap<MeaningName, number> = new Map(MEANINGS.map((m, i) => [m.name, i]));

/** Every meaning, read in one pass over a line. */
export const MONEY_WORDS = meaningReader(MEANINGS);
