// A wallet's conversions of its own (currency-conversions.ts says what they are): the pair of conversion rows that
// bought a payment's currency gives the held payment its cost in the account's currency, whichever side of the
// payment the wallet wrote them on.
import { cancels, paidBy, type ConversionHalf } from "./currency-conversions";
import type { HeldRow } from "./held-row";

export class WalletConversions {
  /** Conversion rows read before their payment (an export newest first), for the next row to take. */
  private halves: ConversionHalf[] = [];

  /** Whether conversion rows wait for the next row. */
  get waiting(): boolean {
    return this.halves.length > 0;
  }

  /**
   * A conversion row's half, `amount` in `currency`. Read after the payment (oldest first), the half in the payment's
   * currency that cancels it marks it, and the half in another currency then becomes its amount: true, and the held
   * row's balance is then this row's (the account's currency's after the conversion is the one the payment left).
   * Read before it, both halves wait for the next row (payFor).
   */
  take(held: HeldRow, currency: string | undefined, amount: string): boolean {
    const isHeld = held.row !== 0;
    if (isHeld && !held.converted && currency === held.currency && cancels(held.amount, amount)) {
      held.converted = true;
    } else if (isHeld && held.converted && currency !== held.currency) {
      held.converted = false;
      held.amount = amount;
      held.currency = currency;
      return true;
    } else {
      // Two halves at most belong together: an older one is a conversion of no payment in this file.
      if (this.halves.length === 2) this.halves.shift();
      this.halves.push({ currency, amount });
    }
    return false;
  }

  /** The row just held is the payment the waiting conversion rows paid for: it costs what the account's half says. */
  payFor(held: HeldRow): void {
    const half = held.row !== 0 ? paidBy(this.halves, held.currency, held.amount) : undefined;
    this.halves = [];
    if (half === undefined) return;
    held.amount = half.amount;
    held.currency = half.currency;
    // Its balance is of the payment's currency, not the account's.
    held.balanceRead = false;
    held.hasBalance = false;
  }
}
