// The authorization server's part of the admin interface (/__sandbox/oauth/...; no auth, JSON): clients
// and their token lifetimes, the user directory, grants, "expire this token now", counters.
import { Hono } from "hono";
import { z } from "zod";
import { HttpError, notFound } from "../errors";
import { worldOfToken } from "../tokens";
import { parse, readJson } from "../validate";
import { clientRegistration, getClient, insertClient, lifetimesUpdate, listClients, updateLifetimes } from "./clients";
import { type OAuthEnv, worldStub } from "./context";
import { readCounters } from "./counters";
import { listUsers, registerUser, userRegistration } from "./directory";
import { getGrant, grantObject, listGrants, revokeGrant } from "./grants";
import { randomToken, sha256Hex } from "./opaque-values";

const expireBody = z.union([z.strictObject({ access_token: z.string().min(1) }), z.strictObject({ grant_id: z.string().min(1) })]);

const clientOr404 = (c: { env: OAuthEnv["Bindings"]; req: { param(name: "id"): string } }) => {
  const client = getClient(c.env.db, c.req.param("id"));
  if (!client) throw notFound(`No client ${c.req.param("id")}`);
  return client;
};

export const oauthAdmin = new Hono<OAuthEnv>()
  .basePath("/__sandbox/oauth")
  .get("/clients", (c) => c.json({ clients: listClients(c.env.db) }))
  .post("/clients", async (c) => {
    const { client_secret, ...body } = parse(clientRegistration, await readJson(c.req.raw));
    const secret = client_secret ?? randomToken();
    if (!insertClient(c.env.db, body, await sha256Hex(secret))) {
      throw new HttpError(409, "Conflict", [
        { errMsg: `Client ${body.client_id} exists: scopes change only by registering another client` },
      ]);
    }
    // The only time the secret is shown: it is stored hashed.
    return c.json({ ...getClient(c.env.db, body.client_id), client_secret: secret }, 201);
  })
  .get("/clients/:id", (c) => c.json(clientOr404(c)))
  .patch("/clients/:id", async (c) => {
    const client = clientOr404(c);
    updateLifetimes(c.env.db, client.client_id, parse(lifetimesUpdate, await readJson(c.req.raw)));
    return c.json(getClient(c.env.db, client.client_id));
  })
  .get("/clients/:id/counters", (c) => c.json(readCounters(c.env.db, clientOr404(c).client_id)))
  .get("/counters", (c) => c.json(readCounters(c.env.db)))
  .get("/users", (c) => c.json({ users: listUsers(c.env.db) }))
  .post("/users", async (c) => c.json(registerUser(c.env.db, parse(userRegistration, await readJson(c.req.raw))), 201))
  .get("/grants", (c) => c.json({ grants: listGrants(c.env.db, c.req.query("client_id")).map(grantObject) }))
  .delete("/grants/:id", async (c) => {
    const grant = getGrant(c.env.db, c.req.param("id"));
    if (!grant) throw notFound(`No grant ${c.req.param("id")}`);
    await revokeGrant(c.env, grant.id, "revoked by the admin interface");
    return c.body(null, 204);
  })
  // Makes access tokens expire now (a refresh then works, as when their lifetime ends): one by value, or all of a grant.
  .post("/expire", async (c) => {
    const body = parse(expireBody, await readJson(c.req.raw));
    const [world, which] =
      "access_token" in body
        ? [worldOfToken(body.access_token, ""), { token: body.access_token }]
        : [getGrant(c.env.db, body.grant_id)?.world, { grantId: body.grant_id }];
    const expired = world === undefined ? 0 : await worldStub(c.env, world).endTokens(which, "expire");
    if (expired === 0) throw notFound("No such access token or grant");
    return c.json({ expired });
  });
