// Categories and category groups: nested/flattened listing, CRUD, delete with dependents.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { nowIso } from "../context";
import { type Db, type Row, bool, num, str } from "../db";
import { invalid, notFound } from "../errors";
import { dateTime, id, parse, pathId, queryBool, readJson } from "../validate";

const name = z.string().min(1).max(100);
const description = z.string().max(200).nullable();
const childRef = z.union([id, name, z.looseObject({ id: id.optional(), name: name.optional() })]);

const createCategory = z.strictObject({
  name,
  description: description.optional(),
  is_income: z.boolean().optional(),
  exclude_from_budget: z.boolean().optional(),
  exclude_from_totals: z.boolean().optional(),
  is_group: z.boolean().optional(),
  group_id: id.nullable().optional(),
  archived: z.boolean().optional(),
  children: z.array(childRef).optional(),
  order: z.unknown().optional(),
  collapsed: z.boolean().nullable().optional(),
});

const updateCategory = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  is_income: z.boolean().optional(),
  exclude_from_budget: z.boolean().optional(),
  exclude_from_totals: z.boolean().optional(),
  archived: z.boolean().optional(),
  archived_at: dateTime.nullable().optional(),
  group_id: id.nullable().optional(),
  children: z.array(childRef).optional(),
  collapsed: z.boolean().nullable().optional(),
  is_group: z.boolean().nullable().optional(),
  // Tolerated and ignored: system fields and `order` (treated as system defined on update).
  order: z.unknown().optional(),
  id: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
});

export interface CategoryInput {
  id?: number;
  name: string;
  description?: string | null;
  is_income?: boolean;
  exclude_from_budget?: boolean;
  exclude_from_totals?: boolean;
  is_group?: boolean;
  group_id?: number | null;
  archived?: boolean;
  collapsed?: boolean | null;
}

function base(row: Row) {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: str(row.description),
    is_income: bool(row.is_income),
    exclude_from_budget: bool(row.exclude_from_budget),
    exclude_from_totals: bool(row.exclude_from_totals),
    updated_at: String(row.updated_at),
    created_at: String(row.created_at),
    group_id: num(row.group_id),
    is_group: bool(row.is_group),
    archived: bool(row.archived),
    archived_at: str(row.archived_at),
    order: num(row.order),
    collapsed: bool(row.collapsed),
  };
}

const ORDER = `ORDER BY "order" IS NOT NULL, "order", name COLLATE NOCASE`;

/** A grouped category inherits the group's income and exclusion flags. */
function childObject(row: Row, group: Row) {
  return {
    ...base(row),
    is_income: bool(group.is_income),
    exclude_from_budget: bool(group.exclude_from_budget),
    exclude_from_totals: bool(group.exclude_from_totals),
    is_group: false,
    collapsed: false,
  };
}

export function categoryObject(db: Db, row: Row) {
  if (!bool(row.is_group)) {
    const group = row.group_id === null ? undefined : db.get("SELECT * FROM categories WHERE id = ?", row.group_id);
    return group ? childObject(row, group) : base(row);
  }
  const children = db.all(`SELECT * FROM categories WHERE group_id = ? ${ORDER}`, row.id).map((c) => childObject(c, row));
  return { ...base(row), children };
}

function getRow(db: Db, categoryId: number): Row {
  const row = db.get("SELECT * FROM categories WHERE id = ?", categoryId);
  if (!row) throw notFound(`Category ${categoryId} not found`);
  return row;
}

function checkNameFree(db: Db, value: string, exceptId?: number) {
  if (db.get("SELECT id FROM categories WHERE name = ? COLLATE NOCASE AND id IS NOT ?", value, exceptId ?? null)) {
    throw invalid(`A category or group named "${value}" already exists`, { path: "name" });
  }
}

function checkGroup(db: Db, groupId: number) {
  const group = db.get("SELECT is_group FROM categories WHERE id = ?", groupId);
  if (!group || !bool(group.is_group)) throw invalid(`group_id ${groupId} is not an existing category group`, { path: "group_id" });
}

export function insertCategory(db: Db, input: CategoryInput): number {
  const now = nowIso();
  return db.insert(
    `INSERT INTO categories (id, name, description, is_income, exclude_from_budget, exclude_from_totals, is_group, group_id,
       archived, archived_at, "order", collapsed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
    input.id,
    input.name,
    input.description ?? null,
    input.is_income ?? false,
    input.exclude_from_budget ?? false,
    input.exclude_from_totals ?? false,
    input.is_group ?? false,
    input.group_id ?? null,
    input.archived ?? false,
    input.archived ? now : null,
    input.collapsed ?? false,
    now,
    now,
  );
}

/** Attaches children to a group: ids move existing categories, names (or objects with a name) create new ones. */
function attachChildren(db: Db, groupId: number, children: z.output<typeof childRef>[]) {
  const now = nowIso();
  children.forEach((child, i) => {
    const childId = typeof child === "number" ? child : typeof child === "object" ? child.id : undefined;
    if (childId !== undefined) {
      const row = db.get("SELECT is_group FROM categories WHERE id = ?", childId);
      if (!row || bool(row.is_group)) throw invalid(`children[${i}]: ${childId} is not an existing category`, { path: `children[${i}]` });
      db.run("UPDATE categories SET group_id = ?, updated_at = ? WHERE id = ?", groupId, now, childId);
      return;
    }
    const childName = typeof child === "string" ? child : typeof child === "object" ? child.name : undefined;
    if (!childName) throw invalid(`children[${i}]: needs an id or a name`, { path: `children[${i}]` });
    checkNameFree(db, childName);
    insertCategory(db, { name: childName, group_id: groupId });
  });
}

export function dependentsOf(db: Db, row: Row) {
  const count = (sql: string) => Number(db.get<{ n: number }>(sql, row.id)?.n ?? 0);
  return {
    budget: 0,
    category_rules: count("SELECT count(*) AS n FROM rules WHERE set_category_id = ?"),
    transactions: count("SELECT count(*) AS n FROM transactions WHERE category_id = ?"),
    children: count("SELECT count(*) AS n FROM categories WHERE group_id = ?"),
    recurring: 0,
    plaid_cats: 0,
  };
}

export const categories = new Hono<AppEnv>()
  .get("/categories", (c) => {
    const db = c.env.db;
    const format = parse(z.enum(["nested", "flattened"]).optional(), c.req.query("format")) ?? "nested";
    const isGroup = parse(queryBool.optional(), c.req.query("is_group"));
    const rows = db.all(`SELECT * FROM categories ${ORDER}`);
    let selected: Row[];
    if (isGroup === true) selected = rows.filter((r) => bool(r.is_group));
    else if (isGroup === false) selected = rows.filter((r) => !bool(r.is_group));
    else if (format === "flattened") selected = rows;
    else selected = rows.filter((r) => r.group_id === null);
    return c.json({ categories: selected.map((r) => categoryObject(db, r)) });
  })
  .get("/categories/:id", (c) => c.json(categoryObject(c.env.db, getRow(c.env.db, pathId(c.req.param("id"))))))
  .post("/categories", async (c) => {
    const db = c.env.db;
    const body = parse(createCategory, await readJson(c.req.raw));
    if (body.order !== undefined) throw invalid("order cannot be set when creating a category", { path: "order" });
    if (body.is_group && body.group_id != null) throw invalid("group_id cannot be used when is_group is true", { path: "group_id" });
    if (!body.is_group && body.children) throw invalid("children can only be given when is_group is true", { path: "children" });
    if (!body.is_group && body.collapsed) throw invalid("collapsed can be true only for category groups", { path: "collapsed" });
    checkNameFree(db, body.name);
    if (body.group_id != null) checkGroup(db, body.group_id);
    const newId = insertCategory(db, body);
    if (body.children) attachChildren(db, newId, body.children);
    return c.json(categoryObject(db, getRow(db, newId)), 201);
  })
  .put("/categories/:id", async (c) => {
    const db = c.env.db;
    const row = getRow(db, pathId(c.req.param("id")));
    const body = parse(updateCategory, await readJson(c.req.raw));
    const isGroup = bool(row.is_group);
    if (body.is_group != null && body.is_group !== isGroup) throw invalid("is_group cannot be changed", { path: "is_group" });
    if (body.group_id != null && isGroup) throw invalid("a category group cannot belong to a group", { path: "group_id" });
    if (body.children && !isGroup) throw invalid("children can only be given for a category group", { path: "children" });
    if (body.name !== undefined) checkNameFree(db, body.name, Number(row.id));
    if (body.group_id != null) checkGroup(db, body.group_id);
    const next = { ...row };
    for (const key of ["name", "description", "is_income", "exclude_from_budget", "exclude_from_totals", "group_id"] as const) {
      const value = body[key];
      if (value !== undefined) next[key] = typeof value === "boolean" ? (value ? 1 : 0) : value;
    }
    if (body.collapsed != null) next.collapsed = body.collapsed ? 1 : 0;
    if (body.archived !== undefined) {
      next.archived = body.archived ? 1 : 0;
      next.archived_at = body.archived ? (str(row.archived_at) ?? nowIso()) : null;
    }
    if (body.archived_at !== undefined) next.archived_at = body.archived_at;
    next.updated_at = nowIso();
    db.run(
      `UPDATE categories SET name = ?, description = ?, is_income = ?, exclude_from_budget = ?, exclude_from_totals = ?,
         group_id = ?, archived = ?, archived_at = ?, collapsed = ?, updated_at = ? WHERE id = ?`,
      next.name,
      next.description,
      next.is_income,
      next.exclude_from_budget,
      next.exclude_from_totals,
      next.group_id,
      next.archived,
      next.archived_at,
      next.collapsed,
      next.updated_at,
      row.id,
    );
    if (body.children) attachChildren(db, Number(row.id), body.children);
    return c.json(categoryObject(db, getRow(db, Number(row.id))));
  })
  .delete("/categories/:id", (c) => {
    const db = c.env.db;
    const row = getRow(db, pathId(c.req.param("id")));
    const force = parse(queryBool.optional(), c.req.query("force")) ?? false;
    const dependents = dependentsOf(db, row);
    if (!force && Object.values(dependents).some((n) => n > 0)) {
      return c.json({ category_name: String(row.name), dependents }, 422);
    }
    db.run("UPDATE categories SET group_id = NULL WHERE group_id = ?", row.id);
    db.run("UPDATE transactions SET category_id = NULL WHERE category_id = ?", row.id);
    db.run("UPDATE rules SET set_category_id = NULL WHERE set_category_id = ?", row.id);
    db.run("DELETE FROM categories WHERE id = ?", row.id);
    return c.body(null, 204);
  });
