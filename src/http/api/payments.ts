// Receipts (http/receipts.ts, held-receipts.ts, held-statements.ts), taps (http/taps.ts) and the transfer settings
// (http/transfers.ts): what they answer.
import * as z from "zod";
import { Amount, BudgetLabelSchema, Instant, named } from "./schema";

const Verdict = z.enum([
  "queued",
  "not_a_receipt",
  "suspicious",
  "unverified",
  "refused",
  "failed",
  "needs_amount",
  "needs_review",
  "forwarding_confirmation",
  "needs_account",
  "already_imported",
]);
const Delivery = z.enum(["inserted", "duplicate", "refused", "failed", "pending", "matched", "held", "removing", "removed", "kept"]);

/** One mail of the inbox: what Intake made of it and why; for one sent on, what its delivery did. */
export const InboxEntrySchema = named(
  "InboxEntry",
  z.strictObject({
    id: z.string(),
    received_at: Instant,
    from: z.string().nullable(),
    subject: z.string().nullable(),
    verdict: Verdict,
    reason: z.string().optional(),
    fields: z.record(z.string(), z.union([z.string(), z.number(), z.null(), z.array(z.string())])).optional(),
    how: z.record(z.string(), z.string()).optional(),
    confidence: z.partialRecord(z.enum(["merchant", "total", "date"]), z.literal("low")).optional(),
    job_id: z.string().optional(),
    external_id: z.string().optional(),
    message_id: z.string().nullable().optional(),
    /** A held mail's question: "is_purchase" where nothing in it said the person paid. */
    question: z.literal("is_purchase").optional(),
    attachment_job_id: z.string().optional(),
    attachment_reason: z.string().optional(),
    delivery: Delivery.optional(),
    transaction_id: z.number().int().nullable().optional(),
    delivery_reason: z.string().nullable().optional(),
    attachment: z.strictObject({ outcome: z.string(), reason: z.string().nullable() }).optional(),
  }),
);

export const InboxAnswer = named(
  "Inbox",
  z.strictObject({
    budget: BudgetLabelSchema,
    receipts: z.array(InboxEntrySchema),
    forwarding_confirmations: z
      .array(
        z.strictObject({
          id: z.string(),
          received_at: Instant,
          provider: z.string(),
          code: z.string().nullable(),
          link: z.string().nullable(),
          forwarded_by: z.string().nullable(),
        }),
      )
      .optional(),
    alert_senders: z
      .array(
        z.strictObject({
          address: z.string(),
          issuer: z.string().nullable(),
          count: z.number().int(),
          first_seen: Instant,
          last_seen: Instant,
        }),
      )
      .optional(),
    cursor: z.string().nullable(),
  }),
  "The receipts inbox, newest first; the first page also lists open forwarding confirmations and the alerts' senders.",
);

const Mailbox = {
  address: z.string(),
  senders: z.array(z.string()),
  account_id: z.number().int().nullable(),
  match_mode: z.enum(["off", "match_or_insert", "match_or_hold"]),
  attach_receipts: z.boolean(),
  time_zone: z.string().nullable(),
};
export const MailboxAnswer = named("Mailbox", z.strictObject(Mailbox));
export const MailboxReadAnswer = named("MailboxRead", z.strictObject({ budget: BudgetLabelSchema, ...Mailbox }));
export const HeldReceiptAnswer = named("HeldReceipt", z.strictObject({ receipt: InboxEntrySchema }));

const TapView = {
  merchant: z.string(),
  amount: Amount,
  currency: z.string().nullable(),
  card: z.string().nullable(),
  date: z.string(),
  external_id: z.string(),
};
export const TapAnswer = named(
  "Tap",
  z.strictObject({
    budget: BudgetLabelSchema,
    id: z.string(),
    manual_account_id: z.number().int().nullable(),
    ...TapView,
    report: z.string(),
  }),
);
export const TapDryRunAnswer = named(
  "TapDryRun",
  z.strictObject({ budget: BudgetLabelSchema, dry_run: z.literal(true), manual_account_id: z.number().int().nullable(), ...TapView }),
);

export const TapSettingsAnswer = named(
  "TapSettings",
  z.strictObject({
    account_id: z.number().int().nullable(),
    cards: z.array(z.strictObject({ card: z.string(), account_id: z.number().int().nullable() })),
  }),
);

const TransferSettings = { category: z.union([z.literal("auto"), z.literal("none"), z.number().int()]), one_side: z.boolean() };
export const TransferSettingsAnswer = named("TransferSettings", z.strictObject(TransferSettings));
export const TransferSettingsReadAnswer = named(
  "TransferSettingsRead",
  z.strictObject({
    ...TransferSettings,
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), exclude_from_totals: z.boolean() })).nullable(),
  }),
);

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type TapAnswer = z.output<typeof TapAnswer>;
export type TapDryRunAnswer = z.output<typeof TapDryRunAnswer>;
export type TapSettingsAnswer = z.output<typeof TapSettingsAnswer>;
export type HeldReceiptAnswer = z.output<typeof HeldReceiptAnswer>;
export type TransferSettingsAnswer = z.output<typeof TransferSettingsAnswer>;
export type TransferSettingsReadAnswer = z.output<typeof TransferSettingsReadAnswer>;
export type InboxAnswer = z.output<typeof InboxAnswer>;
export type MailboxAnswer = z.output<typeof MailboxAnswer>;
export type MailboxReadAnswer = z.output<typeof MailboxReadAnswer>;
