// One alert, two ways into the mailbox: the person's mail filter forwards the bank's mail as it came (the bank its
// author, its own Message-ID) and the person forwards the same mail inline (the bank's headers quoted, no Message-ID
// left). Each way keys its alert as it always has (alert-item.ts), so the two were two payments. The second way of one
// alert now takes the first way's external_id: the Outbox sees one payment sent twice. Alerts that came the same way
// keep their own ids (two coffees of one price on one day are two mails through one filter). KV
// `alert-route:<connection>:<fingerprint>`, kept as long as the inbox.
import { hash64 } from "../ids";
import { INBOX_TTL_SECONDS } from "./inbox";
import type { CardAlert } from "./reader/alert";

/** How the alert reached the mailbox: as it came (a filter's forward), or forwarded by the person (inline, attached). */
export type AlertRoute = "filter" | "forward";

type Routes = Partial<Record<AlertRoute, string>>;

const routeKey = (connectionId: string, fingerprint: string) => `alert-route:${connectionId}:${fingerprint}`;

/** What one alert says of its payment, whichever way it came: its sender, card, payee, amount, kind, day and minute. */
export function alertFingerprint(alert: CardAlert, sender: string | null): string {
  return hash64(
    [
      (sender ?? "").trim().toLowerCase(),
      alert.last4 ?? alert.card ?? "",
      (alert.merchant ?? "").trim().toLowerCase(),
      alert.amount ?? "",
      alert.currency ?? "",
      alert.kind,
      alert.date ?? "",
      alert.minute ?? "",
      alert.reference ?? "",
    ].join("\u001f"),
  );
}

/**
 * The external_id this alert is booked under: the other way's, when the same alert already came that way; else its
 * own, remembered for its twin. Read, then written: two ways landing at the same moment may still both be booked.
 */
export async function externalIdAcrossRoutes(
  kv: KVNamespace,
  connectionId: string,
  fingerprint: string,
  route: AlertRoute,
  own: string,
): Promise<string> {
  const key = routeKey(connectionId, fingerprint);
  const routes = (await kv.get<Routes>(key, "json")) ?? {};
  const other = routes[route === "filter" ? "forward" : "filter"];
  if (other !== undefined) return other;
  if (routes[route] === undefined) await kv.put(key, JSON.stringify({ ...routes, [route]: own }), { expirationTtl: INBOX_TTL_SECONDS });
  return own;
}
