// Step 7 of detection: how money out is written (signed amounts, debit + credit, amount + indicator)
// and which sign is money out. The service wants positive = money out; most banks write money out as
// negative, and a running balance proves or flips that.
import { INDICATOR_IN, INDICATOR_OUT } from "./columns";
import type { ColumnStats } from "./column-stats";
import { parseAmount, type NumberFormat } from "./numbers";
import type { CsvColumns, CsvProfile, CsvProfileOverrides } from "./profile";
import { signByMajority, signFromCard, signFromWording, type SignEvidence } from "./sign-evidence";

export interface SignDecision {
  amountStyle: CsvProfile["amountStyle"];
  sign: CsvProfile["sign"];
  signReason: string;
  indicatorOut?: string[];
  indicatorIn?: string[];
  /** Set when the sign was decided without evidence, or a sign given contradicts the running balance (the profile's warnings say so). */
  warning?: string;
  /** The columns, with debit and credit swapped when the running balance says so. */
  columns: CsvColumns;
}

/** The data rows of the sample with the resolved column indexes the sign decision reads. */
export interface SignInputs {
  rows: string[][];
  /** The rows' dates (ISO, or null), in the same order. */
  dates: readonly (string | null)[];
  hasHeader: boolean;
  amountIdx: number | undefined;
  debitIdx: number | undefined;
  creditIdx: number | undefined;
  indicatorIdx: number | undefined;
  balanceIdx: number | undefined;
  /** The target manual account's type ("credit" for a card): evidence for the sign of card exports. */
  accountType?: string | undefined;
  /** Amounts are written in 1/10^amountScale units (cents): the balance moves by the amount scaled. */
  amountScale?: number | undefined;
}

export function decideSign(
  inputs: SignInputs,
  columnsIn: CsvColumns,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): SignDecision {
  const { rows, dates, amountIdx, debitIdx, creditIdx, balanceIdx: balIdx } = inputs;
  const columns = { ...columnsIn };
  let amountStyle: CsvProfile["amountStyle"] = amountIdx !== undefined ? "signed" : "debit_credit";
  let indicatorOut: string[] | undefined;
  let indicatorIn: string[] | undefined;
  const indIdx = inputs.indicatorIdx;
  if (amountIdx !== undefined && indIdx !== undefined) {
    const seen = cols[indIdx]?.indicator ?? cols[indIdx]?.indicatorMostly ?? [];
    indicatorOut = overrides.indicatorOut ?? seen.filter((v) => INDICATOR_OUT.includes(v));
    indicatorIn = overrides.indicatorIn ?? seen.filter((v) => INDICATOR_IN.includes(v));
    amountStyle = "indicator";
    if (overrides.indicatorOut === undefined && overrides.indicatorIn === undefined) {
      ({ indicatorOut, indicatorIn } = emptyIsTheOtherDirection(cols[indIdx], indicatorOut, indicatorIn));
    }
  }
  let sign: CsvProfile["sign"] = "negative_is_money_out";
  let signReason =
    amountStyle === "debit_credit"
      ? "separate debit (money out) and credit (money in) columns"
      : amountStyle === "indicator"
        ? `amounts are unsigned; the indicator column says the direction (money out: ${showIndicator(indicatorOut)}; money in: ${showIndicator(indicatorIn)})`
        : "negative amounts are money out (what most banks export); no running balance to check it against";
  let warning: string | undefined;
  if (amountStyle === "signed" && amountIdx !== undefined && !overrides.sign) {
    // The running balance proves the sign; without one, the rows' words, then a card export's purchases, then
    // the majority of the amounts (a guess the profile warns about).
    const text = textColumns(cols, amountIdx, inputs);
    const verdict: SignEvidence =
      (balIdx !== undefined ? signFromBalance(rows, amountIdx, balIdx, fmt, dates, 10 ** (inputs.amountScale ?? 0)) : null) ??
      signFromWording(rows, amountIdx, text, fmt) ??
      signFromCard(rows, amountIdx, text, cols, fmt, inputs.accountType) ??
      signByMajority(rows, amountIdx, text, fmt);
    ({ sign, reason: signReason } = verdict);
    warning = verdict.warning;
  }
  // Without a header nothing names the withdrawals and the deposits column: the running balance does
  // (it moves by credit − debit on every row). Left = debit stays the guess when there is no balance.
  if (
    amountStyle === "debit_credit" &&
    !inputs.hasHeader &&
    debitIdx !== undefined &&
    creditIdx !== undefined &&
    balIdx !== undefined &&
    !overrides.columns?.debit &&
    !overrides.columns?.credit
  ) {
    const verdict = debitCreditFromBalance(rows, debitIdx, creditIdx, balIdx, fmt);
    if (verdict) {
      if (verdict.swap) [columns.debit, columns.credit] = [columns.credit, columns.debit];
      signReason = verdict.reason;
    }
  }
  if (overrides.sign) {
    sign = overrides.sign;
    signReason = overrides.signReason ?? "given in the profile";
    if (amountStyle === "signed" && amountIdx !== undefined && balIdx !== undefined) {
      const proof = signFromBalance(rows, amountIdx, balIdx, fmt, dates, 10 ** (inputs.amountScale ?? 0));
      if (proof && proof.sign !== sign) warning = againstTheBalance(sign, proof.reason);
    }
  }
  if (overrides.amountStyle) amountStyle = overrides.amountStyle;
  return {
    amountStyle,
    sign,
    signReason,
    ...(indicatorOut ? { indicatorOut } : {}),
    ...(indicatorIn ? { indicatorIn } : {}),
    ...(warning !== undefined ? { warning } : {}),
    columns,
  };
}

/**
 * A sign set by the person (or a saved profile) that the running balance contradicts: every amount would go in
 * the other direction, which no later step can notice.
 */
function againstTheBalance(sign: CsvProfile["sign"], proof: string): string {
  const chosen = sign === "positive_is_money_out" ? "positive" : "negative";
  // The proof's own conclusion ("…: negative amounts are money out") is what the warning says in other words.
  const evidence = proof.split(":")[0];
  return `Money out is set to be written ${chosen}, but ${evidence}: every amount would go in the opposite direction; check the sign before importing.`;
}

/** The columns whose words can say a row is money in: every column but the dates, the money and the balance. */
function textColumns(cols: readonly ColumnStats[], amountIdx: number, inputs: SignInputs): number[] {
  return cols
    .filter((c) => c.index !== amountIdx && c.index !== inputs.balanceIdx && c.numberShare < 0.5 && c.dateShare < 0.5)
    .map((c) => c.index);
}

/**
 * The running balance proves the sign: if balance[i] − balance[i−1] equals amount[i] (rows oldest first) or
 * balance[i−1] − balance[i] equals amount[i−1] (newest first), positive amounts are money in.
 */
function signFromBalance(
  rows: string[][],
  amountIdx: number,
  balIdx: number,
  fmt: NumberFormat,
  /** The rows' dates (ISO, or null): a pair in date order is read only one way, so a coincidence in
   *  the other direction cannot flip the sign. */
  dates: readonly (string | null)[],
  /** 100 when the amounts are cents (amountScale 2), else 1. */
  per = 1,
): { sign: CsvProfile["sign"]; reason: string } | null {
  const num = (s: string | undefined): number | null => {
    const v = parseAmount(s ?? "", fmt);
    return v === null || v.startsWith("!") ? null : Number(v);
  };
  const amountAt = (i: number): number | null => {
    const v = num(rows[i]![amountIdx]);
    return v === null ? null : v / per;
  };
  let asIs = 0;
  let flipped = 0;
  for (let i = 1; i < rows.length; i++) {
    const a0 = amountAt(i - 1);
    const a1 = amountAt(i);
    const b0 = num(rows[i - 1]![balIdx]);
    const b1 = num(rows[i]![balIdx]);
    if (a0 === null || a1 === null || b0 === null || b1 === null) continue;
    const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
    const d0 = dates[i - 1];
    const d1 = dates[i];
    // Oldest first, row i moved the balance from b0 to b1; newest first, row i−1 moved it from b1 to b0.
    const oldestFirst = !d0 || !d1 || d0 <= d1;
    const newestFirst = !d0 || !d1 || d0 >= d1;
    if ((oldestFirst && close(b1 - b0, a1)) || (newestFirst && close(b0 - b1, a0))) asIs++;
    else if ((oldestFirst && close(b1 - b0, -a1)) || (newestFirst && close(b0 - b1, -a0))) flipped++;
  }
  if (asIs === 0 && flipped === 0) return null;
  if (flipped > asIs) {
    return {
      sign: "positive_is_money_out",
      reason: `the running balance falls by the amount in ${flipped} of ${asIs + flipped} checked rows: positive amounts are money out`,
    };
  }
  return {
    sign: "negative_is_money_out",
    reason: `the running balance rises by the amount in ${asIs} of ${asIs + flipped} checked rows: negative amounts are money out`,
  };
}

/**
 * Which of two unnamed money columns is the debit: the one whose amounts the running balance falls by
 * (balance[i] − balance[i−1] = credit[i] − debit[i] oldest first, or balance[i−1] − balance[i] =
 * credit[i−1] − debit[i−1] newest first). `swap` when the right-hand column is the debit.
 */
function debitCreditFromBalance(
  rows: string[][],
  leftIdx: number,
  rightIdx: number,
  balIdx: number,
  fmt: NumberFormat,
): { swap: boolean; reason: string } | null {
  const num = (s: string | undefined): number | null => {
    const v = parseAmount(s ?? "", fmt);
    return v === null || v.startsWith("!") ? null : Number(v);
  };
  const net = (r: string[]): number => (num(r[rightIdx]) ?? 0) - (num(r[leftIdx]) ?? 0); // credit − debit if left is the debit
  let asIs = 0;
  let swapped = 0;
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
  for (let i = 1; i < rows.length; i++) {
    const b0 = num(rows[i - 1]![balIdx]);
    const b1 = num(rows[i]![balIdx]);
    if (b0 === null || b1 === null || close(b0, b1)) continue;
    const n0 = net(rows[i - 1]!);
    const n1 = net(rows[i]!);
    if (close(b1 - b0, n1) || close(b0 - b1, n0)) asIs++;
    else if (close(b1 - b0, -n1) || close(b0 - b1, -n0)) swapped++;
  }
  if (asIs === 0 && swapped === 0) return null;
  const swap = swapped > asIs;
  return {
    swap,
    reason:
      `no header names the money columns; the running balance falls by the ${swap ? "right" : "left"}-hand one in ` +
      `${Math.max(asIs, swapped)} of ${asIs + swapped} checked rows, so it is the debit (money out) column`,
  };
}

/**
 * A card export marks only one direction ("CR" on credits) and leaves the cell empty on every other row: when
 * the column shows one direction's words and empty cells, the empty cell is the other direction ("" in that
 * list, which the planner matches like any other word). With both directions written, an empty cell stays
 * an error: nothing says which it is.
 */
function emptyIsTheOtherDirection(
  stats: ColumnStats | undefined,
  out: string[],
  into: string[],
): { indicatorOut: string[]; indicatorIn: string[] } {
  const empties = stats ? stats.values.length - stats.nonEmpty : 0;
  if (empties === 0) return { indicatorOut: out, indicatorIn: into };
  if (out.length === 0 && into.length > 0) return { indicatorOut: [""], indicatorIn: into };
  if (into.length === 0 && out.length > 0) return { indicatorOut: out, indicatorIn: [""] };
  return { indicatorOut: out, indicatorIn: into };
}

/** The indicator words as the reason shows them; the empty cell is named, not left blank. */
function showIndicator(words: readonly string[] | undefined): string {
  return (words ?? []).map((w) => (w === "" ? "an empty cell" : w)).join(", ");
}
