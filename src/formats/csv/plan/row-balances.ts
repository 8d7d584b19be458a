// The planned rows' money and balances on their way to the file's own checks: the balance check (verification.ts)
// and the sum the opening and closing lines check (detect/balance-lines.ts). The planner's row loop only writes a row down
// here, its balance in the parts it was read in; the checks turn amounts and balances into units and read the rows a
// batch at a time, in a loop of their own. Kept out of the row loop, their work leaves that loop's inlining budget to
// its id hashing and item making, and no number of theirs is boxed on its way through a call per row (the row loop
// allocates what it did before the checks came).
import { toUnits, type BalanceCheck, unitsOfDecimal } from "../../verification";
import type { AmountParts } from "../../../locale/numbers";

/** Rows written down before the checks read them: enough to make the batch's loop the hot one, few enough to hold. */
const BATCH_ROWS = 1024;

export class RowBalances {
  /** The rows written down and not read yet, column by column (numbers in typed arrays: none is boxed). */
  private readonly rowNumbers = new Float64Array(BATCH_ROWS);
  private readonly booked = new Uint8Array(BATCH_ROWS);
  /** The balance's parts (AmountParts); digits 0: the row has no balance. */
  private readonly balanceNegative = new Uint8Array(BATCH_ROWS);
  private readonly balanceInt = new Float64Array(BATCH_ROWS);
  private readonly balanceFrac = new Float64Array(BATCH_ROWS);
  private readonly balanceDigits = new Uint8Array(BATCH_ROWS);
  /** The balance being turned into units (reused: no object per row). */
  private readonly parts: AmountParts = { negative: false, int: 0, frac: 0, fracDigits: 2 };
  private readonly dates: string[] = new Array<string>(BATCH_ROWS).fill("");
  private readonly currencies: (string | undefined)[] = new Array<string | undefined>(BATCH_ROWS).fill(undefined);
  private readonly amounts: string[] = new Array<string>(BATCH_ROWS).fill("");
  private count = 0;
  /** The booked rows' money in, in ten-thousandths, and whether they are of one currency: what the lines check. */
  private bookedSum = 0;
  private bookedCurrency: string | undefined | null = null;
  private mixed = false;

  constructor(private readonly check: BalanceCheck) {}

  /**
   * A planned row: its amount as the plan writes it (positive: money out), the balance after it as read (null: none),
   * and whether it is booked (a pending one is in no closing balance yet).
   */
  add(row: number, date: string, currency: string | undefined, amount: string, balance: AmountParts | null, booked: boolean): void {
    const n = this.count;
    this.rowNumbers[n] = row;
    this.dates[n] = date;
    this.currencies[n] = currency;
    this.amounts[n] = amount;
    this.booked[n] = booked ? 1 : 0;
    if (balance === null) this.balanceDigits[n] = 0;
    else {
      this.balanceNegative[n] = balance.negative ? 1 : 0;
      this.balanceInt[n] = balance.int;
      this.balanceFrac[n] = balance.frac;
      this.balanceDigits[n] = balance.fracDigits;
    }
    this.count = n + 1;
    if (n + 1 === BATCH_ROWS) this.read();
  }

  /** The rows written down go through the checks, in their order (before a check is asked or restarted). */
  read(): void {
    const count = this.count;
    this.count = 0;
    const parts = this.parts;
    for (let i = 0; i < count; i++) {
      const moneyIn = -unitsOfDecimal(this.amounts[i] as string);
      const currency = this.currencies[i];
      const digits = this.balanceDigits[i] as number;
      let balance = NaN;
      if (digits !== 0) {
        parts.negative = this.balanceNegative[i] === 1;
        parts.int = this.balanceInt[i] as number;
        parts.frac = this.balanceFrac[i] as number;
        parts.fracDigits = digits;
        balance = unitsOf(parts);
      }
      this.check.add(this.rowNumbers[i] as number, this.dates[i] as string, currency ?? "", moneyIn, balance);
      if (this.booked[i] === 1) this.book(moneyIn, currency);
    }
  }

  /** The booked rows' money in (units), once read. */
  get bookedMoneyIn(): number {
    return this.bookedSum;
  }

  /** The booked rows are of more than one currency (their sum checks no balance line). */
  get currenciesMixed(): boolean {
    return this.mixed;
  }

  private book(moneyIn: number, currency: string | undefined): void {
    this.bookedSum += moneyIn;
    if (currency === this.bookedCurrency) return;
    if (this.bookedCurrency === null) this.bookedCurrency = currency;
    else this.mixed = true;
  }
}

/** The parts' value in units of verification.ts (ten-thousandths). */
export function unitsOf(parts: AmountParts): number {
  const value = parts.int + parts.frac / 10 ** parts.fracDigits;
  return toUnits(parts.negative ? -value : value);
}

/** What one digit of a fraction n digits long is worth in units, for n up to 4. */
const FRACTION_DIGIT_UNITS = [10_000, 1000, 100, 10, 1];
/** A whole part below this is exact in units whatever its fraction (under 2^50 units: unitsOf rounds nothing away). */
const EXACT_WHOLE = 1e11;

/**
 * unitsOf(a) === unitsOf(b), compared in whole numbers while both have at most 4 decimals (then unitsOf is exact: the
 * whole part and the fraction's units say the same), so the row loop makes no fraction of its own.
 */
export function sameUnits(a: AmountParts, b: AmountParts): boolean {
  if (a.fracDigits > 4 || b.fracDigits > 4 || a.int >= EXACT_WHOLE || b.int >= EXACT_WHOLE) return unitsOf(a) === unitsOf(b);
  return (
    a.int === b.int &&
    a.frac * (FRACTION_DIGIT_UNITS[a.fracDigits] as number) === b.frac * (FRACTION_DIGIT_UNITS[b.fracDigits] as number) &&
    // Zero is zero whatever its sign says (unitsOf's -0 equals 0).
    (a.negative === b.negative || (a.int === 0 && a.frac === 0))
  );
}
