// Saved CSV profiles of the connection: listed, read, named and deleted (they are saved by each import).
import { Hono } from "hono";
import { deleteProfile, listProfiles, loadProfile, PROFILE_NAME_MAX, renameProfile } from "../profiles/saved-profiles";
import type { ProfileAnswer, ProfilesAnswer, RenamedAnswer } from "./api/settings";
import { RenameBody } from "./requests/settings";
import { importVerdict } from "../channel";
import { type AuthedEnv, requireConnection } from "./auth";
import { HttpError } from "./errors";
import { validJson } from "./validated";

const missing = (id: string) => new HttpError(404, `No saved profile "${id}" for this connection.`);

export const profiles = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/", async (c) =>
    c.json({ profiles: await listProfiles(c.env.CONNECTIONS, c.get("connectionId"), importVerdict(c.env)) } satisfies ProfilesAnswer),
  )
  .get("/:id", async (c) => {
    const profile = await loadProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id"), importVerdict(c.env));
    if (!profile) throw missing(c.req.param("id"));
    return c.json(profile satisfies ProfileAnswer);
  })
  .patch("/:id", validJson(RenameBody, `Send {"name": "…"} (up to ${PROFILE_NAME_MAX} characters, or null to clear it).`), async (c) => {
    const name = c.req.valid("json").name || null;
    if (!(await renameProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id"), name))) throw missing(c.req.param("id"));
    return c.json({ id: c.req.param("id"), name } satisfies RenamedAnswer);
  })
  .delete("/:id", async (c) => {
    if (!(await deleteProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id")))) throw missing(c.req.param("id"));
    return c.body(null, 204);
  });
