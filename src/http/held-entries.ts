// What an action on an entry the inbox holds for the person answers when the entry is not there or no longer held
// (held-receipts.ts: "Add"; held-statements.ts: importing a statement into an account): one refusal for both.
import type { InboxEntry } from "../mail/inbox";
import { HttpError, notFound } from "./errors";

export const noEntry = () => notFound("Your receipts inbox has no entry with this id.");

/** What a 409 says: `done` when the entry is queued already (the action was taken), else `otherwise`. */
export interface NotHeldWords {
  done: string;
  otherwise: string;
}

/** A 409 naming what the entry became. */
export function notHeld(entry: InboxEntry, words: NotHeldWords): HttpError {
  return new HttpError(409, entry.verdict === "queued" ? words.done : words.otherwise, {
    verdict: entry.verdict,
    ...(entry.job_id ? { job_id: entry.job_id } : {}),
  });
}

/** Why an action on a held entry did nothing: no such entry, an entry held no longer, or the action's own failure. */
export type HeldRefused<F extends { kind: "failed" }> = { kind: "unknown" } | { kind: "not_held"; entry: InboxEntry } | F;

/** The refusal of an action on a held entry: 404 without the entry, 409 when it is held no longer, else `failed`'s. */
export function heldRefusal<F extends { kind: "failed" }>(
  refused: HeldRefused<F>,
  words: NotHeldWords,
  failed: (refused: F) => HttpError,
): HttpError {
  if (refused.kind === "unknown") return noEntry();
  if (refused.kind === "not_held") return notHeld(refused.entry, words);
  return failed(refused);
}
