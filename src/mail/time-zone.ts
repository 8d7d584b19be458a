// The person's time zone, for the day of a receipt whose Date header is the only date and whose forward gives
// no UTC offset (user-day.ts): the one set on the mailbox, else one guessed from the budget's primary currency.
// A guess reads only headers written in UTC, of receipts in that currency; one the person set reads every header.
import { identityOf } from "../connections/deployment";
import { zoneOfCurrency } from "./reader/receipt/dates/zones";
import type { PersonZone } from "./reader/receipt/dates/user-day";
import type { MailboxSettings } from "./mailbox";

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
  const zone = currency ? zoneOfCurrency(currency) : null;
  return zone && currency ? { name: zone, source: `guessed from the budget's currency, ${currency}`, chosen: false, currency } : null;
}
