// What claiming a SimpleFIN connection takes (http/balance-sources.ts); a source's own settings are its kind's
// (balance-sources/kinds). The route declares it (route.ts) and validates with it.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";

/** Longest name a person gives a SimpleFIN connection. */
const LABEL_MAX = 80;

export const ClaimBody = onFirstUse(() =>
  z.strictObject({
    setup_token: z.string().trim().min(1).max(2048),
    label: z.string().trim().max(LABEL_MAX).optional(),
  }),
);
