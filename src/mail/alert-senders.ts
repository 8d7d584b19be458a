// The addresses a connection's bank and card alerts came from, for the Receipts page's "Alerts seen from": the person
// sees that their mail filter forwards what they meant it to. One small KV list per connection, rewritten on each
// alert; it lives as long as the inbox entries it sums up (INBOX_TTL_SECONDS), from the last alert on.
import { INBOX_TTL_SECONDS } from "./inbox";

export interface AlertSender {
  /** Lowercase. */
  address: string;
  /** The bank or issuer as the alert named it, the latest known; null while none named one. */
  issuer: string | null;
  count: number;
  first_seen: string;
  last_seen: string;
}

/** Banks and cards a person forwards from, with room to spare; past it, the sender seen longest ago goes. */
export const MAX_ALERT_SENDERS = 20;
/** A sender's words are the mail's: kept short, as the page shows them. */
const MAX_ADDRESS = 254;
const MAX_ISSUER = 80;

const sendersKey = (connectionId: string) => `alert-senders:${connectionId}`;

/** Most recently seen first. */
export async function alertSendersOf(kv: KVNamespace, connectionId: string): Promise<AlertSender[]> {
  return (await kv.get<AlertSender[]>(sendersKey(connectionId), "json")) ?? [];
}

/**
 * Counts one alert from `address`. Read, then written: two alerts at the same moment may count once, which the
 * page's tally can bear (the inbox lists every mail either way).
 */
export async function noteAlertSender(
  kv: KVNamespace,
  connectionId: string,
  alert: { address: string; issuer: string | null; at: Date },
): Promise<AlertSender[]> {
  const address = alert.address.trim().toLowerCase().slice(0, MAX_ADDRESS);
  const issuer = alert.issuer?.trim().slice(0, MAX_ISSUER) || null;
  const at = alert.at.toISOString();
  const known = await alertSendersOf(kv, connectionId);
  const before = known.find((s) => s.address === address);
  const noted: AlertSender = before
    ? {
        address,
        issuer: issuer ?? before.issuer,
        count: before.count + 1,
        first_seen: at < before.first_seen ? at : before.first_seen,
        last_seen: at > before.last_seen ? at : before.last_seen,
      }
    : { address, issuer, count: 1, first_seen: at, last_seen: at };
  const senders = [noted, ...known.filter((s) => s.address !== address)]
    .sort((a, b) => b.last_seen.localeCompare(a.last_seen))
    .slice(0, MAX_ALERT_SENDERS);
  await kv.put(sendersKey(connectionId), JSON.stringify(senders), { expirationTtl: INBOX_TTL_SECONDS });
  return senders;
}

/** With the rest of a disconnected connection's mailbox (mailbox.ts). */
export async function deleteAlertSenders(kv: KVNamespace, connectionId: string): Promise<void> {
  await kv.delete(sendersKey(connectionId));
}
