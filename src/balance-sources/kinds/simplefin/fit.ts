// Whether a SimpleFIN source fits the manual account it writes to: its connection is the person's, lists the
// account, and the account is in the manual account's currency. Refusals carry the status the API answers.
import { refused, type Refused, type TargetAccount } from "../../fit";
import type { SimplefinConnection } from "../../stored";
import type { SimplefinSettings } from "./settings";

export function simplefinMisfit(
  settings: SimplefinSettings,
  account: TargetAccount,
  simplefin: (id: string) => SimplefinConnection | null,
): Refused | null {
  const conn = simplefin(settings.connection);
  if (!conn) return refused(404, `No SimpleFIN connection "${settings.connection}": claim a setup token first.`);
  const found = conn.lastSet.accounts.find((a) => a.id === settings.account);
  if (!found) return refused(422, `The SimpleFIN connection lists no account "${settings.account}".`);
  const [theirs, ours] = [found.currency.toLowerCase(), account.currency.toLowerCase()];
  return theirs === ours ? null : refused(422, `The SimpleFIN account is in ${theirs}, the manual account in ${ours}.`);
}
