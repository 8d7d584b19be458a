// Saved CSV profiles of the connection: listed, read, named and deleted (they are saved by each import).
import { deleteProfile, listProfiles, loadProfile, PROFILE_NAME_MAX, renameProfile } from "../profiles/saved-profiles";
import { RenameBody } from "./requests/settings";
import { importVerdict } from "../channel";
import { HttpError } from "./errors";
import { type Answer, Room } from "./route";

const missing = (id: string) => new HttpError(404, `No saved profile "${id}" for this connection.`);

export const profiles = new Room("/profiles")
  .route(
    { method: "get", path: "/profiles", summary: "The connection's saved CSV profiles.", answers: { 200: "ProfilesAnswer" } },
    async (c) =>
      c.json({
        profiles: await listProfiles(c.env.CONNECTIONS, c.get("connectionId"), importVerdict(c.env)),
      } satisfies Answer<"ProfilesAnswer">),
  )
  .route(
    { method: "get", path: "/profiles/{id}", summary: "One saved CSV profile.", answers: { 200: "ProfileAnswer" }, refusals: [404] },
    async (c) => {
      const profile = await loadProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id"), importVerdict(c.env));
      if (!profile) throw missing(c.req.param("id"));
      return c.json(profile satisfies Answer<"ProfileAnswer">);
    },
  )
  .route(
    {
      method: "patch",
      path: "/profiles/{id}",
      summary: "Names a saved profile (null clears the name).",
      body: { json: RenameBody },
      hint: `Send {"name": "…"} (up to ${PROFILE_NAME_MAX} characters, or null to clear it).`,
      answers: { 200: "RenamedAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const name = c.req.valid("json").name || null;
      if (!(await renameProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id"), name))) throw missing(c.req.param("id"));
      return c.json({ id: c.req.param("id"), name } satisfies Answer<"RenamedAnswer">);
    },
  )
  .route(
    { method: "delete", path: "/profiles/{id}", summary: "Deletes a saved profile.", answers: { 204: "empty" }, refusals: [404] },
    async (c) => {
      if (!(await deleteProfile(c.env.CONNECTIONS, c.get("connectionId"), c.req.param("id")))) throw missing(c.req.param("id"));
      return c.body(null, 204);
    },
  );
