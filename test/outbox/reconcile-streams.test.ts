// One payment, one transaction, end to end, on streams of the reconciliation bench (bench/reconcile/streams): small
// months of six payments whose taps, receipts and bank exports arrive as the bench's truth says, sent through the
// worker as a phone, a mail client and an upload send them. Every payment must be in the sandbox's budget once, in
// its account, at the amount it was paid (issue 49 §3). The collisions below are the ones today's matching gets
// wrong (the bench counts them): each case says what happens to it today.
import { describe, expect, it } from "vitest";
import { endToEnd, smallStream } from "../support/streams";

/** A stream's reports are sent one after another, each waited for: a dozen of them take seconds. */
const STREAM_TIMEOUT_MS = 60_000;

describe("a month without a collision drawn: every payment once", () => {
  it(
    "seed 39: taps, a pending row, two accounts' exports (one sent twice)",
    async () => {
      const { inBudget, truth } = await endToEnd(smallStream(39, null));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );
});

// Today's code fails each of these (issue 49 §3); they pass once the matching tells these payments apart.
describe("collisions, which today's matching fails (issue 49 §3): every payment once, not merged nor doubled", () => {
  it(
    "seed 20, cash next to a card: a cash receipt of 32.09 at Walgreens, forwarded after the card's 32.09 at Safeway was imported",
    async () => {
      // Today: the receipt's match mode enriches Safeway's transaction (the same amount, no payee asked): the cash
      // payment is lost.
      const { inBudget, truth } = await endToEnd(smallStream(20, "cash-next-to-card"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 81, the same amount at another shop: 40.00 at Corner Books (receipt, checking) and 40.00 at Shell (tap, card) one day",
    async () => {
      // Today: the receipt enriches Shell's tap; the checking row takes the receipt's transaction over (moving Shell's to
      // checking), and the card's row then takes the tap's, the same transaction: one transaction for two payments.
      const { inBudget, truth } = await endToEnd(smallStream(81, "same-amount-other-shop"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 50, the same shop twice at one price: two taps of 3.75 at Starbucks one day, two identical bank rows",
    async () => {
      // Today: the second tap is the service's duplicate of the first (the budget's rule names both "Starbucks": one
      // payee, amount and day); both rows fit the one tap left alike, and nothing tells which: both are inserted beside
      // it, three transactions for two coffees.
      const { inBudget, truth } = await endToEnd(smallStream(50, "same-shop-same-price"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 21, holds at other stations: 1.00 holds at Shell (with its tap of 1.00) and Chevron, booked at 65.82 and 57.87",
    async () => {
      // Today: Shell's pending row fits Chevron's hold imported hours before (1.00, the same day, "SEATTLE WA" alike)
      // as well as Shell's tap, and tells neither: it is inserted, and the tap of 1.00 stays beside it.
      const { inBudget, truth } = await endToEnd(smallStream(21, "holds-at-other-stations"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );
});
