// Whose budget a token opens: `GET /me`, asked of the interface the token will be used with (v1's answer
// has other names).
import { type ApiVersion, apiBaseUrl, BudgetApi, BudgetApiV1 } from "../budget-api";
import type { BudgetApiConfig } from "../config";
import type { ConnectionIdentity } from "./index";

export async function whoIs(api: BudgetApiConfig, token: string, version: ApiVersion): Promise<ConnectionIdentity> {
  const baseUrl = apiBaseUrl(api, version);
  if (version === "v1") {
    const me = await new BudgetApiV1({ baseUrl, token }).me();
    return { user_id: me.user_id, email: me.user_email, name: me.user_name, account_id: me.account_id, budget_name: me.budget_name };
  }
  const me = await new BudgetApi({ baseUrl, token }).me();
  return { user_id: me.id, email: me.email, name: me.name, account_id: me.account_id, budget_name: me.budget_name };
}
