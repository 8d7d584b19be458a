// A statement's totals labelled as money out or in ("Дугује 46.422,37", "Потражује 197.188,38"; "Total debits",
// "Summe Haben"): where one is the sum of the rows printed positive (or of those printed negative), the label says
// which way those rows go, whatever share of them there is. An account of mostly money in prints most amounts
// positive as a card's bill prints its purchases; its labelled totals tell the two apart where its balances cannot.
import type { ReadRow } from "./columns";
import type { Entry, Figure } from "./entries";
import { directionOf } from "./marks";

/** Which way the rows printed positive go by the statement's labelled totals: "out", "in", or null where none says, or they disagree. */
export function positiveSideByTotals(entries: readonly Entry[], rows: readonly ReadRow[]): "out" | "in" | null {
  const signed = rows.filter((r) => r.signedColumn);
  const positive = signed.reduce((s, r) => s + Math.max(r.moves, 0), 0);
  const negative = signed.reduce((s, r) => s + Math.max(-r.moves, 0), 0);
  if (positive === negative) return null;
  const votes = new Set<"out" | "in">();
  for (const f of entries.filter((e): e is Figure => e.kind === "figure")) {
    // A label names a side as a mark's word does (marks.ts): "Дугује", "Debits", "Soll".
    const side = directionOf(f.label);
    if (side === null) continue;
    for (const a of f.amounts) {
      const cents = Math.abs(a.cents);
      if (cents === positive && positive > 0) votes.add(side);
      else if (cents === negative && negative > 0) votes.add(side === "out" ? "in" : "out");
    }
  }
  const [only] = votes;
  return votes.size === 1 && only !== undefined ? only : null;
}
