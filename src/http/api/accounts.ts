// The manual accounts an upload may name, and an account's coverage (http/accounts.ts).
import * as z from "zod";
import type { ApiRoute } from "./route";
import { BudgetLabelSchema, named } from "./schema";

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

export const CoverageQuery = z.object({ check: z.literal("now").optional() });

const Stretch = { from: z.string(), to: z.string() };
export const CoverageAnswer = named(
  "Coverage",
  z.strictObject({
    account_id: z.number().int(),
    spans: z.array(z.strictObject({ ...Stretch, import_id: z.string(), kind: z.string() })),
    gaps: z.array(z.strictObject(Stretch)),
    newest_day: z.string().nullable(),
    /** Whether the budget agrees with the bank (outbox/agreement/), with the sentences the pages say. */
    agreement: z.object({
      status: z.string(),
      as_of: z.string().nullable(),
      bank_balance: z.string().nullable(),
      budget_sum: z.string().nullable(),
      difference: z.string().nullable(),
      causes: z.array(z.object({ says: z.string() })),
      says: z.string(),
      headline: z.string(),
      checked_at: z.string().optional(),
    }),
    check: z.strictObject({ done: z.boolean(), reason: z.string() }).optional(),
  }),
  "Which days the account's imports cover, the gaps between them, and whether the budget agrees with the bank.",
);

export const accountRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/accounts",
    summary: "The budget's open manual accounts (an upload's choices) and the default one.",
    answers: { 200: AccountsAnswer },
    refusals: [502, 503],
  },
  {
    method: "get",
    path: "/accounts/{id}/coverage",
    summary: "The days the account's imports cover and whether the budget agrees with the bank; check=now checks again first.",
    query: CoverageQuery,
    answers: { 200: CoverageAnswer },
    refusals: [400, 404],
  },
];

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type AccountsAnswer = z.output<typeof AccountsAnswer>;
export type CoverageAnswer = z.output<typeof CoverageAnswer>;
