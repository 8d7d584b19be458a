// A delivery kind, a balance-source kind and a bank format that production does not have, each its own module and
// one line in its table, as a new one would be: the test build (test-worker.ts) adds them, and
// test/http/kinds.test.ts shows each working end to end — the routes, the Outbox and the pages follow the line.
import * as z from "zod";
import { SOURCE_KINDS } from "../../src/balance-sources/kinds";
import type { SourceKindDescriptor } from "../../src/balance-sources/kinds/descriptor";
import type { AnyProfile, SourceAdapter } from "../../src/formats/contract";
import { FORMATS, registered } from "../../src/formats/registry";
import type { ImportPlan, PlannedItem, RowReport } from "../../src/plan";
import { ok } from "../../src/result";
import type { KindDescriptor } from "../../src/outbox/kinds/descriptor";
import { KINDS } from "../../src/outbox/kinds/index";

/** Why the dummy kind is not delivered through the legacy interface (what a real kind's descriptor says). */
export const NOTE_NOT_ON_V1 = "not noted: the legacy v1 interface has no notes";

/** Job kind `dummy_note`: each item is "noted" after one GET /me through the gate; nothing is removed. */
export const dummyNote: KindDescriptor = {
  deliver: async (ctx, job, now) => {
    const work = ctx.job(job);
    const pending = work.pending(100, false);
    if (pending.length === 0) return 0;
    if (ctx.unserved) {
      for (const { seq } of pending) work.settle(seq, "invalid", null, ctx.unserved);
      work.serveAgainNow();
      return 0;
    }
    const seqs = pending.map((p) => p.seq);
    const attempt = ctx.open(job, seqs, now);
    if (!attempt) return 0;
    const sent = await attempt.send(() => ctx.target.identify());
    if (!sent.ok) return ctx.requests;
    for (const seq of seqs) work.settle(seq, "inserted", null, null);
    attempt.done();
    work.serveAgainNow();
    return ctx.requests;
  },
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: { v1: NOTE_NOT_ON_V1 },
  words: {
    title: [{ says: "Dummy notes" }],
    rows: [{ says: "{total:note}" }],
    done: [{ if: "inserted", says: "{inserted:note} noted{trouble}" }],
    item: null,
    outcomes: { inserted: "noted" },
    amounts: "transaction",
  },
};

const FixedSettings = z.strictObject({ balance: z.string().regex(/^\d+(\.\d+)?$/) });

/** Balance-source kind `fixed`: the balance its settings say, every run. */
export const fixedBalance: SourceKindDescriptor<z.output<typeof FixedSettings>> = {
  name: "fixed",
  schema: FixedSettings,
  misfit: () => null,
  read: async (source, { now }) => ok({ balance: source.settings.balance, asOf: now.toISOString().slice(0, 10), sourceRequests: 0 }),
  rewritesHistory: false,
  statesBankBalance: false,
  form: {
    id: "fixed",
    title: "Fixed balance",
    source: "from a fixed amount",
    fields: [{ type: "target" }, { type: "decimal", id: "fixed-balance", field: "balance", label: "Balance" }],
  },
};

/** Bank format `dummy`: a first line "DUMMY", then "date;amount;payee" lines (amount: money out positive). */
export const dummyFormat: SourceAdapter = {
  format: "dummy",
  name: "Dummy",
  recognizes: (head) => new TextDecoder().decode(head.subarray(0, 6)) === "DUMMY\n",
  plan: (bytes, options) => planLines(bytes, options.accountId),
  stream: async function* (input, options) {
    yield planLines(new Uint8Array(await new Response(input).arrayBuffer()), options.accountId);
  },
};

function planLines(bytes: Uint8Array, accountId: number | null): ImportPlan & { profile: AnyProfile & { format: "dummy" } } {
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [{ row: 1, outcome: "ignored", reason: "header" }];
  new TextDecoder()
    .decode(bytes)
    .split("\n")
    .slice(1)
    .forEach((line, i) => {
      const [date = "", amount = "", payee = ""] = line.split(";");
      if (!line.trim()) return;
      items.push({ row: i + 2, item: { date, amount, payee, external_id: `dummy:${accountId ?? "cash"}:${date}:${amount}:${payee}` } });
      rows.push({ row: i + 2, outcome: "planned" });
    });
  return { items, rows, profile: { format: "dummy" } };
}

// The one line each, in its table.
Object.assign(KINDS, { dummy_note: dummyNote });
Object.assign(SOURCE_KINDS, { fixed: fixedBalance });
FORMATS.unshift(registered(dummyFormat, { name: "Dummy", extensions: ["dummy"], mediaTypes: [], mailedAsBankFile: true }));
