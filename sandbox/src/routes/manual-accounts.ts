// Manual accounts: list, create, read, update (balance updates, closing), delete.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { nowIso, today } from "../context";
import { type Db, type Row, bool, json, str } from "../db";
import { invalid, notFound } from "../errors";
import { readSettings } from "../settings";
import { amount4, currency, date, dateTime, parse, pathId, queryBool, readJson } from "../validate";

export const ACCOUNT_TYPES = [
  "cash",
  "credit",
  "cryptocurrency",
  "employee compensation",
  "investment",
  "loan",
  "other liability",
  "other asset",
  "real estate",
  "vehicle",
] as const;

/** The fields' rules, shared by the v1 asset update (which names some of them differently). */
export const manualAccountFields = {
  name: z.string().min(1).max(45),
  institution_name: z.string().min(1).max(50).nullable(),
  display_name: z.string().min(1).nullable(),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.string().min(1).max(100).nullable(),
  balance: amount4,
  balance_as_of: z.union([date, dateTime]),
  currency,
  status: z.enum(["active", "closed"]),
  closed_on: date.nullable(),
  external_id: z.string().max(75).nullable(),
  custom_metadata: z.record(z.string(), z.unknown()).nullable(),
  exclude_from_transactions: z.boolean(),
};

export const createManualAccount = z
  .strictObject({ ...manualAccountFields })
  .partial()
  .required({ name: true });

// Update bodies may echo a GET: system fields are tolerated and ignored.
const manualAccountUpdate = z
  .strictObject({
    ...manualAccountFields,
    id: z.unknown(),
    to_base: z.unknown(),
    created_at: z.unknown(),
    updated_at: z.unknown(),
    created_by_name: z.unknown(),
  })
  .partial();

export type ManualAccountUpdate = z.output<typeof manualAccountUpdate>;

export type ManualAccountInput = z.output<typeof createManualAccount> & { id?: number };

const asInstant = (s: string) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s).toISOString();

export function manualAccountObject(row: Row) {
  const name = String(row.name);
  const institution = str(row.institution_name);
  return {
    id: Number(row.id),
    name,
    institution_name: institution,
    display_name: str(row.display_name) ?? (institution ? `${institution} ${name}` : name),
    type: String(row.type),
    subtype: str(row.subtype),
    balance: String(row.balance),
    currency: String(row.currency),
    // The sandbox has no exchange rates: every currency converts 1:1 to the primary currency.
    to_base: Number(row.balance),
    balance_as_of: String(row.balance_as_of),
    status: String(row.status),
    closed_on: str(row.closed_on),
    external_id: str(row.external_id),
    custom_metadata: json<Record<string, unknown> | null>(row.custom_metadata, null),
    exclude_from_transactions: bool(row.exclude_from_transactions),
    created_by_name: String(row.created_by_name),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

function checkClosing(body: { status?: string; closed_on?: string | null }) {
  if (body.closed_on != null && body.status !== "closed") {
    throw invalid("closed_on can only be set when status is also set to closed", { path: "closed_on" });
  }
}

function checkDisplayName(db: Db, displayName: string | null | undefined, exceptId?: number) {
  if (displayName == null) return;
  const clash = db.get("SELECT id FROM manual_accounts WHERE display_name = ? AND id IS NOT ?", displayName, exceptId ?? null);
  if (clash) throw invalid(`display_name "${displayName}" is already used by another account`, { path: "display_name" });
}

export function insertManualAccount(db: Db, input: ManualAccountInput): number {
  checkClosing(input);
  checkDisplayName(db, input.display_name);
  const now = nowIso();
  const user = readSettings(db, "user");
  const status = input.status ?? "active";
  return db.insert(
    `INSERT INTO manual_accounts (id, name, institution_name, display_name, type, subtype, balance, currency,
       balance_as_of, status, closed_on, external_id, custom_metadata, exclude_from_transactions, created_by_name,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    input.id,
    input.name,
    input.institution_name,
    input.display_name,
    input.type ?? "cash",
    input.subtype,
    input.balance ?? "0.0000",
    input.currency ?? user.primary_currency,
    input.balance_as_of ? asInstant(input.balance_as_of) : now,
    status,
    status === "closed" ? (input.closed_on ?? today()) : null,
    input.external_id,
    input.custom_metadata ? JSON.stringify(input.custom_metadata) : null,
    input.exclude_from_transactions ?? false,
    user.name,
    now,
    now,
  );
}

export function getManualAccountRow(db: Db, id: number): Row {
  const row = db.get("SELECT * FROM manual_accounts WHERE id = ?", id);
  if (!row) throw notFound(`Manual account ${id} not found`);
  return row;
}

/** Applies an update (PUT /v2/manual_accounts/{id}, PUT /v1/assets/{id}) to an existing account. */
export function updateManualAccount(db: Db, id: number, body: ManualAccountUpdate): void {
  const current = getManualAccountRow(db, id);
  checkClosing(body);
  checkDisplayName(db, body.display_name, id);
  const next = { ...current };
  for (const key of ["name", "institution_name", "display_name", "type", "subtype", "currency", "external_id"] as const) {
    if (body[key] !== undefined) next[key] = body[key];
  }
  if (body.exclude_from_transactions !== undefined) next.exclude_from_transactions = body.exclude_from_transactions ? 1 : 0;
  if (body.custom_metadata !== undefined) next.custom_metadata = body.custom_metadata ? JSON.stringify(body.custom_metadata) : null;
  // balance_as_of only means something together with a balance.
  if (body.balance !== undefined) {
    next.balance = body.balance;
    next.balance_as_of = body.balance_as_of ? asInstant(body.balance_as_of) : nowIso();
  }
  if (body.status === "closed") {
    next.status = "closed";
    next.closed_on = body.closed_on ?? str(current.closed_on) ?? today();
  } else if (body.status === "active") {
    next.status = "active";
    next.closed_on = null;
  }
  next.updated_at = nowIso();
  db.run(
    `UPDATE manual_accounts SET name = ?, institution_name = ?, display_name = ?, type = ?, subtype = ?, balance = ?,
       currency = ?, balance_as_of = ?, status = ?, closed_on = ?, external_id = ?, custom_metadata = ?,
       exclude_from_transactions = ?, updated_at = ? WHERE id = ?`,
    next.name,
    next.institution_name,
    next.display_name,
    next.type,
    next.subtype,
    next.balance,
    next.currency,
    next.balance_as_of,
    next.status,
    next.closed_on,
    next.external_id,
    next.custom_metadata,
    next.exclude_from_transactions,
    next.updated_at,
    id,
  );
}

export const manualAccounts = new Hono<AppEnv>()
  .get("/manual_accounts", (c) =>
    c.json({ manual_accounts: c.env.db.all("SELECT * FROM manual_accounts ORDER BY id").map(manualAccountObject) }),
  )
  .post("/manual_accounts", async (c) => {
    const input = parse(createManualAccount, await readJson(c.req.raw));
    const id = insertManualAccount(c.env.db, input);
    return c.json(manualAccountObject(getManualAccountRow(c.env.db, id)), 201);
  })
  .get("/manual_accounts/:id", (c) => c.json(manualAccountObject(getManualAccountRow(c.env.db, pathId(c.req.param("id"))))))
  .put("/manual_accounts/:id", async (c) => {
    const id = pathId(c.req.param("id"));
    getManualAccountRow(c.env.db, id); // an unknown account is a 404 whatever the body says
    updateManualAccount(c.env.db, id, parse(manualAccountUpdate, await readJson(c.req.raw)));
    return c.json(manualAccountObject(getManualAccountRow(c.env.db, id)));
  })
  .delete("/manual_accounts/:id", (c) => {
    const db = c.env.db;
    const id = pathId(c.req.param("id"));
    const row = getManualAccountRow(db, id);
    const flag = (name: string) => parse(queryBool.optional(), c.req.query(name)) ?? false;
    const deleteItems = flag("delete_items");
    const deleteHistory = flag("delete_balance_history");
    if (deleteItems) {
      db.run("DELETE FROM transactions WHERE manual_account_id = ?", id);
      db.run("DELETE FROM rules WHERE manual_account_id = ?", id);
    } else {
      // Kept transactions lose their account and become cash transactions.
      db.run("UPDATE transactions SET manual_account_id = NULL WHERE manual_account_id = ?", id);
    }
    if (deleteHistory) {
      db.run("DELETE FROM balance_history WHERE account_type = 'manual' AND account_id = ?", id);
    } else {
      const account = manualAccountObject(row);
      const details = JSON.stringify({
        name: account.name,
        institution_name: account.institution_name,
        display_name: account.display_name,
        account_type: account.type,
        subtype: account.subtype,
        mask: null,
      });
      db.run(
        "UPDATE balance_history SET account_type = 'deleted', deleted_details = ? WHERE account_type = 'manual' AND account_id = ?",
        details,
        id,
      );
    }
    const defaults = readSettings(db, "user_account");
    if (defaults.default_manual_account_id === id) {
      db.run("UPDATE settings SET value = json_set(value, '$.default_manual_account_id', json('null')) WHERE scope = 'user_account'");
    }
    db.run("DELETE FROM manual_accounts WHERE id = ?", id);
    return c.body(null, 204);
  });
