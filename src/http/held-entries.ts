// What an action on an entry the inbox holds for the person answers when the entry is not there or no longer held
// (held-receipts.ts: "Add"; held-statements.ts: importing a statement into an account): one refusal for both.
import type { InboxEntry } from "../mail/inbox";
import { HttpError, notFound } from "./errors";

export const noEntry = () => notFound("Your receipts inbox has no entry with this id.");

/** A 409 naming what the entry became: `done` when it is queued already (the action was taken), else `otherwise`. */
export function notHeld(entry: InboxEntry, words: { done: string; otherwise: string }): HttpError {
  return new HttpError(409, entry.verdict === "queued" ? words.done : words.otherwise, {
    verdict: entry.verdict,
    ...(entry.job_id ? { job_id: entry.job_id } : {}),
  });
}
