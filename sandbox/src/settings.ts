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
