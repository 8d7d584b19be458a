// What an import's end starts, in one place. An import ends when nothing of it waits: its last batch settled after it
// was sealed (kinds/transactions.ts, through its context's hooks) or it was sealed after its last batch settled
// (Outbox.seal). Receipts and taps waiting for the bank's transaction (match mode) look again now; its rows may be one
// side of a transfer between the budget's accounts (kinds/transfers.ts); its days and the bank's balances it states
// are kept, and its account is checked against them (kinds/agreement.ts).
import { coverImport } from "./kinds/agreement";
import { kindsWhere } from "./kinds/index";
import { lookForTransfers } from "./kinds/transfers";
import type { JobRow, OutboxStore } from "./store";

/** Starts what the end of import `job` (as the store holds it now) brings. */
export function importEnded(store: OutboxStore, job: JobRow, now: number): void {
  // It may have brought the bank transactions that receipts wait for.
  store.jobs.wakeMatches(
    job.connection_id,
    kindsWhere((kind) => kind.matching !== null),
    now,
  );
  lookForTransfers(store, job, now);
  coverImport(store, job, now);
}
