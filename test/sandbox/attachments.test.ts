// POST /transactions/{id}/attachments, GET and DELETE /transactions/attachments/{file_id}, and `files` on
// transactions: the service's file endpoints as its OpenAPI document describes them.
import { describe, expect, it } from "vitest";
import { type ErrorBody, type InsertResponse, item, newWorld, type TestWorld } from "./world";

interface FileObject {
  id: number;
  uploaded_by: number;
  name: string;
  type: string;
  size: number;
  notes: string | null;
  created_at: string;
}

const PDF = new TextEncoder().encode("%PDF-1.7\n% a receipt\n%%EOF\n");

async function oneTransaction(w: TestWorld): Promise<number> {
  const res = await w.api("POST", "/transactions", { transactions: [item({ external_id: "with-file" })] });
  return ((await res.json()) as InsertResponse).transactions[0]!.id;
}

function attach(w: TestWorld, transactionId: number | string, form: FormData, token: string | null = w.token) {
  return fetch(`${w.base}/transactions/${transactionId}/attachments`, {
    method: "POST",
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    body: form,
  });
}

function fileForm(bytes: Uint8Array, type: string, name = "receipt.pdf", notes?: string): FormData {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  if (notes !== undefined) form.set("notes", notes);
  return form;
}

describe("a file is attached to a transaction and listed in its files", () => {
  it.each(["image/jpeg", "image/png", "application/pdf", "image/heic", "image/heif"])(
    "answers 201 with the file object for %s",
    async (type) => {
      const w = await newWorld("att");
      const id = await oneTransaction(w);
      const res = await attach(w, id, fileForm(PDF, type, "scan", "from the mail"));
      expect(res.status).toBe(201);
      const file = (await res.json()) as FileObject;
      expect(file).toMatchObject({ name: "scan", type, size: 1, notes: "from the mail" });
      expect(Number.isInteger(file.id) && Number.isInteger(file.uploaded_by)).toBe(true);
      expect(Date.parse(file.created_at)).not.toBeNaN();
      const read = (await (await w.api("GET", `/transactions/${id}`)).json()) as { files: FileObject[] };
      expect(read.files).toEqual([file]);
    },
  );

  it("keeps the size in kilobytes, notes null when none are sent, and files in the order they were attached", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    const big = new Uint8Array(3 * 1024 * 1024 + 10).fill(7);
    const first = (await (await attach(w, id, fileForm(big, "image/png", "big.png"))).json()) as FileObject;
    expect(first).toMatchObject({ size: 3073, notes: null });
    await attach(w, id, fileForm(PDF, "application/pdf"));
    const read = (await (await w.api("GET", `/transactions/${id}`)).json()) as { files: FileObject[] };
    expect(read.files.map((f) => f.name)).toEqual(["big.png", "receipt.pdf"]);
  });
});

describe("a file the service does not take is refused with a 400 that says why", () => {
  it("names the allowed types for another type", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    for (const type of ["application/zip", "text/html", ""]) {
      const res = await attach(w, id, fileForm(PDF, type, "x"));
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.message).toBe("Invalid Request Body");
      expect(body.errors[0]!.errMsg).toMatch(
        /not allowed\. Allowed types are: image\/jpeg, image\/png, application\/pdf, image\/heic, image\/heif$/,
      );
    }
  });

  it("refuses a file over 10 MB and takes one of exactly 10 MB", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    const over = await attach(w, id, fileForm(new Uint8Array(10 * 1024 * 1024 + 1), "application/pdf"));
    expect(over.status).toBe(400);
    expect(((await over.json()) as ErrorBody).errors[0]!.errMsg).toBe("File size exceeds maximum allowed size of 10MB");
    const limit = await attach(w, id, fileForm(new Uint8Array(10 * 1024 * 1024), "application/pdf"));
    expect(limit.status).toBe(201);
  });

  it("refuses a `file` sent as text, or none at all", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    const text = new FormData();
    text.set("file", "not a file");
    const res = await attach(w, id, text);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors[0]).toMatchObject({
      invalid_property: "file",
      errMsg: expect.stringContaining("received 'string'"),
    });
    const none = new FormData();
    none.set("notes", "only notes");
    expect((await attach(w, id, none)).status).toBe(400);
    expect(((await (await w.api("GET", `/transactions/${id}`)).json()) as { files: unknown[] }).files).toEqual([]);
  });
});

describe("an unknown transaction is a 404 and no credential a 401", () => {
  it("answers 404 for a transaction that does not exist, 401 without a token", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    expect((await attach(w, 999999, fileForm(PDF, "application/pdf"))).status).toBe(404);
    expect((await attach(w, id, fileForm(PDF, "application/pdf"), null)).status).toBe(401);
  });
});

describe("files are listed with include_files and downloaded through their URL", () => {
  it("lists files only when asked, serves the bytes back, and deletes a file and its transaction's files", async () => {
    const w = await newWorld("att");
    const id = await oneTransaction(w);
    const file = (await (await attach(w, id, fileForm(PDF, "application/pdf"))).json()) as FileObject;
    type Page = { transactions: { id: number; files?: FileObject[] }[] };
    const plain = (await (await w.api("GET", "/transactions")).json()) as Page;
    expect(plain.transactions[0]).not.toHaveProperty("files");
    const withFiles = (await (await w.api("GET", "/transactions?include_files=true")).json()) as Page;
    expect(withFiles.transactions.find((t) => t.id === id)?.files).toEqual([file]);

    const link = (await (await w.api("GET", `/transactions/attachments/${file.id}`)).json()) as { url: string; expires_at: string };
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());
    const download = await fetch(link.url);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    expect((await w.api("DELETE", `/transactions/attachments/${file.id}`)).status).toBe(204);
    expect((await w.api("GET", `/transactions/attachments/${file.id}`)).status).toBe(404);
    const again = (await (await attach(w, id, fileForm(PDF, "application/pdf"))).json()) as FileObject;
    expect((await w.api("DELETE", `/transactions/${id}`)).status).toBe(204);
    expect((await w.api("GET", `/transactions/attachments/${again.id}`)).status).toBe(404);
  });
});
