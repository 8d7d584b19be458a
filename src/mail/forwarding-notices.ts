// The forwarding confirmations the Receipts page puts at its top until they are used. Intake cannot see the
// click at the provider, and an automatic forward keeps the original sender's From, so "used" is read from the
// inbox: a confirmation is open until any later mail that is not a confirmation arrives (the forward works), and
// for 7 days at most (a provider's code expires; a new request sends a new mail). A newer confirmation of the same
// provider and forwarding address replaces an older one.
import type { InboxEntry } from "./inbox";
import { DAY_MS } from "../locale/days";

export const CONFIRMATION_DAYS = 7;

export interface ForwardingNotice {
  id: string;
  received_at: string;
  provider: string;
  code: string | null;
  link: string | null;
  forwarded_by: string | null;
}

/** @param newestFirst the inbox's first page, as listReceipts gives it */
export function openConfirmations(newestFirst: readonly InboxEntry[], now: Date): ForwardingNotice[] {
  const laterMail = newestFirst.findIndex((e) => e.verdict !== "forwarding_confirmation");
  const unanswered = laterMail === -1 ? newestFirst : newestFirst.slice(0, laterMail);
  const since = now.getTime() - CONFIRMATION_DAYS * DAY_MS;
  const seen = new Set<string>();
  const open: ForwardingNotice[] = [];
  for (const entry of unanswered) {
    if (Date.parse(entry.received_at) < since) continue;
    const notice = noticeOf(entry);
    const key = `${notice.provider}\n${notice.forwarded_by ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    open.push(notice);
  }
  return open;
}

function noticeOf(entry: InboxEntry): ForwardingNotice {
  const field = (name: string) => {
    const value = entry.fields?.[name];
    return typeof value === "string" ? value : null;
  };
  return {
    id: entry.id,
    received_at: entry.received_at,
    provider: field("provider") ?? "Your mail provider",
    code: field("code"),
    link: field("link"),
    forwarded_by: field("forwarded_by"),
  };
}
