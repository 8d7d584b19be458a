// The Bridge's daily quota. Its developer guide asks apps for about 24 requests a day per Access URL,
// says that going over it adds a warning to the answer (in the legacy `errors` list), and that going
// on can get the Access URL disabled; the threshold for that is not published. The simulator counts
// GET /accounts per Access URL and UTC day: beyond `dailyQuota` the answer still carries the data plus
// the warning; beyond `disableAfter` the Access URL is disabled and answers 403 from then on.
import type { Db } from "../db";

/** The Bridge's guidance: about 24 requests a day. */
export const DEFAULT_DAILY_QUOTA = 24;
/** When a warned app is cut off: unpublished at the Bridge; twice the quota is the sandbox's choice. */
export const DEFAULT_DISABLE_AFTER = 48;

export interface QuotaLimits {
  dailyQuota: number;
  /** null: never disable, only warn. */
  disableAfter: number | null;
}

export type QuotaVerdict = { kind: "within" } | { kind: "over"; warning: string } | { kind: "disabled" };

/** The quota's day: the UTC calendar date. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Counts one request of an Access URL against today's quota and says how it is answered. */
export function countRequest(db: Db, username: string, limits: QuotaLimits, now = new Date()): QuotaVerdict {
  const day = utcDay(now);
  const row = db.get<{ day: string; day_requests: number }>("SELECT day, day_requests FROM access WHERE username = ?", username);
  const count = row?.day === day ? row.day_requests + 1 : 1;
  db.run("UPDATE access SET day = ?, day_requests = ?, total_requests = total_requests + 1 WHERE username = ?", day, count, username);
  if (limits.disableAfter !== null && count > limits.disableAfter) {
    db.run("UPDATE access SET disabled_at = ? WHERE username = ? AND disabled_at IS NULL", Math.floor(now.getTime() / 1000), username);
    return { kind: "disabled" };
  }
  if (count <= limits.dailyQuota) return { kind: "within" };
  return {
    kind: "over",
    warning: `You have made ${count} requests today, more than the ${limits.dailyQuota} a day allowed. Continued excessive use may get this access token disabled.`,
  };
}

/** Starts a new quota day for every Access URL of the user (the sandbox's "tomorrow"). */
export function startNewDay(db: Db, user: string): void {
  db.run("UPDATE access SET day_requests = 0 WHERE user = ?", user);
}
