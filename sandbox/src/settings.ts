// The user object and the three settings documents, stored as JSON per scope.
import type { Db } from "./db";
import { DEFAULT_SEED } from "./seed";

export type Scope = "user" | "account" | "user_account" | "user_settings";
type Defaults = {
  user: typeof DEFAULT_SEED.user;
  account: typeof DEFAULT_SEED.accountSettings;
  user_settings: typeof DEFAULT_SEED.userSettings;
  user_account: typeof DEFAULT_SEED.userAccountSettings;
};

export function readSettings<S extends Scope>(db: Db, scope: S): Defaults[S] {
  const row = db.get<{ value: string }>("SELECT value FROM settings WHERE scope = ?", scope);
  if (!row) throw new Error(`settings ${scope} missing`);
  return JSON.parse(row.value) as Defaults[S];
}

export function writeSettings<S extends Scope>(db: Db, scope: S, value: Defaults[S]): void {
  db.run("INSERT OR REPLACE INTO settings (scope, value) VALUES (?, ?)", scope, JSON.stringify(value));
}

/**
 * A world is one budget account. When the AuthServer mints a token for a budget of its directory, a
 * world still carrying another account_id (e.g. after a reset) takes that budget's id and name; a
 * budget renamed through the API since keeps its new name.
 */
export function adoptBudget(db: Db, budget: { account_id: number; name: string }): void {
  const user = readSettings(db, "user");
  if (user.account_id === budget.account_id) return;
  writeSettings(db, "user", { ...user, account_id: budget.account_id, budget_name: budget.name });
  writeSettings(db, "account", { ...readSettings(db, "account"), display_name: budget.name });
}
