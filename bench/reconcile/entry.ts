// What the reconciliation bench runs: the Outbox's own store and the step that reconciles an appended chunk, as
// deployed (bundled by run.mjs for Node, over Node's SQLite in place of the Durable Object's).
export { OutboxStore } from "../../src/outbox/store";
export { reconcileAppended } from "../../src/outbox/reconcile";
