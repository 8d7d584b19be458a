// The legacy v1 API of one world, mounted under /v1, over the same data as /v2 (api.ts). Failures take
// v1's shape (errors.ts): HTTP 200 with `{error}` for most, 404 for unknown records and routes.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { currentUser } from "../routes/me";
import { assets } from "./assets";
import { fromHttpError, V1Error, v1ErrorResponse } from "./errors";
import { userObject } from "./shapes";
import { transactions } from "./transactions";

export const v1Api = new Hono<AppEnv>()
  .basePath("/v1")
  .get("/me", (c) => c.json(userObject(currentUser(c.env.db, c.env.caller))))
  .route("/", assets)
  .route("/", transactions);

v1Api.onError((err) => {
  if (err instanceof V1Error) return v1ErrorResponse(err);
  if (err instanceof HttpError) return v1ErrorResponse(fromHttpError(err));
  console.error("sandbox: unexpected error on /v1", err);
  return v1ErrorResponse(new V1Error(err.message || "Unexpected error", 500));
});
v1Api.notFound((c) =>
  v1ErrorResponse(
    new V1Error(`No route for ${c.req.method} ${new URL(c.req.url).pathname} (the sandbox's v1 has /me, /assets, /transactions)`, 404),
  ),
);
