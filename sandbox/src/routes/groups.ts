// Transaction groups: POST /transactions/group (201: the group with its `children`), GET /transactions/group/{id}
// (the group with its members) and DELETE /transactions/group/{id} (204: ungroup). See transactions/groups.ts.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createGroup, deleteGroup, findGroup } from "../transactions/groups";
import { fullTransaction } from "../transactions/object";
import { pathId, readJson } from "../validate";

export const groups = new Hono<AppEnv>()
  .post("/transactions/group", async (c) => {
    const groupId = createGroup(c.env.db, await readJson(c.req.raw));
    return c.json(fullTransaction(c.env.db, findGroup(c.env.db, groupId)), 201);
  })
  .get("/transactions/group/:id", (c) => c.json(fullTransaction(c.env.db, findGroup(c.env.db, pathId(c.req.param("id"))))))
  .delete("/transactions/group/:id", (c) => {
    deleteGroup(c.env.db, pathId(c.req.param("id")));
    return c.body(null, 204);
  });
