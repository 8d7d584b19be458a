// Intake as an OAuth 2.0 confidential client of the budgeting service, through oauth4webapi: discovery,
// the authorization URL with PKCE (S256) and state, the code exchange, refresh and revocation. What comes
// back is parsed by the library (it checks issuer, response shapes and the state); our code decides
// only what a failure means for the connection.
// The deployment's client is configOf(env).oauth (config.ts): null when it connects with developer tokens only.
import * as oauth from "oauth4webapi";
import type { OAuthConfig } from "../config";
import { fail, ok, type Result } from "../result";

export type { OAuthConfig } from "../config";

/** Metadata is read once per isolate for this long: the service's endpoints do not move by the minute. */
const METADATA_TTL_MS = 60 * 60 * 1000;
const metadata = new Map<string, { at: number; server: oauth.AuthorizationServer }>();

/** Plain http only to a loopback issuer (the local sandbox); anything else must be https. */
function requestOptions(config: OAuthConfig): { [oauth.allowInsecureRequests]?: boolean } {
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(config.issuer.hostname);
  return loopback ? { [oauth.allowInsecureRequests]: true } : {};
}

export async function authorizationServer(config: OAuthConfig): Promise<oauth.AuthorizationServer> {
  const known = metadata.get(config.issuer.href);
  if (known && Date.now() - known.at < METADATA_TTL_MS) return known.server;
  const response = await oauth.discoveryRequest(config.issuer, { algorithm: "oauth2", ...requestOptions(config) });
  const server = await oauth.processDiscoveryResponse(config.issuer, response);
  metadata.set(config.issuer.href, { at: Date.now(), server });
  return server;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  codeVerifier: string;
}

export async function startAuthorization(config: OAuthConfig, redirectUri: string): Promise<AuthorizationStart> {
  const server = await authorizationServer(config);
  if (!server.authorization_endpoint) throw new Error("the authorization server has no authorization endpoint");
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(server.authorization_endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("state", state);
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  return { url, state, codeVerifier };
}

export interface GrantedTokens {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
}

/** The callback's parameters (checked against the expected state) exchanged for tokens. */
export async function exchangeCode(
  config: OAuthConfig,
  callback: URL,
  expected: { state: string; codeVerifier: string; redirectUri: string },
): Promise<GrantedTokens> {
  const server = await authorizationServer(config);
  const client = { client_id: config.clientId };
  const params = oauth.validateAuthResponse(server, client, callback, expected.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.ClientSecretBasic(config.clientSecret),
    params,
    expected.redirectUri,
    expected.codeVerifier,
    requestOptions(config),
  );
  return granted(await oauth.processAuthorizationCodeResponse(server, client, response));
}

/** A refresh either gives tokens, or says the grant is gone (`grant_gone`: authorize again), or failed for now. */
export type RefreshResult = Result<GrantedTokens, "grant_gone" | "failed">;

export async function refreshTokens(config: OAuthConfig, refreshToken: string): Promise<RefreshResult> {
  try {
    const server = await authorizationServer(config);
    const client = { client_id: config.clientId };
    const response = await oauth.refreshTokenGrantRequest(
      server,
      client,
      oauth.ClientSecretBasic(config.clientSecret),
      refreshToken,
      requestOptions(config),
    );
    const tokens = granted(await oauth.processRefreshTokenResponse(server, client, response));
    // A server that does not rotate keeps the one we have.
    return ok({ refresh_token: refreshToken, ...tokens });
  } catch (error) {
    // invalid_grant: revoked, expired or reused; invalid_client: our registration changed. Both need a person.
    const gone =
      error instanceof oauth.ResponseBodyError && ["invalid_grant", "invalid_client", "unauthorized_client"].includes(error.error);
    return fail(gone ? "grant_gone" : "failed");
  }
}

/** Revokes a token at the service (best effort: a disconnect deletes our copy whatever the answer). */
export async function revokeToken(config: OAuthConfig, token: string): Promise<boolean> {
  try {
    const server = await authorizationServer(config);
    if (!server.revocation_endpoint) return false;
    const response = await oauth.revocationRequest(
      server,
      { client_id: config.clientId },
      oauth.ClientSecretBasic(config.clientSecret),
      token,
      requestOptions(config),
    );
    await oauth.processRevocationResponse(response);
    return true;
  } catch {
    return false;
  }
}

function granted(response: oauth.TokenEndpointResponse): GrantedTokens {
  const tokens: GrantedTokens = { access_token: response.access_token };
  if (response.refresh_token) tokens.refresh_token = response.refresh_token;
  if (typeof response.expires_in === "number") tokens.expires_at = Date.now() + response.expires_in * 1000;
  return tokens;
}
