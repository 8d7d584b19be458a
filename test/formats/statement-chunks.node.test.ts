// Statements of any size are handed on as CSV's plans are: chunks of at most the chunk size, every row once.
import { describe, expect, it } from "vitest";
import type { PlanChunk, SourceAdapter } from "../../src/formats/contract";
import { SourceInputError } from "../../src/formats/errors";
import { adapterFor } from "../support/adapters";
import {
  chunksOf,
  fitsWhole,
  linesStartingWith,
  MAX_STATEMENT_TRANSACTIONS,
  openingTags,
  readWholeThenChunk,
} from "../../src/formats/statement-chunks";
import { camtStatement, mt940Statement, ofxStatement, qifStatement } from "../support/statements";

const enc = (s: string) => new TextEncoder().encode(s);
const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();

async function chunks(adapter: SourceAdapter, bytes: Uint8Array): Promise<PlanChunk[]> {
  const out: PlanChunk[] = [];
  for await (const chunk of adapter.stream(streamOf(bytes), { accountId: 7, settings: {} }, 1000)) out.push(chunk);
  return out;
}

describe.each([
  ["ofx", ofxStatement],
  ["qif", qifStatement],
  ["camt", camtStatement],
  ["mt940", mt940Statement],
])("a %s statement of 2,500 transactions streams in chunks of at most 1,000 items", (format, write) => {
  it("gives 1,000 + 1,000 + 500 items, each row reported once, the same items as the whole plan", async () => {
    const bytes = enc(write(2500));
    const adapter = adapterFor(bytes);
    expect(adapter.format).toBe(format);
    const got = await chunks(adapter, bytes);
    expect(got.map((c) => c.items.length)).toEqual([1000, 1000, 500]);
    const rows = got.flatMap((c) => c.rows);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.row)).size).toBe(2500);
    expect(rows.every((r) => r.outcome === "planned")).toBe(true);
    // A chunk's rows reach its last item's row, no further.
    for (const c of got.slice(0, -1)) expect(c.rows.at(-1)!.row).toBe(c.items.at(-1)!.row);
    const whole = adapter.plan(bytes, { accountId: 7, settings: {} });
    expect(got.flatMap((c) => c.items)).toEqual(whole.items);
    expect(new Set(whole.items.map((i) => i.item.external_id)).size).toBe(2500);
  });
});

describe("a statement is read whole up to its size limit, and refused past it", () => {
  const planned = (bytes: Uint8Array) => adapterFor(bytes).plan(bytes, { accountId: 7, settings: {} });
  const stream = (maxBytes: number) =>
    readWholeThenChunk({ what: "a test file", maxBytes, countTransactions: () => 0 }, (bytes) => planned(bytes));

  it("within the limit: the whole plan, in chunks", async () => {
    const bytes = enc(qifStatement(3));
    const got: PlanChunk[] = [];
    for await (const chunk of stream(bytes.length)(streamOf(bytes), { accountId: 7 }, 2)) got.push(chunk);
    expect(got.map((c) => c.items.length)).toEqual([2, 1]);
  });

  it("one byte past it: a SourceInputError naming the format and the limit in MB", async () => {
    const bytes = enc(qifStatement(3));
    const read = async () => {
      for await (const _ of stream(bytes.length - 1)(streamOf(bytes), { accountId: 7 }, 2));
    };
    await expect(read()).rejects.toThrow(SourceInputError);
    await expect(read()).rejects.toThrow(/^a test file over [\d.]+ MB is not read$/);
  });
});

describe.each([
  ["ofx", ofxStatement],
  ["qif", qifStatement],
  ["camt", camtStatement],
  ["mt940", mt940Statement],
])("a %s statement holds at most 50,000 transactions: more is refused before it is parsed", (_format, write) => {
  const atMost = enc(write(MAX_STATEMENT_TRANSACTIONS));
  const over = enc(write(MAX_STATEMENT_TRANSACTIONS + 1));
  const adapter = adapterFor(over);
  const refusal = /of more than 50,000 transactions is not read \(this one has about 50,001\): export a shorter period$/;

  it("counts its transactions in the bytes: 50,000 pass, 50,001 do not", () => {
    expect(() => fitsWhole(atMost, adapter.whole!)).not.toThrow();
    expect(() => fitsWhole(over, adapter.whole!)).toThrow(refusal);
  });

  it("refuses it whole, streamed, and for several accounts at once, with a SourceInputError", async () => {
    expect(() => adapter.plan(over, { accountId: 7, settings: {} })).toThrow(SourceInputError);
    await expect(chunks(adapter, over)).rejects.toThrow(refusal);
    if (adapter.planAccounts) expect(() => adapter.planAccounts!(over, [{ accountId: 7, settings: {} }])).toThrow(refusal);
  });
});

describe("the transactions are counted as the parsers read them: any case, blanks in tags, prefixes, CR-only and @@ lines", () => {
  const refusal = /of more than 50,000 transactions is not read \(this one has about 50,001\)/;
  it.each([
    [
      "ofx, lowercase tags",
      ofxStatement,
      (text: string) => text.replace(/<(\/?)([A-Z.]+)/g, (_m, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}`),
    ],
    ["camt, a blank before the tag's end", camtStatement, (text: string) => text.replaceAll("<Ntry>", "<Ntry >")],
    ["camt, a namespace prefix", camtStatement, (text: string) => text.replaceAll("<Ntry>", "<c:Ntry>").replaceAll("</Ntry>", "</c:Ntry>")],
    ["qif, CR-only line ends", qifStatement, (text: string) => text.replace(/\r?\n/g, "\r")],
    ["mt940, @@ line ends (FinTS)", mt940Statement, (text: string) => text.replace(/\n/g, "@@")],
    [
      "ofx, a namespace prefix",
      ofxStatement,
      (text: string) => text.replaceAll("<STMTTRN>", "<ofx:STMTTRN>").replaceAll("</STMTTRN>", "</ofx:STMTTRN>"),
    ],
  ])("%s", (_dialect, write, dialect) => {
    const over = enc(dialect(write(MAX_STATEMENT_TRANSACTIONS + 1)));
    const atMost = enc(dialect(write(MAX_STATEMENT_TRANSACTIONS)));
    // The count alone: the test's entries are longer than a bank's, and a file this size may pass the byte limit first.
    const whole = { ...adapterFor(enc(write(1))).whole!, maxBytes: Number.MAX_SAFE_INTEGER };
    expect(whole.countTransactions(atMost)).toBe(MAX_STATEMENT_TRANSACTIONS);
    expect(() => fitsWhole(over, whole)).toThrow(refusal);
  });

  it("counts an element, not another whose name begins the same", () => {
    expect(openingTags(enc("<Ntry><NtryRef>1</NtryRef><NtryDtls/></Ntry><ntry\n>"), "Ntry")).toBe(2);
    expect(linesStartingWith(enc("D1/2/24\r^\r\nD2/2/24\n^\nx^"), "^")).toBe(2);
  });
});

describe("a run of row reports across a chunk's last item is cut there", () => {
  it("gives each chunk the part of the run up to its last item, and the next the rest", () => {
    const items = [2, 3, 4, 5, 6].map((row) => ({ row, item: { date: "2024-01-01", amount: "1.00", external_id: `x:${row}` } }));
    const plan = {
      profile: {},
      items,
      rows: [
        { row: 1, outcome: "ignored" as const, reason: "header" },
        { row: 2, to_row: 6, outcome: "planned" as const },
        { row: 7, to_row: 9, outcome: "ignored" as const, reason: "footer" },
      ],
    };
    expect([...chunksOf(plan, 2)].map((c) => [c.items.map((i) => i.row), c.rows])).toEqual([
      [
        [2, 3],
        [
          { row: 1, outcome: "ignored", reason: "header" },
          { row: 2, to_row: 3, outcome: "planned" },
        ],
      ],
      [[4, 5], [{ row: 4, to_row: 5, outcome: "planned" }]],
      [
        [6],
        [
          { row: 6, outcome: "planned" },
          { row: 7, to_row: 9, outcome: "ignored", reason: "footer" },
        ],
      ],
    ]);
  });
});
