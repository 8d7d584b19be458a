// Split transactions: POST /transactions/split/{id} (201: the split parent with its `children`) and
// DELETE /transactions/split/{id} (204: unsplit). See transactions/splits.ts.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { fullTransaction } from "../transactions/object";
import { splitTransaction, unsplitTransaction } from "../transactions/splits";
import { pathId, readJson } from "../validate";

export const splits = new Hono<AppEnv>()
  .post("/transactions/split/:id", async (c) => {
    const parentId = pathId(c.req.param("id"));
    splitTransaction(c.env.db, parentId, await readJson(c.req.raw));
    return c.json(fullTransaction(c.env.db, c.env.db.get("SELECT * FROM transactions WHERE id = ?", parentId)!), 201);
  })
  .delete("/transactions/split/:id", (c) => {
    unsplitTransaction(c.env.db, pathId(c.req.param("id")));
    return c.body(null, 204);
  });
