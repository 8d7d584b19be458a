// Kind `simplefin`: an account of a claimed SimpleFIN connection, its balance read from the last Account Set (pulled
// at most as often as the Bridge's quota allows), and its transactions when asked for.
import type { SourceKindDescriptor } from "../descriptor";
import { simplefinMisfit } from "./fit";
import { simplefinForm } from "./page";
import { readSimplefin } from "./reading";
import { SimplefinSettingsSchema, type SimplefinSettings } from "./settings";

export const simplefin: SourceKindDescriptor<SimplefinSettings> = {
  name: "SimpleFIN",
  schema: SimplefinSettingsSchema,
  misfit: (settings, account, ctx) => simplefinMisfit(settings, account, ctx.simplefin),
  read: readSimplefin,
  // Balances the Bridge showed then stay what they were.
  rewritesHistory: false,
  statesBankBalance: true,
  form: simplefinForm,
};
