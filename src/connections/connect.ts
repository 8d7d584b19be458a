// Making a connection from fresh tokens (an OAuth code exchange or a pasted developer token): ask the
// service who they belong to, check that this person may connect, and hand the tokens to the
// connection's keeper. Any failure discards the new tokens (and revokes them): nothing half-made stays.
import { type ApiVersion, BudgetApiError } from "../budget-api";
import { configOf } from "../config";
import { connectionIdFor, type DeploymentEnv } from "./deployment";
import { type ConnectionIdentity, type ConnectionTokens, connectionIdOf, type StoredConnection } from "./index";
import type { CredentialKeeper } from "./keeper";
import { revokeToken } from "./oauth-client";
import { fail, ok, type Result } from "../result";
import { keeperOf } from "../storage";
import { whoIs } from "./who-is";

export interface ConnectEnv extends DeploymentEnv {
  CREDENTIALS: DurableObjectNamespace<CredentialKeeper>;
}

/** Why nothing was connected: the status the page answers with, and a sentence for the person. */
export interface NotConnected {
  status: 400 | 403 | 502 | 503;
  message: string;
}

export type ConnectOutcome = Result<{ connectionId: string; identity: ConnectionIdentity }, NotConnected>;

/**
 * Who may connect: ALLOWED_EMAILS (configOf(env).allowedEmails, lower case), compared without case; `*`
 * lets anyone in (a deliberate choice, e.g. for the local sandbox). Empty: nobody, so a fresh deployment is private.
 */
export function mayConnect(allowed: readonly string[], email: string): boolean {
  return allowed.includes("*") || allowed.includes(email.trim().toLowerCase());
}

/**
 * `apiVersion`: the interface the connection will speak; its own `GET /me` identifies the budget (v1's
 * answer has other names). OAuth grants are for v2.
 */
export async function connect(
  env: ConnectEnv,
  kind: StoredConnection["kind"],
  tokens: ConnectionTokens,
  apiVersion: ApiVersion = "v2",
): Promise<ConnectOutcome> {
  const config = configOf(env);
  const discard = async () => {
    if (kind === "oauth" && config.oauth) await revokeToken(config.oauth, tokens.refresh_token ?? tokens.access_token);
  };
  let identity: ConnectionIdentity;
  try {
    identity = await whoIs(config.budgetApi, tokens.access_token, kind === "oauth" ? "v2" : apiVersion);
  } catch (error) {
    await discard();
    return notConfirmed(error, kind);
  }
  if (!mayConnect(config.allowedEmails, identity.email)) {
    await discard();
    return fail({
      status: 403,
      message: `This Intake deployment is private, and ${identity.email} is not on the list of people who may connect. Nothing was stored.`,
    });
  }
  const connectionId = await connectionIdFor(env, identity, connectionIdOf(identity));
  try {
    const keeper = keeperOf(env, connectionId);
    await keeper.install(connectionId, kind, tokens, identity, kind === "oauth" ? "v2" : apiVersion);
  } catch {
    await discard();
    return fail({ status: 503, message: "Intake could not store the connection, so nothing was kept. Try again." });
  }
  return ok({ connectionId, identity });
}

/** Why `GET /me` did not say whose budget the tokens open: the service refused them, or it could not be asked. */
function notConfirmed(error: unknown, kind: StoredConnection["kind"]): ConnectOutcome {
  const refused = error instanceof BudgetApiError && (error.status === 401 || error.status === 403);
  if (!refused)
    return fail({ status: 502, message: "The budgeting service did not confirm whose budget this is, so nothing was stored. Try again." });
  const what = kind === "developer_token" ? "this token" : "the sign-in's new token";
  const check = kind === "developer_token" ? " Check that you copied all of it and that it has not been revoked." : "";
  return fail({ status: 400, message: `The budgeting service refused ${what} (${error.status}).${check} Nothing was stored.` });
}
