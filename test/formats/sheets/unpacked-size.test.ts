// A workbook in a ZIP is bounded by what it unpacks to, as its central directory declares it, before it is read:
// a sheet of empty cells packs many times smaller than the text the reader would hold.
import { describe, expect, it } from "vitest";
import { unpackedBytes } from "../../../src/formats/sheets/unpacked-size";

import { book, declaring } from "./books";

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
