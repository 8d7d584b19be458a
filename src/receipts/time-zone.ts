// The person's time zone, for the day of a receipt whose Date header is the only date and whose forward gives
// no UTC offset (user-day.ts): the one set on the mailbox, else one guessed from the budget's primary currency.
// A guess reads only headers written in UTC, of receipts in that currency; one the person set reads every header.
import { identityOf } from "../connections/deployment";
import type { PersonZone } from "./reader/receipt/user-day";
import type { MailboxSettings } from "./mailbox";

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

/** Whether the runtime knows a zone by this IANA name ("America/Chicago"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The person's zone: the mailbox's setting, else the budget's currency's, else none (the header's own day). */
export async function personZone(env: Env, connectionId: string, mailbox: MailboxSettings): Promise<PersonZone | null> {
  if (mailbox.timeZone) return { name: mailbox.timeZone, source: "your mailbox setting", chosen: true };
  const currency = (await identityOf(env, connectionId))?.primary_currency;
  const zone = currency ? ZONE_OF_CURRENCY[currency] : undefined;
  return zone && currency ? { name: zone, source: `guessed from the budget's currency, ${currency}`, chosen: false, currency } : null;
}
