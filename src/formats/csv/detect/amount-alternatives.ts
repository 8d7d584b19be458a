// Which of two amount columns is the account's, when the header names both alike ("Amount" beside "Amount", "Intl.Amount"
// beside "Amount(in Rs)") and their values differ: roles.ts takes the left-hand one, and nothing in the file says it is
// right. Left open for the budget's rows to decide (budget-readings.ts) or the person to answer, once.
import { mayBeMoney, type ColumnStats } from "./column-stats";
import { headerScore } from "../words/columns";
import { parseAmount, type NumberFormat } from "../../../locale/numbers";
import type { BudgetProof } from "../words/budget-evidence";
import type { ColumnRef, CsvColumns, CsvProfileOverrides, OpenDecision, Reading } from "../words/profile";

/** A column of amounts must read as numbers this much to stand beside the one taken. */
const NUMBER_SHARE = 0.9;

/**
 * The open decision between the amount column taken and the free columns whose header names an amount as strongly,
 * whose amounts differ from it in at least one row; null when there is none (or the amount was given or saved).
 */
export function amountAlternatives(
  cols: readonly ColumnStats[],
  columns: CsvColumns,
  resolve: (c: ColumnRef | undefined) => number | undefined,
): Omit<OpenDecision, "by"> | null {
  const amountIdx = resolve(columns.amount);
  const amount = amountIdx === undefined ? undefined : cols[amountIdx];
  if (!amount || amount.header === "") return null;
  const score = headerScore(amount.header, "amount");
  if (score <= 0) return null;
  const taken = new Set(Object.values(columns).flatMap((c) => (Array.isArray(c) ? c : [c]).flatMap((r) => resolve(r) ?? [])));
  const others = cols.filter(
    (c) =>
      !taken.has(c.index) &&
      c.nonEmpty > 0 &&
      c.numberShare >= NUMBER_SHARE &&
      mayBeMoney(c) &&
      headerScore(c.header, "amount") === score &&
      differs(amount, c),
  );
  if (others.length === 0) return null;
  const ref = (c: ColumnStats): ColumnRef => ({ index: c.index, header: c.header });
  return { decision: "amount", readings: [amount, ...others].map((c) => ({ columns: { amount: ref(c) } })) };
}

/**
 * The amount column among two the header names alike: the one transactions already in the budget meet (`met`), else
 * the left-hand one with a warning; open either way, unless the request or the saved profile names the amount.
 */
export function openAmount(
  cols: readonly ColumnStats[],
  columns: CsvColumns,
  refOf: (c: ColumnRef | undefined) => number | undefined,
  overrides: CsvProfileOverrides,
  saved: CsvProfileOverrides | undefined,
  met: BudgetProof["amount"],
): { columns: CsvColumns; open?: OpenDecision; reason?: string; warning?: string } {
  if (overrides.columns?.amount !== undefined || saved?.columns?.amount !== undefined) return { columns };
  const choice = amountAlternatives(cols, columns, refOf);
  if (!choice) return { columns };
  const [first, ...rest] = choice.readings;
  const named = (r: Reading | undefined) => {
    const c = r?.columns?.amount;
    return c?.header !== undefined ? `"${c.header}"` : `column ${(c?.index ?? 0) + 1}`;
  };
  const proved = met?.reading.columns?.amount;
  const found = proved === undefined ? undefined : choice.readings.find((r) => r.columns?.amount?.index === proved.index);
  if (met && proved && found) {
    const others = choice.readings.filter((r) => r !== found);
    const reason = `${named(found)} is the amount: ${met.met} rows meet transactions already in the budget with it (${met.other} with ${others.map(named).join(" or ")})`;
    return {
      columns: { ...columns, amount: proved },
      open: { ...choice, readings: [found, ...others], by: "budget_rows", because: reason },
      reason,
    };
  }
  const others = rest.map(named).join(" and ");
  const reason = `${named(first)} is taken as the amount: the header names ${others} alike and nothing in the file says which is the account's`;
  return {
    columns,
    open: { ...choice, by: "nothing", because: reason },
    reason,
    warning: `Two columns hold amounts, ${named(first)} and ${others}, and nothing in the file says which is the account's; ${named(first)} was taken: check a few rows.`,
  };
}

/** Whether two money columns say another amount in some row (a second column that only repeats the first decides nothing). */
function differs(a: ColumnStats, b: ColumnStats): boolean {
  // The decimal mark the taken column's own cells show (both columns are of one file).
  const fmt: NumberFormat =
    a.numbers.decimalComma > a.numbers.decimalPoint ? { decimal: ",", thousands: "." } : { decimal: ".", thousands: "," };
  return a.values.some((v, i) => {
    const x = parseAmount(v, fmt);
    const y = parseAmount(b.values[i] ?? "", fmt);
    return x !== null && y !== null && x.charCodeAt(0) !== 33 && y.charCodeAt(0) !== 33 && Number(x) !== Number(y);
  });
}
