// RFC 8414 authorization server metadata. The issuer is the origin the sandbox is reached at, so a
// client must discover it through the same origin it will send users to (127.0.0.1 is not localhost).
import { Hono } from "hono";
import { issuerOf, type OAuthEnv } from "./context";

export function metadataOf(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    token_endpoint_auth_methods_supported: ["client_secret_basic"],
    revocation_endpoint_auth_methods_supported: ["client_secret_basic"],
    code_challenge_methods_supported: ["S256"],
    // Every authorization response carries iss (RFC 9207), so a client can tell servers apart.
    authorization_response_iss_parameter_supported: true,
  };
}

export const metadata = new Hono<OAuthEnv>().get("/.well-known/oauth-authorization-server", (c) => c.json(metadataOf(issuerOf(c.req.url))));
