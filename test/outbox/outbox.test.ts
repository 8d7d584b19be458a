// Delivery as every kind meets it, through v2 and the legacy v1: the rate gate, twins and batch edges, retries and
// dead letters, a 400's items, a 401's fresh credential, a job that stopped arriving, crashes around a request, and the
// connections taking turns. What the transactions kind itself decides is pinned in kinds/transactions.test.ts.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport, Outbox } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";
import { crashingWorld, deliveryWorld, externalIds, firstAttempt, items, TARGETS } from "../support/delivery";
import { waitFor } from "../support/world";

describe.each(TARGETS)("delivery through %s", (version) => {
  describe("identical records of one source both land", () => {
    it("sends repeats without the payee/date/amount check", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const coffee = { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee" };
      const plan: PlannedItem[] = [
        { row: 2, item: { ...coffee, external_id: "coffee:1" }, occurrence: 1 },
        { row: 3, item: { ...coffee, external_id: "coffee:2" }, occurrence: 2 },
      ];
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      expect(done.counts.inserted).toBe(2);
      expect(await externalIds(world)).toEqual(["coffee:1", "coffee:2"]);
    });
  });

  /**
   * A statement of `days` days with two identical coffees a day (the adapter's occurrence 1 and 2) between
   * other rows, so that twins straddle the 500-item batch edges everywhere.
   */
  function dailyTwins(days: number): PlannedItem[] {
    const plan: PlannedItem[] = [];
    for (let d = 0; d < days; d++) {
      const date = new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      const coffee = { date, amount: "3.50", payee: "Corner Coffee" };
      const row = plan.length + 2;
      plan.push({ row, item: { ...coffee, external_id: `coffee-${date}:1` }, occurrence: 1 });
      plan.push({ row: row + 1, item: { date, amount: `${(d % 40) + 5}.10`, payee: `Lunch ${d}`, external_id: `lunch-${d}` } });
      plan.push({ row: row + 2, item: { ...coffee, external_id: `coffee-${date}:2` }, occurrence: 2 });
      plan.push({ row: row + 3, item: { date, amount: "2.80", payee: `Bus ${d}`, external_id: `bus-${d}` } });
    }
    return plan;
  }

  describe("twins: every twin lands, whatever the batch boundaries", () => {
    it("delivers 1,600 rows with two identical coffees a day: every one inserted, none a duplicate", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const done = await settled((await outbox.enqueue(spec(), dailyTwins(400))).id, 60_000);
      expect(done.counts).toMatchObject({ total: 1600, inserted: 1600, duplicates: 0 });
      expect(await world.transactions()).toHaveLength(1600);
    });

    it("delivers them exactly once under 429s, 500s and dropped connections", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await outbox.configure({ retry: { maxAttempts: 100, baseMs: 20, capMs: 100 } });
      await world.admin("PUT", "/faults", { p429: 0.2, p500: 0.2, pDrop: 0.1, retryAfterSeconds: 1 });
      const job = await outbox.enqueue(spec(), dailyTwins(400));
      const done = await settled(job.id, 120_000);
      expect(done.counts).toMatchObject({ total: 1600, inserted: 1600, duplicates: 0, failed: 0 });
      expect(new Set((await world.transactions()).map((t) => t.external_id)).size).toBe(1600);
      expect(await world.transactions()).toHaveLength(1600);
    });

    it("treats records the service cannot tell apart as twins, even when their external_ids differ in content", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const plan = items(600);
      // Same payee, date and amount as row 0, other notes (so another content hash, occurrence 1 as well),
      // 550 items later: in the second batch.
      plan[550] = { row: plan[550]!.row, item: { ...plan[0]!.item, notes: "second visit", external_id: "i-twin" } };
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      expect(done.counts).toMatchObject({ inserted: 600, duplicates: 0 });
      expect(await world.transactions()).toHaveLength(600);
    });

    it("still skips the first twin when the budget already has it, and lands the second", async () => {
      const { world, outbox, spec, settled, account } = await deliveryWorld(version);
      const coffee = { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee" };
      await outbox.enqueue(spec(), [{ row: 2, item: { ...coffee, external_id: "typed-by-hand" } }]).then((j) => settled(j.id));
      const plan: PlannedItem[] = [
        { row: 2, item: { ...coffee, external_id: "coffee:1" }, occurrence: 1 },
        { row: 3, item: { ...coffee, external_id: "coffee:2" }, occurrence: 2 },
      ];
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      expect(done.counts).toMatchObject({ inserted: 1, duplicates: 1 });
      const landed = (await world.transactions()).filter((t) => t.manual_account_id === account.id);
      expect(landed.map((t) => t.external_id).sort()).toEqual(["coffee:2", "typed-by-hand"]);
    });
  });

  describe("twins do not slow delivery: 500 items per request", () => {
    it("delivers 1,600 rows with daily twins (1,200 checked, 400 later twins) in 4 requests", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const done = await settled((await outbox.enqueue(spec(), dailyTwins(400))).id, 60_000);
      expect(done.counts).toMatchObject({ total: 1600, inserted: 1600 });
      expect((await world.counters()).insertRequests).toBe(4);
    });

    it("delivers 3,000 rows with three identical fares a day among other rows in 6 requests", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      // The first fare of a day goes checked, the other two wait for it: 2,000 checked, 1,000 later twins.
      const plan: PlannedItem[] = [];
      for (let d = 0; d < 500; d++) {
        const date = new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
        const fare = (k: number): PlannedItem => ({
          row: plan.length + 2,
          item: { date, amount: "2.90", payee: "Metro", external_id: `fare-${date}:${k}` },
          occurrence: k,
        });
        const other = (what: string): PlannedItem => ({
          row: plan.length + 2,
          item: { date, amount: `${(d % 50) + 3}.25`, payee: `${what} ${d}`, external_id: `${what}-${d}` },
        });
        plan.push(fare(1), other("lunch"), fare(2), other("shop"), other("bus"), fare(3));
      }
      const done = await settled((await outbox.enqueue(spec(), plan)).id, 60_000);
      expect(done.counts).toMatchObject({ total: 3000, inserted: 3000, duplicates: 0 });
      expect((await world.counters()).insertRequests).toBe(6);
    });

    it("lets twins travel at once and together when the job does not use the service's check", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const done = await settled((await outbox.enqueue(spec({ skipDuplicates: false }), dailyTwins(250))).id, 60_000);
      expect(done.counts).toMatchObject({ total: 1000, inserted: 1000 });
      expect((await world.counters()).insertRequests).toBe(2);
    });
  });

  describe("attempts is the number of requests that carried the item", () => {
    it("counts requests refused with 429 and 500, and keeps counting after a retry on request", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      /** Requests that could carry the items: every one but the reads (a 500 is in doubt, and v1 reads it back). */
      const writes = async () => {
        const counters = await world.counters();
        return counters.requests - counters.reads;
      };
      const before = await writes();
      await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
      const job = await outbox.enqueue(spec(), items(2));
      expect((await settled(job.id)).counts.failed).toBe(2);
      await world.admin("PUT", "/faults", { p500: 0, p429: 1, retryAfterSeconds: 1, writesOnly: true });
      await outbox.retryFailed(job.id);
      await waitFor(
        () => outbox.report(job.id) as Promise<JobReport>,
        (r) => r.status === "waiting",
      );
      await world.admin("PUT", "/faults", { p429: 0 });
      expect((await settled(job.id)).counts.inserted).toBe(2);
      const requests = (await writes()) - before;
      // 3 failures (the dead letter), at least one 429, then the insert.
      expect(requests).toBeGreaterThanOrEqual(5);
      const report = (await outbox.report(job.id, { items: true }))!;
      expect(report.items?.map((i) => i.attempts)).toEqual([requests, requests]);
    });
  });

  describe("a 429 is honoured: nothing is sent before Retry-After", () => {
    it("waits on the alarm, then delivers", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await world.admin("PUT", "/faults", { p429: 1, retryAfterSeconds: 2 });
      const job = await outbox.enqueue(spec(), items(10));
      const waiting = await waitFor(
        () => outbox.report(job.id) as Promise<JobReport>,
        (r) => r.status === "waiting",
      );
      const resumesAt = Date.parse(waiting.resumes_at!);
      expect(waiting.waiting_for).toBe("rate_limit");
      await world.admin("PUT", "/faults", { p429: 0 });
      const before = (await world.counters()).requests;
      // An alarm that fires early (alarms are at-least-once) must still send nothing.
      await runDurableObjectAlarm(outbox);
      expect((await world.counters()).requests).toBe(before);
      const done = await settled(job.id);
      expect(done.counts.inserted).toBe(10);
      expect(Date.now()).toBeGreaterThanOrEqual(resumesAt);
    });
  });

  describe("5xx and dropped connections are retried with backoff, then dead-lettered", () => {
    it("retries a 500 until it succeeds", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await outbox.configure({ retry: { maxAttempts: 100, baseMs: 50, capMs: 200 } });
      await world.admin("PUT", "/faults", { p500: 1 });
      const job = await outbox.enqueue(spec(), items(4));
      await firstAttempt(outbox, job.id);
      await world.admin("PUT", "/faults", { p500: 0 });
      const done = await settled(job.id);
      expect(done.counts).toMatchObject({ inserted: 4, failed: 0 });
    });

    it("reports a job waiting after a 500 as waiting for a retry, with the service's error, not for the rate limit", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await outbox.configure({ retry: { maxAttempts: 100, baseMs: 2000, capMs: 2000 } });
      await world.admin("PUT", "/faults", { p500: 1 });
      const job = await outbox.enqueue(spec(), items(2));
      const waiting = await waitFor(
        () => outbox.report(job.id) as Promise<JobReport>,
        (r) => r.status === "waiting",
      );
      expect(waiting).toMatchObject({ waiting_for: "retry", last_error: expect.stringMatching(/500/) });
      await world.admin("PUT", "/faults", { p500: 0 });
      expect((await settled(job.id)).counts).toMatchObject({ inserted: 2 });
    });

    it("marks items failed with the reason after the last attempt, and retries them on request", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      // The service's writes fail; its reads answer (a 500 may have committed: v1 reads the batch back each time).
      await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
      const before = await world.counters();
      const job = await outbox.enqueue(spec(), items(4));
      const failed = await settled(job.id);
      expect(failed.status).toBe("failed");
      expect(failed.counts).toMatchObject({ failed: 4, inserted: 0, pending: 0 });
      const report = (await outbox.report(job.id, { items: true }))!;
      expect(report.items?.[0]).toMatchObject({ outcome: "failed", attempts: 3 });
      expect(report.items?.[0]?.reason).toMatch(/500/);
      const after = await world.counters();
      expect(after.requests - after.reads - (before.requests - before.reads)).toBe(3);

      await world.admin("PUT", "/faults", { p500: 0 });
      expect(await outbox.retryFailed(job.id)).toBe(4);
      expect((await settled(job.id)).counts).toMatchObject({ inserted: 4, failed: 0 });
    });

    it("delivers exactly once when the connection drops after the service committed", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      // Retries enough that a busy machine's slow fault switch cannot use them all up while every call still drops.
      await outbox.configure({ retry: { maxAttempts: 100, baseMs: 50, capMs: 200 } });
      await world.admin("PUT", "/faults", { pDrop: 1 });
      const job = await outbox.enqueue(spec(), items(20));
      await firstAttempt(outbox, job.id);
      await world.admin("PUT", "/faults", { pDrop: 0 });
      const done = await settled(job.id);
      // The replay met the service's external_id dedupe: reported as inserted by the first request.
      expect(done.counts).toMatchObject({ inserted: 20, duplicates: 0 });
      expect(await externalIds(world)).toHaveLength(20);
    });
  });

  describe("a 400 is isolated to the items it names; the rest is delivered", () => {
    it("marks the rejected item invalid with the service's message", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const plan = items(6);
      plan[3]!.item.currency = "not-a-currency";
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      expect(done.counts).toMatchObject({ inserted: 5, invalid: 1 });
      const bad = (await outbox.report(done.id, { items: true }))!.items!.find((i) => i.outcome === "invalid")!;
      expect(bad.row).toBe(5);
      expect(bad.reason).toMatch(/currency/i);
      expect(await externalIds(world)).toHaveLength(5);
    });
  });

  describe("a job whose upload died mid-file is closed, and its report says so", () => {
    it("seals an open job that received nothing for an hour on the next tick", async () => {
      const { outbox, spec, settled } = await deliveryWorld(version);
      const id = await outbox.openJob(spec());
      await outbox.append(id, items(3));
      expect((await outbox.report(id))!.status).not.toBe("done");
      await runInDurableObject(outbox, (_instance: Outbox, state) => {
        state.storage.sql.exec(`UPDATE jobs SET updated_at = updated_at - 2 * 3600 * 1000 WHERE id = ?`, id);
      });
      await outbox.tick();
      const done = await settled(id);
      expect(done.counts.inserted).toBe(3);
      expect(done.status).toBe("done_with_errors");
      expect((await outbox.rowNotes(id))!.rows).toContainEqual(
        expect.objectContaining({ row: 5, outcome: "error", reason: expect.stringMatching(/stopped/) }),
      );
    });
  });

  describe("finished jobs are forgotten after 90 days; the cash ledger is not", () => {
    it("purges old finished jobs on the tick and still skips their cash ids", async () => {
      const { outbox, spec, settled } = await deliveryWorld(version);
      const old = await settled((await outbox.enqueue(spec({ manualAccountId: null }), items(2, "cash"))).id);
      const recent = await settled((await outbox.enqueue(spec(), items(1, "recent"))).id);
      await runInDurableObject(outbox, (_instance: Outbox, state) => {
        state.storage.sql.exec(`UPDATE jobs SET created_at = created_at - 91 * 24 * 3600 * 1000 WHERE id = ?`, old.id);
      });
      await outbox.tick();
      expect(await outbox.report(old.id)).toBeNull();
      expect(await outbox.report(recent.id)).not.toBeNull();
      const again = await settled((await outbox.enqueue(spec({ manualAccountId: null }), items(2, "cash"))).id);
      expect(again.counts).toMatchObject({ inserted: 0, duplicates: 2 });
    });
  });

  describe("a 400 that names no item is bisected until it does", () => {
    it("isolates the one bad item of 40 in a few requests and delivers the rest", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await world.admin("PUT", "/faults", { anonymous400: true });
      const plan = items(40);
      plan[29]!.item.currency = "not-a-currency";
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      expect(done.counts).toMatchObject({ inserted: 39, invalid: 1 });
      const bad = (await outbox.report(done.id, { items: true }))!.items!.find((i) => i.outcome === "invalid")!;
      expect(bad.row).toBe(31);
      expect(bad.reason).toMatch(/currency/i);
      // 40 → 20 → 10 → 5 → 3 → 2 → 1: logarithmic, not one request per item.
      expect((await world.counters()).requests).toBeLessThan(20);
      expect(await externalIds(world)).toHaveLength(39);
    });
  });

  describe("a 401 gets one fresh credential and one retry, then the connection pauses", () => {
    it("uses a credential replaced since the job started", async () => {
      const { world, outbox, spec, settled, connectAgain } = await deliveryWorld(version);
      const job = await outbox.enqueue(spec(), items(3));
      await settled(job.id);
      await world.admin("DELETE", "/tokens");
      const { token } = await world.admin<{ token: string }>("POST", "/tokens", {});
      await connectAgain(token);
      const next = await settled((await outbox.enqueue(spec(), items(3, "j"))).id);
      expect(next.counts.inserted).toBe(3);
    });

    it("pauses after the second 401 and resumes when a credential works again", async () => {
      const { world, outbox, spec, connectionId, connectAgain, settled } = await deliveryWorld(version);
      await settled((await outbox.enqueue(spec(), items(1, "warm"))).id); // caches the credential
      await world.admin("DELETE", "/tokens");
      const before = (await world.counters()).requests;
      const job = await outbox.enqueue(spec(), items(3));
      const paused = await waitFor(
        () => outbox.report(job.id) as Promise<JobReport>,
        (r) => r.status === "paused",
      );
      expect(paused.counts.pending).toBe(3);
      // The credential was asked for a fresh token once; a developer token nobody replaced has none, so
      // the refused token is not sent again: one request in all, then the connection waits for a person.
      expect((await world.counters()).requests - before).toBe(1);

      expect(await outbox.resumeConnection(connectionId)).toBe(false);
      const { token } = await world.admin<{ token: string }>("POST", "/tokens", {});
      await connectAgain(token);
      expect(await outbox.resumeConnection(connectionId)).toBe(true);
      expect((await settled(job.id)).counts.inserted).toBe(3);
    });
  });

  describe("a crash between send and commit loses nothing and duplicates nothing", () => {
    it("replays the interrupted batch; the service's external_id dedupe absorbs it", async () => {
      const { world, outbox, spec, stubOf } = await crashingWorld(version, { crashAtAnswer: 1 });
      const job = await outbox.enqueue(spec(), items(50));
      // The request reached the service, but the instance died before it stored the answer.
      await waitFor(
        () => externalIds(world),
        (ids) => ids.length === 50,
      );
      // The old instance is gone: its stub says why.
      const broken = await outbox.report(job.id).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(broken).toContain("simulated crash");
      // The runtime retries the failed alarm on its own (alarms are at-least-once), in a new instance.
      const revived = stubOf();
      const done = await waitFor(
        () => revived.report(job.id) as Promise<JobReport>,
        (r) => r.status === "done",
      );
      expect(done.counts).toMatchObject({ inserted: 50, duplicates: 0, pending: 0 });
      expect(await externalIds(world)).toHaveLength(50);
    });
  });

  describe("a crash in the middle of a job of several batches replays only the batch it interrupted", () => {
    it("commits the first batch, settles the second again, sends the third: 1,200 inserted once each", async () => {
      const { world, outbox, spec, stubOf } = await crashingWorld(version, { crashAtAnswer: 2 });
      const before = (await world.counters()).insertRequests;
      const job = await outbox.enqueue(spec(), items(1200));
      // Batches of 500: the second reached the service, and the instance died before it stored the answer.
      await waitFor(
        () => externalIds(world),
        (ids) => ids.length >= 1000,
      );
      const revived = stubOf();
      const done = await waitFor(
        () => revived.report(job.id) as Promise<JobReport>,
        (r) => r.status === "done",
        60_000,
      );
      expect(done.counts).toMatchObject({ inserted: 1200, duplicates: 0, pending: 0 });
      const ids = await externalIds(world);
      expect(ids).toHaveLength(1200);
      expect(new Set(ids).size).toBe(1200);
      // The committed first batch is never sent again. v2 replays the interrupted one (its answer per item
      // settles it); v1 reads it back instead (its answer names no items): three batches and one replay, or three.
      expect((await world.counters()).insertRequests - before).toBe(version === "v1" ? 3 : 4);
    });
  });

  describe("a write answered with a 5xx, cut or timed out after the service committed it is in doubt, not refused", () => {
    it.each([500, 502, 504, "cut", "timeout"] as const)(
      "a batch committed then lost as %s is inserted by this job, and Remove this import removes all of it",
      async (lost) => {
        // 1,200 rows: three batches of 500; the second is committed, and its answer lost.
        const { world, outbox, spec, settled } = await crashingWorld(version, { failAfterCommitAt: 2, failAfterCommitWith: lost });
        const job = await outbox.enqueue(spec(), items(1200));
        const done = await settled(job.id, 60_000);
        expect(done.counts).toMatchObject({ inserted: 1200, duplicates: 0, failed: 0 });
        expect(await externalIds(world)).toHaveLength(1200);
        if (version === "v1") return; // v1 cannot delete in bulk: its removal keeps every row, saying why.
        await outbox.removeImport(job.id, spec().connectionId);
        const removed = await waitFor(
          () => outbox.report(job.id) as Promise<JobReport>,
          (r) => r.counts.pending + r.counts.removing === 0,
          60_000,
        );
        expect(removed.counts).toMatchObject({ removed: 1200, kept: 0 });
        expect(await externalIds(world)).toHaveLength(0);
      },
      90_000,
    );
  });

  describe("jobs of several connections share the gate round-robin", () => {
    it("a receipt enqueued behind a large upload is not starved", async () => {
      const big = await deliveryWorld(version, { rateLimit: { limit: 6, windowMs: 1000 } });
      const small = await deliveryWorld(version);
      // Both connections go through one Outbox (one gate): use the big test's instance for both.
      const outbox = big.outbox;
      await small.connectAgain(small.world.token);
      const upload = await outbox.enqueue(big.spec(), items(5000, "big"));
      const receipt = await outbox.enqueue(small.spec({ manualAccountId: small.account.id }), items(1, "receipt"));
      const receiptDone = await waitFor(
        () => outbox.report(receipt.id) as Promise<JobReport>,
        (r) => r.status === "done",
      );
      expect(receiptDone.counts.inserted).toBe(1);
      const uploadNow = (await outbox.report(upload.id))!;
      expect(uploadNow.counts.inserted).toBeLessThanOrEqual(1000);
      expect(uploadNow.counts.pending).toBeGreaterThan(0);
    });
  });
});
