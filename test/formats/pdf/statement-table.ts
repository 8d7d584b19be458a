// What the PDF statement reader makes of a PDF written by a test: its table's rows (date and money out, holder's sense)
// and warnings, read straight from the reader's CSV text.
import { expect } from "vitest";
import { pdfStatement } from "../../../src/formats/pdf/document";

export interface ReadTable {
  rows: [date: string, out: string][];
  /** Each row's balance as written (holder's sense), "" where it states none. */
  balances: string[];
  warnings: string[];
  /** The opening and closing balances the table states (holder's sense), null where it states none. */
  opening: string | null;
  closing: string | null;
}

/** The only account's table of `pdf`: each row's date and money out ("-" before money in). */
export async function readTable(pdf: Uint8Array): Promise<ReadTable> {
  const read = await pdfStatement(pdf);
  expect(read.ok).toBe(true);
  if (!read.ok) return { rows: [], balances: [], warnings: [], opening: null, closing: null };
  const [table] = read.value;
  const lines = new TextDecoder().decode(table?.text).trim().split(/\r\n/);
  const rows: [string, string][] = [];
  const balances: string[] = [];
  const ends: { opening: string | null; closing: string | null } = { opening: null, closing: null };
  // The header names the columns: a second day printed beside the first goes as a column of its own after "Date".
  const headerCells = lines.find((l) => /(^|,)Description,Debit,Credit/.test(l))?.split(",") ?? [];
  const at = (name: string, fallback: number) => (headerCells.includes(name) ? headerCells.indexOf(name) : fallback);
  const [debitAt, creditAt, balanceAt] = [at("Debit", 2), at("Credit", 3), at("Balance", 4)];
  for (const line of lines) {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
    const [date = ""] = cells;
    const [debit = "", credit = "", balance = ""] = [cells[debitAt], cells[creditAt], cells[balanceAt]];
    const end = /^(Opening|Closing) balance$/.exec(date)?.[1];
    if (end) ends[end === "Opening" ? "opening" : "closing"] = line.split(",").at(-1) ?? null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    rows.push([date, debit !== "" ? debit : `-${credit}`]);
    balances.push(balance);
  }
  return { rows, balances, warnings: table?.warnings ?? [], ...ends };
}
