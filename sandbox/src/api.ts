// The v2 API of one world, mounted under /v2. Errors become the service's error object.
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { HttpError, errorResponse, notFound } from "./errors";
import { attachments } from "./routes/attachments";
import { balanceHistory } from "./routes/balance-history";
import { categories } from "./routes/categories";
import { crypto } from "./routes/crypto";
import { groups } from "./routes/groups";
import { linkedAccounts } from "./routes/linked-accounts";
import { manualAccounts } from "./routes/manual-accounts";
import { me } from "./routes/me";
import { splits } from "./routes/splits";
import { tags } from "./routes/tags";
import { transactions } from "./routes/transactions";

export const api = new Hono<AppEnv>()
  .basePath("/v2")
  .route("/", me)
  .route("/", categories)
  .route("/", tags)
  .route("/", manualAccounts)
  .route("/", linkedAccounts)
  .route("/", attachments)
  .route("/", groups)
  .route("/", splits)
  .route("/", transactions)
  .route("/", balanceHistory)
  .route("/", crypto);

export const onError = (err: Error): Response => {
  if (err instanceof HttpError) return errorResponse(err);
  console.error("sandbox: unexpected error", err);
  return Response.json({ message: "Internal Server Error", errors: [{ errMsg: err.message || "Unexpected error" }] }, { status: 500 });
};

api.onError(onError);
api.notFound((c) => errorResponse(notFound(`No route for ${c.req.method} ${new URL(c.req.url).pathname}`)));
