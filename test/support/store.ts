// Store-level tests: the SQLite of a fresh Outbox instance (migrated when it started), one per test.
import { env, runInDurableObject } from "cloudflare:test";
import { OutboxStore } from "../../src/outbox/store";

export async function inFreshOutbox(run: (sql: SqlStorage, storage: DurableObjectStorage) => void): Promise<void> {
  const stub = env.OUTBOX.get(env.OUTBOX.idFromName(`store-${crypto.randomUUID()}`));
  await runInDurableObject(stub, (_instance, state) => run(state.storage.sql, state.storage));
}

/** A store with one open job "j" (connection "c", manual account 1, the service's duplicate check on). */
export function withJob(run: (store: OutboxStore, jobId: string, sql: SqlStorage) => void): Promise<void> {
  return inFreshOutbox((sql, storage) => {
    const store = new OutboxStore(storage);
    store.jobs.create({
      id: "j",
      connection_id: "c",
      source: "test",
      manual_account_id: 1,
      apply_rules: 1,
      skip_duplicates: 1,
      sealed: 0,
      created_at: 0,
    });
    run(store, "j", sql);
  });
}
