// Amounts as bank statements write them, from the account holder's view (negative = money out), turned
// into the service's (positive = money out) with at most 4 decimals, exactly: no floats.

/** The service keeps 4 decimals; statement writers use up to 5 (unit prices). */
export const SERVICE_DECIMALS = 4;

/** An amount in the holder's view (`.` or `,` decimal, no thousands separators) → the service's sign and ≤ 4 decimals, exact (no floats). */
export function serviceAmount(trnamt: string): { value: string; rounded: boolean } {
  const cleaned = trnamt.replace(/\s/g, "").replace(",", ".");
  const negative = cleaned.startsWith("-");
  const [whole = "0", fraction = ""] = cleaned.replace(/^[+-]/, "").split(".");
  let scaled = BigInt(whole + fraction.padEnd(SERVICE_DECIMALS, "0").slice(0, SERVICE_DECIMALS));
  const rest = fraction.slice(SERVICE_DECIMALS);
  const rounded = /[1-9]/.test(rest);
  if (rest && Number(rest[0]) >= 5) scaled += 1n; // half up, away from zero
  // Money out (negative for the holder) is positive for the service.
  const serviceNegative = !negative && scaled !== 0n;
  const digits = scaled.toString().padStart(SERVICE_DECIMALS + 1, "0");
  const value = `${serviceNegative ? "-" : ""}${digits.slice(0, -SERVICE_DECIMALS)}.${digits.slice(-SERVICE_DECIMALS)}`;
  return { value, rounded };
}
