// What every answer of the Outbox (outbox.ts, a facade) borrows from the Durable Object: its store, its receipts'
// files, the credentials it holds, the account lists it keeps, its environment, and the ways it reaches the service
// (one request under the gate, a connection's target) and sets its one alarm.
import type { ApiVersion } from "../../budget-api";
import type { AttachmentFiles } from "../store/attachment-files";
import type { DeliveryTarget } from "../delivery-target";
import type { HeldCredentials } from "../held-credentials";
import type { DeliveryHooks } from "../kinds/context";
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
