// One payment, one transaction, end to end, on streams of the reconciliation bench (bench/reconcile/streams): small
// months of six payments whose taps, receipts and bank exports arrive as the bench's truth says, sent through the
// worker as a phone, a mail client and an upload send them. Every payment must be in the sandbox's budget once, in
// its account, at the amount it was paid. The collisions below are ones a matching that took an equal amount as
// proof got wrong: each case says what that did, and what the evidence now decides.
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

// Collisions drawn on purpose: each passes only while the matching tells these payments apart.
describe("collisions: every payment once, not merged nor doubled", () => {
  it(
    "seed 20, cash next to a card: a cash receipt of 32.09 at Walgreens, forwarded after the card's 32.09 at Safeway was imported",
    async () => {
      // On the amount alone the receipt enriched Safeway's transaction and the cash payment was lost: Walgreens is not
      // Safeway.
      const { inBudget, truth } = await endToEnd(smallStream(20, "cash-next-to-card"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 81, the same amount at another shop: 40.00 at Corner Books (receipt, checking) and 40.00 at Shell (tap, card) one day",
    async () => {
      // On the amount alone the receipt enriched Shell's tap and both rows took that one transaction: one for two
      // payments. Corner Books is not Shell, and a receipt that enriched a transaction is not open to bank rows.
      const { inBudget, truth } = await endToEnd(smallStream(81, "same-amount-other-shop"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 50, the same shop twice at one price: two taps of 3.75 at Starbucks one day, two identical bank rows",
    async () => {
      // The second tap was the service's duplicate of the first (one payee, amount and day), and the two identical rows
      // were an ambiguity: three transactions for two coffees. A tap goes by its own id; identical rows are one choice.
      const { inBudget, truth } = await endToEnd(smallStream(50, "same-shop-same-price"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    "seed 21, holds at other stations: 1.00 holds at Shell (with its tap of 1.00) and Chevron, booked at 65.82 and 57.87",
    async () => {
      // Shell's pending row fitted Chevron's 1.00 hold as well as Shell's tap ("SEATTLE WA" alike) and took neither:
      // the tap of 1.00 stayed beside it. Chevron is not Shell.
      const { inBudget, truth } = await endToEnd(smallStream(21, "holds-at-other-stations"));
      expect(inBudget).toEqual(truth);
    },
    STREAM_TIMEOUT_MS,
  );
});
