// POST /receipts/:id/account: a mailed statement held because several of the budget's accounts could be the one it
// names, imported into the account the person chooses (JSON `{"account_id": 205}`); the entry, now queued with its
// import job, out. A second answer is a 409, never a second import.
import { Hono } from "hono";
import { importHeldStatement } from "../mail/held-statement";
import { type AuthedEnv, requireConnection } from "./auth";
import { HttpError } from "./errors";
import { noEntry, notHeld } from "./held-entries";
import { validJson } from "./validated";
import type { HeldReceiptAnswer } from "./api/payments";
import { StatementAccountBody } from "./requests/payments";

export const heldStatements = new Hono<AuthedEnv>()
  // requireConnection also refuses a cookie-authorised change from another origin (auth.ts).
  .use(requireConnection)
  .post(
    "/:id/account",
    validJson(StatementAccountBody, "Send JSON with account_id: the manual account to import the statement into."),
    async (c) => {
      const { account_id } = c.req.valid("json");
      const outcome = await importHeldStatement(c.env, c.get("connectionId"), c.req.param("id"), account_id);
      if (outcome.ok) return c.json({ receipt: outcome.value } satisfies HeldReceiptAnswer);
      const refused = outcome.reason;
      switch (refused.kind) {
        case "unknown":
          throw noEntry();
        case "not_held":
          throw notHeld(refused.entry, {
            done: "This statement was already imported: see its job.",
            otherwise: "Only a statement held for its account can be imported this way.",
          });
        case "failed":
          throw new HttpError(422, `The statement was not imported: ${refused.reason}`);
      }
    },
  );
