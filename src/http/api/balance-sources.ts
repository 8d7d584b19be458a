// /balance-sources (http/balance-sources.ts): sources that keep a manual account's balance current, their runs, and
// claimed SimpleFIN connections.
import * as z from "zod";
import { SOURCE_KINDS, type SourceKind } from "../../balance-sources/kinds";
import { RunScheduleSchema } from "../../balance-sources/readings/due";
import { HISTORY_STATES, RUN_OUTCOMES, RUN_TRIGGERS, SOURCE_STATES } from "../../balance-sources/stored";
import { BudgetLabelSchema, Instant, named } from "./schema";

/**
 * Each kind's own settings schema, as the kinds' table holds them when the schema is first read (a build may add a
 * kind to the table: the tests' own).
 */
function kindSettings() {
  const [first, ...others] = Object.values(SOURCE_KINDS).map((kind) => kind.schema);
  if (!first) throw new Error("no balance-source kind in SOURCE_KINDS");
  return z.union([first, ...others]);
}

export const RunAnswer = named(
  "Run",
  z.strictObject({
    at: Instant,
    trigger: z.enum(RUN_TRIGGERS),
    outcome: z.enum(RUN_OUTCOMES),
    value: z.string().nullable(),
    as_of: z.string().nullable(),
    reason: z.string().nullable(),
    requests: z.number().int(),
    history_months: z.number().int(),
  }),
);

export const SourceAnswer = named(
  "BalanceSource",
  z.strictObject({
    id: z.string(),
    kind: z.lazy(() => z.enum(Object.keys(SOURCE_KINDS) as [SourceKind, ...SourceKind[]])),
    manual_account_id: z.number().int(),
    currency: z.string(),
    /** The kind's own settings (its folder's schema, balance-sources/kinds/<kind>/). */
    settings: z.lazy(kindSettings),
    schedule: RunScheduleSchema,
    state: z.enum(SOURCE_STATES),
    state_reason: z.string().nullable(),
    last_written: z.strictObject({ balance: z.string(), as_of: z.string().nullable() }).nullable(),
    history: z.enum(HISTORY_STATES),
    created_at: Instant,
    last_run_at: Instant.nullable(),
    next_run_at: Instant,
    last_run: RunAnswer.nullable(),
  }),
);

export const SimplefinAnswer = named(
  "SimplefinConnection",
  z.strictObject({
    id: z.string(),
    label: z.string(),
    attention: z.string().nullable(),
    last_pulled_at: Instant.nullable(),
    requests_today: z.number().int(),
    accounts: z.array(z.strictObject({ id: z.string(), name: z.string(), currency: z.string(), balance: z.string() })),
    created_at: Instant,
  }),
  "A claimed SimpleFIN connection (never its Access URL).",
);

export const SourcesAnswer = named(
  "BalanceSources",
  z.strictObject({ budget: BudgetLabelSchema, sources: z.array(SourceAnswer), simplefin: z.array(SimplefinAnswer) }),
);
export const SimplefinListAnswer = named("SimplefinConnections", z.strictObject({ simplefin: z.array(SimplefinAnswer) }));
export const RunsAnswer = named("Runs", z.strictObject({ runs: z.array(RunAnswer) }));

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type RunAnswer = z.output<typeof RunAnswer>;
export type RunsAnswer = z.output<typeof RunsAnswer>;
export type SimplefinAnswer = z.output<typeof SimplefinAnswer>;
export type SimplefinListAnswer = z.output<typeof SimplefinListAnswer>;
export type SourceAnswer = z.output<typeof SourceAnswer>;
export type SourcesAnswer = z.output<typeof SourcesAnswer>;
