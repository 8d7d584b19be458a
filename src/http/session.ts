// GET /session: the connections this browser's session may act for, so the pages know they need no key.
import { Hono } from "hono";
import { loadConnection } from "../connections";
import { readSession } from "../connections/sessions";
import { type AuthedEnv, requireConnection } from "./auth";
import { HttpError } from "./errors";

export const session = new Hono<AuthedEnv>().use(requireConnection).get("/", async (c) => {
  const token = c.get("sessionToken");
  const record = token ? await readSession(c.env.CONNECTIONS, token) : null;
  if (!record) throw new HttpError(401, "This request carries an API key, not a browser session.");
  const connections = await Promise.all(
    record.connections.map(async (id) => {
      const identity = (await loadConnection(c.env, id))?.identity;
      return { id, budget_name: identity?.budget_name ?? id, email: identity?.email ?? null };
    }),
  );
  return c.json({ connection_id: c.get("connectionId"), connections });
});
