// What every answer of the Outbox (outbox.ts, a facade) borrows from the Durable Object: its store, its receipts'
// files, the credentials it holds, the account lists it keeps, its environment, and the ways it reaches the service
// (one request under the gate, a connection's target) and sets its one alarm; and the steps several answers share.
import type { ApiVersion } from "../../budget-api";
import type { AttachmentFiles } from "../store/attachment-files";
import type { DeliveryTarget } from "../delivery-target";
import type { HeldCredentials } from "../held-credentials";
import type { DeliveryHooks } from "../kinds/context";
import { BASE_CURRENCY_TTL_MS } from "../kinds/match";
import type { Exchange } from "../../matching/provisional-match";
import type { JobRow, OutboxStore } from "../store";
import type { AccountDirectory, Refusal } from "../targets";

/** How the budget writes dates: its locale and primary currency, the person's date format (null: not said). */
export interface BudgetReading {
  locale: string | null;
  primaryCurrency: string | null;
  dateFormat: string | null;
}

export interface OutboxParts {
  readonly env: Env;
  readonly store: OutboxStore;
  readonly files: AttachmentFiles;
  readonly tokens: HeldCredentials;
  readonly accounts: AccountDirectory;
  /** What every delivery kind borrows (kinds/context.ts). */
  readonly hooks: DeliveryHooks;
  /** Per connection, how the budget writes dates (an upload whose dates read both ways asks it, kept as the account list is). */
  readonly readings: Map<string, { reading: BudgetReading; at: number }>;
  /** Per connection, the budget's primary currency (match mode across currencies asks it once a day). */
  readonly baseCurrencies: Map<string, { currency: string; at: number }>;
  /** One request outside delivery, under the gate (ask.ts). */
  ask<T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>): Promise<T | Refusal>;
  /** The connection's delivery target (its version, its credential), or null without a credential. */
  targetOf(connectionId: string): Promise<DeliveryTarget | null>;
  /** A target of the version with the token. */
  target(version: ApiVersion, token: string): DeliveryTarget;
  /** Sets the one alarm to the earliest moment there is something to send. */
  schedule(): Promise<void>;
}

/** The job, when it belongs to the connection given (any, when none is). */
export function ownJob(parts: OutboxParts, jobId: string, connectionId: string | undefined): JobRow | null {
  const job = parts.store.jobs.get(jobId);
  return job && (connectionId === undefined || connectionId === job.connection_id) ? job : null;
}

/**
 * A bank row's currency when it names none (the account's, from the cached list the upload was targeted with) and,
 * when an open receipt or tap of the account is in another currency, the budget's primary currency, in which they
 * are compared (GET /me under the gate, at most once a day). Undefined for cash or an account not listed yet.
 */
export async function exchangeFor(parts: OutboxParts, connectionId: string, accountId: number | null): Promise<Exchange | undefined> {
  const { store, accounts, baseCurrencies } = parts;
  const currency = accountId === null ? undefined : accounts.cached(connectionId, accountId)?.currency;
  if (!currency) return undefined;
  const tolerance = store.settings.matchPolicy().fxTolerance;
  if (!store.reconciliations.anyOpenInOtherCurrency(connectionId, accountId, currency))
    return { rowCurrency: currency, primary: null, tolerance };
  const known = baseCurrencies.get(connectionId);
  if (known && Date.now() - known.at < BASE_CURRENCY_TTL_MS) return { rowCurrency: currency, primary: known.currency, tolerance };
  const asked = await parts.ask(connectionId, async (target) => (target.matching ? (await target.matching.me()).primary_currency : null));
  const primary = typeof asked === "string" ? asked : null;
  if (primary) baseCurrencies.set(connectionId, { currency: primary, at: Date.now() });
  return { rowCurrency: currency, primary, tolerance };
}
