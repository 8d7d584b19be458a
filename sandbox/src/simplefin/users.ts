// Bridge users and their limits. A reset wipes one user's data, tokens and counters and seeds it again,
// so each test starts from a known Bridge of its own.
import { z } from "zod";
import type { Db } from "../db";
import { type QuotaLimits, DEFAULT_DAILY_QUOTA, DEFAULT_DISABLE_AFTER } from "./quota";
import { USER_TABLES } from "./schema";

export interface UserConfig extends QuotaLimits {
  /** Every GET /accounts answers 402 (the subscription lapsed). */
  paymentRequired: boolean;
}

const configFields = {
  dailyQuota: z.number().int().min(0),
  disableAfter: z.number().int().min(0).nullable(),
  paymentRequired: z.boolean(),
};

export const configUpdate = z
  .strictObject(configFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "At least one property is required" });

export const resetBody = z.strictObject({ seed: z.boolean().default(true), ...configFields }).partial({
  dailyQuota: true,
  disableAfter: true,
  paymentRequired: true,
});

export const DEFAULT_CONFIG: UserConfig = {
  dailyQuota: DEFAULT_DAILY_QUOTA,
  disableAfter: DEFAULT_DISABLE_AFTER,
  paymentRequired: false,
};

type UserRow = { daily_quota: number; disable_after: number | null; payment_required: number };

export function readConfig(db: Db, user: string): UserConfig | null {
  const row = db.get<UserRow>("SELECT daily_quota, disable_after, payment_required FROM users WHERE name = ?", user);
  if (!row) return null;
  return { dailyQuota: row.daily_quota, disableAfter: row.disable_after, paymentRequired: row.payment_required === 1 };
}

export function updateConfig(db: Db, user: string, update: Partial<UserConfig>): UserConfig {
  const config = { ...(readConfig(db, user) ?? DEFAULT_CONFIG), ...update };
  db.run(
    `INSERT INTO users (name, daily_quota, disable_after, payment_required) VALUES (?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET daily_quota = excluded.daily_quota, disable_after = excluded.disable_after,
       payment_required = excluded.payment_required`,
    user,
    config.dailyQuota,
    config.disableAfter,
    config.paymentRequired,
  );
  return config;
}

/** Wipes the user (data, tokens, counters) and sets its limits: the defaults unless given. */
export function resetUser(db: Db, user: string, limits: Partial<UserConfig>): UserConfig {
  for (const table of USER_TABLES) db.run(`DELETE FROM ${table} WHERE ${table === "users" ? "name" : "user"} = ?`, user);
  return updateConfig(db, user, { ...DEFAULT_CONFIG, ...limits });
}
