// Where an upload's items go: the requested manual account, else the user's default one, else cash.
// The Outbox asks the service (through its gate) and keeps the answer for a few minutes.

/** Manual accounts and the default account change rarely; an upload should not cost two requests. */
export const ACCOUNTS_TTL_MS = 5 * 60_000;

/** Where an upload's items go, or why they cannot (answered to the uploader as a 4xx/503). */
export type TargetAnswer =
  | { ok: true; manualAccountId: number | null; currency: string | null }
  | { ok: false; reason: "unknown_account" | "closed_account" | "unauthorized" | "busy" | "unavailable"; retryAfterMs?: number };

export interface KnownAccounts {
  at: number;
  defaultId: number | null;
  byId: Map<number, { currency: string; status: string }>;
}

export function answer(known: KnownAccounts, requested: number | null): TargetAnswer {
  const id = requested ?? known.defaultId;
  if (id === null) return { ok: true, manualAccountId: null, currency: null };
  const account = known.byId.get(id);
  if (!account) return { ok: false, reason: "unknown_account" };
  if (account.status === "closed") return { ok: false, reason: "closed_account" };
  return { ok: true, manualAccountId: id, currency: account.currency };
}
