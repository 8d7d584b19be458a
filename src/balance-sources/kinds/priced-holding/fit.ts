// Whether a priced holding fits the manual account it writes to: an asset account, price URLs the SSRF guard allows,
// and a price in the account's currency or converted by a rate. Refusals carry the status the API answers.
import { sideOf } from "../../../account-side";
import { refused, type Refused, type TargetAccount } from "../../fit";
import { checkSourceUrl, type UrlPolicy } from "../../../web/source-url";
import type { PricedHoldingSettings } from "./settings";

/** Quantity × price is what a holding is worth: an asset. On a liability account it would read as owed. */
export function holdingSideMisfit(account: TargetAccount): Refused | null {
  if (sideOf(account.type) === "asset") return null;
  return refused(
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
    if (checked && !checked.ok) return refused(422, `${field} is refused: ${checked.reason}.`);
  }
  return null;
}

/** A price in another currency than the account's needs a rate, and one in the account's currency none. */
export function currencyMisfit(holding: PricedHoldingSettings, account: TargetAccount): Refused | null {
  const price = holding.price_currency;
  const ours = account.currency.toLowerCase();
  if (price === undefined) return null;
  if (price !== ours && holding.fx_url === undefined)
    return refused(
      422,
      `The price is in ${price}, the manual account in ${ours}: add fx_url and fx_path, the rate from ${price} to ${ours}.`,
    );
  if (price === ours && holding.fx_url !== undefined)
    return refused(
      422,
      `The price is in ${ours}, the manual account's currency: leave out fx_url and fx_path (a rate would convert it again).`,
    );
  return null;
}
