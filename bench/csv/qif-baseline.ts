// The QIF line's yardstick: qif-ts reads the records, and this does the rest of what a plan does to each one,
// written plainly as an importer on top of qif-ts would: the date read into YYYY-MM-DD (month first, with
// Quicken's `'24` years), the amount as a decimal string, the content key counted for its occurrence and
// hashed into an id, the memo and category as notes, and the transaction kept. qif-ts alone returns the fields as text: compared with that,
// the line measured the work a parser leaves undone.
import { deserializeQif } from "qif-ts";
import { hash64 } from "../../src/ids";

interface Read {
  date: string;
  amount: string;
  external_id: string;
  payee?: string;
  notes?: string;
}

/** `1/ 2'24`, `01/02/2024`, `2024-01-02` → `2024-01-02`; null when it is no day. */
function isoDate(written: string): string | null {
  const m = /^(\d{1,2})\/\s*(\d{1,2})(?:'\s*(\d{1,2})|\/(\d{4}))$/.exec(written.trim());
  if (!m) return /^\d{4}-\d{2}-\d{2}$/.test(written) ? written : null;
  const year = m[4] !== undefined ? Number(m[4]) : 2000 + Number(m[3]);
  const date = new Date(Date.UTC(year, Number(m[1]) - 1, Number(m[2])));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function qifTsPlan(text: string, account: string): Read[] {
  const seen = new Map<string, number>();
  const out: Read[] = [];
  for (const t of deserializeQif(text).transactions) {
    const date = t.date === undefined ? null : isoDate(t.date);
    if (date === null || t.amount === undefined || Number.isNaN(t.amount)) continue;
    const amount = t.amount.toFixed(2);
    const key = `${date}\u001f${amount}\u001f${t.payee ?? ""}\u001f${t.memo ?? ""}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const read: Read = { date, amount, external_id: `qif:${hash64(`${account}\u001f${key}\u001f${occurrence}`)}` };
    if (t.payee) read.payee = t.payee;
    const notes = [t.memo, t.category === undefined ? undefined : `category: ${t.category}`].filter(Boolean).join(" · ");
    if (notes) read.notes = notes;
    out.push(read);
  }
  return out;
}
