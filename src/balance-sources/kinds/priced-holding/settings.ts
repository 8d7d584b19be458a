// A priced holding's settings, as a person sends them: a quantity, where its price is (a URL and a JSONPath), and
// optionally a rate to the account's currency and where the price document names its own currency.
import * as z from "zod";
import { onFirstUse } from "../../../on-first-use";
import { parseDecimal, sign } from "../../../money";
import { STALE_AFTER_UNCHANGED_RUNS } from "../../readings/freshness";
import { parsePath } from "./price";

/** Longest URL a person may give (the URL policy checks the rest when it is fetched). */
const MAX_URL_CHARS = 2048;

const jsonPath = onFirstUse(() =>
  z.string().superRefine((path, ctx) => {
    const parsed = parsePath(path);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: `not a supported JSONPath: ${parsed.reason}` });
  }),
);

export const PricedHoldingSettingsSchema = onFirstUse(() =>
  z.strictObject({
    quantity: z
      .union([z.string(), z.number()])
      .transform((v) => String(v))
      .refine((v) => {
        const d = parseDecimal(v);
        return d.ok && sign(d.value) >= 0;
      }, "must be a decimal number, 0 or more"),
    price_url: z.string().min(1).max(MAX_URL_CHARS),
    price_path: jsonPath,
    fx_url: z.string().min(1).max(MAX_URL_CHARS).optional(),
    fx_path: jsonPath.optional(),
    /** The currency the price is in (ISO 4217): checked against the account's, and fx_url, when the source is made. */
    price_currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code")
      .transform((c) => c.toLowerCase())
      .optional(),
    /** Where the price document names its currency: checked against price_currency (or the account's) on every run. */
    currency_path: jsonPath.optional(),
    stale_after_runs: z.number().int().min(1).max(60).default(STALE_AFTER_UNCHANGED_RUNS),
  }),
);

export type PricedHoldingSettings = z.output<typeof PricedHoldingSettingsSchema>;
