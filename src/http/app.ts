// The HTTP surface: thin routes that validate, call a source adapter, and hand the plan to the Outbox;
// and the pages a person uses, which call the same routes.
import { type Env as HonoEnv, Hono } from "hono";
import { accounts } from "./accounts";
import { balanceSources } from "./balance-sources";
import { configOf } from "../config";
import { connectRoutes } from "./connect";
import { renderError } from "./errors";
import { heldReceipts } from "./held-receipts";
import { heldStatements } from "./held-statements";
import { imports } from "./imports";
import { kinds } from "./kinds";
import { notifications } from "./notifications";
import { openApi } from "./openapi";
import { profiles } from "./profiles";
import { receipts } from "./receipts";
import { reports } from "./reports";
import type { Declaration, Room } from "./route";
import { securityHeaders } from "./security";
import { session } from "./session";
import { site } from "./site";
import { taps } from "./taps";
import { transfers } from "./transfers";

export const app = new Hono<{ Bindings: Env }>();

/** Every route the app serves, as its room declares it (route.ts): what /openapi.json describes. */
const declared: Declaration[] = [];
export const declaredRoutes = (): readonly Declaration[] => declared;
/** The room mounted at its base, its declarations kept. */
function serve<E extends HonoEnv>(room: Room<E>): void {
  app.route(room.base, room.app as unknown as Hono<{ Bindings: Env }>);
  declared.push(...room.declarations);
}

app.use(securityHeaders);
// The variables are parsed before any route runs (once per env object): a bad value answers 503 naming it.
app.use(async (c, next) => {
  configOf(c.env);
  await next();
});
// A path with a dot segment (".", "..", or their percent-encodings) names no route: resolved, /imports/%2e%2e would be
// answered as / (the upload page), a route the client did not ask for.
app.use(async (c, next) => {
  if (hasDotSegment(c.req.url)) return c.notFound();
  await next();
});
serve(site);
serve(openApi(declaredRoutes));
serve(accounts);
serve(connectRoutes);
serve(session);
serve(imports);
serve(reports);
serve(kinds);
serve(profiles);
serve(receipts);
serve(heldReceipts);
serve(heldStatements);
serve(balanceSources);
serve(notifications);
serve(taps);
serve(transfers);

app.notFound((c) => c.json({ error: { status: 404, message: `No route for ${c.req.method} ${c.req.path}.` } }, 404));

app.onError(renderError);

/** Whether the URL's path, as it came (before any resolving), has a "." or ".." segment, written plainly or encoded. */
function hasDotSegment(url: string): boolean {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return false;
  const path = url.slice(start).split(/[?#]/, 1)[0] ?? "";
  return path.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
