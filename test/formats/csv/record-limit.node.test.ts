// A record is held whole until it ends: past MAX_RECORD_CHARS, or MAX_RECORD_CELLS cells, the file is refused (a 422
// naming the record's row) instead of running the isolate out of memory, whether read whole or streamed in pieces.
import { describe, expect, it } from "vitest";
import { planCsv, SourceInputError, streamCsvPlan } from "../../../src/formats/csv";
import { MAX_RECORD_CELLS, MAX_RECORD_CHARS } from "../../../src/formats/csv/read/structure";
import { typicalCsv, worstCsv } from "../../support/worst-inputs";

const SIZE = 16 * 1024 * 1024;
/** The row the worst cases' record starts on: after the typical 64 KB of rows they are made behind. */
const ROW = typicalCsv(64 * 1024).split("\n").length;
const REFUSED = new RegExp(`^row ${ROW}: the record starting here (is longer than 4 MB|has more than 16,384 cells)`);

const enc = (text: string) => new TextEncoder().encode(text);

async function streamed(bytes: Uint8Array): Promise<number> {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) c.enqueue(bytes.subarray(at, at + 64 * 1024));
      c.close();
    },
  });
  let items = 0;
  for await (const chunk of streamCsvPlan(body, { accountId: 1 })) items += chunk.items.length;
  return items;
}

function refusal(read: () => unknown): SourceInputError {
  try {
    read();
  } catch (e) {
    if (e instanceof SourceInputError) return e;
    throw e;
  }
  throw new Error("read, not refused");
}

async function streamedRefusal(bytes: Uint8Array): Promise<SourceInputError> {
  try {
    await streamed(bytes);
  } catch (e) {
    if (e instanceof SourceInputError) return e;
    throw e;
  }
  throw new Error("read, not refused");
}

describe("a 16 MB file of one quoted cell is refused, naming the row the cell starts on", () => {
  for (const shape of ["one quoted cell", "one quoted cell of line ends", "one cell of quotes"]) {
    it(`${shape}: whole and streamed`, async () => {
      const bytes = enc(worstCsv(SIZE)[shape]?.() ?? "");
      expect(bytes.length).toBeGreaterThan(SIZE - 16);
      expect(refusal(() => planCsv(bytes, { accountId: 1 })).message).toMatch(REFUSED);
      expect((await streamedRefusal(bytes)).message).toMatch(REFUSED);
    }, 60_000);
  }
});

describe("a 16 MB file of one row is refused, naming the row", () => {
  for (const shape of ["one line", "a row of a million cells"]) {
    it(`${shape}: whole and streamed`, async () => {
      const bytes = enc(worstCsv(SIZE)[shape]?.() ?? "");
      expect(refusal(() => planCsv(bytes, { accountId: 1 })).message).toMatch(REFUSED);
      expect((await streamedRefusal(bytes)).message).toMatch(REFUSED);
    }, 60_000);
  }
});

describe("a record just under the limits is read as a row", () => {
  it("one line and a quoted cell of line ends a little under MAX_RECORD_CHARS", async () => {
    const under = 64 * 1024 + MAX_RECORD_CHARS - 1024;
    for (const shape of ["one line", "one quoted cell of line ends"]) {
      const bytes = enc(worstCsv(under)[shape]?.() ?? "");
      expect(planCsv(bytes, { accountId: 1 }).items.length).toBeGreaterThan(600);
      expect(await streamed(bytes)).toBeGreaterThan(600);
    }
  }, 60_000);
  it(`a row of ${MAX_RECORD_CELLS} cells is read; one more cell refuses the file, naming the row`, async () => {
    const rows = typicalCsv(64 * 1024);
    const wide = (cells: number) => enc(`${rows}${rows.endsWith("\n") ? "" : "\n"}${";".repeat(cells - 1)}\n`);
    expect(planCsv(wide(MAX_RECORD_CELLS), { accountId: 1 }).items.length).toBeGreaterThan(600);
    expect(await streamed(wide(MAX_RECORD_CELLS))).toBeGreaterThan(600);
    expect(refusal(() => planCsv(wide(MAX_RECORD_CELLS + 1), { accountId: 1 })).message).toMatch(/has more than 16,384 cells/);
    expect((await streamedRefusal(wide(MAX_RECORD_CELLS + 1))).message).toMatch(/has more than 16,384 cells/);
  }, 60_000);
});
