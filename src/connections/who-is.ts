// Whose budget a token opens: `GET /me`, asked of the interface the token will be used with (v1's answer
// has other names). Asked outside the Outbox's gate, as are OAuth's discovery, code exchange, refresh and revocation
// (oauth-client.ts): a person is waiting on the page that connects (or that first names the deployment's budget,
// remembered a day), and one request cannot wait behind an upload's backlog; the gate learns the limit again from
// the next answer it sees. Every other request to the service goes through the gate (outbox/).
import { type ApiVersion, apiBaseUrl, BudgetApi, BudgetApiV1 } from "../budget-api";
import type { BudgetApiConfig } from "../config";
import type { ConnectionIdentity } from "./index";

export async function whoIs(api: BudgetApiConfig, token: string, version: ApiVersion): Promise<ConnectionIdentity> {
  const baseUrl = apiBaseUrl(api, version);
  if (version === "v1") {
    const me = await new BudgetApiV1({ baseUrl, token }).me();
    const { user_id, user_email: email, user_name: name, account_id, budget_name } = me;
    return { user_id, email, name, account_id, budget_name, primary_currency: null };
  }
  const me = await new BudgetApi({ baseUrl, token }).me();
  const { id: user_id, email, name, account_id, budget_name, primary_currency } = me;
  return { user_id, email, name, account_id, budget_name, primary_currency };
}
