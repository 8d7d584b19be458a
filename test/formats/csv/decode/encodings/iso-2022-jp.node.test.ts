// ISO-2022-JP is told by its escapes into JIS X 0208, and only when the bytes are valid in it.
import { describe, expect, it } from "vitest";
import { iso2022jp } from "../../../../../src/formats/csv/decode/encodings/iso-2022-jp";
import { bytesIn } from "./bytes-in";

describe("escapes into JIS X 0208 that decode say the text is ISO-2022-JP", () => {
  it("names a Japanese bank's header written with ESC $ B", () => {
    const bytes = bytesIn("iso-2022-jp", "日付,摘要,お支払金額\n2025/03/03,コンビニ,500\n");
    expect(bytes).toContain(0x1b);
    expect(iso2022jp(bytes)).toMatch(/ESC \$ B/);
  });

  it("names nothing in ASCII, Shift_JIS or EUC-JP text", () => {
    for (const bytes of [
      new TextEncoder().encode("Date,Amount\n"),
      bytesIn("shift_jis", "日付,金額\n"),
      bytesIn("euc-jp", "日付,金額\n"),
    ]) {
      expect(iso2022jp(bytes)).toBeNull();
    }
  });

  it("names nothing when an escape is followed by bytes JIS X 0208 has no character for", () => {
    expect(iso2022jp(Uint8Array.from([0x1b, 0x24, 0x42, 0x7f, 0x7f, 0x1b, 0x28, 0x42]))).toBeNull();
  });
});
