// A bank row that takes over a transaction Intake put there before it (src/outbox/kinds/claim.ts): one update, not an
// insert; an update whose every answer was lost is read back before it is called failed.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../../src/connections";
import type { JobReport } from "../../../src/outbox";
import { FullBudgetApi } from "../../support/full-budget-api";
import type { CrashingOutbox, TestEnv } from "../../support/test-worker";
import { newWorld, waitFor } from "../../support/world";

const CHECKING = 101;

describe("a takeover whose every answer was lost is read back before it is called failed", () => {
  async function crashing() {
    const world = await newWorld();
    const connectionId = `c-${world.name}`;
    await saveConnection(env, connectionId, world.token, `key-${world.name}`);
    const outboxes = (env as unknown as TestEnv).CRASHING_OUTBOX;
    const outbox = outboxes.get(outboxes.idFromName(world.name));
    await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
    const done = (id: string) =>
      waitFor(
        () => outbox.report(id, { items: true }) as Promise<JobReport>,
        (r) => r.counts.pending === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
      );
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    return { world, connectionId, outbox, outboxes, done, api };
  }

  it("finds the bank's row on the receipt's transaction, and reports it matched without a Retry", async () => {
    const { world, connectionId, outbox, outboxes, done, api } = await crashing();
    const account = { connectionId, manualAccountId: CHECKING };
    const receipt = await done(
      (
        await outbox.enqueue({ ...account, channel: "email" }, [
          {
            row: 1,
            item: { date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: "rcpt:o:lost" },
            provisional: "receipt",
          },
        ])
      ).id,
    );
    const tx = receipt.items![0]!.transaction_id!;
    await runInDurableObject(outboxes.get(outboxes.idFromName(world.name)), (instance: CrashingOutbox) => {
      instance.loseUpdateAnswers = true;
    });
    const bank = [{ row: 1, item: { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", external_id: "h:lost:1" } }];
    const imported = await done((await outbox.enqueue({ ...account, channel: "csv", bankRows: true }, bank)).id);
    expect(imported).toMatchObject({ status: "done", counts: { failed: 0 } });
    expect(imported.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await api.transaction(tx)).toMatchObject({ date: "2026-10-05", external_id: "h:lost:1" });
    expect(await world.transactions()).toHaveLength(1);
  });
});
