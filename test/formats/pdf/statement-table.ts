// What the PDF statement reader makes of a PDF written by a test: its table's rows (date and money out, holder's sense)
// and warnings, read straight from the reader's CSV text.
import { expect } from "vitest";
import { pdfStatement } from "../../../src/formats/pdf/document";

export interface ReadTable {
  rows: [date: string, out: string][];
  /** Each row's balance as written (holder's sense), "" where it states none. */
  balances: string[];
  warnings: string[];
}

/** The only account's table of `pdf`: each row's date and money out ("-" before money in). */
export async function readTable(pdf: Uint8Array): Promise<ReadTable> {
  const read = await pdfStatement(pdf);
  expect(read.ok).toBe(true);
  if (!read.ok) return { rows: [], balances: [], warnings: [] };
  const [table] = read.value;
  const lines = new TextDecoder().decode(table?.text).trim().split(/\r\n/);
  const rows: [string, string][] = [];
  const balances: string[] = [];
  for (const line of lines) {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
    const [date = "", , debit = "", credit = "", balance = ""] = cells;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    rows.push([date, debit !== "" ? debit : `-${credit}`]);
    balances.push(balance);
  }
  return { rows, balances, warnings: table?.warnings ?? [] };
}
