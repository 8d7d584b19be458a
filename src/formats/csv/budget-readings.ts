// The budget's rows as proof. When the account already holds transactions over the file's days (an earlier import, a
// receipt, a tap, SimpleFIN), the reading of what the file leaves open (the date order, the sign, which of two amount
// columns) under which the file's rows meet them, by amount, sign and day, is the proved one. Pure: the sample's text,
// a way to detect it and the budget's rows in; a profile out, detected again with what was proved (detection weighs it
// below the file's own proofs). Consulted only when the budget's rows are given and the file leaves a decision open.
import type { InsertItem, PlannedItem, RowReport } from "../../plan";
import type { BudgetProof, BudgetRow } from "./words/budget-evidence";
import type { DetectContext } from "./detect/detect";
import { RowPlanner } from "./plan/row-planner";
import type { CsvProfile, CsvProfileOverrides, OpenDecision, Reading } from "./words/profile";
import { CsvTokenizer } from "./read/structure";
import { dayNumber } from "../../locale/days";

/**
 * Rows that must meet the budget's under one reading beyond those that meet under any other, for it to be proved: one
 * coincidence proves nothing, and a row that reads alike both ways ("05/05") meets under both and counts for neither.
 */
const MARGIN = 2;
/** A card payment books a few days after the purchase a receipt or a tap put in the budget. */
const DAYS_APART = 3;
/** Readings of one decision weighed at most (two amount columns and the date order and the sign: 12 detections). */
const MAX_READINGS = 3;

/** Detection of the sample under some overrides and context (detect.ts's detectFromText, with the sample bound). */
export type DetectSample = (overrides: CsvProfileOverrides, context: DetectContext) => CsvProfile;

/**
 * The profile of the sample, with what the budget's rows prove of its open decisions, and how many of its rows meet
 * them under the reading taken (`budgetRows`). Without the budget's rows, detection as it was.
 */
export function detectWithBudget(detect: DetectSample, text: string, overrides: CsvProfileOverrides, context: DetectContext): CsvProfile {
  const first = detect(overrides, context);
  const budget = context.budget?.rows;
  if (budget === undefined || budget.length === 0) return first;
  const meetOf = (profile: CsvProfile) =>
    meetings(itemsOf(text, profile, context.accountType === "credit"), budget, context.budget?.accountCurrency);
  const open = first.open ?? [];
  const proof = open.length === 0 ? {} : proved(open, (readings) => meetOf(detect(withReadings(overrides, readings), context)).met);
  const final = Object.keys(proof).length === 0 ? first : detect(overrides, { ...context, proved: proof });
  final.budgetRows = meetOf(final);
  return final;
}

/** Each open decision's reading under which the most rows meet, when it outnumbers every other reading's (see MARGIN). */
function proved(open: readonly OpenDecision[], metUnder: (readings: Reading[]) => number): BudgetProof {
  const choices = open.map((d) => d.readings.slice(0, MAX_READINGS));
  const scored = combinations(choices).map((picked) => ({ picked, met: metUnder(picked.map(({ reading }) => reading)) }));
  const proof: BudgetProof = {};
  open.forEach((decision, d) => {
    // The best the rows do under each reading of this decision, whatever the others are.
    const best = (choices[d] ?? []).map((reading, i) => ({
      reading,
      met: Math.max(0, ...scored.filter((s) => s.picked[d]?.index === i).map((s) => s.met)),
    }));
    const top = best.reduce<(typeof best)[number] | undefined>((a, b) => (a === undefined || b.met > a.met ? b : a), undefined);
    if (!top) return;
    const other = Math.max(0, ...best.filter((b) => b !== top).map((b) => b.met));
    if (top.met - other >= MARGIN) proof[decision.decision] = { reading: top.reading, met: top.met, other };
  });
  return proof;
}

/** Every way to pick one reading of each decision, each with its index among the decision's readings. */
function combinations(choices: readonly (readonly Reading[])[]): { reading: Reading; index: number }[][] {
  let out: { reading: Reading; index: number }[][] = [[]];
  for (const readings of choices) out = out.flatMap((picked) => readings.map((reading, index) => [...picked, { reading, index }]));
  return out;
}

/** The request's overrides with the readings laid over them (column by column for the money columns). */
export function withReadings(overrides: CsvProfileOverrides, readings: readonly Reading[]): CsvProfileOverrides {
  let out: CsvProfileOverrides = { ...overrides };
  for (const { columns, ...rest } of readings) {
    out = { ...out, ...rest };
    if (columns) out.columns = { ...out.columns, ...columns };
  }
  return out;
}

/** The items the sample's rows plan into under a profile (the last, perhaps cut, record is an error row and plans none). */
function itemsOf(text: string, profile: CsvProfile, card: boolean): InsertItem[] {
  const planner = new RowPlanner(profile, null, profile.headers ?? null, card);
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (record) => planner.accept(record, items, rows));
  planner.finish(items, rows);
  return items.map((p) => p.item);
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);

/**
 * How many of the items meet a transaction already in the budget: the same amount with the same sign, within a few days,
 * in the same currency where both say one; each transaction there answers for one item only, the nearest day first.
 */
export function meetings(
  items: readonly InsertItem[],
  budget: readonly BudgetRow[],
  accountCurrency: string | undefined,
): { met: number; read: number } {
  const byAmount = new Map<number, { day: number; currency: string | null; used: boolean }[]>();
  for (const t of budget) {
    const key = cents(t.amount);
    if (!Number.isFinite(key) || key === 0) continue;
    const list = byAmount.get(key) ?? [];
    list.push({ day: dayNumber(t.date), currency: t.currency?.toLowerCase() ?? accountCurrency ?? null, used: false });
    byAmount.set(key, list);
  }
  let met = 0;
  for (const item of items) {
    const day = dayNumber(item.date);
    const currency = item.currency?.toLowerCase() ?? accountCurrency ?? null;
    let nearest: { day: number; used: boolean } | undefined;
    for (const t of byAmount.get(cents(item.amount)) ?? []) {
      if (t.used || Math.abs(t.day - day) > DAYS_APART) continue;
      if (currency !== null && t.currency !== null && currency !== t.currency) continue;
      if (!nearest || Math.abs(t.day - day) < Math.abs(nearest.day - day)) nearest = t;
    }
    if (nearest) {
      nearest.used = true;
      met++;
    }
  }
  return { met, read: items.length };
}
