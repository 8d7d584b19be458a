// A second yardstick for the CSV line, as the QIF line's (qif-baseline.ts): papaparse reads the records, and this does
// the rest of what an importer built on it does to each row, written plainly, with the file's layout known in advance
// as hledger's rules give it (the header's line, `;`, days as DD.MM.YYYY, amounts with a decimal comma): the day read
// into YYYY-MM-DD, the amount and the balance as decimal strings, the content key counted for its occurrence and
// hashed into an id, and the item kept. It detects nothing and checks no balance: what our plan does beyond this is
// the difference between this line and papaparse's alone.
import Papa from "papaparse";
import { hash64 } from "../../src/ids";

interface Read {
  date: string;
  amount: string;
  external_id: string;
  currency: string;
  payee?: string;
  notes?: string;
}

/** `31.12.2024` → `2024-12-31`; null when it is no day. */
function isoDate(written: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(written);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** `-1.234,56` → `-1234.56`; null when it is no amount. */
function decimal(written: string): string | null {
  const plain = written.replaceAll(".", "").replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : null;
}

export function papaparsePlan(text: string, account: string): Read[] {
  const seen = new Map<string, number>();
  const out: Read[] = [];
  const rows = Papa.parse<string[]>(text, { delimiter: ";" }).data;
  // The header is the line that names the day's column; the rows under it are the table.
  const header = rows.findIndex((r) => r[0] === "Buchungstag");
  for (let i = header + 1; i < rows.length; i++) {
    const [day = "", , payee = "", memo = "", amountCell = "", balanceCell = "", currency = ""] = rows[i] ?? [];
    const date = isoDate(day);
    const amount = decimal(amountCell);
    if (date === null || amount === null) continue;
    const key = `${date}\u001f${amount}\u001f${currency}\u001f${payee.trim().toLowerCase()}\u001f${memo.trim().toLowerCase()}\u001f${decimal(balanceCell) ?? ""}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const read: Read = { date, amount, external_id: `csv:${hash64(`${account}\u001f${key}\u001f${occurrence}`)}`, currency };
    if (payee) read.payee = payee;
    if (memo) read.notes = memo;
    out.push(read);
  }
  return out;
}
