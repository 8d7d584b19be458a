// What an attachment job keeps until its file is sent (src/outbox/store/attachment-files.ts): the file's metadata and its
// bytes in parts of 1 MiB in the Outbox's own SQLite, whole or not at all, the bytes dropped once settled.
import { describe, expect, it } from "vitest";
import { AttachmentFiles } from "../../../src/outbox/store/attachment-files";
import { withJob } from "../../support/store";

const file = { receiptJobId: "receipt", name: "scan.pdf", type: "application/pdf", size: 0, notes: "Intake receipt" };
const bytesOf = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31) % 251);

describe("a file is kept whole, in order, however many parts it takes", () => {
  it.each([
    ["a few bytes", 10],
    ["exactly one part", 1024 * 1024],
    ["two and a half parts", 2.5 * 1024 * 1024],
  ])("%s", (_label, size) =>
    withJob((_store, _job, sql) => {
      const files = new AttachmentFiles(sql);
      const bytes = bytesOf(size);
      files.keep("j", file, bytes);
      expect(files.file("j")).toEqual({ ...file, size });
      const back = files.bytes("j", size)!;
      expect(back.byteLength).toBe(size);
      expect(back.every((b, i) => b === bytes[i])).toBe(true);
      const parts = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM attachment_parts WHERE job_id = 'j'`).one().n;
      expect(parts).toBe(Math.ceil(size / (1024 * 1024)));
    }),
  );
});

describe("bytes not whole are no file: null, never a truncated one", () => {
  it("answers null when the size kept does not match, and after the bytes are forgotten (the metadata stays)", () =>
    withJob((_store, _job, sql) => {
      const files = new AttachmentFiles(sql);
      files.keep("j", file, bytesOf(100));
      expect(files.bytes("j", 101)).toBeNull();
      files.forgetBytes("j");
      expect(files.bytes("j", 100)).toBeNull();
      expect(files.file("j")).toMatchObject({ name: "scan.pdf", size: 100 });
      expect(files.file("other")).toBeNull();
    }));
});

describe("the receipt's job settling wakes the attachment jobs that follow it, and only those", () => {
  it("makes the waiting attachment job due now", () =>
    withJob((store, _job, sql) => {
      const files = new AttachmentFiles(sql);
      files.keep("j", file, bytesOf(1));
      store.jobs.setDue("j", 10_000, null);
      files.wake("another-receipt", 5);
      expect(store.jobs.get("j")?.next_attempt_at).toBe(10_000);
      files.wake("receipt", 5);
      expect(store.jobs.get("j")?.next_attempt_at).toBe(5);
    }));
});
