// /balance-sources (http/balance-sources.ts): sources that keep a manual account's balance current, their runs, and
// claimed SimpleFIN connections.
import * as z from "zod";
import { NewSourceSchema, SOURCE_KINDS, type SourceKind } from "../../balance-sources/kinds";
import { RunScheduleSchema } from "../../balance-sources/readings/due";
import { SourceChangeSchema } from "../../balance-sources/settings";
import { HISTORY_STATES, RUN_OUTCOMES, RUN_TRIGGERS, SOURCE_STATES } from "../../balance-sources/stored";
import { ClaimBody } from "../requests/balance-sources";
import type { ApiRoute } from "./route";
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

/** What the BalanceSources object may refuse (balance-sources/fit.ts), said as the surface's one error. */
const REFUSED: ApiRoute["refusals"] = [400, 404, 409, 422, 502];

export const balanceSourceRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/balance-sources",
    summary: "The connection's balance sources and SimpleFIN connections.",
    answers: { 200: "SourcesAnswer" },
  },
  {
    method: "post",
    path: "/balance-sources",
    summary: "Makes a balance source for an open manual account and runs it at once.",
    body: { json: NewSourceSchema },
    answers: { 201: "SourceAnswer" },
    refusals: REFUSED,
  },
  {
    method: "get",
    path: "/balance-sources/simplefin",
    summary: "The claimed SimpleFIN connections.",
    answers: { 200: "SimplefinListAnswer" },
  },
  {
    method: "post",
    path: "/balance-sources/simplefin",
    summary: "Claims a SimpleFIN setup token.",
    body: { json: ClaimBody },
    answers: { 201: "SimplefinAnswer" },
    refusals: REFUSED,
  },
  {
    method: "delete",
    path: "/balance-sources/simplefin/{id}",
    summary: "Forgets a SimpleFIN connection.",
    answers: { 204: "empty" },
    refusals: REFUSED,
  },
  { method: "get", path: "/balance-sources/{id}", summary: "One balance source.", answers: { 200: "SourceAnswer" }, refusals: REFUSED },
  {
    method: "put",
    path: "/balance-sources/{id}",
    summary: "Changes a source's settings or schedule.",
    body: { json: SourceChangeSchema },
    answers: { 200: "SourceAnswer" },
    refusals: REFUSED,
  },
  { method: "delete", path: "/balance-sources/{id}", summary: "Deletes a balance source.", answers: { 204: "empty" }, refusals: REFUSED },
  { method: "post", path: "/balance-sources/{id}/run", summary: "Runs the source now.", answers: { 200: "RunAnswer" }, refusals: REFUSED },
  {
    method: "get",
    path: "/balance-sources/{id}/runs",
    summary: "The source's recent runs, newest first.",
    answers: { 200: "RunsAnswer" },
    refusals: REFUSED,
  },
];

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type RunAnswer = z.output<typeof RunAnswer>;
export type RunsAnswer = z.output<typeof RunsAnswer>;
export type SimplefinAnswer = z.output<typeof SimplefinAnswer>;
export type SimplefinListAnswer = z.output<typeof SimplefinListAnswer>;
export type SourceAnswer = z.output<typeof SourceAnswer>;
export type SourcesAnswer = z.output<typeof SourcesAnswer>;
