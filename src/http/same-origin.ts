// A browser session's cookie goes with every request the browser makes, whoever's page asks for it; so a request
// that changes something on a session's behalf must come from Intake's own pages: its Origin is Intake's (or,
// where a browser sends no Origin, Sec-Fetch-Site says same-origin). An API key is no ambient credential: a
// request that carries one was written by its holder and is not checked.
import { createMiddleware } from "hono/factory";
import type { AuthedEnv } from "./auth";
import { HttpError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** After requireConnection: it says whether the request came with the session cookie. */
export const sameOriginSession = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.get("sessionToken") && !SAFE.has(c.req.method)) {
    const origin = c.req.header("Origin");
    const own = origin ? origin === new URL(c.req.url).origin : c.req.header("Sec-Fetch-Site") === "same-origin";
    if (!own) throw new HttpError(403, "This request must come from Intake's own pages (or carry your API key).");
  }
  await next();
});
