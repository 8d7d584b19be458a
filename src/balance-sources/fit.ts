// Whether a source's settings fit the manual account it writes to, checked when it is made or changed (each kind's
// descriptor, kinds/, names its checks):
// a loan on a liability account, an asset's schedule and a priced holding on an asset account, a SimpleFIN
// account of the same currency, a price in the account's currency or converted by a rate, and price URLs the
// SSRF guard allows. Refusals carry the status the API answers.
import { sideOf } from "../account-side";
import { accountSide } from "./readings/schedule-source";
import { checkSourceUrl, type UrlPolicy } from "./readings/source-url";
import type { PricedHoldingSettings, ScheduleSettings, SimplefinSettings } from "./settings";
import type { SimplefinConnection } from "./store";

/** A refusal the HTTP surface turns into its one error type. */
export type Refused = { ok: false; status: 400 | 404 | 409 | 422 | 502; message: string };
export type Answer<T> = { ok: true; value: T } | Refused;
export const refuse = (status: Refused["status"], message: string): Refused => ({ ok: false, status, message });

/** The manual account a source writes to, as the service lists it. */
export interface TargetAccount {
  id: number;
  type: string;
  currency: string;
}

export function scheduleMisfit(schedule: ScheduleSettings, account: TargetAccount): Refused | null {
  const side = accountSide(schedule);
  if (side === sideOf(account.type)) return null;
  return side === "liability"
    ? refuse(
        422,
        `A loan's balance is what is still owed: map it to a loan, credit or other liability account, not a ${account.type} account.`,
      )
    : refuse(422, `A ${schedule.kind} schedule is the value of an asset: map it to an asset account, not a ${account.type} account.`);
}

/** Quantity × price is what a holding is worth: an asset. On a liability account it would read as owed. */
export function holdingSideMisfit(account: TargetAccount): Refused | null {
  if (sideOf(account.type) === "asset") return null;
  return refuse(
    422,
    `A priced holding is the value of an asset: map it to an asset account (investment, brokerage, cash…), not a ${account.type} account.`,
  );
}

export function urlMisfit(holding: PricedHoldingSettings, policy: UrlPolicy): Refused | null {
  for (const [field, url] of [
    ["price_url", holding.price_url],
    ["fx_url", holding.fx_url],
  ] as const) {
    const checked = url === undefined ? null : checkSourceUrl(url, policy);
    if (checked && !checked.ok) return refuse(422, `${field} is refused: ${checked.reason}.`);
  }
  return null;
}

/** A price in another currency than the account's needs a rate, and one in the account's currency none. */
export function currencyMisfit(holding: PricedHoldingSettings, account: TargetAccount): Refused | null {
  const price = holding.price_currency;
  const ours = account.currency.toLowerCase();
  if (price === undefined) return null;
  if (price !== ours && holding.fx_url === undefined)
    return refuse(
      422,
      `The price is in ${price}, the manual account in ${ours}: add fx_url and fx_path, the rate from ${price} to ${ours}.`,
    );
  if (price === ours && holding.fx_url !== undefined)
    return refuse(
      422,
      `The price is in ${ours}, the manual account's currency: leave out fx_url and fx_path (a rate would convert it again).`,
    );
  return null;
}

export function simplefinMisfit(
  settings: SimplefinSettings,
  account: TargetAccount,
  simplefin: (id: string) => SimplefinConnection | null,
): Refused | null {
  const conn = simplefin(settings.connection);
  if (!conn) return refuse(404, `No SimpleFIN connection "${settings.connection}": claim a setup token first.`);
  const found = conn.lastSet.accounts.find((a) => a.id === settings.account);
  if (!found) return refuse(422, `The SimpleFIN connection lists no account "${settings.account}".`);
  const [theirs, ours] = [found.currency.toLowerCase(), account.currency.toLowerCase()];
  return theirs === ours ? null : refuse(422, `The SimpleFIN account is in ${theirs}, the manual account in ${ours}.`);
}
