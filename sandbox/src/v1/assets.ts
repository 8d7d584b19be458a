// /v1/assets: v1's name for the manual accounts, listed and updated in v1's shape. The update is v2's
// (routes/manual-accounts.ts) with v1's field names; v1 closes an account by setting closed_on alone.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { type ManualAccountUpdate, manualAccountFields as f, updateManualAccount } from "../routes/manual-accounts";
import { readJson } from "../validate";
import { V1Error } from "./errors";
import { assetObject } from "./shapes";

// The asset's own system fields are tolerated, so that an object from GET can be sent back.
const assetUpdate = z
  .strictObject({
    type_name: f.type,
    subtype_name: f.subtype,
    name: f.name,
    display_name: f.display_name,
    balance: f.balance,
    balance_as_of: f.balance_as_of,
    currency: f.currency,
    institution_name: f.institution_name,
    closed_on: f.closed_on,
    exclude_transactions: f.exclude_from_transactions,
    id: z.unknown(),
    created_at: z.unknown(),
  })
  .partial();

function toUpdate(body: z.output<typeof assetUpdate>): ManualAccountUpdate {
  const update: ManualAccountUpdate = {
    type: body.type_name,
    subtype: body.subtype_name,
    name: body.name,
    display_name: body.display_name,
    balance: body.balance,
    balance_as_of: body.balance_as_of,
    currency: body.currency,
    institution_name: body.institution_name,
    exclude_from_transactions: body.exclude_transactions,
  };
  // v1 has no status field: a closed_on closes the asset, a null one reopens it.
  if (body.closed_on === null) update.status = "active";
  else if (body.closed_on !== undefined) Object.assign(update, { status: "closed", closed_on: body.closed_on });
  return Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as ManualAccountUpdate;
}

export const assets = new Hono<AppEnv>()
  .get("/assets", (c) => c.json({ assets: c.env.db.all("SELECT * FROM manual_accounts ORDER BY id").map(assetObject) }))
  .put("/assets/:id", async (c) => {
    const raw = c.req.param("id");
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || !c.env.db.get("SELECT id FROM manual_accounts WHERE id = ?", id)) {
      throw new V1Error(`Asset ID not found: ${raw}`, 404);
    }
    const parsed = assetUpdate.safeParse(await readJson(c.req.raw));
    if (!parsed.success) throw new V1Error(parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
    const update = toUpdate(parsed.data);
    if (Object.keys(update).length === 0) throw new V1Error("No valid fields to update");
    updateManualAccount(c.env.db, id, update);
    return c.json(assetObject(c.env.db.get("SELECT * FROM manual_accounts WHERE id = ?", id)!));
  });
