// Files of transactions: attach one (multipart `file` + optional `notes`: the five types the service takes,
// up to 10 MB, else a 400 that says which), get a download URL for one, delete one. The bytes come back from
// the sandbox's admin interface, which plays the service's signed file URLs.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { nowIso } from "../context";
import { HttpError, notFound } from "../errors";
import { ALLOWED_TYPES, deleteFile, fileById, MAX_FILE_BYTES, storeFile } from "../transactions/files";
import { pathId } from "../validate";
import { currentUser } from "./me";

/** How long a download URL works (the spec names no duration). */
const URL_LIFETIME_MS = 3600_000;

/** The spec's 400 for a file request: titled "Invalid Request Body", unlike the other validation failures. */
const badFile = (errMsg: string, extra: Record<string, unknown> = {}) => new HttpError(400, "Invalid Request Body", [{ errMsg, ...extra }]);

const wrongFileValue = (received: string) =>
  badFile(`Invalid value for property 'file'. Expected 'object', received '${received}'`, {
    error: "Invalid type",
    invalid_property: "file",
  });

async function readUpload(request: Request): Promise<{ file: File; notes: string | null }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw wrongFileValue("undefined");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badFile("The request body is not readable multipart/form-data");
  }
  const file = form.get("file");
  if (file === null) throw wrongFileValue("undefined");
  if (typeof file === "string") throw wrongFileValue("string");
  const notes = form.get("notes");
  return { file, notes: typeof notes === "string" && notes !== "" ? notes : null };
}

export const attachments = new Hono<AppEnv>()
  .post("/transactions/:id/attachments", async (c) => {
    const transactionId = pathId(c.req.param("id"));
    if (!c.env.db.get("SELECT id FROM transactions WHERE id = ?", transactionId)) throw notFound(`Transaction ${transactionId} not found`);
    const { file, notes } = await readUpload(c.req.raw);
    const type = file.type.toLowerCase().split(";")[0]!.trim();
    if (!(ALLOWED_TYPES as readonly string[]).includes(type)) {
      throw badFile(`File type ${type || "(none)"} not allowed. Allowed types are: ${ALLOWED_TYPES.join(", ")}`);
    }
    if (file.size > MAX_FILE_BYTES) throw badFile("File size exceeds maximum allowed size of 10MB");
    const stored = storeFile(c.env.db, {
      transactionId,
      uploadedBy: currentUser(c.env.db, c.env.caller).id,
      name: file.name || "file",
      type,
      bytes: new Uint8Array(await file.arrayBuffer()),
      notes,
      now: nowIso(),
    });
    return c.json(stored, 201);
  })
  .get("/transactions/attachments/:file_id", (c) => {
    const id = pathId(c.req.param("file_id"));
    if (!fileById(c.env.db, id)) throw notFound(`File attachment ${id} not found`);
    const expires = new Date(Date.now() + URL_LIFETIME_MS).toISOString();
    const origin = new URL(c.req.url).origin;
    const url = `${origin}/__sandbox/worlds/${encodeURIComponent(c.env.world)}/files/${id}?expires=${encodeURIComponent(expires)}`;
    return c.json({ url, expires_at: expires });
  })
  .delete("/transactions/attachments/:file_id", (c) => {
    const id = pathId(c.req.param("file_id"));
    if (!fileById(c.env.db, id)) throw notFound(`File attachment ${id} not found`);
    deleteFile(c.env.db, id);
    return c.body(null, 204);
  });
