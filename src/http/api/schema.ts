// What the HTTP surface's routes answer, described once as zod schemas: the routes type their answers by them (as
// types only: these modules are the API document's, loaded on demand, never the main module's), and /openapi.json is
// made from them and from the requests' schemas the routes validate with (../requests/). An answer's schema is named
// in `API`, the registry the document's components come from; strict objects, so that an answer's field no schema
// names fails the tests that read real answers against them (the tests' support, answers.ts).
import * as z from "zod";
import { builtOf } from "../../on-first-use";

/** The answers' named schemas: each becomes a component of the document, `#/components/schemas/<id>`. */
export const API = z.registry<{ id: string; description?: string }>();

/** `schema`, named in the document's components. */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  // The schema itself, never a stand-in for it (on-first-use.ts): the document reads the registry by identity.
  API.add(builtOf(schema), description ? { id, description } : { id });
  return schema;
}

/** The surface's one error (errors.ts): a status, words for the person, and what the route adds (a `field`, a `code`…). */
export const ErrorAnswer = named(
  "Error",
  z.strictObject({ error: z.object({ status: z.number().int(), message: z.string() }) }),
  "Every refusal: a 4xx the request can fix, a 5xx Intake's or the service's; details beside the message name a field or a code.",
);

/** Which budget an answer concerns (budget.ts). */
export const BudgetLabelSchema = named(
  "BudgetLabel",
  z.strictObject({ connection_id: z.string(), name: z.string(), email: z.string().nullable() }),
);

/** A time as the answers write it, ISO 8601 in UTC. */
export const Instant = z.string();
/** A day of the calendar, YYYY-MM-DD. */
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An amount as the service writes it: a decimal string (exact), positive = money out unless said otherwise. */
export const Amount = z.string();
