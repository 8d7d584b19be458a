// What the uploader is told when the Outbox could not ask the service (or the service said no) about
// the connection's accounts: one mapping for every route that needs the account list.
import type { Refusal } from "../outbox/targets";
import { HttpError } from "./errors";

/** The Outbox's refusal, or a route's own finding of the same kind (an account missing from the list it read). */
export function refusalError(refusal: Pick<Refusal, "reason" | "retryAfterMs">, requested?: number): HttpError {
  switch (refusal.reason) {
    case "unknown_account":
      return new HttpError(404, `There is no manual account ${requested} in this budget (GET /accounts lists them).`);
    case "closed_account":
      return new HttpError(409, `The manual account ${requested} is closed; reopen it or pick another account.`);
    case "unauthorized":
      return new HttpError(502, "The budgeting service refused this connection's credential; authorize Intake again.");
    case "busy":
      return new HttpError(503, "The budgeting service's rate limit is exhausted; try again shortly.", {
        retry_after_seconds: Math.ceil((refusal.retryAfterMs ?? 60_000) / 1000),
      });
    default:
      return new HttpError(502, "The budgeting service did not answer; try again shortly.");
  }
}
