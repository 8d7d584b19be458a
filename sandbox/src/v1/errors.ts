// v1's failures. Unlike v2's error object, v1 answers most failures with HTTP 200 and `{error: <message>}`
// (POST /v1/transactions: `{error: [messages]}`), so a client must read the body of every 200. The spec
// documents an unknown record (and a half-given date range) as 404 with the same body.
import { HttpError } from "../errors";

export class V1Error extends Error {
  constructor(
    readonly error: string | string[],
    readonly status: 200 | 401 | 404 | 500 = 200,
  ) {
    super(Array.isArray(error) ? error.join("; ") : error);
  }
}

export const v1ErrorResponse = (e: V1Error): Response => Response.json({ error: e.error }, { status: e.status });

/**
 * An HttpError thrown by code shared with v2 (readJson, pathId, the manual account update) in v1's
 * shape: a missing record stays 404, a validation failure becomes a 200.
 */
export function fromHttpError(e: HttpError): V1Error {
  const status = e.status === 404 ? 404 : e.status === 401 ? 401 : e.status >= 500 ? 500 : 200;
  return new V1Error(e.errors.map((item) => item.errMsg).join("; "), status);
}

/** The pipeline's own refusals (bad token, injected 500) on a /v1 path. */
export const v1Failure = (status: 401 | 500, message: string): Response => v1ErrorResponse(new V1Error(message, status));
