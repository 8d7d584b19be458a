// OAuth errors of the token and revocation endpoints (RFC 6749 section 5.2): JSON, never cached.
export type OAuthErrorCode = "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type";

export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const invalidGrant = (description: string) => new OAuthError("invalid_grant", description);

/** error_description allows printable ASCII without quotes and backslashes (RFC 6749): others become '. */
export function oauthErrorResponse(e: OAuthError): Response {
  const body = { error: e.error, error_description: e.description.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, "'") };
  // A failed client authentication is a 401 with the challenge of the one supported method.
  if (e.error === "invalid_client") {
    return Response.json(body, { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": 'Basic realm="budget-sandbox"' } });
  }
  return Response.json(body, { status: 400, headers: NO_STORE });
}
