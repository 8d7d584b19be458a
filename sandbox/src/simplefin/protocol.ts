// The SimpleFIN protocol's endpoints under the Bridge's root (`/simplefin`): GET /info, POST
// /claim/{token}, GET /accounts (HTTP Basic with an Access URL's credentials). Order for /accounts:
// authenticate (403) → revoked or disabled (403) → payment (402) → quota (count; warn, or disable
// and 403) → the Account Set.
import { Hono } from "hono";
import { authenticate, claim, ownerOfClaimToken } from "./access";
import { accountSet, parseAccountsQuery } from "./account-set";
import { type BridgeEnv, rootUrl } from "./context";
import { bump } from "./counters";
import { countRequest } from "./quota";
import { readConfig } from "./users";

/** The Bridge answers refusals in plain text; clients go by the status. */
const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const protocol = new Hono<BridgeEnv>()
  .basePath("/simplefin")
  .get("/info", (c) => c.json({ versions: ["1.0", "2.0"] }))
  .post("/claim/:token", async (c) => {
    const db = c.env.db;
    const token = c.req.param("token");
    const claimed = await claim(db, token, c.req.url);
    if (!claimed) {
      const owner = await ownerOfClaimToken(db, token);
      if (owner) bump(db, owner, "claimsRefused");
      return text(403, "Forbidden: this setup token does not exist or was already claimed");
    }
    bump(db, claimed.user, "claims");
    return text(200, claimed.accessUrl);
  })
  .get("/accounts", async (c) => {
    const db = c.env.db;
    const access = await authenticate(db, c.req.header("Authorization") ?? null);
    if (!access) return text(403, "Forbidden: authentication failed");
    bump(db, access.user, "accountsRequests");
    if (access.revoked || access.disabled) {
      bump(db, access.user, "forbidden");
      return text(403, `Forbidden: access was ${access.revoked ? "revoked" : "disabled for excessive use"}`);
    }
    const config = readConfig(db, access.user);
    if (!config) return text(403, "Forbidden: authentication failed");
    if (config.paymentRequired) {
      bump(db, access.user, "paymentRequired");
      return text(402, "Payment Required: renew the SimpleFIN Bridge subscription");
    }
    const query = parseAccountsQuery(new URL(c.req.url).searchParams);
    if (typeof query === "string") return text(400, query);
    const quota = countRequest(db, access.username, config);
    if (quota.kind !== "within") bump(db, access.user, "overQuota");
    if (quota.kind === "disabled") {
      bump(db, access.user, "forbidden");
      return text(403, "Forbidden: access was disabled for excessive use");
    }
    const warnings = quota.kind === "over" ? [quota.warning] : [];
    return c.json(accountSet(db, { user: access.user, shared: access.accounts, query, warnings, root: rootUrl(c.req.url) }));
  });
