// Time zones the mail itself points to: the zone of a currency's country (where a purchase in it was most
// likely made), and the zone of the person's own address when the mail prints it under a shipping or billing
// label ("Shipping Address" / "Marcy Stowe" / "799 NW Culbertson Dr" / "Seattle, WA 98177").
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";

/**
 * A currency's country's time zone; for a country across several, the zone at its population's centre (the
 * United States' is in Missouri: Central time), so that an evening purchase anywhere in it most often stays
 * on its day. The euro's is Germany's, where most of its users live.
 */
const ZONE_OF_CURRENCY: Readonly<Record<string, string>> = {
  usd: "America/Chicago",
  cad: "America/Toronto",
  mxn: "America/Mexico_City",
  brl: "America/Sao_Paulo",
  ars: "America/Argentina/Buenos_Aires",
  clp: "America/Santiago",
  cop: "America/Bogota",
  pen: "America/Lima",
  gbp: "Europe/London",
  eur: "Europe/Berlin",
  chf: "Europe/Zurich",
  sek: "Europe/Stockholm",
  nok: "Europe/Oslo",
  dkk: "Europe/Copenhagen",
  pln: "Europe/Warsaw",
  czk: "Europe/Prague",
  huf: "Europe/Budapest",
  ron: "Europe/Bucharest",
  try: "Europe/Istanbul",
  ils: "Asia/Jerusalem",
  aed: "Asia/Dubai",
  inr: "Asia/Kolkata",
  jpy: "Asia/Tokyo",
  krw: "Asia/Seoul",
  cny: "Asia/Shanghai",
  hkd: "Asia/Hong_Kong",
  twd: "Asia/Taipei",
  sgd: "Asia/Singapore",
  myr: "Asia/Kuala_Lumpur",
  thb: "Asia/Bangkok",
  idr: "Asia/Jakarta",
  php: "Asia/Manila",
  aud: "Australia/Sydney",
  nzd: "Pacific/Auckland",
  zar: "Africa/Johannesburg",
};

/** The zone of a currency's country (lowercase ISO 4217), or null. */
export function zoneOfCurrency(currency: string): string | null {
  return ZONE_OF_CURRENCY[currency] ?? null;
}

/** US states and territories by postal code: the zone most of each one's people live in. */
const US_STATES: Readonly<Record<string, string>> = {
  ...Object.fromEntries("CT DE DC FL GA ME MD MA NH NJ NY NC OH PA RI SC VT VA WV KY".split(" ").map((s) => [s, "America/New_York"])),
  MI: "America/Detroit",
  IN: "America/Indiana/Indianapolis",
  ...Object.fromEntries("AL AR IL IA LA MN MS MO OK WI TX KS NE SD ND TN".split(" ").map((s) => [s, "America/Chicago"])),
  ...Object.fromEntries("CO MT NM UT WY".split(" ").map((s) => [s, "America/Denver"])),
  ID: "America/Boise",
  AZ: "America/Phoenix",
  ...Object.fromEntries("CA NV OR WA".split(" ").map((s) => [s, "America/Los_Angeles"])),
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
};
/** Canadian provinces and territories. */
const CA_PROVINCES: Readonly<Record<string, string>> = {
  BC: "America/Vancouver",
  AB: "America/Edmonton",
  SK: "America/Regina",
  MB: "America/Winnipeg",
  ON: "America/Toronto",
  QC: "America/Toronto",
  NB: "America/Halifax",
  NS: "America/Halifax",
  PE: "America/Halifax",
  NL: "America/St_Johns",
  YT: "America/Whitehorse",
  NT: "America/Yellowknife",
  NU: "America/Iqaluit",
};
/** Australian states and territories. */
const AU_STATES: Readonly<Record<string, string>> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};
/** "Seattle, WA 98177", "Toronto ON M5V 2T6", "Fitzroy VIC 3065": a state or province and its postal code. */
const US_ADDRESS = /(?<![\p{L}])([A-Z]{2})\.?\s+\d{5}(?:-\d{4})?(?!\d)/u;
const CA_ADDRESS = /(?<![\p{L}])([A-Z]{2})\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d(?![\p{L}\d])/u;
const AU_ADDRESS = /(?<![\p{L}])([A-Z]{2,3})\s+\d{4}(?!\d)/u;

/** Labels of the person's own address: where the order goes, or the card's billing address. */
const OWN_ADDRESS = phrasePattern([
  ...["shipping address", "ship to", "shipping to", "shipped to", "delivery address", "deliver to", "delivering to"],
  ...["billing address", "bill to", "your address", "lieferadresse", "lieferanschrift", "rechnungsadresse", "versandadresse"],
  ...["adresse de livraison", "adresse de facturation", "livré à", "dirección de envío", "dirección de entrega"],
  ...["dirección de facturación", "enviar a", "indirizzo di spedizione", "indirizzo di fatturazione", "bezorgadres", "factuuradres"],
]);
/** Lines under an address label that the address may take (name, street, unit, city). */
const ADDRESS_LINES = 5;

/** The zone of the person's address, when the mail prints it under a shipping or billing label. */
export function recipientZone(lines: readonly string[]): { zone: string; where: string } | null {
  for (const i of linesWith(lines, OWN_ADDRESS)) {
    const label = phrasesIn(lines[i] ?? "", OWN_ADDRESS)[0];
    if (!label) continue;
    for (let j = i; j < lines.length && j <= i + ADDRESS_LINES; j++) {
      const line = j === i ? (lines[j] ?? "").slice(label.end) : (lines[j] ?? "");
      const found = zoneOfAddress(line);
      if (found) return { zone: found.zone, where: `${label.text.toLowerCase()}: ${found.region}` };
    }
  }
  return null;
}

function zoneOfAddress(line: string): { zone: string; region: string } | null {
  for (const [pattern, table] of [
    [US_ADDRESS, US_STATES],
    [CA_ADDRESS, CA_PROVINCES],
    [AU_ADDRESS, AU_STATES],
  ] as const) {
    const region = pattern.exec(line)?.[1];
    const zone = region ? table[region] : undefined;
    if (region && zone) return { zone, region };
  }
  return null;
}
