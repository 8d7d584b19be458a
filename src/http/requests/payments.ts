// What the receipts' routes (http/receipts.ts, held-receipts.ts, held-statements.ts), the tap settings (http/taps.ts)
// and the transfer settings (http/transfers.ts) take. The routes declare them (route.ts) and validate with them.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { MAX_SENDERS } from "../../mail/mailbox";
import { isTimeZone } from "../../mail/time-zone";
import { MAX_CARDS } from "../../taps/settings";

export const InboxQuery = onFirstUse(() =>
  z.object({ limit: z.coerce.number().int().min(1).max(100).optional(), cursor: z.string().max(500).optional() }).strict(),
);

export const MailboxChange = onFirstUse(() =>
  z
    .object({
      senders: z.array(z.email()).max(MAX_SENDERS).optional(),
      /** A manual account's id, or null for cash. */
      account_id: z.number().int().positive().nullable().optional(),
      match_mode: z.enum(["off", "match_or_insert", "match_or_hold"]).optional(),
      /** Whether the receipt itself is attached to its transaction. */
      attach_receipts: z.boolean().optional(),
      /** The person's IANA time zone, for receipts that state no date; null: guessed from the budget's currency. */
      time_zone: z.string().max(64).refine(isTimeZone).nullable().optional(),
    })
    .strict(),
);

/** A held receipt booked: each field is checked one by one afterwards, so that a refusal names it (held-receipts.ts). */
export const AddReceiptBody = onFirstUse(() =>
  z
    .object({
      amount: z.union([z.string().max(40), z.number()]).optional(),
      payee: z.string().max(1000).optional(),
      currency: z.string().max(40).optional(),
      date: z.string().max(40).optional(),
    })
    .strict(),
);
export const StatementAccountBody = onFirstUse(() => z.object({ account_id: z.number().int().positive() }).strict());

export const TapSettingsChange = onFirstUse(() =>
  z
    .object({
      account_id: z.number().int().positive().nullable(),
      cards: z
        .array(z.object({ card: z.string().trim().min(1).max(60), account_id: z.number().int().positive().nullable() }).strict())
        .max(MAX_CARDS),
    })
    .strict(),
);

export const TransferSettingsChange = onFirstUse(() =>
  z
    .object({ category: z.union([z.literal("auto"), z.literal("none"), z.number().int().positive()]), one_side: z.boolean() })
    .partial()
    .strict(),
);

/** dry_run=true says what a tap would insert, and inserts nothing. */
export const TapQuery = onFirstUse(() => z.object({ dry_run: z.enum(["true", "false"]).optional() }));
