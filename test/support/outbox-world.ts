// An Outbox of its own for a test, on a fresh sandbox world: a v2 connection, fast retries, and the job's report once
// nothing of it is left to send (the rpc/ tests reach the Outbox's answers through its stub, as the routes do).
import { env } from "cloudflare:test";
import { saveConnection } from "../../src/connections";
import type { JobReport, JobSpec } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "./full-budget-api";
import { tunableOutbox } from "./outboxes";
import { newWorld, waitFor } from "./world";

export async function outboxWorld() {
  const world = await newWorld();
  const outbox = tunableOutbox(world.name);
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`);
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const spec = (overrides: Partial<JobSpec> = {}): JobSpec => ({ connectionId, channel: "csv", manualAccountId: account.id, ...overrides });
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending + r.counts.removing === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
    );
  return { world, outbox, connectionId, api, account, spec, settled };
}

/** `n` rows of a bank's file, external_ids `prefix-0`… */
export function rows(n: number, prefix = "r"): PlannedItem[] {
  return Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    item: {
      date: `2026-10-${String(i + 1).padStart(2, "0")}`,
      amount: `${i + 1}.40`,
      payee: `Shop ${prefix}${i}`,
      external_id: `${prefix}-${i}`,
    },
  }));
}
