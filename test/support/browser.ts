// What the connect page's browser does: form posts from the page's own origin, and the session cookie it
// keeps from a response for the next request.
import { SELF } from "cloudflare:test";
import { SESSION_COOKIE } from "../../src/connections/sessions";

export const ORIGIN = "https://intake.test";

/** A form post as a browser sends it from the page (same origin); redirects are the test's to read. */
export function postOnly(path: string, fields: Record<string, string>, cookie?: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/**
 * A form post as a browser sends it, following a success's redirect to the page (post/redirect/get) with
 * the cookies the post set. The answer is the page's, with the post's Set-Cookie headers and
 * `redirected` true when it followed one.
 */
export async function post(path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const posted = await postOnly(path, fields, cookie);
  const location = posted.headers.get("Location");
  if (posted.status !== 303 || !location) return posted;
  const set = posted.headers.getSetCookie();
  const jar = new Map((cookie ? cookie.split("; ") : []).map((c) => [c.split("=")[0], c]));
  for (const c of set) jar.set(c.split("=")[0], c.split(";")[0]!);
  const page = await SELF.fetch(new URL(location, ORIGIN), { headers: { Cookie: [...jar.values()].join("; ") } });
  const headers = new Headers(page.headers);
  headers.delete("Set-Cookie");
  for (const c of set) headers.append("Set-Cookie", c);
  const answer = new Response(page.body, { status: page.status, headers });
  Object.defineProperty(answer, "redirected", { value: true });
  return answer;
}

/** The session cookie a response set, as the next request sends it. */
export function sessionOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
  return set.split(";")[0] ?? "";
}
