// A notice posted to the person's webhook, under the URL policy the balance sources fetch by (https, no
// internal address, no credentials in the URL), with a short deadline and no redirect: a webhook that moved
// is given anew by its owner, so a redirect never carries the notice somewhere else.
import { BalanceSourceError, fetchSource } from "../web/fetch-source";
import { checkSourceUrl, type UrlPolicy } from "../web/source-url";
import { fail, ok, type Result } from "../result";

/** A receiver that takes longer is down for this time; the next tick tries again. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Nothing is read from the answer but its status. */
const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;

/** The URL as kept, or why the policy refuses it (the reason never repeats the URL). */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): Result<string> {
  const checked = checkSourceUrl(raw, policy);
  return checked.ok ? ok(checked.value.href) : fail(`the webhook URL is refused: ${checked.reason}`);
}

/** Posts the body; an error's message is safe to show and to log (a host at most). */
export async function postWebhook(url: string, body: string, policy: UrlPolicy): Promise<Result<null>> {
  try {
    const answer = await fetchSource(
      url,
      { method: "POST", json: body },
      {
        policy,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxBytes: WEBHOOK_MAX_ANSWER_BYTES,
        maxRedirects: 0,
      },
    );
    if (answer.status >= 200 && answer.status < 300) return ok(null);
    return fail(`the webhook at ${answer.host} answered ${answer.status}`);
  } catch (error) {
    if (!(error instanceof BalanceSourceError)) throw error;
    return fail(error.kind === "redirects" ? "the webhook answered with a redirect: give its final URL" : error.message);
  }
}
