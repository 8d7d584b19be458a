// What a person sends to make or change a balance source, validated with zod. Each kind has its own
// settings (its descriptor, kinds/, names its schema); a schedule (when it runs) is common to all. The SimpleFIN Access URL is never part of a
// source: the source names a claimed SimpleFIN connection and one of its accounts.
import * as z from "zod";
import { RunScheduleSchema } from "./readings/due";
import { STALE_AFTER_DAYS, STALE_AFTER_UNCHANGED_RUNS } from "./readings/freshness";
import { parsePath } from "./readings/priced-holding";
import { parseDecimal, sign } from "../money";
import { ScheduleSourceSchema } from "./readings/schedule-source";

/** The kinds and their settings are read off the kinds' table (kinds/index.ts). */
export type { SourceKind, SourceSettings } from "./kinds";

/** Longest URL a person may give (the URL policy checks the rest when it is fetched). */
const MAX_URL_CHARS = 2048;

const jsonPath = z.string().superRefine((path, ctx) => {
  const parsed = parsePath(path);
  if (!parsed.ok) ctx.addIssue({ code: "custom", message: `not a supported JSONPath: ${parsed.reason}` });
});

export const SimplefinSettingsSchema = z.strictObject({
  /** A claimed SimpleFIN connection (POST /balance-sources/simplefin answers its id). */
  connection: z.string().min(1).max(64),
  /** The SimpleFIN account id (`ACT-…`). */
  account: z.string().min(1).max(200),
  stale_after_days: z.number().int().min(1).max(60).default(STALE_AFTER_DAYS),
  /** Also import the account's transactions (one more Bridge request a run). */
  transactions: z.boolean().default(false),
  /** Pending transactions change or vanish when they post: skipped unless asked for. */
  include_pending: z.boolean().default(false),
});

export const PricedHoldingSettingsSchema = z.strictObject({
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
});

export const ScheduleSettingsSchema = ScheduleSourceSchema;

export type SimplefinSettings = z.output<typeof SimplefinSettingsSchema>;
export type PricedHoldingSettings = z.output<typeof PricedHoldingSettingsSchema>;
export type ScheduleSettings = z.output<typeof ScheduleSettingsSchema>;

/** The body of PUT /balance-sources/{id}: the kind and the account stay (make another source instead). */
export const SourceChangeSchema = z.strictObject({
  settings: z.unknown().optional(),
  schedule: RunScheduleSchema.optional(),
});

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
