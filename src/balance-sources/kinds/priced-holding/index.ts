// Kind `priced_holding`: quantity × a price read at a URL (× a rate at a second one), the value of an asset.
import type { SourceKindDescriptor } from "../descriptor";
import { onFirstUse } from "../../../on-first-use";
import { currencyMisfit, holdingSideMisfit, urlMisfit } from "./fit";
import { pricedHoldingForm } from "./page";
import { readPricedHolding } from "./reading";
import { PricedHoldingSettingsSchema, type PricedHoldingSettings } from "./settings";

export const pricedHolding: SourceKindDescriptor<PricedHoldingSettings> = {
  name: "priced holding",
  schema: onFirstUse(() =>
    PricedHoldingSettingsSchema.refine((s) => (s.fx_url === undefined) === (s.fx_path === undefined), {
      message: "fx_url and fx_path go together",
    }),
  ),
  misfit: (settings, account, { policy }) => holdingSideMisfit(account) ?? urlMisfit(settings, policy) ?? currencyMisfit(settings, account),
  read: (source, { now, fetchOptions }) => readPricedHolding(source.settings, source.currency, source.priceTrack, now, fetchOptions),
  // What a price was is what was observed then: new settings do not change the past.
  rewritesHistory: false,
  // A price times a quantity: no bank's balance, no transactions to check.
  statesBankBalance: false,
  form: pricedHoldingForm,
};
