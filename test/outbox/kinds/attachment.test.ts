// A receipt's file attached to the transaction its receipt job delivered (job kind `attachment`): after the
// receipt's job settles, exactly once, through the same gate and failure handling as every job.
import { outboxes } from "../../support/outboxes";
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ApiVersion } from "../../../src/budget-api";
import { saveConnection } from "../../../src/connections";
import type { JobReport, Outbox } from "../../../src/outbox";
import { ATTACHMENT_MARKER } from "../../../src/outbox/kinds/attachment";
import { NO_ATTACHMENTS_ON_V1 } from "../../../src/outbox/kinds/attachment";
import type { PlannedItem } from "../../../src/plan";
import { FullBudgetApi } from "../../support/full-budget-api";
import type { CrashingOutbox, TestEnv, TunableOutbox } from "../../support/test-worker";
import { newWorld, waitFor } from "../../support/world";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

/**
 * Where two byte arrays first differ (-1: nowhere). Vitest's toEqual compares a typed array element by element
 * through its generic equality: ~9 s for 3.5 MiB on a busy machine, where this loop takes milliseconds.
 */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return -1;
}

async function setup(version: ApiVersion = "v2", namespace: Pick<DurableObjectNamespace<TunableOutbox>, "get" | "idFromName"> = outboxes) {
  const world = await newWorld();
  const outbox = namespace.get(namespace.idFromName(world.name));
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: version });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const spec = { connectionId, channel: "email", manualAccountId: 101 };
  const receipt = (externalId: string, amount = "25.98"): PlannedItem[] => [
    { row: 1, item: { date: "2026-10-03", amount, payee: "Corner Books", external_id: externalId } },
  ];
  const attach = (receiptJobId: string, externalId: string, file = { name: "receipt.pdf", type: "application/pdf", bytes: PDF }) =>
    outbox.attachReceipt({ connectionId, receiptJobId, externalId, date: "2026-10-03", file });
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
  const filesOf = async (transactionId: number) => api.transactionFiles(transactionId);
  return { world, outbox, connectionId, api, spec, receipt, attach, settled, filesOf };
}

describe("the file waits for its receipt's transaction, then is attached to it", () => {
  it("attaches the file to the transaction the receipt job inserted, with Intake's marker in its notes", async () => {
    const { outbox, spec, receipt, attach, settled, filesOf } = await setup();
    const job = await outbox.enqueue(spec, receipt("rcpt:a1"));
    const attachment = await attach(job.id, "rcpt:a1");
    const done = await settled(attachment);
    const transactionId = (await settled(job.id)).items![0]!.transaction_id!;
    expect(done.kind).toBe("attachment");
    expect(done.items![0]).toMatchObject({ outcome: "inserted", transaction_id: transactionId });
    const files = await filesOf(transactionId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: "receipt.pdf", type: "application/pdf", size: 1 });
    expect(files[0]!.notes).toMatch(new RegExp(`^${ATTACHMENT_MARKER} \\(rcpt:a1\\)$`));
  });

  it("attaches to the existing transaction a duplicate receipt names, unless that one already has Intake's file", async () => {
    const { outbox, spec, receipt, attach, settled, filesOf, api } = await setup();
    // A transaction of the same receipt that came without a file (the person's own, or before this feature).
    const [existing] = (await api.insertTransactions({ transactions: [{ ...receipt("rcpt:b1")[0]!.item, manual_account_id: 101 }] }))
      .transactions;
    const first = await outbox.enqueue(spec, receipt("rcpt:b1"));
    expect((await settled(await attach(first.id, "rcpt:b1"))).items![0]).toMatchObject({
      outcome: "inserted",
      transaction_id: existing!.id,
    });
    // The same receipt forwarded again: its job is a duplicate, and the transaction has the file already.
    const again = await outbox.enqueue(spec, receipt("rcpt:b1"));
    const second = await settled(await attach(again.id, "rcpt:b1"));
    expect(second.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: existing!.id });
    expect(await filesOf(existing!.id)).toHaveLength(1);
  });
});

describe("a file larger than one stored part is kept and sent whole", () => {
  it("attaches a 3.5 MiB scan (four of the Outbox's 1 MiB parts) with every byte in place", async () => {
    const { world, outbox, spec, receipt, attach, settled, filesOf } = await setup();
    const scan = new Uint8Array(3.5 * 1024 * 1024).map((_, i) => (i * 31 + (i >> 20)) % 256);
    scan.set(PDF);
    const job = await outbox.enqueue(spec, receipt("rcpt:big"));
    await settled(await attach(job.id, "rcpt:big", { name: "scan.pdf", type: "application/pdf", bytes: scan }));
    const transactionId = (await settled(job.id)).items![0]!.transaction_id!;
    const [file] = await filesOf(transactionId);
    expect(file).toMatchObject({ name: "scan.pdf", size: 3584 });
    const link = await fetch(`${env.BUDGET_API_URL}/transactions/attachments/${file!.id}`, {
      headers: { Authorization: `Bearer ${world.token}` },
    });
    const { url } = (await link.json()) as { url: string };
    const downloaded = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(downloaded.length).toBe(scan.length);
    expect(firstDifference(downloaded, scan)).toBe(-1);
  });
});

describe("a receipt that made no transaction drops its file with the reason", () => {
  it("does not attach when the receipt job was refused", async () => {
    const { world, outbox, spec, receipt, attach, settled } = await setup();
    const job = await outbox.enqueue(spec, receipt("rcpt:c1", "not-an-amount"));
    const done = await settled(await attach(job.id, "rcpt:c1"));
    expect(done.items![0]!.outcome).toBe("invalid");
    expect(done.items![0]!.reason).toMatch(/^not attached: the receipt made no transaction/);
    expect((await world.transactions()).length).toBe(0);
  });
});

describe("the legacy v1 interface has no files: the attachment is noted, not sent", () => {
  it("settles the attachment with its reason after the receipt is inserted", async () => {
    const { world, outbox, spec, receipt, attach, settled } = await setup("v1");
    const job = await outbox.enqueue(spec, receipt("rcpt:d1"));
    await settled(job.id);
    const before = (await world.counters()).requests;
    const done = await settled(await attach(job.id, "rcpt:d1"));
    expect(done.items![0]).toMatchObject({ outcome: "invalid", reason: NO_ATTACHMENTS_ON_V1 });
    expect((await world.counters()).requests).toBe(before);
  });
});

describe("a file the service refuses is a reason, not a retry", () => {
  it("settles a type the service does not take as invalid with the service's words", async () => {
    const { outbox, spec, receipt, attach, settled, filesOf } = await setup();
    const job = await outbox.enqueue(spec, receipt("rcpt:e1"));
    const done = await settled(await attach(job.id, "rcpt:e1", { name: "receipt.txt", type: "text/plain", bytes: PDF }));
    expect(done.items![0]!.outcome).toBe("invalid");
    expect(done.items![0]!.reason).toMatch(/Allowed types are/);
    expect(await filesOf((await settled(job.id)).items![0]!.transaction_id!)).toEqual([]);
  });
});

describe("a file whose answer was lost is read back before it is called failed, through an outage of reads", () => {
  it("finds the file on the transaction once the service answers, and reports it attached without a Retry", async () => {
    const outboxes = (env as unknown as TestEnv).CRASHING_OUTBOX;
    const { world, outbox, spec, receipt, attach, filesOf } = await setup("v2", outboxes);
    await runInDurableObject(outboxes.get(outboxes.idFromName(world.name)), (instance: CrashingOutbox) => {
      // The file is kept, its answer lost; then the service fails every request, the reads of the files too, past the
      // attempts of the file.
      instance.loseAttachAnswers = true;
      instance.outageAfterLoss = 5;
    });
    const job = await outbox.enqueue(spec, receipt("rcpt:lost"));
    const attachment = await attach(job.id, "rcpt:lost");
    const done = await waitFor(
      () => outbox.report(attachment, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
    const [transaction] = await world.transactions();
    expect(done).toMatchObject({ counts: { failed: 0 } });
    expect(done.items![0]).toMatchObject({ outcome: "inserted", transaction_id: transaction!.id });
    expect(await filesOf(transaction!.id)).toHaveLength(1);
  });
});

describe("a crash between the attach and its commit does not attach twice", () => {
  it("reads the transaction's files on the retry and finds the file there", async () => {
    const outboxes = (env as unknown as TestEnv).CRASHING_OUTBOX;
    const { world, outbox, spec, receipt, attach, filesOf } = await setup("v2", outboxes);
    await runInDurableObject(outboxes.get(outboxes.idFromName(world.name)), (instance: CrashingOutbox) => {
      instance.crashAtAttach = 1;
    });
    const job = await outbox.enqueue(spec, receipt("rcpt:f1"));
    const attachment = await attach(job.id, "rcpt:f1");
    const [transaction] = await waitFor(
      () => world.transactions(),
      (t) => t.length === 1,
    );
    // The service has the file; the instance died before it stored the answer.
    await waitFor(
      () => filesOf(transaction!.id),
      (f) => f.length === 1,
    );
    const revived = outboxes.get(outboxes.idFromName(world.name));
    const done = await waitFor(
      () => revived.report(attachment, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
    expect(done.items![0]).toMatchObject({ outcome: "inserted", transaction_id: transaction!.id });
    expect(await filesOf(transaction!.id)).toHaveLength(1);
  });
});
