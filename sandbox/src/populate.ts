// Filling a world: the default seed on reset, and extra records from POST /__sandbox/worlds/{world}/seed.
import { z } from "zod";
import type { Db } from "./db";
import { insertCategory } from "./routes/categories";
import { insertLinkedAccount, type LinkedAccount } from "./routes/linked-accounts";
import { createManualAccount, getManualAccountRow, insertManualAccount, manualAccountObject } from "./routes/manual-accounts";
import { insertTag } from "./routes/tags";
import { DEFAULT_SEED } from "./seed";
import { writeSettings } from "./settings";
import { amount4, parse } from "./validate";

const ruleInput = z.strictObject({
  id: z.number().int().positive().optional(),
  payee_contains: z.string().min(1).optional(),
  payee_equals: z.string().min(1).optional(),
  manual_account_id: z.number().int().nullable().optional(),
  linked_account_id: z.number().int().nullable().optional(),
  set_payee: z.string().optional(),
  set_category_id: z.number().int().optional(),
  set_tag_ids: z.array(z.number().int()).optional(),
});
export type RuleInput = z.output<typeof ruleInput>;

const categoryInput = z.looseObject({
  id: z.number().int().positive().optional(),
  name: z.string().min(1).max(100),
  description: z.string().nullable().optional(),
  is_income: z.boolean().optional(),
  exclude_from_budget: z.boolean().optional(),
  exclude_from_totals: z.boolean().optional(),
  is_group: z.boolean().optional(),
  group_id: z.number().int().nullable().optional(),
  archived: z.boolean().optional(),
});

const seedBody = z.strictObject({
  manual_accounts: z.array(createManualAccount.extend({ id: z.number().int().positive().optional() })).optional(),
  linked_accounts: z.array(z.looseObject({ id: z.number().int().positive().optional(), balance: amount4.optional() })).optional(),
  categories: z.array(categoryInput).optional(),
  tags: z.array(z.looseObject({ id: z.number().int().positive().optional(), name: z.string().min(1).max(100) })).optional(),
  rules: z.array(ruleInput).optional(),
});

export function insertRule(db: Db, rule: RuleInput): number {
  return db.insert(
    `INSERT INTO rules (id, payee_contains, payee_equals, manual_account_id, linked_account_id, set_payee, set_category_id, set_tag_ids)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    rule.id,
    rule.payee_contains,
    rule.payee_equals,
    rule.manual_account_id,
    rule.linked_account_id,
    rule.set_payee,
    rule.set_category_id,
    JSON.stringify(rule.set_tag_ids ?? []),
  );
}

export function seedDefaults(db: Db, accountId: number = DEFAULT_SEED.user.account_id): void {
  const seed = DEFAULT_SEED;
  writeSettings(db, "user", { ...seed.user, account_id: accountId });
  writeSettings(db, "account", seed.accountSettings);
  writeSettings(db, "user_settings", seed.userSettings);
  writeSettings(db, "user_account", seed.userAccountSettings);
  for (const category of seed.categories) insertCategory(db, category);
  for (const tag of seed.tags) insertTag(db, tag);
  for (const account of seed.manualAccounts) insertManualAccount(db, { ...account, type: account.type as "cash" });
  for (const account of seed.linkedAccounts) insertLinkedAccount(db, account);
  for (const account of seed.cryptoSynced)
    db.run("INSERT INTO crypto_synced (id, value) VALUES (?, ?)", account.id, JSON.stringify(account));
  for (const rule of seed.rules) insertRule(db, rule);
  for (const h of seed.balanceHistory) {
    db.run(
      "INSERT INTO balance_history (account_type, account_id, month, balance, currency) VALUES (?, ?, ?, ?, 'usd')",
      h.account_type,
      h.account_id,
      h.month,
      h.balance,
    );
  }
}

/** Settings are needed by every endpoint, even in a world reset with `seed: false`. */
export function seedSettingsOnly(db: Db, accountId: number = DEFAULT_SEED.user.account_id): void {
  writeSettings(db, "user", { ...DEFAULT_SEED.user, account_id: accountId });
  writeSettings(db, "account", DEFAULT_SEED.accountSettings);
  writeSettings(db, "user_settings", DEFAULT_SEED.userSettings);
  writeSettings(db, "user_account", { ...DEFAULT_SEED.userAccountSettings, default_manual_account_id: null });
}

export function seedRecords(db: Db, raw: unknown) {
  const body = parse(seedBody, raw);
  const manual_accounts = (body.manual_accounts ?? []).map((a) => manualAccountObject(getManualAccountRow(db, insertManualAccount(db, a))));
  const linked_accounts = (body.linked_accounts ?? []).map((a) => {
    const id = insertLinkedAccount(db, a as Partial<LinkedAccount>);
    return JSON.parse(String(db.get("SELECT value FROM linked_accounts WHERE id = ?", id)?.value)) as LinkedAccount;
  });
  const categories = (body.categories ?? []).map((c) => ({ ...c, id: insertCategory(db, c) }));
  const tags = (body.tags ?? []).map((t) => ({ ...t, id: insertTag(db, t) }));
  const rules = (body.rules ?? []).map((r) => ({ ...r, id: insertRule(db, r) }));
  return { manual_accounts, linked_accounts, categories, tags, rules };
}
