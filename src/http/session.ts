// /session: who the pages act for. GET answers the budget of the request's credential (an API key's, or the
// browser session's current one) and, for a session, every budget it holds, so the pages can name the
// budget and offer a switch; POST /session/current makes another of the session's budgets the current one.
import { displayFormatsOf } from "../connections/display-formats";
import { openSession, readSession } from "../connections/sessions";
import { budgetLabel, budgetOf } from "./budget";
import { HttpError } from "./errors";
import { SwitchBody } from "./requests/settings";
import { type Answer, Room } from "./route";

export const session = new Room("/session")
  .route(
    {
      method: "get",
      path: "/session",
      summary: "Who the request acts for: the budget, and a browser session's other budgets.",
      answers: { 200: "SessionAnswer" },
      refusals: [401],
    },
    async (c) => {
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
      } satisfies Answer<"SessionAnswer">);
    },
  )
  .route(
    {
      method: "post",
      path: "/session/current",
      summary: "Makes another of the browser session's budgets the current one.",
      body: { json: SwitchBody },
      hint: 'Send {"connection_id": "…"}: one of the budgets GET /session lists.',
      answers: { 200: "SwitchAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const token = c.get("sessionToken");
      if (!token) throw new HttpError(400, "An API key acts for its own budget only: there is no other to switch to.");
      const wanted = c.req.valid("json").connection_id;
      const record = await readSession(c.env.CONNECTIONS, token);
      if (!record?.connections.includes(wanted)) throw new HttpError(404, "This browser has not connected that budget.");
      // The session's first connection is the one the pages act for (auth.ts).
      await openSession(c.env.CONNECTIONS, wanted, token);
      return c.json({ connection_id: wanted, budget: await budgetLabel(c.env, wanted) } satisfies Answer<"SwitchAnswer">);
    },
  );
