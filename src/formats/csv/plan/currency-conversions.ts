// A wallet that holds several currencies (PayPal) pays a purchase in another currency from its own: the payment in
// the purchase's currency, and a pair of conversion rows without a counterparty, one per currency ("General Currency
// Conversion": the foreign currency bought, the account's currency spent). The pair is bookkeeping inside the wallet;
// what left the account is the conversion's amount in its currency, so the payment is imported with that amount
// and currency, and both conversion rows are reported as ignored. Such a wallet also writes an authorisation as a row
// of its own ("General Authorization"): a hold that moves no balance, settled by the payment's own row in this file
// or a later one, so it is ignored too, and the purchase is not counted twice.

/** The row report's reason for a conversion row. */
export const CURRENCY_CONVERSION = "currency conversion";

/** The words of a conversion row's type, as the wallet writes them in each language (lower case). */
const CONVERSION_WORDS = [
  "currency conversion",
  "währungsumrechnung",
  "conversion de devise",
  "conversión de divisa",
  "conversione di valuta",
];

/** A charge for converting ("Currency conversion fee", "Umrechnungsgebühr"): money the bank took, a transaction. */
const CHARGE = /fee|gebühr|entgelt|frais|commission|comisión|commissione|charge|kosten/;

/** Whether a type cell names a currency conversion (not a charge for one). */
export function isConversionCell(cell: string): boolean {
  if (cell.length < 12) return false;
  const text = cell.toLowerCase();
  return CONVERSION_WORDS.some((w) => text.includes(w)) && !CHARGE.test(text);
}

/** Whether two amounts of the service's sign cancel out (the payment and the conversion that bought its currency). */
export function cancels(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && x !== 0 && Math.abs(x + y) < 0.005;
}

/** One half of a conversion pair seen before the payment it belongs to (an export newest first). */
export interface ConversionHalf {
  currency: string | undefined;
  amount: string;
}

/**
 * For a payment just read, the amount and currency it cost the account: the half of the pair in another currency,
 * when the other half bought exactly the payment's amount in its currency. Undefined when the halves are not its.
 */
export function paidBy(halves: readonly ConversionHalf[], currency: string | undefined, amount: string): ConversionHalf | undefined {
  if (!halves.some((h) => h.currency === currency && cancels(h.amount, amount))) return undefined;
  return halves.find((h) => h.currency !== currency);
}

/** The row report's reason for an authorisation. */
export const AUTHORIZATION = "authorization (a hold, not a payment)";

/** The type a wallet gives an authorisation, in its languages (lower case). */
const AUTHORIZATION_WORDS = ["general authorization", "general authorisation", "allgemeine autorisierung", "autorisation générale"];

/** Whether a type cell names an authorisation. */
export function isAuthorizationCell(cell: string): boolean {
  if (cell.length < 20) return false;
  const text = cell.toLowerCase();
  return AUTHORIZATION_WORDS.some((w) => text.includes(w));
}
