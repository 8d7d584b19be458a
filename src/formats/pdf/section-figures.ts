// A statement of several sections (a currency sub-account each) whose sections print figures of their own instead of a
// balance that runs through them: a net total under the rows ("Totale 185.32-"), the totals of each side ("Total
// 145,568.74 554,261.12"), an opening and a closing balance in a box under them. Each section is proved on its own by
// the figures printed between its neighbours' rows: its rows' sum is one of them, its sides' sums are two of them, or
// its rows take one to another. Where nothing told a row's side, a reading is proved only where its mirror is not.
import type { ReadRow } from "./columns";
import { balanceEndOf } from "../csv/words/row-words";
import type { Entry, Figure, Row } from "./entries";

export interface SectionsProved {
  /** How many sections, each proved by its own figures. */
  count: number;
  /** Rows of a section whose figures proved them the other way round (their sides told apart by nothing else). */
  turned: Set<Row>;
}

/** A currency's code printed above a section's rows ("Divisa: USD", "Loại tiền: EUR", "العملة: SAR"). */
const CURRENCY_CODE = /(?<![\p{L}\d])[A-Z]{3}(?![\p{L}\d])/u;

/**
 * Every section proved by its own figures, when the statement has several and each is; null otherwise. A section
 * whose only proof is a total of its rows (which a box of another period has too: a card's future instalments) counts
 * only where a currency's code above its rows tells it apart from the others: a sub-account of its own.
 */
export function sectionsByOwnFigures(entries: readonly Entry[], rows: readonly ReadRow[]): SectionsProved | null {
  const order = [...new Set(rows.map((r) => r.row.section))];
  if (order.length < 2) return null;
  const at = new Map<Entry, number>(entries.map((e, i) => [e, i]));
  const spans = order.map((s) => {
    const own = rows.filter((r) => r.row.section === s);
    return { own, first: at.get(own[0]?.row as Row) ?? 0, last: at.get(own.at(-1)?.row as Row) ?? 0 };
  });
  const turned = new Set<Row>();
  const codes: string[] = [];
  for (const [k, span] of spans.entries()) {
    const from = (spans[k - 1]?.last ?? -1) + 1;
    const to = spans[k + 1]?.first ?? entries.length;
    const figures = entries.slice(from, to).flatMap((e) => (e.kind === "figure" ? [e] : []));
    const asRead = proofOf(span.own, false, figures);
    const mirror = span.own.some((r) => r.guessed) ? proofOf(span.own, true, figures) : null;
    const taken = (asRead?.score ?? 0) > (mirror?.score ?? 0) ? asRead : (mirror?.score ?? 0) > (asRead?.score ?? 0) ? mirror : null;
    if (taken === null) return null;
    if (taken === mirror) for (const r of span.own) if (r.guessed) turned.add(r.row);
    if (taken.kind === "total") {
      const code = codeAbove(entries.slice(from, span.first));
      if (code === null || codes.includes(code)) return null;
      codes.push(code);
    }
  }
  return { count: spans.length, turned };
}

interface Proof {
  kind: "ends" | "sides" | "total";
  /** How well: a pair of balances above sums, and labels naming its ends above a pair they do not name. */
  score: number;
}

/**
 * How a section's figures prove its rows (read as printed, or with the rows nothing told the side of turned): "ends"
 * where they take one figure to a later one (another line's: two totals on one line differ by the rows' sum always),
 * "sides" where two figures are its sums of money in and out, "total" where one is its rows' sum; null where none does.
 */
function proofOf(rows: readonly ReadRow[], mirrored: boolean, figures: readonly Figure[]): Proof | null {
  const moves = rows.map((r) => (mirrored && r.guessed ? -r.moves : r.moves));
  const sum = moves.reduce((s, m) => s + m, 0);
  let ends = -1;
  for (const [i, f] of figures.entries()) {
    for (const g of figures.slice(i + 1)) {
      if (sum === 0 || !f.amounts.some((a) => g.amounts.some((b) => b.cents - a.cents === sum))) continue;
      const labels = (balanceEndOf(f.label) === "opening" ? 1 : 0) + (balanceEndOf(g.label) === "closing" ? 1 : 0);
      ends = Math.max(ends, labels);
    }
  }
  if (ends >= 0) return { kind: "ends", score: 3 + ends };
  const has = (v: number) => figures.some((f) => f.amounts.some((a) => Math.abs(a.cents) === v));
  const into = moves.filter((m) => m > 0).reduce((s, m) => s + m, 0);
  const out = -moves.filter((m) => m < 0).reduce((s, m) => s + m, 0);
  if (into > 0 && out > 0 && has(into) && has(out)) return { kind: "sides", score: 2 };
  return sum !== 0 && has(Math.abs(sum)) ? { kind: "total", score: 1 } : null;
}

/** The last currency code printed on the lines above a section's first row, or null. */
function codeAbove(entries: readonly Entry[]): string | null {
  for (const e of [...entries].reverse()) {
    const text = e.kind === "heading" ? e.text : e.kind === "figure" ? e.label : "";
    const code = CURRENCY_CODE.exec(text)?.[0];
    if (code) return code;
  }
  return null;
}
