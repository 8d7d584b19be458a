// The source contract, kept by every adapter the registry lists and the CSV reader's: each plans its sample whole and
// streamed alike, in the service's sign, and a statement format says its limit, its accounts and its balance.
import { describe, expect, it } from "vitest";
import type { PlanChunk, SourceAdapter } from "../../src/formats/contract";
import { csvAdapter } from "../../src/formats/csv/adapter";
import { STATEMENT_ADAPTERS } from "../../src/formats/statements";
import { rowsOf } from "../../src/plan";
import { SAMPLES } from "./samples";

const ADAPTERS: SourceAdapter[] = [...STATEMENT_ADAPTERS, csvAdapter as SourceAdapter];
const each = ADAPTERS.map((a) => [a.format, a] as const);
const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();

describe("an adapter recognises its own format's first bytes", () => {
  it.each(each)("%s", (format, adapter) => {
    expect(adapter.recognizes(SAMPLES[format]!)).toBe(true);
  });
});

describe("plan() gives items in the service's sign (positive is money out), a row report each, and the profile", () => {
  it.each(each)("%s", (format, adapter) => {
    const plan = adapter.plan(SAMPLES[format]!, { accountId: 7 });
    expect(plan.items.map((i) => [i.item.date, Number(i.item.amount)])).toEqual([
      ["2025-03-03", 12.5],
      ["2025-03-05", -1000],
    ]);
    expect(plan.rows.filter((r) => r.outcome === "planned").reduce((n, r) => n + rowsOf(r), 0)).toBe(2);
    expect(plan.profile).toBeDefined();
  });
});

describe("stream() gives in chunks what plan() gives at once, the same profile on every chunk", () => {
  it.each(each)("%s", async (format, adapter) => {
    const chunks: PlanChunk[] = [];
    for await (const chunk of adapter.stream(streamOf(SAMPLES[format]!), { accountId: 7 }, 1)) chunks.push(chunk);
    const whole = adapter.plan(SAMPLES[format]!, { accountId: 7 });
    expect(chunks.flatMap((c) => c.items).map((i) => i.item.external_id)).toEqual(whole.items.map((i) => i.item.external_id));
    expect(new Set(chunks.map((c) => c.profile)).size).toBe(1);
  });
});

describe("a statement format read whole says its limit, its accounts, and its balance", () => {
  it.each(each.filter(([, a]) => a.whole))("%s", (format, adapter) => {
    expect(adapter.whole!.maxBytes).toBeGreaterThan(SAMPLES[format]!.length);
    const { profile } = adapter.plan(SAMPLES[format]!, { accountId: 7 });
    if (adapter.fileAccounts) expect(adapter.fileAccounts(profile)).toHaveLength(1);
    if (adapter.statementBalance) expect(adapter.statementBalance(profile)?.amount).toMatch(/^-?987\.50*$/);
  });

  it("is every statement format but QIF, which names no account", () => {
    expect(each.filter(([, a]) => a.fileAccounts).map(([f]) => f)).toEqual(["ofx", "mt940", "camt"]);
  });
});

describe("a format whose first part can stand for it cuts that part at its last whole record", () => {
  it.each(each.filter(([, a]) => a.headOf))("%s", (format, adapter) => {
    const bytes = new Uint8Array([...SAMPLES[format]!, 0x0a, ...SAMPLES[format]!]);
    const head = adapter.headOf!(bytes.subarray(0, bytes.length - 3));
    expect(head).not.toBeNull();
    expect(bytes.subarray(0, head!.length)).toEqual(head);
    expect(head!.length).toBeLessThan(bytes.length);
  });
});
