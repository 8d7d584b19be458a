// What a file's own balances say of its reading. A running balance, an opening and a closing balance are the bank's
// truth: the rows read right add up to them. Pure, and fed one row at a time (a 100 MB export is never held): rows of
// one day are a group, checked against the balances around it whatever their order inside the day (banks sort a
// day's rows by other keys than the balance did); each currency is its own chain; the file's order (oldest or newest
// first) and, for a card, a balance of what is owed are read off the rows, not assumed.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import type { PlannedItem } from "../plan";

/**
 * What the dry run, the import's answer and its report say of the file's balances. `balanced`: every row that can be
 * checked is, and adds up (a running balance cannot check the rows of its first day); `partial`: every row checked
 * adds up, some could not be checked; `unbalanced`: at least one step does not add up; `no_balances`: the file
 * carries no balance to check against. `first_break`: the row after which the balance should read `expected` and
 * reads `found`. `closing`: the newest balance the file states, as of its day. `not_proven`: what a `balanced` answer
 * does not prove: balances prove each row's amount and side, never its day; and, on a `partial` one, `scale`: balances
 * of whole numbers that add up alike whether the amounts are units or cents. Marked pure: a bundle that never reads
 * it (the statement readers' lazy module) drops it, and zod with it.
 */
export const VerificationSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    status: z.enum(["balanced", "partial", "unbalanced", "no_balances"]),
    rows_checked: z.number().int(),
    rows_total: z.number().int(),
    first_break: z.object({ row: z.number().int(), expected: z.string(), found: z.string() }).optional(),
    closing: z.object({ date: z.string(), balance: z.string() }).optional(),
    /** Of the rows read to decide the reading, how many meet a transaction the account already holds (amount, sign and day). */
    budget_rows: z.object({ met: z.number().int(), read: z.number().int() }).optional(),
    not_proven: z.array(z.enum(["days", "scale"])).optional(),
  }),
);
export type Verification = z.infer<typeof VerificationSchema>;

/** Amounts carry at most 4 decimals: compared as whole ten-thousandths, exact and safe far beyond any balance. */
const UNITS = 10_000;
/** Balances of one day kept to match the day's end against (a day of thousands of rows keeps its first and last ones). */
const DAY_BALANCES = 32;

export const toUnits = (value: number): number => Math.round(value * UNITS);
/** What one digit of a fraction n digits long is worth in units (4 decimals at most: the rest goes by Number). */
const FRACTION_DIGIT_UNITS = [UNITS, 1000, 100, 10, 1];

/**
 * toUnits(Number(text)) of a decimal as the planner writes an amount ("-1234.5", "0.25"), read digit by digit: Number()
 * of a fraction makes a number on the heap each time, this makes none. The two are equal while the units stay under
 * 2^50 (Number's error is then under a quarter of a unit); text of another shape (more than 4 decimals, 12 digits or
 * more before the point, a plus sign, an exponent) goes by Number.
 */
export function unitsOfDecimal(text: string): number {
  const length = text.length;
  const negative = length > 0 && text.charCodeAt(0) === 45;
  let i = negative ? 1 : 0;
  const wholeStart = i;
  let whole = 0;
  for (let digit = 0; i < length && (digit = text.charCodeAt(i) - 48) >= 0 && digit <= 9; i++) whole = whole * 10 + digit;
  const wholeDigits = i - wholeStart;
  let fraction = 0;
  let fractionDigits = 0;
  if (i < length && text.charCodeAt(i) === 46) {
    const fractionStart = ++i;
    for (let digit = 0; i < length && (digit = text.charCodeAt(i) - 48) >= 0 && digit <= 9; i++) fraction = fraction * 10 + digit;
    fractionDigits = i - fractionStart;
  }
  if (i !== length || wholeDigits === 0 || wholeDigits > 11 || fractionDigits > 4) return toUnits(Number(text));
  const units = whole * UNITS + fraction * (FRACTION_DIGIT_UNITS[fractionDigits] as number);
  return negative ? -units : units;
}

export const fromUnits = (units: number): string => {
  const sign = units < 0 ? "-" : "";
  const abs = Math.abs(units);
  const whole = Math.floor(abs / UNITS);
  const frac = String(abs % UNITS)
    .padStart(4, "0")
    .replace(/0{1,2}$/, "");
  return `${sign}${whole}.${frac.length < 2 ? frac.padEnd(2, "0") : frac}`;
};

/** The rows of one day (in one currency), as the file lists them. */
interface Day {
  date: string;
  firstRow: number;
  rows: number;
  /** The day's money in minus money out, in units. */
  moneyIn: number;
  /**
   * Balances the day's rows state, in file order, in the first `stated` places (at most DAY_BALANCES: the first ones
   * and the last). A typed array of its own size: a day's balances are never boxed, its list never grows nor shrinks
   * (a list emptied every day and grown again row by row kept the collector busy).
   */
  balances: Float64Array;
  stated: number;
}

/** One way the balances may run: the file's order, and whether the balance is what the holder has or owes. */
interface Hypothesis {
  newestFirst: boolean;
  owed: boolean;
  /** The balance the last checked day ended at (null: not known yet). */
  end: number | null;
  steps: number;
  breaks: number;
  rowsChecked: number;
  firstBreak: { row: number; expected: number; found: number } | null;
}

const HYPOTHESES: readonly { newestFirst: boolean; owed: boolean }[] = [
  { newestFirst: false, owed: false },
  { newestFirst: true, owed: false },
  { newestFirst: false, owed: true },
  { newestFirst: true, owed: true },
];

/** A day's rows as read so far; reused from day to day (a file of a million days makes no object per day). */
const newDay = (): Day => ({ date: "", firstRow: 0, rows: 0, moneyIn: 0, balances: new Float64Array(DAY_BALANCES), stated: 0 });

/** A day's balances as a list (once per chain, for its result). */
const statedBalances = (day: Day): number[] => Array.from(day.balances.subarray(0, day.stated));

/** The money and rows of the days since the last one that stated a balance. */
interface Between {
  rows: number;
  moneyIn: number;
  firstRow: number;
}

/** One currency's rows, day by day, under every hypothesis at once. */
class Chain {
  readonly hypotheses: Hypothesis[];
  private day = newDay();
  private open = false;
  /** The last day that stated a balance (once there is one), and the days since that stated none. */
  private anchor = newDay();
  private anchored = false;
  private readonly between: Between = { rows: 0, moneyIn: 0, firstRow: 0 };
  /** The first day that stated a balance: its date and balances (newest first, the closing balance is there). */
  first: { date: string; balances: number[] } | null = null;
  /** Rows no step can check, by nature: up to the first day with a balance (oldest first), from the last (newest first). */
  leadRows = 0;
  tailRows = 0;

  constructor(ways: readonly { newestFirst: boolean; owed: boolean }[]) {
    this.hypotheses = ways.map((h) => ({ ...h, end: null, steps: 0, breaks: 0, rowsChecked: 0, firstBreak: null }));
  }

  add(row: number, date: string, moneyIn: number, balance: number): void {
    if (!this.open || this.day.date !== date) {
      this.close();
      this.day.date = date;
      this.day.firstRow = row;
      this.open = true;
    }
    const day = this.day;
    day.rows++;
    day.moneyIn += moneyIn;
    if (!Number.isNaN(balance)) {
      if (day.stated === DAY_BALANCES) dropOlderTail(day);
      day.balances[day.stated++] = balance;
    }
  }

  /** The last day that stated a balance, once all is read: its date and balances. */
  get last(): { date: string; balances: number[] } | null {
    return this.anchored ? { date: this.anchor.date, balances: statedBalances(this.anchor) } : null;
  }

  /** The day being read is complete: checked against the last day with a balance, under each hypothesis. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    const day = this.day;
    const between = this.between;
    if (day.stated === 0) {
      if (between.rows === 0) between.firstRow = day.firstRow;
      between.rows += day.rows;
      between.moneyIn += day.moneyIn;
      this.tailRows += day.rows;
    } else {
      if (this.first === null) {
        this.first = { date: day.date, balances: statedBalances(day) };
        this.leadRows = between.rows + day.rows;
      }
      this.tailRows = day.rows;
      if (this.anchored) for (const h of this.hypotheses) step(h, this.anchor, between, day);
      // This day is the anchor now; the old anchor's object is the next day's.
      this.day = this.anchor;
      this.anchor = day;
      this.anchored = true;
      between.rows = 0;
      between.moneyIn = 0;
      between.firstRow = 0;
    }
    const next = this.day;
    next.rows = 0;
    next.moneyIn = 0;
    next.stated = 0;
  }
}

/**
 * A full day's list keeps its first half and the newest quarter: the older half of its tail goes in one move every
 * quarter of a list (no array made per row, as a splice would).
 */
function dropOlderTail(day: Day): void {
  const keep = DAY_BALANCES / 2;
  const newest = DAY_BALANCES / 4;
  const balances = day.balances;
  for (let i = 0; i < newest; i++) balances[keep + i] = balances[DAY_BALANCES - newest + i] as number;
  day.stated = keep + newest;
}

/**
 * One step of a hypothesis from the day `before` to `day` (the days between stated no balance): oldest first, some
 * balance of `day` is the earlier day's end plus the money of the days since; newest first, the earlier day in the
 * file is the later in time, and its end is this day's plus its own money and the money between. Once a step found
 * where a day ended, the next starts from there.
 */
function step(h: Hypothesis, before: Day, between: Between, day: Day): void {
  const moved = (h.owed ? -1 : 1) * (between.moneyIn + (h.newestFirst ? before.moneyIn : day.moneyIn));
  const startDay = h.newestFirst ? day : before;
  const endDay = h.newestFirst ? before : day;
  const starts = startDay.balances;
  const ends = endDay.balances;
  const fixedStart = h.end !== null && !h.newestFirst;
  const fixedEnd = h.end !== null && h.newestFirst;
  const startCount = fixedStart ? 1 : startDay.stated;
  const endCount = fixedEnd ? 1 : endDay.stated;
  h.steps++;
  // A day's ends are its first and last balances (whichever way the bank sorted inside the day): they are tried
  // first, because a day that repeats its amounts has inner balances as far apart as its ends.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < startCount; i++) {
      if (!fixedStart && pass === 0 && i !== 0 && i !== startCount - 1) continue;
      const start = fixedStart ? (h.end as number) : (starts[i] as number);
      for (let j = 0; j < endCount; j++) {
        if (!fixedEnd && pass === 0 && j !== 0 && j !== endCount - 1) continue;
        const end = fixedEnd ? (h.end as number) : (ends[j] as number);
        if (end - start !== moved) continue;
        h.rowsChecked += between.rows + (h.newestFirst ? before.rows : day.rows);
        h.end = h.newestFirst ? start : end;
        return;
      }
    }
  }
  h.breaks++;
  const start = fixedStart ? (h.end as number) : (lastBalance(startDay) ?? 0);
  const found = fixedEnd ? (h.end as number) : ((h.newestFirst ? firstBalance(endDay) : lastBalance(endDay)) ?? 0);
  h.firstBreak ??= {
    row: h.newestFirst ? before.firstRow : between.rows > 0 ? between.firstRow : day.firstRow,
    expected: start + moved,
    found,
  };
  h.end = h.newestFirst ? firstBalance(startDay) : lastBalance(endDay);
}

/** A day's first and last balance (null: it states none; a day in a step has one, an anchor always). */
const firstBalance = (day: Day): number | null => (day.stated > 0 ? (day.balances[0] as number) : null);
const lastBalance = (day: Day): number | null => (day.stated > 0 ? (day.balances[day.stated - 1] as number) : null);

/**
 * Rows in, a verification out. `owedAllowed`: the account is a card, whose export may state what is owed (it grows
 * with purchases); elsewhere a balance that moves against every amount says the sign is read the wrong way round.
 */
export class BalanceCheck {
  private readonly chains = new Map<string, Chain>();
  /** A new section of the file (another account, another statement) runs a balance of its own. */
  private section = 0;
  private last: Chain | null = null;
  private lastCurrency = "";
  private rows = 0;
  private withBalance = 0;

  /** A card's export may run either way; elsewhere a balance is what the holder has (a sign read wrong is a break). */
  private readonly ways: readonly { newestFirst: boolean; owed: boolean }[];

  constructor(owedAllowed: boolean) {
    this.ways = owedAllowed ? HYPOTHESES : HYPOTHESES.filter((h) => !h.owed);
  }

  /** A planned row: its money in (negative: out) and the balance after it (NaN: none, a number kept unboxed), in units. */
  add(row: number, date: string, currency: string, moneyIn: number, balance: number): void {
    this.rows++;
    if (!Number.isNaN(balance)) this.withBalance++;
    // Rows come in runs of one currency: the last chain answers most of them without a key made.
    let chain = this.last;
    if (chain === null || currency !== this.lastCurrency) {
      const key = `${this.section}\u001f${currency}`;
      chain = this.chains.get(key) ?? null;
      if (chain === null) this.chains.set(key, (chain = new Chain(this.ways)));
      this.last = chain;
      this.lastCurrency = currency;
    }
    chain.add(row, date, moneyIn, balance);
  }

  /** The rows from here on are another section's (a header again, another account): their balance starts anew. */
  restart(): void {
    this.section++;
    this.last = null;
  }

  /** What the balances say. */
  result(): Verification {
    let checked = 0;
    let uncheckable = 0;
    let steps = 0;
    let breaks = 0;
    let firstBreak: Hypothesis["firstBreak"] = null;
    let closing: Verification["closing"];
    for (const chain of this.chains.values()) {
      chain.close();
      const best = bestOf(chain.hypotheses);
      checked += best.rowsChecked;
      uncheckable += best.newestFirst ? chain.tailRows : chain.leadRows;
      steps += best.steps;
      breaks += best.breaks;
      if (best.firstBreak && (firstBreak === null || best.firstBreak.row < firstBreak.row)) firstBreak = best.firstBreak;
      const newest = best.newestFirst ? chain.first : chain.last;
      const balances = newest?.balances ?? [];
      const end = best.newestFirst ? balances[0] : balances[balances.length - 1];
      if (newest && end !== undefined && (closing === undefined || newest.date > closing.date)) {
        closing = { date: newest.date, balance: fromUnits(best.owed ? -end : end) };
      }
    }
    const base = { rows_checked: checked, rows_total: this.rows };
    if (steps === 0) return { status: "no_balances", ...base, ...(closing ? { closing } : {}) };
    // The first day of a running balance checks nothing by itself: balanced is every row that could be checked.
    const status = breaks > 0 ? "unbalanced" : checked + uncheckable >= this.rows ? "balanced" : "partial";
    const broken = firstBreak
      ? { first_break: { row: firstBreak.row, expected: fromUnits(firstBreak.expected), found: fromUnits(firstBreak.found) } }
      : {};
    return { status, ...base, ...broken, ...(closing ? { closing } : {}) };
  }
}

/** The hypothesis that explains most steps; ties go to the fewest breaks, then oldest first, then a holder's balance. */
function bestOf(hypotheses: readonly Hypothesis[]): Hypothesis {
  let best = hypotheses[0] as Hypothesis;
  for (const h of hypotheses) {
    const explained = h.steps - h.breaks;
    const bestExplained = best.steps - best.breaks;
    if (explained > bestExplained || (explained === bestExplained && h.breaks < best.breaks)) best = h;
  }
  return best;
}

/** One statement's balances and what it books, as statementsVerification reads them. */
export interface StatementCheck {
  opening: number | null;
  closing: number | null;
  closingDate: string | null;
  moneyIn: number;
  entries: number;
  firstRow: number;
}

/**
 * A statement's check from its opening and closing balance (holder's view, decimal text) and its planned items: the
 * pending ones move no booked balance.
 */
export function statementCheck(
  opening: { amount: string } | null,
  closing: { amount: string; date: string | null } | null,
  items: readonly PlannedItem[],
  firstRow: number,
): StatementCheck {
  let moneyIn = 0;
  for (const planned of items) if (planned.provisional !== "pending") moneyIn -= toUnits(Number(planned.item.amount));
  const units = (b: { amount: string } | null) => (b === null || !Number.isFinite(Number(b.amount)) ? null : toUnits(Number(b.amount)));
  return { opening: units(opening), closing: units(closing), closingDate: closing?.date ?? null, moneyIn, entries: items.length, firstRow };
}

/**
 * A statement's own check (MT940 :60F:/:62F:, CAMT OPBD/CLBD): the opening balance plus its entries is the closing
 * balance. Several statements in one file are checked each; `row` names an entry of the statement that breaks.
 */
export function statementsVerification(statements: readonly StatementCheck[]): Verification {
  let checked = 0;
  let total = 0;
  let steps = 0;
  let firstBreak: Verification["first_break"];
  let closing: Verification["closing"];
  for (const s of statements) {
    total += s.entries;
    if (s.closing !== null && s.closingDate !== null && (closing === undefined || s.closingDate >= closing.date)) {
      closing = { date: s.closingDate, balance: fromUnits(s.closing) };
    }
    if (s.opening === null || s.closing === null) continue;
    steps++;
    if (s.opening + s.moneyIn === s.closing) checked += s.entries;
    else firstBreak ??= { row: s.firstRow, expected: fromUnits(s.opening + s.moneyIn), found: fromUnits(s.closing) };
  }
  const base = {
    rows_checked: checked,
    rows_total: total,
    ...(firstBreak ? { first_break: firstBreak } : {}),
    ...(closing ? { closing } : {}),
  };
  if (steps === 0) return { status: "no_balances", ...base };
  return { status: firstBreak ? "unbalanced" : checked >= total ? "balanced" : "partial", ...base };
}

/**
 * What a plan's answer says: the adapter's verification, or that nothing checked the `planned` rows (a statement's
 * closing balance alone, as OFX gives it, checks none of them). Balances that add up over rows the plan could not read
 * (`unread`: rows in error, each reported) prove the file's figures, not the import: never `balanced` then, and no
 * more rows checked than were planned.
 */
export function verificationOf(
  stated: Verification | null | undefined,
  planned: number,
  statementBalance: { amount: string; date: string | null } | null = null,
  unread = 0,
): Verification {
  if (stated && unread > 0 && (stated.status === "balanced" || stated.status === "partial"))
    return { ...stated, status: "partial", rows_checked: Math.min(stated.rows_checked, planned), rows_total: planned + unread };
  // Balances add up whatever day a row is put on: a balanced answer says so.
  if (stated) return stated.status === "balanced" ? { ...stated, not_proven: ["days"] } : stated;
  const closing = statementBalance?.date ? { date: statementBalance.date, balance: statementBalance.amount } : null;
  return { status: "no_balances", rows_checked: 0, rows_total: planned, ...(closing ? { closing } : {}) };
}
