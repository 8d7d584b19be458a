// An entry that books several payments as one (a collective booking: `NtryDtls` with several `TxDtls`, a salary run,
// a SEPA collection, a card acquirer's settlement) is one transaction. The account moved once, by the entry's amount:
// the bank's statement prints it as one booking, its CSV export as one row, and an import of another of the account's
// files meets it as one. Its payments are what the person may want to look up, so they are kept with it: summed up
// in its notes, and each one (its amount in the entry's currency where it gives one, its direction, counterparty,
// reference, remittance and charge) in its `custom_metadata`, within the service's limit. Whether their amounts add
// up to the entry is said, not corrected: a fee taken from a collection or a payment not listed makes the difference.
import { fromUnits, unitsOfDecimal } from "../verification";
import { directionOf } from "./direction";
import { attribute, type Node, text } from "./document";
import { counterparty, paymentReference, remittance } from "./details";

/** Where a detail writes its amount: its own (v3 on), the transaction's, its counter value, the instructed one. */
const AMOUNT_PATHS = ["Amt", "AmtDtls/TxAmt/Amt", "AmtDtls/CntrValAmt/Amt", "AmtDtls/InstdAmt/Amt"] as const;

/** The service's limit on `custom_metadata`, serialized (spec: 4096 characters), less room for the item's other keys. */
const METADATA_BUDGET = 3600;
/** What the notes may take, the bank's words included (the service's limit on notes it shows, as receipts keep to). */
const NOTES_MAX = 350;

/** One payment of a batch as kept in the transaction's metadata. */
export interface BatchPayment {
  /** The service's sign (positive is money out), in the entry's currency unless `currency` says another. */
  amount?: string;
  currency?: string;
  payee?: string;
  reference?: string;
  notes?: string;
  /** The charge the bank took from this payment, as written: what makes a collection credited net differ. */
  charge?: string;
}

/** A batch entry's payments, and their amounts' sum in the entry's currency (null: not every one gives it). */
export interface Batch {
  payments: BatchPayment[];
  /** Each payment goes the entry's way: the notes need no direction word. */
  oneWay: boolean;
  /** The payments' sum in the service's sign, or null; `addsUp`: it is the entry's amount. */
  sum: number | null;
  addsUp: boolean;
}

/**
 * The payments of the batch `entry` (its `details`, two or more). `signed`: the statement signs its amounts
 * (direction.ts). `entryAmount`: the entry's amount in the service's sign.
 */
export function batchOf(entry: Node, details: readonly Node[], signed: boolean, entryAmount: string): Batch {
  const currency = attribute(entry, "Amt", "Ccy");
  const entryOut = directionOf(entry, undefined, signed).out;
  const payments: BatchPayment[] = [];
  let sum: number | null = 0;
  let oneWay = true;
  for (const detail of details) {
    const out = directionOf(entry, detail, signed).out;
    oneWay &&= out === entryOut;
    const own = AMOUNT_PATHS.find((p) => readable(text(detail, p)) && sameCurrency(attribute(detail, p, "Ccy"), currency));
    const any = own ?? AMOUNT_PATHS.find((p) => readable(text(detail, p)));
    const payment: BatchPayment = {};
    if (any !== undefined) {
      const plain = (text(detail, any) ?? "").replace(/^[+-]/, "");
      payment.amount = `${out ? "" : "-"}${plain}`;
      if (own === undefined) payment.currency = attribute(detail, any, "Ccy")?.toLowerCase() ?? undefined;
    }
    if (own === undefined || sum === null) sum = null;
    else sum += (out ? 1 : -1) * unitsOfDecimal((text(detail, own) ?? "").replace(/^[+-]/, ""));
    const payee = counterparty(detail, out);
    if (payee) payment.payee = payee;
    const reference = paymentReference(detail);
    if (reference) payment.reference = reference;
    const notes = remittance(detail) ?? text(detail, "AddtlTxInf");
    if (notes) payment.notes = notes;
    // v2 writes one charge (`Chrgs/Amt`), v4 on a total and records (`Chrgs/TtlChrgsAndTaxAmt`, `Chrgs/Rcrd/Amt`).
    const charge = text(detail, "Chrgs/TtlChrgsAndTaxAmt") ?? text(detail, "Chrgs/Rcrd/Amt") ?? text(detail, "Chrgs/Amt");
    if (charge && readable(charge)) payment.charge = charge;
    payments.push(payment);
  }
  return { payments, oneWay, sum, addsUp: sum !== null && sum === unitsOfDecimal(entryAmount) };
}

/**
 * The notes of a batch entry: the bank's words for the entry (or how many payments it books), then its payments,
 * as many as fit: "10 payments: Hans Kaufmann 100.00 · Pia Rutschmann 50.00 · … (7 more)". Amounts that do not add
 * up to the entry say so.
 */
export function batchNotes(batch: Batch, entryWords: string | null): string {
  const { payments } = batch;
  const sum = batch.sum !== null && !batch.addsUp ? ` of ${fromUnits(Math.abs(batch.sum))} in all` : "";
  const head = `${entryWords ? `${entryWords} · ` : ""}${payments.length} payments${sum}`;
  // What the list may take: the limit less the head, its ": " and the tail that says how many are left out.
  const room = NOTES_MAX - head.length - 2 - ` · … (${payments.length} more)`.length;
  const shown: string[] = [];
  let length = -3;
  for (const p of payments) {
    const words = [p.payee, p.amount === undefined ? null : amountWords(p, batch.oneWay)].filter(Boolean).join(" ") || "?";
    if (length + 3 + words.length > room) break;
    shown.push(words);
    length += 3 + words.length;
  }
  const more = payments.length - shown.length;
  if (shown.length === 0) return head;
  return `${head}: ${shown.join(" · ")}${more > 0 ? ` · … (${more} more)` : ""}`;
}

/** The batch as `custom_metadata` keeps it: every payment that fits the service's limit, and how many did not. */
export function batchMetadata(batch: Batch): Record<string, unknown> {
  const kept: BatchPayment[] = [];
  let size = 0;
  for (const p of batch.payments) {
    size += JSON.stringify(p).length + 1;
    if (size > METADATA_BUDGET) break;
    kept.push(p);
  }
  const omitted = batch.payments.length - kept.length;
  return { payments: batch.payments.length, listed: kept, ...(omitted > 0 ? { not_listed: omitted } : {}) };
}

/** A payment's amount as the notes say it: plain, with its direction when the batch goes both ways, its currency if another. */
function amountWords(p: BatchPayment, oneWay: boolean): string {
  const amount = p.amount ?? "";
  const plain = amount.replace(/^-/, "");
  const direction = oneWay ? "" : amount.startsWith("-") ? " in" : " out";
  return `${plain}${p.currency ? ` ${p.currency.toUpperCase()}` : ""}${direction}`;
}

/** A currency that is not written matches any: most details of a one-currency account leave it to the entry. */
const sameCurrency = (a: string | null, b: string | null) => a === null || b === null || a.toUpperCase() === b.toUpperCase();

const readable = (amount: string | null) => amount !== null && /^[+-]?\d+(\.\d+)?$/.test(amount.trim());
