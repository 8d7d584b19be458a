// The import history and reports a user can read back, page by page.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import type { RowReport } from "../../src/plan";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101;

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const get = async <T>(path: string) => {
    const response = await checkedFetch(`https://intake.test${path}`, { headers: auth });
    return { status: response.status, body: (await response.json()) as T };
  };
  const upload = async (csv: string, fileName = "export.csv", query = "") => {
    const response = await checkedFetch(`https://intake.test/imports?account=${CHECKING}&file_name=${fileName}${query}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: csv,
    });
    return (await response.json()) as { id: string; status: string; rows: { planned: number; ignored: number; error: number } };
  };
  const finished = (id: string) =>
    waitFor(
      async () => (await get<JobReport>(`/imports/${id}`)).body,
      (r) => ["done", "done_with_errors", "failed"].includes(r.status),
    );
  return { world, get, upload, finished };
}

const csvOf = (rows: string[]) => ["Date,Description,Amount", ...rows].join("\n");

describe("item reports carry what the user recognises, filtered and paged", () => {
  it("shows date, amount and payee per item, filters by outcome, and pages with total and next_offset", async () => {
    const { get, upload, finished } = await connect();
    const first = await upload(csvOf(["2026-10-01,Bakery,-4.50", "2026-10-02,Grocer,-20.00"]));
    await finished(first.id);
    // The same two rows again and a new one: two duplicates, one insert.
    const { id } = await upload(csvOf(["2026-10-01,Bakery,-4.50", "2026-10-02,Grocer,-20.00", "2026-10-03,Cinema,-12.00"]));
    await finished(id);
    const inserted = (await get<JobReport>(`/imports/${id}?outcome=inserted`)).body;
    expect(inserted.items).toEqual([
      expect.objectContaining({ row: 4, date: "2026-10-03", amount: "12.00", payee: "Cinema", outcome: "inserted", attempts: 1 }),
    ]);
    expect(inserted.total).toBe(1);
    const page = (await get<JobReport>(`/imports/${id}?items=true&limit=2`)).body;
    expect(page.items?.map((i) => i.outcome)).toEqual(["duplicate", "duplicate"]);
    expect(page).toMatchObject({ total: 3, next_offset: 2 });
    expect((await get<JobReport>(`/imports/${id}?items=true&offset=2&limit=2`)).body).toMatchObject({ next_offset: null });
  });

  it("refuses an outcome it does not know with a 400 that lists the accepted ones", async () => {
    const { get, upload } = await connect();
    const { id } = await upload(csvOf(["2026-10-01,Bakery,-4.50"]));
    const answer = await get<{ error: { message: string } }>(`/imports/${id}?outcome=lost`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/pending, inserted, duplicate, invalid, failed/);
  });
});

describe("GET /imports lists the connection's jobs, newest first, paged", () => {
  it("shows file name, account, status and counts; never another connection's jobs", async () => {
    const { get, upload, finished } = await connect();
    const a = await upload(csvOf(["2026-10-01,Bakery,-4.50"]), "september.csv");
    await finished(a.id);
    const b = await upload(csvOf(["2026-11-01,Bakery,-4.50"]), "october.csv");
    await finished(b.id);
    const list = (await get<{ imports: JobReport[]; total: number; next_offset: number | null }>("/imports?limit=1")).body;
    expect(list.total).toBe(2);
    expect(list.imports).toEqual([
      expect.objectContaining({ id: b.id, file_name: "october.csv", manual_account_id: CHECKING, status: "done" }),
    ]);
    expect(list.next_offset).toBe(1);
    const other = await connect();
    expect((await other.get<{ imports: JobReport[] }>("/imports")).body.imports).toEqual([]);
  });
});

describe("a job whose rows failed says so", () => {
  it("is failed when not one row could be read, and done_with_errors when some could not", async () => {
    const { upload, finished } = await connect();
    // A date format the user set that no row is written in: every row is an error.
    const none = await upload(csvOf(["01.10.2026,Bakery,-4.50", "02.10.2026,Grocer,-20.00"]), "export.csv", "&date_format=YYYY-MM-DD");
    const noneReport = await finished(none.id);
    expect(noneReport).toMatchObject({ status: "failed", rows: { planned: 0, error: 2 }, counts: { total: 0 } });
    expect(noneReport.last_error).toMatch(/no row of the file could be read/);
    const some = await upload(csvOf(["2026-10-01,Bakery,-4.50", "2026-10-02,Grocer,twenty"]));
    expect(await finished(some.id)).toMatchObject({ status: "done_with_errors", rows: { planned: 1, error: 1 }, counts: { inserted: 1 } });
  });
});

describe("row notes are bounded: runs are summarised and every report route pages", () => {
  it("imports both rows around 800,000 ignored blank lines, and reports the blanks as one note", async () => {
    const { get, upload, finished } = await connect();
    const csv = ["Date,Description,Amount", "2026-10-01,Bakery,-4.50", ",,\n".repeat(800_000) + "2026-10-02,Grocer,-20.00"].join("\n");
    const accepted = await upload(csv);
    expect(accepted.rows).toMatchObject({ planned: 2, ignored: 800_001 });
    expect(await finished(accepted.id)).toMatchObject({ counts: { inserted: 2 } });
    const notes = (await get<{ rows: RowReport[]; total: number; next_offset: number | null }>(`/imports/${accepted.id}/rows?limit=1`))
      .body;
    expect(notes.rows).toEqual([{ row: 1, outcome: "ignored", reason: "header" }]);
    expect(notes).toMatchObject({ total: 2, next_offset: 1 });
    const blanks = (await get<{ rows: RowReport[] }>(`/imports/${accepted.id}/rows?offset=1`)).body.rows;
    expect(blanks).toEqual([{ row: 3, to_row: 800_002, outcome: "ignored", reason: "blank" }]);
  });
});

describe("a report's 'transaction 17' leads to the import and row that put it in the budget", () => {
  it("finds the inserting row, from a later import's duplicate too, with the offset of its page", async () => {
    const { get, upload, finished } = await connect();
    const rows = Array.from({ length: 105 }, (_, i) => `2026-09-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${i + 1}.00`);
    const first = await upload(csvOf(rows), "first.csv");
    await finished(first.id);
    type Items = { items: { row: number; outcome: string; transaction_id: number | null }[] };
    const items = (await get<Items>(`/imports/${first.id}?items=true&offset=100&limit=100`)).body.items;
    const last = items.at(-1)!;
    expect(last.outcome).toBe("inserted");
    type Found = { import_id: string; row: number; offset: number };
    expect((await get<Found>(`/imports/transactions/${last.transaction_id}`)).body).toEqual({
      transaction_id: last.transaction_id,
      import_id: first.id,
      row: last.row,
      offset: 100,
    });
    // The same row again is "already there" with the transaction the first import put in the budget.
    const again = await upload(csvOf([rows.at(-1)!]), "again.csv");
    await finished(again.id);
    const duplicate = (await get<Items>(`/imports/${again.id}?items=true`)).body.items[0]!;
    expect(duplicate).toMatchObject({ outcome: "duplicate", transaction_id: last.transaction_id });
    expect((await get<Found>(`/imports/transactions/${duplicate.transaction_id}`)).body).toMatchObject({ import_id: first.id });
  });

  it("says when Intake did not put a transaction there, and refuses what is no transaction id", async () => {
    const { get } = await connect();
    const missing = await get<{ error: { message: string } }>("/imports/transactions/987654321");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Intake did not put transaction 987654321 in this budget in the last 90 days.");
    expect((await get("/imports/transactions/abc")).status).toBe(400);
    expect((await get("/imports/transactions/1?limit=0")).status).toBe(400);
  });
});
