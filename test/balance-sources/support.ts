// A connection, a Bridge user and a BalanceSources object of the test's own, and ways to wait for the
// Outbox and to move the object's clock back (runs are due by wall time: a day passes by rewinding).
import { env, runInDurableObject, SELF } from "cloudflare:test";
import type { BalanceSources } from "../../src/balance-sources/balance-sources";
import { outboxOf } from "../../src/storage";
import { connectIntake } from "../support/intake";
import { waitFor } from "../support/world";

export const DAY_MS = 24 * 3600 * 1000;

export async function setup() {
  const intake = await connectIntake();
  const connectionId = `c-${intake.world.name}`;
  const sources = env.BALANCE_SOURCES.get(env.BALANCE_SOURCES.idFromName(intake.world.name));
  /** Every job of the connection delivered (or given up): the service's counters are final. */
  const settled = () =>
    waitFor(
      () => outboxOf(env).list(connectionId),
      (l) => l.imports.every((j) => ["done", "done_with_errors", "failed"].includes(j.status)),
    );
  /** Requests the budgeting service received while `step` ran and its writes were delivered. */
  const serviceRequests = async (step: () => Promise<unknown>) => {
    const before = (await intake.world.counters()).requests;
    await step();
    await settled();
    return (await intake.world.counters()).requests - before;
  };
  return { ...intake, connectionId, sources, settled, serviceRequests };
}

/** Moves the sources' last and next runs (one source's: `only`), and SimpleFIN pulls, `ms` into the past. */
export async function rewind(stub: DurableObjectStub<BalanceSources>, ms: number, only?: string): Promise<void> {
  await runInDurableObject(stub, (_instance: BalanceSources, state) => {
    const which = only === undefined ? "" : ` WHERE id = '${only.replace(/'/g, "")}'`;
    state.storage.sql.exec(`UPDATE sources SET last_run_at = last_run_at - ?, next_run_at = next_run_at - ?${which}`, ms, ms);
    if (only === undefined) state.storage.sql.exec(`UPDATE simplefin_connections SET last_pulled_at = last_pulled_at - ?`, ms);
  });
}

/** A JSON call through the worker with the test's API key. */
export async function json<T>(response: Response | Promise<Response>): Promise<{ status: number; body: T }> {
  const r = await response;
  return { status: r.status, body: (await r.json()) as T };
}

export { SELF };
