// A split transaction as Quicken writes it: one transaction whose total is its T amount, its split lines (S category,
// E memo, $ amount) the parts that total went to, which add up to it. The total is what the account moved by, so it
// is what is imported; splits that do not add up to it are said, and a record that writes its splits but no total
// (as some writers do) is the sum of its splits.
import { fromUnits, unitsOfDecimal } from "../verification";
import type { QifRecord } from "./records";

/** A record's amount (plain decimal text, the holder's view), and what the person should know of its splits. */
export function splitTotal(r: QifRecord, amountOf: (written: string) => string | null): { amount: string | null; warning: string | null } {
  const total = r.amount === null ? null : amountOf(r.amount);
  const written = r.splits.filter((s) => s.amount !== null);
  if (written.length === 0 || (r.amount !== null && total === null)) return { amount: total, warning: null };
  let sum = 0;
  for (const split of written) {
    const part = amountOf(split.amount as string);
    if (part === null) return { amount: total, warning: `a split's amount "${(split.amount as string).slice(0, 40)}" is not readable` };
    sum += unitsOfDecimal(part);
  }
  if (total === null) return { amount: fromUnits(sum), warning: null };
  if (sum === unitsOfDecimal(total)) return { amount: total, warning: null };
  return {
    amount: total,
    warning: `its splits make ${fromUnits(sum)}, not its total ${fromUnits(unitsOfDecimal(total))}: imported at its total`,
  };
}
