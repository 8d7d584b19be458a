// One request to the service outside delivery (an account list, a balance, a page of transactions), through the
// gate like every request: refused as busy (nothing sent) while delivery holds the gate. A 401 before the token's
// stated expiry costs one refresh (the connection's keeper refreshes once for every caller) and one more try; a
// second 401 pauses the connection as delivery does, so its pages offer Reconnect.
import { BudgetApiError } from "../budget-api";
import type { DeliveryTarget } from "./delivery-target";
import { blockGate, FALLBACK_RETRY_AFTER_MS } from "./kinds/context";
import { nextSendAt, take } from "./rate-gate";
import type { OutboxStore } from "./store";
import type { Refusal } from "./targets";

/** A request the service answered with 401: asked again once, with a newer token. */
const REFUSED = Symbol("credential refused");

/** A gate that would open within this long is waited for rather than answered busy. */
const BUSY_AFTER_MS = 1000;

export interface AskContext {
  store: OutboxStore;
  /** The connection's target with its current token, or null without a credential. */
  targetOf(connectionId: string): Promise<DeliveryTarget | null>;
  /** A 401: the token is dropped (and what was learned with it). */
  refused(connectionId: string): void;
}

export async function ask<T>(ctx: AskContext, connectionId: string, request: (target: DeliveryTarget) => Promise<T>): Promise<T | Refusal> {
  const first = await askOnce(ctx, connectionId, request);
  if (first !== REFUSED) return first;
  const again = await askOnce(ctx, connectionId, request);
  if (again !== REFUSED) return again;
  ctx.store.connections.setAuthFailures(connectionId, 2);
  return { ok: false, reason: "unauthorized" };
}

async function askOnce<T>(
  ctx: AskContext,
  connectionId: string,
  request: (target: DeliveryTarget) => Promise<T>,
): Promise<T | Refusal | typeof REFUSED> {
  const { store } = ctx;
  const now = Date.now();
  const sendAt = nextSendAt(store.gate.get(now), now);
  if (sendAt > now + BUSY_AFTER_MS) return { ok: false, reason: "busy", retryAfterMs: sendAt - now };
  const target = await ctx.targetOf(connectionId);
  if (!target) return { ok: false, reason: "unauthorized" };
  store.gate.save(take(store.gate.get(now), now));
  try {
    return await request(target);
  } catch (error) {
    if (!(error instanceof BudgetApiError)) throw error;
    if (error.kind === "rate_limited") {
      blockGate(store, error);
      return { ok: false, reason: "busy", retryAfterMs: error.retryAfterMs ?? FALLBACK_RETRY_AFTER_MS };
    }
    if (error.kind === "unauthorized") {
      ctx.refused(connectionId);
      return REFUSED;
    }
    return { ok: false, reason: "unavailable" };
  }
}
