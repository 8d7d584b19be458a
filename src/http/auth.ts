// Who a request acts for: an API key (`Authorization: Bearer <key>`, for curl and scripts) or the browser
// session cookie set when the person connected their budget (for the pages). A session may hold several
// connections (two budgets): `X-Intake-Connection` picks one of them, else the latest connected.
// A cookie rides along with any request the browser sends, whoever's page sent it (SameSite=Lax still lets
// a sibling origin of the same site through): a request that changes something on the strength of the
// cookie alone must show it comes from Intake's own pages (Sec-Fetch-Site, else Origin). API keys are
// never sent by a browser on its own, so they need no such proof.
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { configOf } from "../config";
import { connectionForApiKey } from "../connections";
import { readSession, SESSION_COOKIE } from "../connections/sessions";
import type { BudgetLabel } from "./budget";
import { HttpError } from "./errors";

export type AuthedEnv = { Bindings: Env; Variables: { connectionId: string; sessionToken?: string; budget?: BudgetLabel } };

/**
 * Sub-apps that share a path (`/imports` for uploads and reports) each mount this; the credential is
 * checked once per request: a request that already names its connection is not checked again.
 */
export const requireConnection = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.get("connectionId")) return next();
  const header = c.req.header("Authorization");
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, "Send your Intake API key as `Authorization: Bearer <key>`.");
    const connectionId = await connectionForApiKey(c.env, match[1]);
    if (!connectionId) throw new HttpError(401, "This API key is not known to this Intake deployment.");
    c.set("connectionId", connectionId);
    return next();
  }
  const token = getCookie(c, SESSION_COOKIE);
  if (token && !SAFE_METHODS.has(c.req.method) && !fromOwnPage(c.req.raw, configOf(c.env).publicOrigin)) {
    throw new HttpError(403, "This request did not come from Intake's own pages: send it from them, or with an API key.");
  }
  const session = token ? await readSession(c.env.CONNECTIONS, token) : null;
  const [first] = session?.connections ?? [];
  if (!token || !session || first === undefined) {
    throw new HttpError(401, "Send your Intake API key as `Authorization: Bearer <key>`, or connect your budget at /connect.");
  }
  const wanted = c.req.header("X-Intake-Connection");
  c.set("connectionId", wanted && session.connections.includes(wanted) ? wanted : first);
  c.set("sessionToken", token);
  await next();
});

/**
 * The connection a page acts for by the browser's session alone, or null: a server-written part of a page. A key kept
 * in a tab travels only with its script's API calls, so the server cannot see it here.
 */
export async function sessionConnection(c: Context<{ Bindings: Env }>): Promise<string | null> {
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? await readSession(c.env.CONNECTIONS, token) : null;
  return session?.connections[0] ?? null;
}

/** Methods that change nothing (RFC 9110 §9.2.1), which a cross-site page may trigger harmlessly. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the browser says the request was made by a page of the deployment's origin (PUBLIC_URL: scheme, host and
 * port exactly, never the request's own Host). Both headers, when sent, must agree: an Origin must be PUBLIC_URL's, and
 * Sec-Fetch-Site must say "same-origin" (a page of https://host is "cross-site" to http://host, even where a proxy in
 * between — `wrangler dev`'s rewrites the scheme of every header URL naming its own host — has made its Origin look
 * like the deployment's). Sec-Fetch-Site alone proves the deployment's origin only for a request addressed there (a
 * page of https://host reached through another scheme is same-origin to itself, not to an http PUBLIC_URL). No header
 * at all is no proof.
 */
export function fromOwnPage(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") return false;
  if (origin !== null) return origin === publicOrigin;
  return site !== null && new URL(request.url).origin === publicOrigin;
}
