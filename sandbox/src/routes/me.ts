// GET /me and the account, user and user-account settings.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import type { Db } from "../db";
import { invalid } from "../errors";
import { readSettings, writeSettings } from "../settings";
import type { Caller } from "../tokens";
import { currency, parse, readJson } from "../validate";
import { MONTH_DAY, MONTH_DAY_YEAR, MONTH_YEAR } from "./date-formats";

const LOCALES =
  "sq-AL be-BY bg-BG ca-ES zh-CN zh-HK zh-TW hr-HR cs-CZ da-DK nl-BE nl-NL en-AU en-CA en-IN en-IE en-MT en-NZ en-PH en-SG en-ZA en-GB en-US et-EE fi-FI fr-BE fr-CA fr-FR fr-LU fr-CH de-AT de-DE de-LU de-CH el-CY el-GR iw-IL hi-IN hu-HU is-IS in-ID ga-IE it-IT it-CH ja-JP ko-KR lv-LV lt-LT mk-MK ms-MY mt-MT no-NO pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI es-AR es-BO es-CL es-CO es-CR es-DO es-EC es-SV es-GT es-HN es-MX es-NI es-PA es-PY es-PE es-PR es-ES es-US es-UY es-VE sv-SE th-TH tr-TR uk-UA vi-VN".split(
    " ",
  );

const atLeastOne = { message: "At least one property is required" };
const nonEmpty = (o: object) => Object.keys(o).length > 0;

const accountSettingsUpdate = z
  .strictObject({
    primary_currency: currency,
    supported_currencies: z.array(currency),
    display_name: z.string().nullable(),
    locale: z.enum(LOCALES),
    auto_create_category_rules: z.boolean(),
    auto_create_suggested_transaction_rules: z.boolean(),
    include_pending_in_totals: z.boolean(),
  })
  .partial()
  .refine(nonEmpty, atLeastOne);

const userSettingsUpdate = z
  .strictObject({
    show_debits_as_negative: z.boolean(),
    auto_suggest_payee: z.boolean(),
    month_year_format: z.enum(MONTH_YEAR),
    month_day_year_format: z.enum(MONTH_DAY_YEAR),
    month_day_format: z.enum(MONTH_DAY),
    show_am_pm: z.boolean(),
    week_starts_on: z.enum(["sunday", "monday"]),
    always_display_year: z.boolean(),
    always_display_weekday: z.boolean(),
  })
  .partial()
  .refine(nonEmpty, atLeastOne);

const userAccountSettingsUpdate = z
  .strictObject({
    auto_review_transaction_on_update: z.boolean(),
    auto_review_transaction_on_creation: z.boolean(),
    default_manual_account_id: z.number().int().nullable(),
  })
  .partial()
  .refine(nonEmpty, atLeastOne);

/**
 * The v2 user object (also the source of v1's). The budget's fields come from the world; an OAuth token
 * names its user, and has no developer key label.
 */
export function currentUser(db: Db, caller: Caller | null | undefined) {
  const user = readSettings(db, "user");
  return caller ? { ...user, ...caller, api_key_label: null } : user;
}

export const me = new Hono<AppEnv>()
  .get("/me", (c) => c.json(currentUser(c.env.db, c.env.caller)))
  .get("/me/account/settings", (c) => c.json(readSettings(c.env.db, "account")))
  .put("/me/account/settings", async (c) => {
    const update = parse(accountSettingsUpdate, await readJson(c.req.raw));
    const next = { ...readSettings(c.env.db, "account"), ...update };
    writeSettings(c.env.db, "account", next);
    // The user object mirrors the budget's name and primary currency.
    const user = readSettings(c.env.db, "user");
    writeSettings(c.env.db, "user", {
      ...user,
      primary_currency: next.primary_currency,
      budget_name: next.display_name ?? user.budget_name,
    });
    return c.json(next);
  })
  .get("/me/user/settings", (c) => c.json(readSettings(c.env.db, "user_settings")))
  .put("/me/user/settings", async (c) => {
    const update = parse(userSettingsUpdate, await readJson(c.req.raw));
    const next = { ...readSettings(c.env.db, "user_settings"), ...update };
    writeSettings(c.env.db, "user_settings", next);
    return c.json(next);
  })
  .get("/me/user/account/settings", (c) => c.json(readSettings(c.env.db, "user_account")))
  .put("/me/user/account/settings", async (c) => {
    const update = parse(userAccountSettingsUpdate, await readJson(c.req.raw));
    const accountId = update.default_manual_account_id;
    if (typeof accountId === "number" && !c.env.db.get("SELECT id FROM manual_accounts WHERE id = ?", accountId)) {
      throw invalid(`default_manual_account_id ${accountId} is not a manual account of this budget`, {
        path: "default_manual_account_id",
      });
    }
    const next = { ...readSettings(c.env.db, "user_account"), ...update };
    writeSettings(c.env.db, "user_account", next);
    return c.json(next);
  });
