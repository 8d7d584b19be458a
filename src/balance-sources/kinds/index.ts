// The balance-source kinds, by the name a source's `kind` holds: each is a folder whose index.ts describes its kind once
// (descriptor.ts: its settings, whether they fit an account, how a run reads it, its name, the page's form for it),
// and every question about a kind is asked through this table. A new kind is its folder and one line here; a
// descriptor that forgets a trait does not compile.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { refuse, type Answer, type TargetAccount } from "../fit";
import { fail, ok } from "../../result";
import type { Reading } from "../reading";
import { DEFAULT_SCHEDULE, RunScheduleSchema } from "../readings/due";
import { describeIssues } from "../settings";
import type { StoredSource } from "../stored";
import type { FitContext, ReadContext, SourceKindDescriptor, SourceWith } from "./descriptor";
import type { KindForm } from "./form";
import { pricedHolding } from "./priced-holding";
import { schedule } from "./schedule";
import { simplefin } from "./simplefin";

export const SOURCE_KINDS = { simplefin, priced_holding: pricedHolding, schedule };

export type SourceKind = keyof typeof SOURCE_KINDS;
/** A kind's settings, as its schema gives them. */
export type SettingsOf<K extends SourceKind> = z.output<(typeof SOURCE_KINDS)[K]["schema"]>;
export type SourceSettings = SettingsOf<SourceKind>;

/** The table as the code asks it: every kind with every trait, for its own settings (a missing one does not compile). */
const TABLE: { readonly [K in SourceKind]: SourceKindDescriptor<SettingsOf<K>> } = SOURCE_KINDS;
/** The same table, asked by a name from a request or from storage. */
const BY_NAME: Readonly<Record<string, unknown>> = SOURCE_KINDS;

/** A source of one kind: its settings are that kind's (of several kinds: the union of each). */
export type SourceOf<K extends SourceKind> = { [P in K]: SourceWith<SettingsOf<P>> & { kind: P } }[K];
/** A balance source: the union keyed on `kind`. */
export type Source = SourceOf<SourceKind>;

export const isSourceKind = (kind: unknown): kind is SourceKind => typeof kind === "string" && Object.hasOwn(BY_NAME, kind);

/** The kind's name for a person ("SimpleFIN", "priced holding"). */
export const sourceKindName = (kind: SourceKind): string => TABLE[kind].name;

/** Each kind's form on the Balances page, by kind, in the table's order (the page draws them; GET /kinds serves them). */
export const sourceKindForms = (): Record<string, KindForm> =>
  Object.fromEntries(Object.entries(TABLE).map(([kind, descriptor]) => [kind, descriptor.form]));

/** Whether a reading of this kind is the bank's own balance of the account. */
export const statesBankBalance = (kind: SourceKind): boolean => TABLE[kind].statesBankBalance;

/** Whether new settings of this kind write its past month-ends again. */
export const rewritesHistory = (kind: SourceKind): boolean => TABLE[kind].rewritesHistory;

/** A kind's settings from a request, checked against the account they write to: the settings, or the refusal. */
export function fittedSettings<K extends SourceKind>(
  kind: K,
  input: unknown,
  account: TargetAccount,
  ctx: FitContext,
): Answer<SettingsOf<K>> {
  const descriptor = TABLE[kind];
  const parsed = descriptor.schema.safeParse(input);
  if (!parsed.success) return refuse(400, `settings: ${describeIssues(parsed.error)}`);
  const misfit = descriptor.misfit(parsed.data, account, ctx);
  return misfit ? fail(misfit) : ok(parsed.data);
}

/** A stored source as its kind: its settings read again by the kind's schema (null when they no longer are its kind's). */
export function kindedSource(stored: StoredSource): Source | null {
  return isSourceKind(stored.kind) ? withKind(stored, stored.kind) : null;
}

function withKind<K extends SourceKind>(stored: StoredSource, kind: K): SourceOf<K> | null {
  const parsed = TABLE[kind].schema.safeParse(stored.settings);
  return parsed.success ? Object.assign(stored, { kind, settings: parsed.data }) : null;
}

/** One run's reading of a source, by its kind. */
export function readSource<K extends SourceKind>(source: SourceOf<K>, ctx: ReadContext): Promise<Reading> {
  return TABLE[source.kind].read(source, ctx);
}

/** The body of POST /balance-sources (settings are checked by the kind's schema afterwards). */
export const NewSourceSchema = onFirstUse(() =>
  z.strictObject({
    kind: z.custom<SourceKind>(isSourceKind, { error: () => `must be a balance-source kind: ${Object.keys(SOURCE_KINDS).join(", ")}` }),
    manual_account_id: z.number().int().positive(),
    settings: z.unknown(),
    schedule: RunScheduleSchema.default(DEFAULT_SCHEDULE),
  }),
);
