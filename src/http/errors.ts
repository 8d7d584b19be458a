// The one error type of the HTTP surface, rendered in one place (`onError` in app.ts). Messages are
// written for the person who sent the request; they never carry a token, a key or a stack.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConfigError } from "../config";

export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 422 | 502 | 503,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);

/**
 * The one error renderer (`app.onError`): our HttpErrors, and hono's own HTTPExceptions (body
 * limits, validators…) with their status, both as `{ error: { status, message } }`; a variable of the
 * deployment with a bad value (config.ts) is a 503 that names the variable, never its value; anything
 * else is our bug, a 500 that names nothing of the request.
 */
export function renderError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    return c.json({ error: { status: error.status, message: error.message, ...error.details } }, error.status);
  }
  if (error instanceof ConfigError) {
    console.error("misconfigured", error.variables.join(", "));
    return c.json({ error: { status: 503, message: error.message } }, 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    // hono's messages are plain ("Payload Too Large", "Malformed JSON in request body"); an empty one gets a generic line.
    const message = error.message || (status < 500 ? "The request could not be handled as sent." : "Intake failed to handle this request.");
    return c.json({ error: { status, message } }, status);
  }
  // Log the kind, never the request (it may carry keys or data).
  console.error("unhandled error", error instanceof Error ? error.name : typeof error);
  return c.json({ error: { status: 500, message: "Intake failed to handle this request." } }, 500);
}
