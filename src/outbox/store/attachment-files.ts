// What an attachment job keeps until its file is sent (outbox/schema.ts version 8): which receipt job it follows,
// the file's name, type, size and notes, and its bytes in parts. The bytes live in the Outbox's own SQLite,
// not in KV: they are written in the same atomic step as the job (no job without its file, no file without
// its job), read back strongly consistent by the one instance that sends them (KV reads may be stale for a
// minute), and deleted the moment the job is settled, where a KV value would wait for its TTL. A Durable
// Object's SQLite value holds at most 2 MB and a file may be 10 MB: parts of 1 MiB.
import { bytes as blob, firstRow, integer, rows, text } from "../../storage";

/** Under the 2 MB per SQLite value of a Durable Object. */
const PART_BYTES = 1024 * 1024;

export interface KeptFile {
  receiptJobId: string;
  name: string;
  type: string;
  /** Bytes. */
  size: number;
  /** The notes sent with the file: they carry the marker that tells Intake's files (outbox/kinds/attachment.ts). */
  notes: string;
}

export class AttachmentFiles {
  constructor(private readonly sql: SqlStorage) {}

  keep(jobId: string, file: KeptFile, bytes: Uint8Array): void {
    this.sql.exec(
      `INSERT INTO attachment_files (job_id, receipt_job_id, name, type, size, notes) VALUES (?, ?, ?, ?, ?, ?)`,
      jobId,
      file.receiptJobId,
      file.name,
      file.type,
      bytes.byteLength,
      file.notes,
    );
    for (let part = 0, at = 0; at < bytes.byteLength; part++, at += PART_BYTES) {
      this.sql.exec(
        `INSERT INTO attachment_parts (job_id, part, bytes) VALUES (?, ?, ?)`,
        jobId,
        part,
        bytes.slice(at, at + PART_BYTES).buffer,
      );
    }
  }

  file(jobId: string): KeptFile | null {
    const row = firstRow(this.sql.exec(`SELECT receipt_job_id, name, type, size, notes FROM attachment_files WHERE job_id = ?`, jobId), {
      receipt_job_id: text,
      name: text,
      type: text,
      size: integer,
      notes: text,
    });
    return row ? { receiptJobId: row.receipt_job_id, name: row.name, type: row.type, size: row.size, notes: row.notes } : null;
  }

  /** The file's bytes; null when they are gone (forgotten, or never complete). */
  bytes(jobId: string, size: number): Uint8Array | null {
    const parts = rows(this.sql.exec(`SELECT bytes FROM attachment_parts WHERE job_id = ? ORDER BY part`, jobId), { bytes: blob });
    const total = parts.reduce((n, p) => n + p.bytes.byteLength, 0);
    if (total !== size) return null;
    const out = new Uint8Array(total);
    let at = 0;
    for (const { bytes } of parts) {
      out.set(new Uint8Array(bytes), at);
      at += bytes.byteLength;
    }
    return out;
  }

  /** Bytes not needed any more (attached, found already there, or refused for good): the metadata stays for the report. */
  forgetBytes(jobId: string): void {
    this.sql.exec(`DELETE FROM attachment_parts WHERE job_id = ?`, jobId);
  }

  /** Attachment jobs that follow this receipt job and wait: due now, to look at the receipt again. */
  wake(receiptJobId: string, now: number): void {
    this.sql.exec(
      `UPDATE jobs SET next_attempt_at = ? WHERE next_attempt_at > ?
         AND id IN (SELECT job_id FROM attachment_files WHERE receipt_job_id = ?)`,
      now,
      now,
      receiptJobId,
    );
  }
}
