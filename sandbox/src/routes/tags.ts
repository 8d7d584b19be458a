// Tags: list, CRUD, delete with dependents.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { nowIso } from "../context";
import { type Db, type Row, bool, str } from "../db";
import { invalid, notFound } from "../errors";
import { dateTime, parse, pathId, queryBool, readJson } from "../validate";

const name = z.string().min(1).max(100);
const fields = {
  description: z.string().max(200).nullable(),
  text_color: z.string().nullable(),
  background_color: z.string().nullable(),
  archived: z.boolean(),
};
const createTag = z
  .strictObject({ name, ...fields })
  .partial()
  .required({ name: true });
const updateTag = z
  .strictObject({ name, ...fields, archived_at: dateTime.nullable(), id: z.unknown(), created_at: z.unknown(), updated_at: z.unknown() })
  .partial();

export type TagInput = z.output<typeof createTag> & { id?: number };

export function tagObject(row: Row) {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: str(row.description),
    text_color: str(row.text_color),
    background_color: str(row.background_color),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    archived: bool(row.archived),
    archived_at: str(row.archived_at),
  };
}

function getRow(db: Db, tagId: number): Row {
  const row = db.get("SELECT * FROM tags WHERE id = ?", tagId);
  if (!row) throw notFound(`Tag ${tagId} not found`);
  return row;
}

function checkNameFree(db: Db, value: string, exceptId?: number) {
  if (db.get("SELECT id FROM tags WHERE name = ? COLLATE NOCASE AND id IS NOT ?", value, exceptId ?? null)) {
    throw invalid(`A tag named "${value}" already exists`, { path: "name" });
  }
}

export function insertTag(db: Db, input: TagInput): number {
  const now = nowIso();
  return db.insert(
    `INSERT INTO tags (id, name, description, text_color, background_color, archived, archived_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    input.id,
    input.name,
    input.description ?? null,
    input.text_color ?? null,
    input.background_color ?? null,
    input.archived ?? false,
    input.archived ? now : null,
    now,
    now,
  );
}

const usingTag = "EXISTS (SELECT 1 FROM json_each(tag_ids) WHERE value = ?)";
const usingTagRule = "EXISTS (SELECT 1 FROM json_each(set_tag_ids) WHERE value = ?)";

export const tags = new Hono<AppEnv>()
  .get("/tags", (c) => {
    const ids = c.req.query("ids")?.split(",").filter(Boolean).map(Number);
    const rows = c.env.db.all("SELECT * FROM tags ORDER BY id");
    return c.json({ tags: rows.filter((r) => !ids || ids.includes(Number(r.id))).map(tagObject) });
  })
  .get("/tags/:id", (c) => c.json(tagObject(getRow(c.env.db, pathId(c.req.param("id"))))))
  .post("/tags", async (c) => {
    const body = parse(createTag, await readJson(c.req.raw));
    checkNameFree(c.env.db, body.name);
    return c.json(tagObject(getRow(c.env.db, insertTag(c.env.db, body))), 201);
  })
  .put("/tags/:id", async (c) => {
    const db = c.env.db;
    const row = getRow(db, pathId(c.req.param("id")));
    const body = parse(updateTag, await readJson(c.req.raw));
    if (body.name !== undefined) checkNameFree(db, body.name, Number(row.id));
    const next = { ...row };
    for (const key of ["name", "description", "text_color", "background_color"] as const) {
      if (body[key] !== undefined) next[key] = body[key];
    }
    if (body.archived !== undefined) {
      next.archived = body.archived ? 1 : 0;
      next.archived_at = body.archived ? (str(row.archived_at) ?? nowIso()) : null;
    }
    if (body.archived_at !== undefined) next.archived_at = body.archived_at;
    db.run(
      "UPDATE tags SET name = ?, description = ?, text_color = ?, background_color = ?, archived = ?, archived_at = ?, updated_at = ? WHERE id = ?",
      next.name,
      next.description,
      next.text_color,
      next.background_color,
      next.archived,
      next.archived_at,
      nowIso(),
      row.id,
    );
    return c.json(tagObject(getRow(db, Number(row.id))));
  })
  .delete("/tags/:id", (c) => {
    const db = c.env.db;
    const row = getRow(db, pathId(c.req.param("id")));
    const force = parse(queryBool.optional(), c.req.query("force")) ?? false;
    const dependents = {
      rules: Number(db.get<{ n: number }>(`SELECT count(*) AS n FROM rules WHERE ${usingTagRule}`, row.id)?.n ?? 0),
      transactions: Number(db.get<{ n: number }>(`SELECT count(*) AS n FROM transactions WHERE ${usingTag}`, row.id)?.n ?? 0),
    };
    if (!force && (dependents.rules > 0 || dependents.transactions > 0)) {
      return c.json({ tag_name: String(row.name), dependents }, 422);
    }
    const strip = (col: string) => `json((SELECT coalesce(json_group_array(value), '[]') FROM json_each(${col}) WHERE value != ?))`;
    db.run(`UPDATE transactions SET tag_ids = ${strip("tag_ids")} WHERE ${usingTag}`, row.id, row.id);
    db.run(`UPDATE rules SET set_tag_ids = ${strip("set_tag_ids")} WHERE ${usingTagRule}`, row.id, row.id);
    db.run("DELETE FROM tags WHERE id = ?", row.id);
    return c.body(null, 204);
  });
