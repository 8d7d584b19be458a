// The sandbox worker: routes each request to the world it belongs to (one Durable Object per world).
// `/__sandbox/worlds/{world}/...` is the admin interface; `/v2/...` is the budgeting service's API and
// `/v1/...` its legacy API over the same data, both in the world named by the bearer token. The OAuth
// authorization server (`/.well-known/...`, `/oauth/...` and its admin `/__sandbox/oauth/...`) is one
// Durable Object of its own, and so are the services balance sources read: the SimpleFIN Bridge
// simulator (`/simplefin/...`, admin `/__sandbox/simplefin/...`) and the price feed (`/__prices/...`,
// `/__fx/...`, admin `/__sandbox/prices/...`, `/__sandbox/fx/...`).
import { errorBody } from "./errors";
import { DROP_HEADER, dropAfterCommit } from "./faults";
import { WORLD_NAME, presentedToken, worldOfToken } from "./tokens";
import { WORLD_HEADER } from "./world";

export { AuthServer } from "./oauth/auth-server";
export { PriceFeed } from "./prices/price-feed";
export { SimplefinBridge } from "./simplefin/bridge";
export { World } from "./world";

const ADMIN = /^\/__sandbox\/worlds\/([^/]+)(\/.*)?$/;
const API = /^\/v[12](\/|$)/;
const OAUTH = /^\/(\.well-known\/oauth-authorization-server$|oauth\/|__sandbox\/oauth(\/|$))/;
const SIMPLEFIN = /^\/(simplefin|__sandbox\/simplefin)(\/|$)/;
const PRICES = /^\/(__prices|__fx|__sandbox\/prices|__sandbox\/fx)(\/|$)/;

const jsonError = (status: number, message: string, errMsg: string) => Response.json(errorBody(message, [{ errMsg }]), { status });

function forward(env: Env, world: string, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(WORLD_HEADER, world);
  const stub = env.WORLD.get(env.WORLD.idFromName(world));
  return stub.fetch(new Request(request, { headers }));
}

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (OAUTH.test(pathname)) return env.AUTH_SERVER.get(env.AUTH_SERVER.idFromName("oauth")).fetch(request);
    if (SIMPLEFIN.test(pathname)) return env.SIMPLEFIN.get(env.SIMPLEFIN.idFromName("bridge")).fetch(request);
    if (PRICES.test(pathname)) return env.PRICES.get(env.PRICES.idFromName("prices")).fetch(request);
    const adminPath = ADMIN.exec(pathname);
    if (adminPath) {
      const world = decodeURIComponent(adminPath[1] ?? "");
      if (!WORLD_NAME.test(world)) return jsonError(400, "Request Validation Failure", "World names are 1 to 64 of [a-z0-9-]");
      return forward(env, world, request);
    }
    if (API.test(pathname)) {
      // Requests with no usable token are counted (and refused) by the default world.
      const token = presentedToken(request) ?? "";
      const response = await forward(env, worldOfToken(token, env.SANDBOX_TOKEN) ?? "default", request);
      return response.headers.has(DROP_HEADER) ? dropAfterCommit(response) : response;
    }
    return jsonError(404, "Not Found", `No route for ${request.method} ${pathname}: the API is under /v2 (and the legacy /v1)`);
  },
} satisfies ExportedHandler<Env>;
