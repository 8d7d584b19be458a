// Linked (synced) accounts: read-only, seeded (or added through the admin seed endpoint).
import { Hono } from "hono";
import type { AppEnv } from "../context";
import type { Db } from "../db";
import { notFound } from "../errors";
import { DEFAULT_SEED } from "../seed";
import { pathId } from "../validate";

export type LinkedAccount = (typeof DEFAULT_SEED.linkedAccounts)[number];

export function listLinkedAccounts(db: Db): LinkedAccount[] {
  return db.all<{ value: string }>("SELECT value FROM linked_accounts ORDER BY id").map((r) => JSON.parse(r.value) as LinkedAccount);
}

export function findLinkedAccount(db: Db, id: number): LinkedAccount | undefined {
  const row = db.get<{ value: string }>("SELECT value FROM linked_accounts WHERE id = ?", id);
  return row ? (JSON.parse(row.value) as LinkedAccount) : undefined;
}

export function insertLinkedAccount(db: Db, account: Partial<LinkedAccount> & { id?: number }): number {
  const id = account.id ?? (db.get<{ id: number }>("SELECT coalesce(max(id), 200) + 1 AS id FROM linked_accounts")?.id as number);
  const full = { ...DEFAULT_SEED.linkedAccounts[0]!, ...account, id };
  db.run("INSERT INTO linked_accounts (id, value) VALUES (?, ?)", id, JSON.stringify(full));
  return id;
}

export const linkedAccounts = new Hono<AppEnv>()
  .get("/linked_accounts", (c) => c.json({ linked_accounts: listLinkedAccounts(c.env.db) }))
  .get("/linked_accounts/:id", (c) => {
    const id = pathId(c.req.param("id"));
    const account = findLinkedAccount(c.env.db, id);
    if (!account) throw notFound(`Linked account ${id} not found`);
    return c.json(account);
  });
