// Saved CSV profiles of the connection: listed, read and deleted (they are saved by each import).
import { Hono } from "hono";
import { deleteProfile, listProfiles, loadProfile } from "../profiles";
import { type AuthedEnv, requireApiKey } from "./auth";
import { HttpError } from "./errors";

const missing = (id: string) => new HttpError(404, `No saved profile "${id}" for this connection.`);

export const profiles = new Hono<AuthedEnv>()
  .use(requireApiKey)
  .get("/", async (c) => c.json({ profiles: await listProfiles(c.env.CONNECTIONS, c.get("connectionId")) }))
  .get("/:id", async (c) => {
    const profile = await loadProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id"));
    if (!profile) throw missing(c.req.param("id"));
    return c.json(profile);
  })
  .delete("/:id", async (c) => {
    if (!(await deleteProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id")))) throw missing(c.req.param("id"));
    return c.body(null, 204);
  });
