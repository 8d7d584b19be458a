// What the accounts' routes answer (http/accounts.ts): the manual accounts an upload may name, and an account's coverage.
import * as z from "zod";
import { Amount, BudgetLabelSchema, Day, Instant, named } from "./schema";

export const AccountsAnswer = named(
  "Accounts",
  z.strictObject({
    budget: BudgetLabelSchema,
    default_account_id: z.number().int().nullable(),
    show_debits_as_negative: z.boolean(),
    accounts: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        institution: z.string().nullable(),
        currency: z.string(),
        type: z.string(),
      }),
    ),
  }),
);

const Stretch = { from: z.string(), to: z.string() };
const Count = z.number().int().min(0);
/** A cause of a difference (outbox/agreement/agreement.ts `Cause`), with its sentence. */
const CauseSchema = z.strictObject({
  kind: z.enum(["missing_in_budget", "changed", "not_in_any_file", "twice", "not_covered"]),
  date: Day,
  /** The service's sign: positive is money out. */
  amount: Amount,
  transaction_id: z.number().int().optional(),
  import_id: z.string().optional(),
  row: z.number().int().optional(),
  payee: z.string().optional(),
  /** Days not covered: the last of them. */
  to: Day.optional(),
  says: z.string(),
});
export const CoverageAnswer = named(
  "Coverage",
  z.strictObject({
    account_id: z.number().int(),
    spans: z.array(z.strictObject({ ...Stretch, import_id: z.string(), kind: z.string() })),
    gaps: z.array(z.strictObject(Stretch)),
    newest_day: z.string().nullable(),
    /** Whether the budget agrees with the bank (outbox/agreement/), with the sentences the pages say. */
    agreement: z.strictObject({
      status: z.enum(["agrees", "differs", "unknown"]),
      as_of: Day.nullable(),
      bank_balance: Amount.nullable(),
      budget_sum: Amount.nullable(),
      difference: Amount.nullable(),
      /** The first day of the first stretch that differs. */
      since: Day.optional(),
      causes: z.array(CauseSchema),
      /** Why it is unknown. */
      reason: z.string().optional(),
      stretches: z.strictObject({ checked: Count, differ: Count }),
      says: z.string(),
      headline: z.string(),
      checked_at: Instant.optional(),
    }),
    check: z.strictObject({ done: z.boolean(), reason: z.string() }).optional(),
  }),
  "Which days the account's imports cover, the gaps between them, and whether the budget agrees with the bank.",
);

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type AccountsAnswer = z.output<typeof AccountsAnswer>;
export type CoverageAnswer = z.output<typeof CoverageAnswer>;
