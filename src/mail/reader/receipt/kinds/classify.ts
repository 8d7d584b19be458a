// Mails that read like receipts but record no purchase, and why, in words for the inbox: a failed payment, a
// cancellation, a refund or a payment received (a dividend, a tax refund, a transfer in), a parcel notice
// without a new charge, an offer or a cart left behind, no total, a zero or negative total. (A sender in someone else's name is impersonation.ts's.)
import { linesWith, phrasePattern, phrasesIn, type Phrases } from "../text/phrases";
import {
  BILL_AVAILABLE,
  CANCELLED,
  CART,
  CONDITIONAL,
  FAILED,
  LOST_PROPERTY,
  MARKETING,
  MONEY_IN,
  REFUND,
  SHIPMENT_TOTAL,
  SHIPPED,
} from "./notice-words";
import { notChargedYet } from "./future-money";
import { MONEY_COMING } from "../scams/scam-words";
import { trackerLines } from "./status-tracker";
import { PAID_STATE_LABELS } from "../totals/total-labels";
import { namesPayingCard } from "./settled";

export interface ClassifyInput {
  subject: string | null;
  lines: readonly string[];
  /**
   * The total read, if any: its value, sign, whether a "charged/paid" label or the markup gave it, and the
   * index of the line its label stands on in `lines` (what follows it is the receipt's footer), and the label as
   * written.
   */
  total: {
    value: string;
    negative: boolean;
    /** Written with a plus before it ("Částka: +1 500,50 CZK"): a bank's sign for money that came in. */
    plus?: boolean;
    charged: boolean;
    line?: number | null;
    label?: string | null;
  } | null;
  /** The markup's status ("OrderDelivered") or parcel delivery, if it says so. */
  markupStatus: string | null;
  markupShipping: string | null;
  /** Why nothing was charged although the order was paid: gift cards, points or credit paid it all (tenders.ts). */
  paidOtherwise?: string | null;
}

const pattern = {
  shipped: phrasePattern(SHIPPED.statements, true),
  shippingNoun: phrasePattern(SHIPPED.nouns, true),
  conditional: phrasePattern(CONDITIONAL),
  marketing: phrasePattern(MARKETING, true),
  cart: phrasePattern(CART, true),
  refund: phrasePattern(REFUND.statements, true),
  refundSubject: phrasePattern(REFUND.subject, true),
  cancelled: phrasePattern(CANCELLED.statements, true),
  cancelledSubject: phrasePattern(CANCELLED.subject, true),
  failed: phrasePattern(FAILED, true),
  shipmentTotal: phrasePattern(SHIPMENT_TOTAL),
  lostProperty: phrasePattern(LOST_PROPERTY),
  moneyIn: phrasePattern([...MONEY_IN, ...MONEY_COMING]),
  billAvailable: phrasePattern(BILL_AVAILABLE, true),
};
/**
 * Every phrase above that is looked for in the body, as one list: one pass over the text finds the few lines
 * that hold any of them (most receipts have none), and each list is then looked for in those lines only.
 */
const ANY_NOTICE = phrasePattern(
  [
    SHIPPED.statements,
    SHIPPED.nouns,
    MARKETING,
    CART,
    REFUND.statements,
    CANCELLED.statements,
    FAILED,
    MONEY_IN,
    MONEY_COMING,
    BILL_AVAILABLE,
  ].flat(),
  true,
);

/** Markup statuses that mean the mail is about a delivery, a cancellation or money back. */
const STATUS_VERDICTS: Readonly<Record<string, string>> = {
  OrderInTransit: "shipping notice (the markup says the order is in transit)",
  OrderDelivered: "delivery notice (the markup says the order was delivered)",
  OrderPickupAvailable: "pickup notice (the markup says the order is ready for pickup)",
  OrderCancelled: "cancelled order (the markup says so)",
  ReservationCancelled: "cancelled reservation (the markup says so)",
  OrderReturned: "return (the markup says the order was returned)",
  PaymentDeclined: "failed payment (the markup says the payment was declined)",
};

/** Distinct marketing phrases needed in the body (the subject needs one): receipts carry "Unsubscribe" too. */
const MARKETING_PHRASES = 2;

/** null for a purchase; otherwise why not. */
export function notAPurchase(input: ClassifyInput): string | null {
  const subject = input.subject ?? "";
  /**
   * The lines that hold any of the phrases: none of the others can say anything below. A status tracker's
   * stages ("Ordered · Shipped · Delivered") state nothing.
   */
  const noticeAt = linesWith(input.lines, ANY_NOTICE);
  const stages = noticeAt.length > 0 ? trackerLines(input.lines) : null;
  const stated = stages ? noticeAt.filter((i) => !stages.has(i)) : noticeAt;
  const noticeLines = stated.map((i) => input.lines[i] ?? "");
  const said = (p: Phrases) => statedIn(subject, p) || noticeLines.some((l) => statedIn(l, p));
  if (said(pattern.failed)) return "failed payment: the mail says the payment did not go through";
  const markupStatus = input.markupStatus ?? "";
  const status = markupStatus ? STATUS_VERDICTS[markupStatus] : undefined;
  // A parcel's notice charges only in words that take money ("We charged $70.00 to your Visa"): a total it calls
  // paid ("1 299 Kč (zaplaceno)") is the order's, charged when it was confirmed, unless the card that paid is named
  // beside it ("Paid by Visa: £35.99": merchants that charge when they dispatch).
  const label = input.total?.label?.toLowerCase().replace(/\s+/g, " ");
  const totalLine = input.total?.line != null ? (input.lines[input.total.line] ?? "") : "";
  const paidBefore = label !== undefined && PAID_STATE_LABELS.has(label) && !namesPayingCard(totalLine);
  const newCharge = (input.total?.charged ?? false) && !paidBefore;
  if (status && !(newCharge && /transit|delivered|pickup/i.test(markupStatus))) return status;
  if (said(pattern.cancelled) || phrasesIn(subject, pattern.cancelledSubject).length > 0)
    return "cancellation: the mail says the order or subscription was cancelled";
  if (said(pattern.refund) || phrasesIn(subject, pattern.refundSubject).length > 0) return "refund: money coming back, not a purchase";
  if (said(pattern.moneyIn)) return "payment received: money coming in, not a purchase";
  if (input.total?.plus) return "money in: the amount is written with a plus, as a bank writes money that came in";
  const totalAt = input.total?.line ?? null;
  const future = notChargedYet({
    subject,
    lines: input.lines,
    totalAt,
    total: input.total?.value ?? null,
    charged: input.total?.charged ?? false,
  });
  if (future) return future;
  // A statement or bill announced in the subject, or above the total: unless a charge is stated ("Total paid", "We
  // charged your Visa"), what it names is owed or was spent over a period, not paid now.
  const announced =
    statedIn(subject, pattern.billAvailable) ||
    stated.some((i) => (totalAt === null || i < totalAt) && statedIn(input.lines[i] ?? "", pattern.billAvailable));
  if (announced && !newCharge) return "a statement or bill made available: what it names is owed or was spent, not a payment made now";
  const named = (l: string) => phrasesIn(l, pattern.shippingNoun).length > 0 && phrasesIn(l, pattern.conditional).length === 0;
  const parcel = said(pattern.shipped) || named(subject) || noticeLines.some(named);
  const shipping = input.markupShipping ?? (parcel ? "the mail says the order is on its way or delivered" : null);
  // A merchant that charges per shipment states the shipment's total: that is this mail's charge. An order's
  // total in a shipping notice only repeats what its confirmation charged.
  const shipmentCharged = totalAt !== null && phrasesIn(input.lines[totalAt] ?? "", pattern.shipmentTotal).length > 0;
  if (shipping && !newCharge && !shipmentCharged) return `shipping or delivery notice without a new charge (${shipping})`;
  if (!input.total?.charged && cartReminder(subject, input.lines, stated, totalAt))
    return "marketing: a reminder of a cart, nothing was bought";
  if (!input.total) {
    const marketing = new Set([subject, ...noticeLines].flatMap((l) => phrasesIn(l, pattern.marketing).map((p) => p.text.toLowerCase())));
    const inSubject = phrasesIn(subject, pattern.marketing).length > 0;
    if (marketing.size >= MARKETING_PHRASES || inSubject) return "marketing: an offer or newsletter, no total";
    return input.paidOtherwise ?? "no total found";
  }
  if (input.paidOtherwise) return input.paidOtherwise;
  if (!/[1-9]/.test(input.total.value)) return "zero total: nothing was charged (a free order or trial)";
  if (input.total.negative) return "negative total: a credit or refund, not a purchase";
  return null;
}

/**
 * Whether the mail reminds of a cart: its subject says so, or a line above its total does. A receipt's footer
 * ("Forgot something? If you lost an item…") is below the total, and lost property is no cart.
 */
function cartReminder(subject: string, lines: readonly string[], stated: readonly number[], totalAt: number | null): boolean {
  if (statedIn(subject, pattern.cart)) return true;
  return stated.some(
    (i) =>
      (totalAt === null || i < totalAt) &&
      statedIn(lines[i] ?? "", pattern.cart) &&
      phrasesIn(`${lines[i]} ${lines[i + 1] ?? ""}`, pattern.lostProperty).length === 0,
  );
}

/** Whether a line states the phrase as a fact, not as a condition or a promise ("when it has shipped"). */
function statedIn(line: string, p: Phrases): boolean {
  const [first] = phrasesIn(line, p);
  if (!first) return false;
  const before = line.slice(0, first.start);
  return phrasesIn(before, pattern.conditional).length === 0;
}
