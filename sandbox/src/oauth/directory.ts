// The users who can sign in on the consent page and their budget accounts. A budget account is one
// sandbox world; several users may share one (same account_id, same world).
import { z } from "zod";
import type { Db } from "../db";
import { HttpError } from "../errors";
import { WORLD_NAME } from "../tokens";

export type Budget = {
  account_id: number;
  name: string;
  world: string;
};

export interface User {
  id: number;
  name: string;
  email: string;
  budgets: Budget[];
}

export const userRegistration = z.strictObject({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  name: z.string().min(1).max(100),
  email: z.email(),
  budgets: z
    .array(
      z.strictObject({
        world: z.string().regex(WORLD_NAME, "must be 1 to 64 of [a-z0-9-]"),
        account_id: z.number().int().positive().optional(),
        name: z.string().min(1).max(100).optional(),
      }),
    )
    .min(1),
});
export type UserRegistration = z.output<typeof userRegistration>;

const conflict = (errMsg: string) => new HttpError(409, "Conflict", [{ errMsg }]);

export function budgetsOf(db: Db, userId: number): Budget[] {
  return db.all<{ account_id: number; name: string; world: string }>(
    "SELECT b.account_id, b.name, b.world FROM memberships m JOIN budgets b USING (account_id) WHERE m.user_id = ? ORDER BY b.account_id",
    userId,
  );
}

export function getUser(db: Db, id: number): User | undefined {
  const row = db.get<{ id: number; name: string; email: string }>("SELECT id, name, email FROM users WHERE id = ?", id);
  return row && { ...row, budgets: budgetsOf(db, id) };
}

export const listUsers = (db: Db): User[] =>
  db.all<{ id: number; name: string; email: string }>("SELECT id, name, email FROM users ORDER BY id").map((u) => ({
    ...u,
    budgets: budgetsOf(db, u.id),
  }));

/**
 * Adds a user and their budgets. A budget naming a world that is already a budget shares it (its
 * account_id and name, if given, must agree); a new world becomes a new budget (name required).
 * Everything is checked before anything is written.
 */
export function registerUser(db: Db, input: UserRegistration): User {
  if (input.id !== undefined && getUser(db, input.id)) throw conflict(`User ${input.id} exists`);
  let nextAccountId = db.get<{ next: number }>("SELECT COALESCE(MAX(account_id), 2000) + 1 AS next FROM budgets")!.next;
  const created = new Map<string, Budget>();
  const accountIds = input.budgets.map((b) => {
    const existing = db.get<Budget>("SELECT account_id, name, world FROM budgets WHERE world = ?", b.world) ?? created.get(b.world);
    if (existing) {
      if ((b.account_id ?? existing.account_id) !== existing.account_id || (b.name ?? existing.name) !== existing.name) {
        throw conflict(`World ${b.world} is budget ${existing.account_id} (${existing.name})`);
      }
      return existing.account_id;
    }
    if (!b.name)
      throw new HttpError(400, "Request Validation Failure", [{ errMsg: `budgets: a new budget (world ${b.world}) needs a name` }]);
    const accountId = b.account_id ?? nextAccountId++;
    if (db.get("SELECT 1 FROM budgets WHERE account_id = ?", accountId) || [...created.values()].some((c) => c.account_id === accountId)) {
      throw conflict(`Budget ${accountId} exists in another world`);
    }
    created.set(b.world, { account_id: accountId, name: b.name, world: b.world });
    return accountId;
  });
  const id = input.id ?? db.get<{ next: number }>("SELECT COALESCE(MAX(id), 1000) + 1 AS next FROM users")!.next;
  for (const b of created.values()) db.run("INSERT INTO budgets (account_id, world, name) VALUES (?, ?, ?)", b.account_id, b.world, b.name);
  db.run("INSERT INTO users (id, name, email) VALUES (?, ?, ?)", id, input.name, input.email);
  for (const accountId of accountIds) db.run("INSERT OR IGNORE INTO memberships (user_id, account_id) VALUES (?, ?)", id, accountId);
  return getUser(db, id)!;
}
