// How a connection's budget writes dates (its user settings and its account's locale), for the pages and notices
// that write dates to its person. Asked outside the Outbox's gate, as `who-is.ts` asks who a token is: a person waits
// on the page, and two small requests cannot wait behind an upload's backlog. Kept in KV a few minutes, so a page
// load asks nothing and a setting the person changed shows soon; a budget that does not answer is asked again after a
// minute, and meanwhile the reader's own locale writes the dates.
import { apiBaseUrl, BudgetApi } from "../budget-api";
import { configOf } from "../config";
import type { DateFormats } from "../locale/display-dates";
import { KeptCredentials } from "./index";

/** A format the person changed shows within this long. */
const KEPT_SECONDS = 5 * 60;
/** A budget that did not answer is asked again after this long (KV's shortest expiry). */
const UNANSWERED_SECONDS = 60;
/** A page waits no longer than this for the budget's answer. */
const TIMEOUT_MS = 3_000;

export const displayFormatsKey = (connectionId: string) => `display-formats:${connectionId}`;

type Kept = { formats: DateFormats | null };

/** The budget's date formats, or null when they are not known (v1 has no settings; unreachable; refused). */
export async function displayFormatsOf(env: Env, connectionId: string): Promise<DateFormats | null> {
  const key = displayFormatsKey(connectionId);
  const kept = await env.CONNECTIONS.get<Kept>(key, "json").catch(() => null);
  if (kept) return kept.formats;
  const formats = await askBudget(env, connectionId).catch(() => null);
  const ttl = formats ? KEPT_SECONDS : UNANSWERED_SECONDS;
  await env.CONNECTIONS.put(key, JSON.stringify({ formats } satisfies Kept), { expirationTtl: ttl }).catch(() => undefined);
  return formats;
}

async function askBudget(env: Env, connectionId: string): Promise<DateFormats | null> {
  const credentials = new KeptCredentials(env);
  if ((await credentials.apiVersion(connectionId)) === "v1") return null;
  const token = await credentials.current(connectionId);
  if (!token) return null;
  const api = new BudgetApi({ baseUrl: apiBaseUrl(configOf(env).budgetApi, "v2"), token, timeoutMs: TIMEOUT_MS });
  const [user, account] = await Promise.all([api.userSettings(), api.accountSettings()]);
  return {
    locale: account.locale,
    day: user.month_day_year_format,
    month: user.month_year_format,
    hour12: user.show_am_pm,
  };
}
