// Telling a notice: by e-mail (at once, or in the day's digest) and by webhook, as the connection chose.
// A channel that fails is tried again at the next tick, a few times, then given up and shown as such on the
// settings page: never retried forever, never dropped without a word.
import { isMuted, type Preferences } from "./preferences";
import { digestMail, type MailContent, type Recipient, singleMail, webhookBody } from "./message";
import type { NotifierStore, StoredNotice } from "./store";
import type { Result } from "../result";
import { DAY_MS } from "../locale/days";

/** Tries per notice (one per tick, 5 minutes apart): a mail service or a receiver down for half an hour. */
export const MAX_ATTEMPTS = 6;
/** An error kept to show on the page is a line, not a stack. */
const MAX_ERROR_CHARS = 200;

export interface Teller {
  store: NotifierStore;
  /** The deployment's origin: every link of a notice is absolute. */
  origin: string;
  /** The connection's verified address and names, or null when none is known. */
  recipientOf(connectionId: string): Promise<Recipient | null>;
  mail(to: Recipient, content: MailContent): Promise<Result<null>>;
  post(url: string, body: string): Promise<Result<null>>;
}

/** Each notice with a channel left to try, as its connection's preferences say today. */
export async function deliverPending(teller: Teller, now: number, limit = 50): Promise<void> {
  for (const notice of teller.store.unsettled(limit)) await deliverOne(teller, notice, now);
}

/** One notice, by the connection's preferences (or, for a test, the ones given). */
export async function deliverOne(teller: Teller, notice: StoredNotice, now: number, given?: Preferences): Promise<void> {
  const preferences = given ?? teller.store.preferences(notice.connectionId).preferences;
  const origin = teller.origin;
  const errors: string[] = [];
  if (isMuted(preferences, notice.kind)) {
    notice.email = closed(notice.email, "off");
    notice.webhook = closed(notice.webhook, "off");
  }
  if (notice.email === "pending") {
    if (!preferences.email) notice.email = "off";
    else if (preferences.delivery === "daily") notice.email = "digest";
    else {
      const to = await teller.recipientOf(notice.connectionId);
      if (!to) notice.email = "no_address";
      else {
        const sent = await teller.mail(to, singleMail(notice, to, origin));
        if (sent.ok) notice.email = "sent";
        else errors.push(sent.reason);
      }
    }
  }
  if (notice.webhook === "pending") {
    if (!preferences.webhook_url) notice.webhook = "off";
    else {
      const budget = (await teller.recipientOf(notice.connectionId))?.budgetName ?? "your budget";
      const posted = await teller.post(preferences.webhook_url, webhookBody(notice, budget, origin));
      if (posted.ok) notice.webhook = "sent";
      else errors.push(posted.reason);
    }
  }
  recordTry(notice, errors);
  teller.store.save(notice, now);
}

/** The day's mail for every connection whose digest hour has come and that has notices waiting. */
export async function deliverDigests(teller: Teller, now: number): Promise<void> {
  for (const connectionId of teller.store.digestConnections()) {
    const { preferences, lastDigestAt } = teller.store.preferences(connectionId);
    const dueAt = latestDigestTime(now, preferences.digest_hour);
    if (preferences.delivery !== "daily" || (lastDigestAt !== null && lastDigestAt >= dueAt)) continue;
    const notices: StoredNotice[] = [];
    for (const notice of teller.store.digestOf(connectionId)) {
      if (preferences.email && !isMuted(preferences, notice.kind)) notices.push(notice);
      else teller.store.save({ ...notice, email: "off" }, now);
    }
    if (notices.length === 0) continue;
    const to = await teller.recipientOf(connectionId);
    const sent = to ? await teller.mail(to, digestMail(notices, to, teller.origin)) : null;
    for (const notice of notices) {
      if (sent === null) notice.email = "no_address";
      else if (sent.ok) notice.email = "sent";
      else recordTry(notice, [sent.reason], "digest");
      teller.store.save(notice, now);
    }
    if (sent?.ok) teller.store.noteDigest(connectionId, now);
  }
}

/** The last time at or before `now` that the digest hour struck (UTC). */
export function latestDigestTime(now: number, hour: number): number {
  const day = new Date(now);
  const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  return at <= now ? at : at - DAY_MS;
}

function recordTry(notice: StoredNotice, errors: string[], waiting: "pending" | "digest" = "pending"): void {
  if (errors.length === 0) return;
  notice.attempts++;
  notice.lastError = errors.join("; ").slice(0, MAX_ERROR_CHARS);
  if (notice.attempts < MAX_ATTEMPTS) return;
  if (notice.email === waiting) notice.email = "gave_up";
  if (notice.webhook === "pending") notice.webhook = "gave_up";
}

const closed = (state: StoredNotice["email"], to: "off") => (state === "pending" || state === "digest" ? to : state);
