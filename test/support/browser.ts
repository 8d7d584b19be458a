// What the connect page's browser does: form posts from the page's own origin, and the session cookie it
// keeps from a response for the next request.
import { SELF } from "cloudflare:test";
import { SESSION_COOKIE } from "../../src/connections/sessions";

export const ORIGIN = "https://intake.test";

/** A form post as a browser sends it from the page (same origin); redirects are the test's to read. */
export function post(path: string, fields: Record<string, string>, cookie?: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The session cookie a response set, as the next request sends it. */
export function sessionOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
  return set.split(";")[0] ?? "";
}
