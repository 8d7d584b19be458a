// Delivery on a sandbox world of its own, through either version of the service's API: an Outbox instance, a connection
// of the version, fast retries, and a job's report once every item has one outcome (test/outbox/outbox.test.ts and the
// kinds' tests that run against both versions).
import { env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { type ApiVersion } from "../../src/budget-api";
import { saveConnection } from "../../src/connections";
import type { JobReport, JobSpec, Outbox } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "./full-budget-api";
import { outboxes } from "./outboxes";
import type { CrashingOutbox, TestEnv, TunableOutbox } from "./test-worker";
import { newWorld, waitFor, type World } from "./world";

/** The delivery targets every delivery scenario runs against: a connection on v2, and one on the legacy v1. */
export const TARGETS: ApiVersion[] = ["v2", "v1"];

/** Each test: its own sandbox world, its own Outbox instance and connection (of the version), fast retries. */
export async function deliveryWorld(
  version: ApiVersion = "v2",
  worldOptions: Record<string, unknown> = {},
  namespace: Pick<DurableObjectNamespace<TunableOutbox>, "get" | "idFromName"> = outboxes,
) {
  const world = await newWorld(worldOptions);
  const outbox = namespace.get(namespace.idFromName(world.name));
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  const connectAgain = (token: string) => saveConnection(env, connectionId, token, `key-${world.name}`, { apiVersion: version });
  await connectAgain(world.token);
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const spec = (overrides: Partial<JobSpec> = {}): JobSpec => ({
    connectionId,
    channel: "test",
    manualAccountId: account.id,
    ...overrides,
  });
  const settled = async (id: string, timeoutMs?: number) => {
    const done = await waitFor(
      () => outbox.report(id) as Promise<JobReport>,
      (r) => r.counts.pending === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
      timeoutMs,
    );
    // The report reconciles: every item has exactly one outcome.
    const { inserted, duplicates, invalid, failed, total } = done.counts;
    expect(inserted + duplicates + invalid + failed).toBe(total);
    return done;
  };
  return { world, outbox, connectionId, connectAgain, api, account, spec, settled };
}

/** Waits until the job's first request went out and failed (the job then carries the error). */
export function firstAttempt(outbox: DurableObjectStub<Outbox>, jobId: string) {
  return waitFor(
    () => outbox.report(jobId) as Promise<JobReport>,
    (r) => r.last_error !== undefined,
  );
}

export function items(n: number, prefix = "i", start = 0): PlannedItem[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      row: i + 2,
      item: {
        date: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`,
        amount: `${(i % 97) + 1}.${String(i % 100).padStart(2, "0")}`,
        payee: `Payee ${prefix}${i}`,
        external_id: `${prefix}-${i}`,
      },
    };
  });
}

export async function externalIds(world: World) {
  return (await world.transactions()).map((t) => t.external_id).sort();
}

/** This world's Outbox as one with the given faults (test-worker.ts), and its stub again after a crash. */
export async function crashingWorld(
  version: ApiVersion,
  faults: Partial<
    Pick<CrashingOutbox, "crashAtAnswer" | "commitLateAt" | "failAfterCommitAt" | "failAfterCommitFrom" | "failAfterCommitWith">
  >,
) {
  const outboxes = (env as unknown as TestEnv).CRASHING_OUTBOX;
  const context = await deliveryWorld(version, {}, outboxes);
  const stubOf = () => outboxes.get(outboxes.idFromName(context.world.name));
  await runInDurableObject(stubOf(), (instance: CrashingOutbox) => {
    Object.assign(instance, faults);
  });
  return { ...context, stubOf };
}
