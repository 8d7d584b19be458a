// A workbook in a ZIP is bounded by what it unpacks to, as its central directory declares it, before it is read:
// a sheet of empty cells packs many times smaller than the text the reader would hold.
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { MAX_UNPACKED_BYTES, spreadsheetAsText } from "../../../src/formats/sheets";
import { unpackedBytes } from "../../../src/formats/sheets/unpacked-size";

const book = (bookType: "xlsx" | "ods", compression: boolean) => {
  const wb = utils.book_new();
  const rows = [["Date", "Description", "Amount"]];
  for (let i = 0; i < 200; i++) rows.push([`2025-01-${String((i % 28) + 1).padStart(2, "0")}`, `Corner Cafe ${i}`, String(-(i + 1))]);
  utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), "Transactions");
  return new Uint8Array(write(wb, { bookType, type: "array", compression }) as ArrayBuffer);
};

/** The workbook with every part's declared unpacked size set to `size` (central directory headers). */
function declaring(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

describe("a ZIP workbook's unpacked size is read from its central directory", () => {
  it("sums the parts: stored, about the file's own size; deflated, more than it", () => {
    const stored = book("xlsx", false);
    const packed = book("xlsx", true);
    expect(unpackedBytes(stored)).toBeGreaterThan(stored.length * 0.8);
    expect(unpackedBytes(stored)).toBeLessThan(stored.length);
    expect(unpackedBytes(packed)).toBe(unpackedBytes(stored));
    expect(unpackedBytes(packed)!).toBeGreaterThan(packed.length);
  });
  it("counts a ZIP64 size as too large, and finds nothing in bytes without a directory", () => {
    expect(unpackedBytes(declaring(book("ods", true), 0xffffffff))).toBe(Number.POSITIVE_INFINITY);
    expect(unpackedBytes(new TextEncoder().encode("Date,Amount\n2025-01-02,5\n"))).toBeNull();
  });
});

describe("a workbook that unpacks past the cap is refused before it is read", () => {
  it("reads one within it", async () => {
    const { text } = await spreadsheetAsText(book("xlsx", true), "xlsx");
    expect(new TextDecoder().decode(text)).toContain("Corner Cafe 199");
  });
  it.each(["xlsx", "ods"] as const)("refuses a %s whose parts declare more, in words", async (kind) => {
    const bomb = declaring(book(kind, true), MAX_UNPACKED_BYTES + 1);
    await expect(spreadsheetAsText(bomb, kind)).rejects.toThrow(/unpack to more than 12 MB: export a shorter period, or CSV/);
  });
});
