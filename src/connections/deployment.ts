// The deployment's own connection (`default`): its token is the secret BUDGET_API_TOKEN and its upload key
// INTAKE_API_KEY. It is a budget like any other: whose it is comes from `GET /me`, and connecting that same
// budget at /connect joins this connection (same history, inbox and address) instead of making a second one.
import { type ConfigEnv, configOf } from "../config";
import { type ConnectionEnv, type ConnectionIdentity, DEFAULT_CONNECTION, loadConnection } from "./index";
import { sha256Hex } from "./opaque";
import { whoIs } from "./who-is";

export interface DeploymentEnv extends ConfigEnv {
  CONNECTIONS: KVNamespace;
}

/** A budget's name may change at the service: asked again after a day. */
const IDENTITY_TTL_SECONDS = 24 * 3600;

/** Keyed by the token's hash: a new secret is asked about again, and the token itself is never a key. */
const identityKey = async (token: string) => `deployment-identity:${await sha256Hex(token)}`;

/** Whose budget the deployment's token opens, or null without a token or when the service does not say. */
export async function deploymentIdentity(env: DeploymentEnv): Promise<ConnectionIdentity | null> {
  const { deployment, budgetApi } = configOf(env);
  const token = deployment.token;
  if (!token) return null;
  const key = await identityKey(token);
  const known = await env.CONNECTIONS.get<ConnectionIdentity>(key, "json");
  // One remembered before the budget's currency was kept is asked again.
  if (known && known.primary_currency !== undefined) return known;
  try {
    const identity = await whoIs(budgetApi, token, budgetApi.defaultVersion);
    await env.CONNECTIONS.put(key, JSON.stringify(identity), { expirationTtl: IDENTITY_TTL_SECONDS });
    return identity;
  } catch {
    // Unreachable or refused: not remembered, so the next caller asks again.
    return null;
  }
}

/**
 * The connection a budget is kept under: `default` when it is the deployment's own budget (same person,
 * same budget), else its own id. One budget, one connection, however it was connected.
 */
export async function connectionIdFor(env: DeploymentEnv, identity: ConnectionIdentity, ownId: string): Promise<string> {
  const deployment = await deploymentIdentity(env);
  const same = deployment !== null && deployment.user_id === identity.user_id && deployment.account_id === identity.account_id;
  return same ? DEFAULT_CONNECTION : ownId;
}

/** Whose budget a connection is: its record's identity (written when it was connected), else for `default` the deployment token's. */
export async function identityOf(env: DeploymentEnv & ConnectionEnv, connectionId: string): Promise<ConnectionIdentity | null> {
  const recorded = (await loadConnection(env, connectionId))?.identity;
  if (recorded) return recorded;
  return connectionId === DEFAULT_CONNECTION ? deploymentIdentity(env) : null;
}
