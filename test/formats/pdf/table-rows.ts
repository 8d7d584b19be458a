// The rows of the table the PDF statement reader writes for pages of words: each row's date and money out ("-" before
// money in), its balance as written, and the reading's warnings.
import type { Word } from "../../../src/formats/pdf/layout";
import { statementTables } from "../../../src/formats/pdf/statement";

export interface Written {
  rows: [date: string, out: string][];
  balances: string[];
  warnings: string[];
  /** The opening and closing balance lines, when the table states them. */
  ends: string[];
}

export function written(pages: Word[][]): Written {
  const read = statementTables(pages);
  if (!read.ok) throw new Error(read.reason);
  const [table] = read.value;
  const lines = new TextDecoder().decode(table?.text).trim().split("\r\n");
  const header = (lines.find((l) => l.includes("Description,Debit,Credit")) ?? "").split(",");
  const [debit, credit, balance] = ["Debit", "Credit", "Balance"].map((name) => header.indexOf(name));
  const out: Written = { rows: [], balances: [], warnings: table?.warnings ?? [], ends: [] };
  for (const line of lines) {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
    if (/^(Opening|Closing) balance$/.test(cells[0] ?? "")) out.ends.push(line.split(",").at(-1) ?? "");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(cells[0] ?? "")) continue;
    const [d = "", c = ""] = [cells[debit as number], cells[credit as number]];
    out.rows.push([cells[0] ?? "", d !== "" ? d : `-${c}`]);
    out.balances.push(balance === undefined || balance < 0 ? "" : (cells[balance] ?? ""));
  }
  return out;
}
