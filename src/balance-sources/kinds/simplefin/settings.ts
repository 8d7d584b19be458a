// A SimpleFIN source's settings: a claimed SimpleFIN connection and one of its accounts — never the Access URL,
// which stays sealed with the connection.
import * as z from "zod";
import { onFirstUse } from "../../../on-first-use";
import { STALE_AFTER_DAYS } from "../../readings/freshness";

export const SimplefinSettingsSchema = onFirstUse(() =>
  z.strictObject({
    /** A claimed SimpleFIN connection (POST /balance-sources/simplefin answers its id). */
    connection: z.string().min(1).max(64),
    /** The SimpleFIN account id (`ACT-…`). */
    account: z.string().min(1).max(200),
    stale_after_days: z.number().int().min(1).max(60).default(STALE_AFTER_DAYS),
    /** Also import the account's transactions (one more Bridge request a run). */
    transactions: z.boolean().default(false),
    /** Pending transactions change or vanish when they post: skipped unless asked for. */
    include_pending: z.boolean().default(false),
  }),
);

export type SimplefinSettings = z.output<typeof SimplefinSettingsSchema>;
