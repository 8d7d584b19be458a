// Workbooks written by the tests with SheetJS, and a ZIP's declared sizes changed, as a zip bomb declares them.
import { utils, write } from "@e965/xlsx";

export const book = (bookType: "xlsx" | "ods", compression: boolean) => {
  const wb = utils.book_new();
  const rows = [["Date", "Description", "Amount"]];
  for (let i = 0; i < 200; i++) rows.push([`2025-01-${String((i % 28) + 1).padStart(2, "0")}`, `Corner Cafe ${i}`, String(-(i + 1))]);
  utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), "Transactions");
  return new Uint8Array(write(wb, { bookType, type: "array", compression }) as ArrayBuffer);
};

/** The workbook with every part's declared unpacked size set to `size` (central directory headers). */
export function declaring(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}
