// Schedule sources: a balance that follows from a formula (a loan paid down, a car depreciating, a house
// growing), deterministic, so history backfills from the start date. Each yields the amount as the service shows
// it on a manual account of the matching type: positive owed for a loan, positive value for an asset
// (accountSide() says which).
import * as z from "zod";
import { onFirstUse } from "../../../on-first-use";
import {
  addMonths,
  dayOfMonth,
  isMonth,
  lastDayOf,
  monthAt,
  monthIndex,
  monthOf,
  parseYmd,
  wholeMonthsBetween,
} from "../../readings/calendar";
import { add, compare, dec, type Decimal, divide, formatDecimal, mul, parseDecimal, pow, roundTo, sign, sub, ZERO } from "../../../money";
import type { MonthBalance } from "../../reading";
import { fail, ok, type Result } from "../../../result";

/** Longest schedule followed: 100 years of monthly payments (a loan that takes longer is refused). */
export const MAX_MONTHS = 1200;
/** An annual percentage rate per month as a divisor: 12 months × 100 percent. */
const MONTHLY_PERCENT = dec("1200");
/** Decimals of a schedule's amounts unless set: cents, as a lender's statement shows them. */
const DEFAULT_PLACES = 2;

const amount = onFirstUse(() =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const r = parseDecimal(value);
    if (r.ok) return formatDecimal(r.value);
    ctx.addIssue({ code: "custom", message: r.reason });
    return z.NEVER;
  }),
);
const positive = onFirstUse(() => amount.refine((v) => sign(dec(v)) > 0, "must be more than 0"));
const date = onFirstUse(() => z.string().refine((v) => parseYmd(v) !== null, "must be a date (YYYY-MM-DD)"));
const places = onFirstUse(() => z.number().int().min(0).max(4).default(DEFAULT_PLACES));

const LoanSchema = onFirstUse(() =>
  z.object({
    kind: z.literal("loan"),
    principal: positive,
    /** Annual interest rate in percent ("6.5"), charged monthly on what is owed. */
    annualRate: amount.refine((v) => sign(dec(v)) >= 0 && compare(dec(v), dec("100")) < 0, "must be from 0 to under 100 (%)"),
    /** The fixed monthly payment (interest first, the rest pays down the principal). */
    payment: positive,
    /** Day of the month payments are made (a shorter month pays on its last day). */
    paymentDay: z.number().int().min(1).max(31),
    /** The day the loan was paid out; the first payment is in the following month. */
    start: date,
    places,
  }),
);

const DepreciationSchema = onFirstUse(() =>
  z.object({
    kind: z.literal("depreciation"),
    purchaseValue: positive,
    salvageValue: amount.refine((v) => sign(dec(v)) >= 0, "must not be negative"),
    usefulLifeMonths: z.number().int().min(1).max(MAX_MONTHS),
    start: date,
    places,
  }),
);

const GrowthSchema = onFirstUse(() =>
  z.object({
    kind: z.literal("growth"),
    purchaseValue: positive,
    /** Annual rate in percent, compounded monthly; negative for a value that shrinks by a fixed share. */
    annualRate: amount.refine(
      (v) => compare(dec(v), dec("-100")) > 0 && compare(dec(v), dec("100")) <= 0,
      "must be over -100 and at most 100 (%)",
    ),
    start: date,
    places,
  }),
);

export const ScheduleSourceSchema = onFirstUse(() =>
  z.discriminatedUnion("kind", [LoanSchema, DepreciationSchema, GrowthSchema]).superRefine((source, ctx) => {
    const why = implausible(source);
    if (why) ctx.addIssue({ code: "custom", message: why });
  }),
);

export type ScheduleSource = z.output<typeof ScheduleSourceSchema>;
export type LoanSchedule = Extract<ScheduleSource, { kind: "loan" }>;

/** A schedule from user JSON (the body of a balance-source request), or why it cannot be followed. */
export function parseScheduleSource(input: unknown): Result<ScheduleSource> {
  const r = ScheduleSourceSchema.safeParse(input);
  if (r.success) return ok(r.data);
  return fail(r.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; "));
}

/** Which kind of manual account the schedule's positive amount belongs on (see the signs note above). */
export function accountSide(source: ScheduleSource): "liability" | "asset" {
  return source.kind === "loan" ? "liability" : "asset";
}

/** The balance on a date ("YYYY-MM-DD"), or null before the start. */
export function balanceOn(source: ScheduleSource, date: string): string | null {
  return balancesOn(source, [date])[0] ?? null;
}

/**
 * Month-end balances from `from` to `to` ("YYYY-MM", inclusive), past months only: a month is past when
 * it ends before `today` ("YYYY-MM-DD", the caller's calendar day). Months before the start are left out.
 */
export function monthEndBalances(source: ScheduleSource, from: string, to: string, today: string): MonthBalance[] {
  if (!isMonth(from) || !isMonth(to) || !parseYmd(today)) throw new RangeError("from/to must be YYYY-MM and today YYYY-MM-DD");
  const first = Math.max(monthIndex(from), monthIndex(monthOf(source.start)));
  const last = Math.min(monthIndex(to), monthIndex(monthOf(today)) - 1);
  const months: string[] = [];
  for (let i = first; i <= last; i++) months.push(monthAt(i));
  const balances = balancesOn(source, months.map(lastDayOf));
  return months.map((month, i) => {
    const balance = balances[i];
    // Every month here ends on or after the source's start, which has a balance.
    if (balance === undefined || balance === null) throw new Error(`no balance at the end of ${month}, after the source's start`);
    return { month, balance };
  });
}

/** Balances on ascending dates (one walk through a loan's payments for all of them). */
function balancesOn(source: ScheduleSource, dates: string[]): (string | null)[] {
  const parsed = dates.map((d) => parseYmd(d) ?? badDate(d));
  if (source.kind === "loan") return loanBalances(source, dates);
  const start = parseYmd(source.start) ?? badDate(source.start);
  return parsed.map((d, i) => {
    if ((dates[i] ?? "") < source.start) return null;
    const months = wholeMonthsBetween(start, d);
    return formatDecimal(source.kind === "depreciation" ? depreciated(source, months) : grown(source, months));
  });
}

function badDate(text: string): never {
  throw new RangeError(`not a date (YYYY-MM-DD): ${text}`);
}

function loanBalances(loan: LoanSchedule, dates: string[]): (string | null)[] {
  const payments = loanPayments(loan);
  let owed = roundTo(dec(loan.principal), loan.places);
  let next = payments.next();
  return dates.map((date) => {
    if (date < loan.start) return null;
    for (; !next.done && next.value.date <= date; next = payments.next()) owed = next.value.owed;
    return formatDecimal(owed);
  });
}

/**
 * Each payment's date and what is owed after it. Interest for the month (owed × rate / 1200, rounded to
 * the loan's places) is added, then the payment subtracted; the last payment is only what is left.
 */
function* loanPayments(loan: LoanSchedule): Generator<{ date: string; owed: Decimal }> {
  const rate = dec(loan.annualRate);
  const payment = dec(loan.payment);
  let owed = roundTo(dec(loan.principal), loan.places);
  const startMonth = monthOf(loan.start);
  for (let k = 1; k <= MAX_MONTHS && sign(owed) > 0; k++) {
    owed = add(owed, divide(mul(owed, rate), MONTHLY_PERCENT, loan.places));
    owed = compare(owed, payment) <= 0 ? ZERO : sub(owed, payment);
    yield { date: dayOfMonth(addMonths(startMonth, k), loan.paymentDay), owed };
  }
}

/** Purchase value less an equal share of (purchase − salvage) per whole month, down to salvage. */
function depreciated(source: Extract<ScheduleSource, { kind: "depreciation" }>, months: number): Decimal {
  const purchase = dec(source.purchaseValue);
  const life = whole(source.usefulLifeMonths);
  const lost = mul(sub(purchase, dec(source.salvageValue)), whole(Math.min(months, source.usefulLifeMonths)));
  // (purchase × life − loss × months) / life: one division, so one rounding.
  return divide(sub(mul(purchase, life), lost), life, source.places);
}

/** Purchase value × (1 + rate/1200)^months, computed exactly and rounded once. */
function grown(source: Extract<ScheduleSource, { kind: "growth" }>, months: number): Decimal {
  const factor = add(MONTHLY_PERCENT, dec(source.annualRate));
  const numerator = mul(dec(source.purchaseValue), pow(factor, months));
  return divide(numerator, pow(MONTHLY_PERCENT, months), source.places);
}

/** Why a well-formed schedule still cannot be followed, or null. */
function implausible(source: ScheduleSource): string | null {
  if (source.kind === "depreciation" && compare(dec(source.salvageValue), dec(source.purchaseValue)) > 0) {
    return "salvageValue must not exceed purchaseValue";
  }
  if (source.kind !== "loan") return null;
  const firstInterest = divide(mul(dec(source.principal), dec(source.annualRate)), MONTHLY_PERCENT, source.places);
  if (compare(dec(source.payment), firstInterest) <= 0)
    return "payment does not cover the monthly interest: the loan would never be paid off";
  let owed = ZERO;
  for (const p of loanPayments(source)) owed = p.owed;
  return sign(owed) > 0 ? `the loan would not be paid off within ${MAX_MONTHS / 12} years` : null;
}

function whole(n: number): Decimal {
  return { units: BigInt(n), scale: 0 };
}
