// POST /receipts/{id}/account: a mailed statement held because several of the budget's accounts could be the one it
// names, imported into the account the person chooses (JSON `{"account_id": 205}`); the entry, now queued with its
// import job, out. A second answer is a 409, never a second import.
import { importHeldStatement } from "../mail/held-statement";
import { HttpError } from "./errors";
import { heldRefusal } from "./held-entries";
import { StatementAccountBody } from "./requests/payments";
import { type Answer, Room } from "./route";

// Behind a key (the declaration's default): auth.ts also refuses a cookie-authorised change from another origin.
export const heldStatements = new Room("/receipts").route(
  {
    method: "post",
    path: "/receipts/{id}/account",
    summary: "Imports a mailed statement held for its account into the account chosen.",
    body: { json: StatementAccountBody },
    hint: "Send JSON with account_id: the manual account to import the statement into.",
    answers: { 200: "HeldReceiptAnswer" },
    refusals: [400, 404, 409, 422],
  },
  async (c) => {
    const { account_id } = c.req.valid("json");
    const outcome = await importHeldStatement(c.env, c.get("connectionId"), c.req.param("id"), account_id);
    if (outcome.ok) return c.json({ receipt: outcome.value } satisfies Answer<"HeldReceiptAnswer">);
    throw heldRefusal(
      outcome.reason,
      {
        done: "This statement was already imported: see its job.",
        otherwise: "Only a statement held for its account can be imported this way.",
      },
      (failed) => new HttpError(422, `The statement was not imported: ${failed.reason}`),
    );
  },
);
