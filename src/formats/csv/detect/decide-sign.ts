// Step 7 of detection: how money out is written (signed amounts, debit + credit, amount + indicator) and
// which sign is money out. The service wants positive = money out. What the file says decides, strongest
// first: the running balance (it proves a reading), a debit/credit column or a mark on the amounts ("CR",
// "+"), both signs written, the rows' words, a card statement. The majority of the amounts decides only
// when nothing speaks, with a warning; when signals disagree the stronger wins and a warning names the other.
import { amountMark, markReading, marksOf, signFromBothSigns, type MarkReading } from "./amount-mark";
import type { ColumnStats } from "./column-stats";
import { headerScore } from "../words/columns";
import { indicatorColumn, showIndicator } from "./indicator-column";
import { type NumberFormat, parseAmount } from "../../../locale/numbers";
import type { ColumnRef, CsvColumns, CsvProfile, CsvProfileOverrides, OpenDecision } from "../words/profile";
import type { AccountBalance, BudgetProof } from "../words/budget-evidence";
import { signFromAccountBalances } from "./account-balances";
import { balanceProof, debitCreditFromBalance, type ProofRows } from "./running-balance";
import { codeColumnProved, codesByArithmetic, type CodeRows } from "./direction-codes";
import { refundsAgainst, signOfUnsignedRows, wordedRows } from "./row-direction";
import { debitColumnFromWording, signFromBalance, signFromTypeColumn, signFromWording, type SignEvidence } from "./sign-evidence";
import { cardNamed, signByMajority, signFromCard, type FileContext } from "./spending-majority";
import { signFromEnds, type StatedEnds } from "./balance-lines";
import { isSummaryLabel } from "../words/row-words";

export interface SignDecision {
  amountStyle: CsvProfile["amountStyle"];
  sign: CsvProfile["sign"];
  signReason: string;
  /** Indicator style: the indicator column's words. Signed style: the marks on the amounts that decide over the sign. */
  indicatorOut?: string[];
  indicatorIn?: string[];
  /** Set when the sign was decided without evidence, signals disagree, or a sign given contradicts the running balance. */
  warning?: string;
  /** Nothing in the file says which way money goes (a majority warned of, the left-hand money column): the page asks. */
  signUnproven?: true;
  /** Debit and credit columns written unsigned: a value with a minus is a reversal, the other way round. */
  pairReversals?: true;
  /** Signed style, unsigned amounts whose rows say their own direction: the columns whose words are read (row-direction.ts). */
  rowWords?: ColumnRef[];
  /** No proof of the file decided the sign (a running balance, its ends, marks, named columns): what did, and both readings. */
  open?: OpenDecision;
  /** The columns, with debit and credit swapped when the running balance says so. */
  columns: CsvColumns;
}

/** The data rows of the sample with the resolved column indexes the sign decision reads. */
export interface SignInputs extends FileContext {
  rows: string[][];
  /** The rows' dates (ISO, or null), in the same order. */
  dates: readonly (string | null)[];
  hasHeader: boolean;
  /** The header's words name the debit and the credit column; else their values alone made them a pair (money-by-values.ts). */
  pairNamed?: boolean;
  amountIdx: number | undefined;
  debitIdx: number | undefined;
  creditIdx: number | undefined;
  indicatorIdx: number | undefined;
  balanceIdx: number | undefined;
  /** Amounts are written in 1/10^amountScale units (cents): the balance moves by the amount scaled. */
  amountScale?: number | undefined;
  /** A whole file's one opening and one closing balance line (balance-lines.ts). */
  ends?: StatedEnds | null | undefined;
  /** The reading of the sign under which the rows meet transactions already in the budget (budget-readings.ts). */
  proved?: BudgetProof["sign"];
  /** The account's own balances (account-balances.ts), and whether the rows are the whole file's. */
  accountBalances?: { balances: readonly AccountBalance[]; whole: boolean } | undefined;
}

/** Evidence that proves a sign: what the file's own balances say. Anything else leaves the sign open to the budget's. */
const PROOFS = new Set(["the running balance", "the opening and closing balances", "the account's balances"]);

type Reading = Omit<SignDecision, "columns">;

export function decideSign(
  inputs: SignInputs,
  columnsIn: CsvColumns,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): SignDecision {
  const columns = { ...columnsIn };
  const { amountIdx, indicatorIdx } = inputs;
  const codes = amountIdx === undefined ? null : codeRows(inputs, amountIdx);
  const reading: Reading =
    amountIdx === undefined
      ? debitAndCredit(inputs, columns, cols, fmt, overrides)
      : indicatorIdx !== undefined
        ? {
            amountStyle: "indicator",
            sign: "negative_is_money_out",
            ...indicatorColumn(
              proofRows(inputs, amountIdx),
              indicatorIdx,
              cols[indicatorIdx],
              fmt,
              overrides,
              codes && codesByArithmetic({ ...codes, codeIdx: indicatorIdx }, fmt),
            ),
          }
        : (codeColumnReading(inputs, codes, columns, cols, fmt, overrides) ?? signedAmounts(inputs, amountIdx, cols, fmt, overrides));
  if (overrides.sign) {
    reading.sign = overrides.sign;
    reading.signReason = overrides.signReason ?? "given in the profile";
    if (reading.amountStyle === "signed" && amountIdx !== undefined && inputs.balanceIdx !== undefined) {
      const proof = signFromBalance(
        inputs.rows,
        amountIdx,
        inputs.balanceIdx,
        fmt,
        inputs.dates,
        per(inputs),
        inputs.accountType === "credit",
      );
      if (proof && proof.sign !== reading.sign && !reading.indicatorIn) reading.warning = againstTheBalance(reading.sign, proof.reason);
    }
  }
  if (overrides.amountStyle) reading.amountStyle = overrides.amountStyle;
  if (amountIdx !== undefined) readRowWords(reading, inputs, amountIdx, cols, fmt, overrides);
  return { ...reading, columns };
}

/**
 * Amounts written without a sign whose rows say their own direction (row-direction.ts): a refund or a repayment among
 * a card's purchases, all plain numbers. Whatever the sign (detected, given or saved), such rows go the way their words
 * say, and the reason says how many did.
 */
function readRowWords(
  reading: Reading,
  inputs: SignInputs,
  amountIdx: number,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): void {
  if (overrides.rowWords !== undefined) {
    if (overrides.rowWords.length > 0) reading.rowWords = overrides.rowWords;
    return;
  }
  const unsigned = (cols[amountIdx]?.numbers.negative ?? 1) === 0;
  if (reading.amountStyle !== "signed" || !unsigned || (reading.indicatorIn?.length ?? 0) > 0) return;
  const text = textColumns(cols, [amountIdx, inputs.balanceIdx]);
  const found = wordedRows(inputs.rows, amountIdx, text, fmt, reading.sign);
  if (!found) return;
  reading.rowWords = text.map((i) => (inputs.hasHeader && cols[i]?.header ? { index: i, header: cols[i].header } : { index: i }));
  const n = found.against;
  reading.signReason += `; ${n === 1 ? "1 row whose words say" : `${n} rows whose words say`} the other direction (${found.words.join(", ")}) ${n === 1 ? "is" : "are"} read by them`;
}

const per = (inputs: SignInputs): number => 10 ** (inputs.amountScale ?? 0);

/** What direction-codes.ts reads: the rows, their amounts and balances, the stated ends. */
function codeRows(inputs: SignInputs, amountIdx: number): Omit<CodeRows, "codeIdx"> {
  const { rows, dates, balanceIdx, ends } = inputs;
  return { rows, dates, amountIdx, balanceIdx, per: per(inputs), ends };
}

/**
 * Unsigned amounts beside a column of codes no header names as the direction ("Тип": Д, П): where the file's
 * arithmetic proves what each code says, the column is the indicator. Nothing given in the profile is overruled.
 */
function codeColumnReading(
  inputs: SignInputs,
  codes: Omit<CodeRows, "codeIdx"> | null,
  columns: CsvColumns,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): Reading | null {
  const amount = codes ? cols[codes.amountIdx] : undefined;
  if (!codes || !amount || amount.numbers.negative !== 0) return null;
  if (overrides.sign || overrides.amountStyle || overrides.indicatorOut || overrides.indicatorIn || overrides.columns?.indicator)
    return null;
  const found = codeColumnProved(cols, codes, fmt);
  const stats = found && cols[found.index];
  if (!found || !stats) return null;
  columns.indicator = inputs.hasHeader && stats.header ? { index: found.index, header: stats.header } : { index: found.index };
  return {
    amountStyle: "indicator",
    sign: "negative_is_money_out",
    ...indicatorColumn(null, found.index, stats, fmt, overrides, found.proved),
  };
}

/** The rows a balance proof reads; null without a balance column. */
function proofRows(inputs: SignInputs, amountIdx: number): ProofRows | null {
  const balIdx = inputs.balanceIdx;
  return balIdx === undefined ? null : { rows: inputs.rows, amountIdx, balIdx, dates: inputs.dates, per: per(inputs) };
}

/**
 * Separate debit and credit columns. Where no header word names the withdrawals and the deposits column (no header,
 * or words no list knows: "DR"/"CR", another language's) the running balance does (it moves by credit − debit on
 * every row), else the rows' words ("POS" on the rows of one column). Left = debit stays a guess, and a warning, when
 * neither speaks.
 */
function debitAndCredit(
  inputs: SignInputs,
  columns: CsvColumns,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): Reading {
  const reading: Reading = {
    amountStyle: "debit_credit",
    sign: "negative_is_money_out",
    signReason: "separate debit (money out) and credit (money in) columns",
  };
  const { debitIdx, creditIdx, balanceIdx } = inputs;
  if (debitIdx !== undefined && creditIdx !== undefined && minusIsReversal(inputs.rows, [debitIdx, creditIdx], fmt))
    reading.pairReversals = true;
  if (inputs.pairNamed || debitIdx === undefined || creditIdx === undefined) return reading;
  if (overrides.columns?.debit || overrides.columns?.credit) return reading;
  const fromBalance = balanceIdx !== undefined ? debitCreditFromBalance(inputs.rows, debitIdx, creditIdx, balanceIdx, fmt) : null;
  const fromBudget = fromBalance ? null : debitColumnFromBudget(inputs.proved, creditIdx);
  const verdict =
    fromBalance ??
    fromBudget ??
    debitColumnFromWording(inputs.rows, debitIdx, creditIdx, textColumns(cols, [debitIdx, creditIdx, balanceIdx]), fmt);
  if (verdict?.swap) [columns.debit, columns.credit] = [columns.credit, columns.debit];
  if (!fromBalance && columns.debit && columns.credit) {
    const by = fromBudget ? "budget_rows" : verdict ? "file" : "nothing";
    const readings = [
      { columns: { debit: columns.debit, credit: columns.credit } },
      { columns: { debit: columns.credit, credit: columns.debit } },
    ];
    const because = verdict?.reason ?? "no header names the money columns; the left-hand one is taken as the debit (money out)";
    reading.open = { decision: "sign", by, readings, because };
  }
  if (!verdict) {
    reading.signReason = "no header names the money columns; the left-hand one is taken as the debit (money out)";
    reading.warning =
      "the sign was decided without evidence: no header names the two money columns and nothing (no running balance, no direction words) says which is the debit; the left-hand one was taken as money out: check the sign";
    reading.signUnproven = true;
    return reading;
  }
  reading.signReason = verdict.reason;
  return reading;
}

/**
 * Whether the pair's columns are written unsigned, a minus the exception: fewer than half of each column's values
 * carry one. A bank that writes every debit with a minus has it on most of them, and its minus says nothing.
 */
function minusIsReversal(rows: string[][], columns: number[], fmt: NumberFormat): boolean {
  return columns.every((index) => {
    let values = 0;
    let negative = 0;
    for (const row of rows) {
      const value = parseAmount(row[index] ?? "", fmt);
      if (value === null || value.startsWith("!")) continue;
      values++;
      if (value.startsWith("-")) negative++;
    }
    return negative * 2 < values;
  });
}

/** The debit column under which the rows meet transactions already in the budget, as a verdict on two unnamed columns. */
function debitColumnFromBudget(proved: SignInputs["proved"], creditIdx: number): { swap: boolean; reason: string } | null {
  const debit = proved?.reading.columns?.debit?.index;
  if (!proved || debit === undefined) return null;
  const swap = debit === creditIdx;
  return {
    swap,
    reason: `no header names the money columns; ${proved.met} rows meet transactions already in the budget with the ${swap ? "right" : "left"}-hand one as the debit (money out), ${proved.other} the other way`,
  };
}

/** Signed amounts: the marks on them, else the evidence weighed (sign-evidence.ts, spending-majority.ts). */
function signedAmounts(
  inputs: SignInputs,
  amountIdx: number,
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
): Reading {
  const { rows } = inputs;
  const marks = marksOf(cols[amountIdx]?.values ?? []);
  const marked = givenMarks(overrides, markReading(marks));
  let contradicted: string | undefined;
  if (marked) {
    const proofs = proofRows(inputs, amountIdx);
    const proof = proofs && balanceProof(proofs, fmt, (r, a) => markedMoneyIn(r[amountIdx] ?? "", a, marked));
    if (!proof || proof.agree >= proof.disagree) {
      const agrees =
        proof && proof.agree > 0 ? `; the running balance agrees in ${proof.agree} of ${proof.agree + proof.disagree} checked rows` : "";
      const signReason = `the amounts carry their direction: ${marked.says}${agrees}`;
      return { amountStyle: "signed", sign: marked.sign, signReason, indicatorOut: marked.indicatorOut, indicatorIn: marked.indicatorIn };
    }
    contradicted = `the marks on the amounts say ${marked.says}, but the running balance moves the other way in ${proof.disagree} of ${proof.agree + proof.disagree} checked rows; the marks were not followed: check the sign`;
  }
  const reading: Reading = { amountStyle: "signed", sign: "negative_is_money_out", signReason: "" };
  if (overrides.sign) return reading; // decideSign sets the sign given and checks it against the balance
  const text = textColumns(cols, [amountIdx, inputs.balanceIdx]);
  const balIdx = inputs.balanceIdx;
  // Amounts without a sign tell nothing by their signs: the rows' words say what each is instead (row-direction.ts).
  const unsigned = (cols[amountIdx]?.numbers.negative ?? 1) === 0;
  const found = [
    balIdx !== undefined ? signFromBalance(rows, amountIdx, balIdx, fmt, inputs.dates, per(inputs), inputs.accountType === "credit") : null,
    // What a card's balance says depends on whether it is owed: its account's type reads the sign there.
    inputs.ends && inputs.accountType !== "credit" ? signFromEnds(inputs.ends, rowAmounts(inputs, amountIdx, fmt)) : null,
    accountBalancesSay(inputs, amountIdx, fmt),
    signFromBudget(inputs.proved),
    signFromTypeColumn(rows, amountIdx, text, cols, fmt),
    signFromBothSigns(marks),
    unsigned
      ? signOfUnsignedRows(rows, amountIdx, text, fmt)
      : signFromWording(rows, amountIdx, text, fmt, cardNamed(cols, inputs) ? "in" : undefined),
    signFromCard(rows, amountIdx, text, cols, fmt, inputs),
  ].filter((e): e is SignEvidence => e !== null);
  const weighed = weigh(found, () => signByMajority(rows, amountIdx, text, fmt, balIdx !== undefined));
  reading.sign = weighed.sign;
  reading.signReason = weighed.reason;
  const warning =
    contradicted ??
    weighed.warning ??
    (unsigned || found[0]?.source === "the running balance" ? undefined : refundsRead(rows, amountIdx, text, fmt, weighed.sign));
  if (warning !== undefined) reading.warning = warning;
  // The majority decided, and warned that it is no evidence.
  if (found.length === 0 && weighed.warning !== undefined && contradicted === undefined) reading.signUnproven = true;
  const first = found[0];
  if (!first || !PROOFS.has(first.source)) {
    const other = weighed.sign === "negative_is_money_out" ? "positive_is_money_out" : "negative_is_money_out";
    // The amounts' own majority is the file's signal when it warned of nothing (spending written negative on most rows).
    const by =
      first === undefined ? (weighed.warning === undefined ? "file" : "nothing") : first.source === BUDGET_ROWS ? "budget_rows" : "file";
    reading.open = { decision: "sign", by, readings: [{ sign: weighed.sign }, { sign: other }], because: weighed.reason };
  }
  return reading;
}

const BUDGET_ROWS = "transactions already in the budget";

/** What the account's own balances before and after the file say of its sign (account-balances.ts). */
function accountBalancesSay(inputs: SignInputs, amountIdx: number, fmt: NumberFormat): SignEvidence | null {
  const given = inputs.accountBalances;
  if (!given || given.balances.length === 0) return null;
  const { rows, dates, balanceIdx } = inputs;
  const card = inputs.accountType === "credit";
  return signFromAccountBalances({ rows, dates, amountIdx, balanceIdx, fmt, per: per(inputs), whole: given.whole, card }, given.balances);
}

/** The sign under which the rows meet transactions already in the budget (amount, sign and day). */
function signFromBudget(proved: SignInputs["proved"]): SignEvidence | null {
  const sign = proved?.reading.sign;
  if (!proved || sign === undefined) return null;
  const out = sign === "negative_is_money_out" ? "negative" : "positive";
  return {
    sign,
    source: BUDGET_ROWS,
    reason: `${proved.met} rows meet transactions already in the budget read with ${out} amounts as money out (${proved.other} read the other way): ${out} amounts are money out`,
  };
}

/** The dated rows' amounts, as numbers of the currency (a balance line inside the table is none of them). */
function rowAmounts(inputs: SignInputs, amountIdx: number, fmt: NumberFormat): number[] {
  const amounts: number[] = [];
  inputs.rows.forEach((row, i) => {
    if (inputs.dates[i] === null || row.some((cell) => isSummaryLabel(cell, false))) return;
    const amount = parseAmount(row[amountIdx] ?? "", fmt);
    if (amount !== null && amount.charCodeAt(0) !== 33) amounts.push(Number(amount) / per(inputs));
  });
  return amounts;
}

/** A warning when rows whose words undo a payment ("REFUND", "退款") are read as money out by the sign chosen. */
function refundsRead(
  rows: readonly string[][],
  amountIdx: number,
  text: readonly number[],
  fmt: NumberFormat,
  sign: CsvProfile["sign"],
): string | undefined {
  const against = refundsAgainst(rows, amountIdx, text, fmt, sign);
  if (against.rows === 0) return undefined;
  const n = against.rows;
  const written = sign === "positive_is_money_out" ? "positive" : "negative";
  return `${n === 1 ? "1 row whose words say it is a refund" : `${n} rows whose words say they are refunds`} (${against.words.join(", ")}) ${n === 1 ? "is" : "are"} written ${written}, as money out is here: check the sign`;
}

/** Marks the profile gives (a saved profile's, the person's) over those detected; "" is never a mark on an amount. */
function givenMarks(overrides: CsvProfileOverrides, detected: MarkReading | null): MarkReading | null {
  const out = overrides.indicatorOut?.filter((w) => w !== "");
  const into = overrides.indicatorIn?.filter((w) => w !== "");
  if (!out?.length && !into?.length) return overrides.indicatorOut || overrides.indicatorIn ? null : detected;
  return {
    sign: detected?.sign ?? "negative_is_money_out",
    indicatorOut: out ?? [],
    indicatorIn: into ?? [],
    says: `as the profile gives them (money out: ${showIndicator(out)}; money in: ${showIndicator(into)})`,
  };
}

/** A marked amount as money in (positive) or out; an unmarked one by the reading's sign. */
function markedMoneyIn(cell: string, a: number, marked: MarkReading): number {
  const mark = amountMark(cell);
  if (marked.indicatorIn.includes(mark)) return Math.abs(a);
  if (marked.indicatorOut.includes(mark)) return -Math.abs(a);
  return marked.sign === "negative_is_money_out" ? a : -a;
}

/**
 * The strongest evidence decides (`found` is strongest first); the majority of the amounts only when there is
 * none. Evidence that says the other sign is named in a warning.
 */
function weigh(
  found: readonly SignEvidence[],
  majority: () => SignEvidence,
): { sign: CsvProfile["sign"]; reason: string; warning?: string } {
  const chosen = found[0] ?? majority();
  const others = found.slice(1);
  const agree = others.filter((e) => e.sign === chosen.sign).map((e) => e.source);
  const against = others.filter((e) => e.sign !== chosen.sign);
  const reason = chosen.reason + (agree.length > 0 ? ` (confirmed by ${agree.join(" and ")})` : "");
  if (against.length === 0) return { sign: chosen.sign, reason, ...(chosen.warning !== undefined ? { warning: chosen.warning } : {}) };
  const followed = chosen.sign === "negative_is_money_out" ? "negative" : "positive";
  const warning = `the sign follows ${chosen.source} (${followed} amounts are money out), but ${against.map((e) => e.reason).join("; and ")}; check the sign`;
  return { sign: chosen.sign, reason, warning };
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

/** The columns whose words can say a row's direction: every column but the dates, the money and the balance. */
function textColumns(cols: readonly ColumnStats[], money: readonly (number | undefined)[]): number[] {
  return cols.filter((c) => !money.includes(c.index) && c.numberShare < 0.5 && c.dateShare < 0.5).map((c) => c.index);
}
