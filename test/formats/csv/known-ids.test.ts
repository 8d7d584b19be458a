// The ids a re-import must meet again: computed once from a bank-style file and pinned, so a faster way of
// hashing or counting (external-id.ts, row-planner.ts) that changed one id would fail here, not in a user's
// second import of the same file (which must come back all duplicates).
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import { hash64 } from "../../../src/ids";
import { exportText } from "../../../bench/csv/generate.mjs";

const bytes = (rows: number, seed: number) => new TextEncoder().encode(exportText(rows, seed) as string);
const idsOf = (b: Uint8Array, accountId: number | null) => planCsv(b, { accountId }).items.map((i) => i.item.external_id);

describe("a file's external_ids are the ones it always had", () => {
  it("pins 6,000 rows of a German export (runs of one day, repeats, a running balance) for an account", () => {
    const ids = idsOf(bytes(6000, 42), 1);
    expect(ids.length).toBe(6000);
    expect(ids.slice(0, 3)).toEqual(PINNED_FIRST);
    expect(hash64(ids.join("\n"))).toBe(PINNED_ACCOUNT_DIGEST);
  });
  it("pins the same kind of file for cash (no account), another seed", () => {
    const ids = idsOf(bytes(3000, 7), null);
    expect(hash64(ids.join("\n"))).toBe(PINNED_CASH_DIGEST);
  });
  it("gives a repeated row its occurrence after the first", () => {
    const text = new TextDecoder().decode(bytes(20, 42));
    const lines = text.split("\n");
    // Lines 0–3 are the preamble and the header: line 6 is the third row, written twice.
    const twice = [...lines.slice(0, 7), ...lines.slice(6)].join("\n");
    const ids = idsOf(new TextEncoder().encode(twice), 1);
    expect(ids.length).toBe(21);
    expect(ids[2]).toBe("h:dcec104124ccd11c:1");
    expect(ids[3]).toBe("h:dcec104124ccd11c:2");
  });
});

const PINNED_FIRST = ["h:5549f862c80ba716:1", "h:6648096a619927c0:1", "h:c57d9a96e38591b0:1"];
const PINNED_ACCOUNT_DIGEST = "9355b5a710b11e52";
const PINNED_CASH_DIGEST = "6b7388907535c66b";
