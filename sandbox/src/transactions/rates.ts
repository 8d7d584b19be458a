// A transaction's `to_base`: its amount in the budget's primary currency. The service converts at its own
// market rates; the sandbox uses this fixed table instead, so that a client comparing amounts across
// currencies (Intake's receipt matching) meets the same arithmetic it would meet there, and tests can
// compute the expected values. A currency not in the table converts 1:1 (said in the README).

/** US dollars per unit of each currency: mid-2026 levels, rounded; fixed on purpose (tests rely on them). */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  usd: 1,
  eur: 1.08,
  gbp: 1.27,
  chf: 1.13,
  cad: 0.73,
  aud: 0.66,
  nzd: 0.6,
  jpy: 0.0067,
  sek: 0.095,
  nok: 0.093,
  dkk: 0.145,
  pln: 0.25,
  czk: 0.043,
  mxn: 0.055,
  brl: 0.18,
  inr: 0.012,
};

/** `amount` (a numeric string or number in `currency`) in `primary`, rounded to 4 decimals as amounts are. */
export function toBase(amount: string | number, currency: string, primary: string): number {
  const from = USD_PER_UNIT[currency.toLowerCase()];
  const to = USD_PER_UNIT[primary.toLowerCase()];
  const rate = from === undefined || to === undefined ? 1 : from / to;
  return Math.round(Number(amount) * rate * 10_000) / 10_000;
}
