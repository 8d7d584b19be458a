// One receipt, one insert item. Its external_id survives re-forwarding: from the merchant and the order
// number when the receipt has one (the order confirmation, the shipping mail and the invoice of one order
// are one transaction), else from the original's Message-ID (the same receipt forwarded twice is one).
import { EXTERNAL_ID_MAX, hash64, RECEIPT_CONTENT_ID_PREFIX, RECEIPT_MESSAGE_ID_PREFIX, RECEIPT_ORDER_ID_PREFIX } from "../../ids";
import { type ImportPlan, type InsertItem, type PlannedItem } from "../../plan";

/** Notes hold what was bought, within the service's limit (spec: notes up to 350 characters). */
const NOTES_MAX = 350;
/** Items named in the notes, and the length each is shortened to: enough to answer "what was that $75?". */
const NOTES_ITEMS = 3;
const ITEM_MAX = 40;
/** Company-form words that one mail writes and another leaves out ("ACME Inc." and "ACME"). */
const LEGAL_FORMS = new Set([
  "inc",
  "llc",
  "ltd",
  "limited",
  "gmbh",
  "ag",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "ab",
  "as",
  "oy",
  "plc",
  "co",
  "corp",
  "com",
]);

/** What the receipt reading gave (src/mail/reader/receipt). */
export interface ReadPurchase {
  merchant: string | null;
  total: string | null;
  currency: string | null;
  date: string | null;
  orderNumber: string | null;
  items: string[];
  /** What the mail says is charged later ("Later: Balance due on arrival: $400.00"). */
  later?: string;
  /** The tip its total includes ("9.00"): the card's authorisation was that much below it. */
  tip?: string;
  /** Where a ride or flight went. */
  route?: string | null;
  /** The carrier or seller an agency or a marketplace charged for ("Carrier: American Airlines"). */
  via?: string;
  /** The card descriptor the payee was tidied from. */
  descriptor?: string | null;
  /** The fields read from weak evidence ("low"): the item's report asks the person to check them. */
  confidence?: Partial<Record<"merchant" | "total" | "date", "low">>;
}

export interface ReceiptPlanInput {
  purchase: ReadPurchase;
  /** The original message's Message-ID (after unwrapping). */
  messageId: string | null;
  /** When the receipt arrived: the date when the receipt names none. */
  receivedAt: Date;
  /** When the shop sent it (mail/sent-at.ts): the tap or alert just before it is its payment. */
  sentAt?: string | null;
}

/** A receipt's plan: one purchase, one item. */
export type ReceiptPlan = ImportPlan<ReadPurchase> & { profile: ReadPurchase; items: [PlannedItem] };

export function receiptPlan({ purchase, messageId, receivedAt, sentAt = null }: ReceiptPlanInput): ReceiptPlan {
  const item: InsertItem = {
    date: purchase.date ?? receivedAt.toISOString().slice(0, 10),
    // A purchase is money out: positive in the service's convention.
    amount: purchase.total ?? "0",
    external_id: receiptExternalId(purchase, messageId, receivedAt),
  };
  if (purchase.currency) item.currency = purchase.currency;
  if (purchase.merchant) item.payee = purchase.merchant;
  const notes = receiptNotes(purchase);
  if (notes) item.notes = notes;
  const receipt = { ...(sentAt ? { sent: sentAt } : {}), ...(purchase.tip ? { tip: purchase.tip } : {}) };
  if (Object.keys(receipt).length > 0) item.custom_metadata = { receipt };
  const review = reviewOf(purchase);
  const unsure = purchase.confidence?.total === "low" ? { amountUnsure: true as const } : {};
  return { items: [{ row: 1, item, ...(review ? { review } : {}), ...unsure }], rows: [{ row: 1, outcome: "planned" }], profile: purchase };
}

/** What to check of a receipt read from weak evidence, in the report's words; null when nothing is unsure. */
const UNSURE: Readonly<Record<"merchant" | "total" | "date", string>> = {
  total: "nothing else in the mail confirms the total",
  merchant: "the merchant comes from weak evidence",
  date: "the day comes from weak evidence",
};

function reviewOf(purchase: ReadPurchase): string | null {
  const low = (["total", "merchant", "date"] as const).filter((field) => purchase.confidence?.[field] === "low");
  return low.length === 0 ? null : `confidence low: ${low.map((field) => UNSURE[field]).join("; ")} (the inbox says how each was read)`;
}

export function receiptExternalId(purchase: ReadPurchase, messageId: string | null, receivedAt: Date): string {
  const id = purchase.orderNumber
    ? `${RECEIPT_ORDER_ID_PREFIX}${hash64(`${merchantKey(purchase.merchant)}\u001f${purchase.orderNumber.trim().toLowerCase()}`)}`
    : messageId
      ? `${RECEIPT_MESSAGE_ID_PREFIX}${hash64(messageId.trim().replace(/^<|>$/g, "").toLowerCase())}`
      : // No order number and no Message-ID: what was bought, for how much, when, is what tells it apart.
        `${RECEIPT_CONTENT_ID_PREFIX}${hash64(`${merchantKey(purchase.merchant)}\u001f${purchase.total}\u001f${purchase.date ?? receivedAt.toISOString().slice(0, 10)}`)}`;
  return id.slice(0, EXTERNAL_ID_MAX);
}

/** The merchant as a key: case, punctuation and company forms do not tell two merchants apart. */
export function merchantKey(merchant: string | null): string {
  const words = (merchant ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !LEGAL_FORMS.has(w));
  return words.join(" ");
}

/**
 * "Order 112-4471 · Carrier: Lufthansa · FRA → JFK · Trail mug × 2 · Camp kettle · +3 more · Card: AMZN Mktp CA": the
 * order number, the carrier or seller an agency sold for, the route, the first items shortened, and the raw card
 * descriptor. Parts that would pass the limit are left out, the items first.
 */
function receiptNotes(purchase: ReadPurchase): string {
  const head = [
    purchase.orderNumber ? `Order ${purchase.orderNumber}` : null,
    purchase.later ?? null,
    purchase.via ?? null,
    purchase.route ?? null,
  ].filter((p): p is string => !!p);
  const tail = purchase.descriptor ? [`Card: ${purchase.descriptor}`] : [];
  const items = purchase.items.slice(0, NOTES_ITEMS).map(shorten);
  const more = purchase.items.length - items.length;
  if (more > 0) items.push(`+${more} more`);
  for (let n = items.length; n >= 0; n--) {
    const notes = [...head, ...items.slice(0, n), ...tail].join(" · ");
    if (notes.length <= NOTES_MAX) return notes;
  }
  return [...head, ...tail].join(" · ").slice(0, NOTES_MAX);
}

/** An item name cut at a word before ITEM_MAX characters ("Organic Fair Trade Whole Bean Coffee, Dark…"). */
function shorten(item: string): string {
  const name = item.replace(/\s+/g, " ").trim();
  if (name.length <= ITEM_MAX) return name;
  const cut = name.slice(0, ITEM_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > ITEM_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–]+$/, "")}…`;
}
