// What the authorization server starts with (documented in sandbox/README.md): the client `npm start`
// uses and a directory of two users, one of them with two budgets. Re-seeded idempotently on start.
import type { Db } from "../db";
import { insertClient } from "./clients";
import { type UserRegistration, getUser, registerUser } from "./directory";
import { sha256Hex } from "./opaque-values";

export const DEFAULT_CLIENT = {
  client_id: "intake-local",
  client_name: "Intake (local)",
  client_secret: "intake-local-secret",
  redirect_uris: ["http://127.0.0.1:8787/connect/callback"],
  scopes: ["me:read", "offline_access"],
};

export const SEEDED_USERS: (UserRegistration & { id: number })[] = [
  {
    id: 1001,
    name: "Sandbox User",
    email: "sandbox@example.invalid",
    budgets: [
      { account_id: 2001, name: "Sandbox Budget", world: "default" },
      { account_id: 2002, name: "Household Budget", world: "household" },
      // Three months of a person's renamed and filed shops (seed-history.ts): an import learns their payees.
      { account_id: 2004, name: "Budget with a history", world: "history" },
    ],
  },
  { id: 1002, name: "Alex Other", email: "alex@example.invalid", budgets: [{ account_id: 2003, name: "Alex's Budget", world: "alex" }] },
];

export async function seedAuthServer(db: Db): Promise<void> {
  const { client_secret, ...client } = DEFAULT_CLIENT;
  insertClient(db, client, await sha256Hex(client_secret));
  for (const user of SEEDED_USERS) {
    if (!getUser(db, user.id)) registerUser(db, user);
    // A directory kept from an older start gets the budgets added to the seed since.
    else
      for (const b of user.budgets) {
        if (db.get("SELECT 1 FROM budgets WHERE world = ?", b.world) || b.account_id === undefined || !b.name) continue;
        db.run("INSERT INTO budgets (account_id, world, name) VALUES (?, ?, ?)", b.account_id, b.world, b.name);
        db.run("INSERT OR IGNORE INTO memberships (user_id, account_id) VALUES (?, ?)", user.id, b.account_id);
      }
  }
}
