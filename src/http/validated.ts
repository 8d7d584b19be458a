// Requests checked by hono's validator against a zod schema: a route reads `c.req.valid("json")` or
// `c.req.valid("query")`, typed by the schema. What fails is the surface's one error (errors.ts), a 400 in the
// route's own words, rendered by the one `onError`: a body that is not JSON, or not sent as JSON, gets the same
// words as one of the wrong shape (the schema is asked about nothing, and says what to send).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import type * as z from "zod";
import { badRequest } from "./errors";

/** What a refusal says: the route's fixed words, or words made from zod's issues (to name the field). */
export type Hint = string | ((error: z.ZodError) => string);

/** The schema's value, or the route's 400. */
function checker<T extends z.ZodType>(schema: T, hint: Hint): (value: unknown) => z.output<T> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(typeof hint === "string" ? hint : hint(parsed.error));
    return parsed.data;
  };
}

/** hono's test for a JSON media type (`application/json`, `application/…+json`): other bodies it does not read. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const sentAsJson = (c: Context) => JSON_TYPE.test((c.req.header("Content-Type") ?? "").replace(/;.*$/s, "").trim());

/** The query's parameters (one value each) checked by `schema`. */
export const validQuery = <T extends z.ZodType>(schema: T, hint: Hint) => validator("query", checker(schema, hint));

/** The JSON body checked by `schema`; no body, another type, or text that is not JSON: the same 400. */
export function validJson<T extends z.ZodType>(schema: T, hint: Hint) {
  const check = checker(schema, hint);
  const middleware = validator("json", (value, c) => check(sentAsJson(c) ? value : undefined));
  // hono refuses a body that is not JSON before asking us ("Malformed JSON in request body"): said in the route's
  // words instead. Only an exception of the validator itself is taken, never one of the handlers after it.
  const worded: typeof middleware = async (c, next) => {
    let passed = false;
    try {
      return await middleware(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      if (passed || !(error instanceof HTTPException)) throw error;
      check(undefined);
      throw error;
    }
  };
  return worded;
}
