// One request to the service outside delivery (an account list, a balance, a page of transactions), through the
// gate like every request: refused as busy (nothing sent) while delivery holds the gate. A 401 before the token's
// stated expiry costs one refresh (the connection's keeper refreshes once for every caller) and one more try; a
// second 401 pauses the connection as delivery does, so its pages offer Reconnect.
import { BudgetApiError } from "../budget-api";
import type { DeliveryTarget } from "./delivery-target";
import { blockGate, FALLBACK_RETRY_AFTER_MS } from "./kinds/context";
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
  const target = await ctx.targetOf(connectionId);
  if (!target) return { ok: false, reason: "unauthorized" };
  const wait = await slotWithin(store, BUSY_AFTER_MS);
  if (wait > 0) return { ok: false, reason: "busy", retryAfterMs: wait };
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

/** The gate's slot, waited for when it opens within `patienceMs`: 0 once taken, else how long until it opens. */
async function slotWithin(store: OutboxStore, patienceMs: number): Promise<number> {
  const wait = store.gate.takeSlot(Date.now());
  if (wait === 0 || wait > patienceMs) return wait;
  await new Promise((resolve) => setTimeout(resolve, wait));
  // Delivery may have taken the slot meanwhile: then the caller hears busy.
  return store.gate.takeSlot(Date.now());
}
