// /session: who the pages act for. GET answers the budget of the request's credential (an API key's, or the
// browser session's current one) and, for a session, every budget it holds, so the pages can name the
// budget and offer a switch; POST /session/current makes another of the session's budgets the current one.
import { Hono } from "hono";
import { displayFormatsOf } from "../connections/display-formats";
import { openSession, readSession } from "../connections/sessions";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetLabel, budgetOf } from "./budget";
import { HttpError } from "./errors";
import type { SessionAnswer, SwitchAnswer } from "./api/settings";

export const session = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/", async (c) => {
    const token = c.get("sessionToken");
    const record = token ? await readSession(c.env.CONNECTIONS, token) : null;
    const budgets = record ? await Promise.all(record.connections.map((id) => budgetLabel(c.env, id))) : [await budgetOf(c)];
    return c.json({
      connection_id: c.get("connectionId"),
      budget: await budgetOf(c),
      // An API key acts for one budget only; a browser session for each budget it connected.
      via: token ? "session" : "api_key",
      connections: budgets.map((b) => ({ id: b.connection_id, budget_name: b.name, email: b.email })),
      // How the budget writes dates (null: not known), for the pages' scripts (public/assets/format.js).
      formats: await displayFormatsOf(c.env, c.get("connectionId")),
    } satisfies SessionAnswer);
  })
  .post("/current", async (c) => {
    const token = c.get("sessionToken");
    if (!token) throw new HttpError(400, "An API key acts for its own budget only: there is no other to switch to.");
    const body = await c.req.json().catch(() => null);
    const wanted = typeof body?.connection_id === "string" ? body.connection_id : "";
    const record = await readSession(c.env.CONNECTIONS, token);
    if (!record?.connections.includes(wanted)) throw new HttpError(404, "This browser has not connected that budget.");
    // The session's first connection is the one the pages act for (auth.ts).
    await openSession(c.env.CONNECTIONS, wanted, token);
    return c.json({ connection_id: wanted, budget: await budgetLabel(c.env, wanted) } satisfies SwitchAnswer);
  });
