// Files attached to transactions (POST /transactions/{id}/attachments): what the service keeps of each — the
// attachment object of the spec — and the bytes, served back through a signed-looking download URL. A file
// may be 10 MB and one SQLite value of a Durable Object at most 2 MB: the bytes are stored in parts.
import { type Db, type Row, str } from "../db";

/** The spec's limit: "File size may not exceed 10MB". */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The types the service accepts, in the order its error message lists them. */
export const ALLOWED_TYPES = ["image/jpeg", "image/png", "application/pdf", "image/heic", "image/heif"] as const;
/** Under the Durable Object's 2 MB per value. */
const PART_BYTES = 1024 * 1024;

export interface FileObject {
  id: number;
  uploaded_by: number;
  name: string;
  type: string;
  /** Kilobytes, as the spec says (rounded up: a 1-byte file is not 0 KB). */
  size: number;
  notes: string | null;
  created_at: string;
}

const fileObject = (row: Row): FileObject => ({
  id: Number(row.id),
  uploaded_by: Number(row.uploaded_by),
  name: String(row.name),
  type: String(row.type),
  size: Math.ceil(Number(row.bytes) / 1024),
  notes: str(row.notes),
  created_at: String(row.created_at),
});

export function storeFile(
  db: Db,
  file: { transactionId: number; uploadedBy: number; name: string; type: string; bytes: Uint8Array; notes: string | null; now: string },
): FileObject {
  const id = db.insert(
    "INSERT INTO attachments (transaction_id, uploaded_by, name, type, bytes, notes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    file.transactionId,
    file.uploadedBy,
    file.name,
    file.type,
    file.bytes.byteLength,
    file.notes,
    file.now,
  );
  for (let part = 0, at = 0; at < file.bytes.byteLength; part++, at += PART_BYTES) {
    db.run("INSERT INTO attachment_parts (file_id, part, bytes) VALUES (?, ?, ?)", id, part, file.bytes.slice(at, at + PART_BYTES).buffer);
  }
  return fileObject(db.get("SELECT * FROM attachments WHERE id = ?", id)!);
}

/** The files of each transaction given, oldest first (an empty list for one without files). */
export function filesOf(db: Db, transactionIds: number[]): Map<number, FileObject[]> {
  const files = new Map<number, FileObject[]>(transactionIds.map((id) => [id, []]));
  // Ninety ids a statement: the Durable Object binds at most 100 parameters.
  for (let i = 0; i < transactionIds.length; i += 90) {
    const ids = transactionIds.slice(i, i + 90);
    const rows = db.all(`SELECT * FROM attachments WHERE transaction_id IN (${ids.map(() => "?").join(",")}) ORDER BY id`, ...ids);
    for (const row of rows) files.get(Number(row.transaction_id))?.push(fileObject(row));
  }
  return files;
}

export function fileById(db: Db, id: number): FileObject | null {
  const row = db.get("SELECT * FROM attachments WHERE id = ?", id);
  return row ? fileObject(row) : null;
}

export function fileBytes(db: Db, id: number): Uint8Array {
  const parts = db.all<{ bytes: ArrayBuffer }>("SELECT bytes FROM attachment_parts WHERE file_id = ? ORDER BY part", id);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.bytes.byteLength, 0));
  let at = 0;
  for (const { bytes } of parts) (out.set(new Uint8Array(bytes), at), (at += bytes.byteLength));
  return out;
}

export function deleteFile(db: Db, id: number): void {
  db.run("DELETE FROM attachment_parts WHERE file_id = ?", id);
  db.run("DELETE FROM attachments WHERE id = ?", id);
}

/** A deleted transaction takes its files with it. */
export function deleteFilesOf(db: Db, transactionId: number): void {
  db.run("DELETE FROM attachment_parts WHERE file_id IN (SELECT id FROM attachments WHERE transaction_id = ?)", transactionId);
  db.run("DELETE FROM attachments WHERE transaction_id = ?", transactionId);
}
