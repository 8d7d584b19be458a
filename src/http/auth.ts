// Upload API keys: `Authorization: Bearer <key>` names the connection a request acts for.
import { createMiddleware } from "hono/factory";
import { connectionForApiKey } from "../connections";
import { HttpError } from "./errors";

export type AuthedEnv = { Bindings: Env; Variables: { connectionId: string } };

/**
 * Sub-apps that share a path (`/imports` for uploads and reports) each mount this; the key is
 * checked once per request: a request that already names its connection is not checked again.
 */
export const requireApiKey = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.get("connectionId")) return next();
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, "Send your Intake API key as `Authorization: Bearer <key>`.");
  const connectionId = await connectionForApiKey(c.env, match[1]);
  if (!connectionId) throw new HttpError(401, "This API key is not known to this Intake deployment.");
  c.set("connectionId", connectionId);
  await next();
});
