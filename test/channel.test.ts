// deliverPlan: a plan's chunks are stored in order, one in flight while the next is read, and a plan cut short
// (by its input or by the Outbox) is reported from the last chunk stored.
import { describe, expect, it } from "vitest";
import { DeliveryCut, deliverPlan } from "../src/channel";
import type { JobSpec } from "../src/outbox";
import type { PlanChunk } from "../src/formats/contract";

const spec = { connectionId: "c1", channel: "csv", manualAccountId: 1, applyRules: true, skipDuplicates: true } as unknown as JobSpec;

/** A chunk of one item on `row`. */
const chunk = (row: number): PlanChunk => ({
  profile: {},
  items: [{ row, item: { date: "2026-10-01", amount: "1.00", external_id: `x${row}` } }],
  rows: [{ row, outcome: "planned" }],
});

/** An Outbox whose appends settle only when the test lets them, recording what happens in order. */
function fakeOutbox(failing: Set<number> = new Set()) {
  const events: string[] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const box = {
    openJob: async () => "job-1",
    append: (_job: string, items: PlanChunk["items"], rows: PlanChunk["rows"]) => {
      const name = items[0] ? `row ${items[0].row}` : `note "${rows[0]?.reason}"`;
      events.push(`append ${name}`);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      return new Promise<void>((resolve, reject) => {
        waiting.push(() => {
          inFlight--;
          events.push(`stored ${name}`);
          if (items[0] && failing.has(items[0].row)) reject(new Error("SQLITE_FULL"));
          else resolve();
        });
      });
    },
    seal: async () => {
      events.push("seal");
      return null;
    },
  };
  // Lets every append settle a moment after it is asked (as a Durable Object's answer comes later).
  const pump = setInterval(() => waiting.splice(0).forEach((settle) => settle()), 1);
  const env = { OUTBOX: { idFromName: () => "id", get: () => box } } as unknown as { OUTBOX: Env["OUTBOX"] };
  return { env, events, mostInFlight: () => mostInFlight, stop: () => clearInterval(pump) };
}

/** The chunks after the first, each read after the previous one was handed over; `fail` throws when reading that row. */
async function* rest(rows: number[], events: string[], fail?: number): AsyncGenerator<PlanChunk> {
  for (const row of rows) {
    events.push(`read row ${row}`);
    if (row === fail) throw new Error("bad bytes");
    yield chunk(row);
  }
}

describe("chunks are stored in file order, one in flight while the next is read", () => {
  it("reads the next chunk before the last one is stored, never sends two at once, and seals after the last", async () => {
    const outbox = fakeOutbox();
    try {
      const delivered = await deliverPlan(outbox.env, spec, chunk(1), rest([2, 3], outbox.events), String);
      expect(delivered.rows.planned).toBe(3);
      expect(outbox.events).toEqual([
        "append row 1",
        "read row 2",
        "stored row 1",
        "append row 2",
        "read row 3",
        "stored row 2",
        "append row 3",
        "stored row 3",
        "seal",
      ]);
      expect(outbox.mostInFlight()).toBe(1);
    } finally {
      outbox.stop();
    }
  });
});

describe("a plan cut short is reported from the last chunk stored", () => {
  it("input that fails to read: the chunk being stored lands first, then the note after it", async () => {
    const outbox = fakeOutbox();
    try {
      const cut = await deliverPlan(outbox.env, spec, chunk(1), rest([2, 3], outbox.events, 3), (e) => (e as Error).message).catch(
        (e: unknown) => e,
      );
      expect(cut).toBeInstanceOf(DeliveryCut);
      expect(cut).toMatchObject({ lastRow: 2, storage: false, reason: "bad bytes" });
      expect(outbox.events.slice(-4)).toEqual([
        "stored row 2",
        'append note "not read from here on: bad bytes"',
        'stored note "not read from here on: bad bytes"',
        "seal",
      ]);
    } finally {
      outbox.stop();
    }
  });

  it("a chunk whose reports end in a run of rows: the note goes after the run's last row", async () => {
    const outbox = fakeOutbox();
    try {
      const run: PlanChunk = {
        profile: {},
        items: [2, 3, 4, 5].map((row) => ({ row, item: { date: "2026-10-01", amount: "1.00", external_id: `x${row}` } })),
        rows: [{ row: 2, to_row: 5, outcome: "planned" }],
      };
      const cut = await deliverPlan(outbox.env, spec, run, rest([6], outbox.events, 6), String).catch((e: unknown) => e);
      expect(cut).toMatchObject({ lastRow: 5, storage: false });
    } finally {
      outbox.stop();
    }
  });

  it("an Outbox that cannot store a chunk: a storage failure after the last chunk it took, whatever was read meanwhile", async () => {
    const outbox = fakeOutbox(new Set([2]));
    try {
      const cut = await deliverPlan(outbox.env, spec, chunk(1), rest([2, 3, 4], outbox.events), String).catch((e: unknown) => e);
      expect(cut).toBeInstanceOf(DeliveryCut);
      expect(cut).toMatchObject({ lastRow: 1, storage: true, reason: "Intake could not store the rest of the input" });
      expect(outbox.events).not.toContain("append row 3");
    } finally {
      outbox.stop();
    }
  });

  it("an Outbox that fails while the input fails too: the storage failure is what is reported", async () => {
    const outbox = fakeOutbox(new Set([2]));
    try {
      const cut = await deliverPlan(outbox.env, spec, chunk(1), rest([2, 3], outbox.events, 3), String).catch((e: unknown) => e);
      expect(cut).toMatchObject({ lastRow: 1, storage: true });
    } finally {
      outbox.stop();
    }
  });
});
