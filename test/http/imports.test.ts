import { tunableOutbox } from "../support/outboxes";
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import { saveConnection } from "../../src/connections";
import { app } from "../../src/http/app";
import type { JobReport } from "../../src/outbox";
import type { RowReport } from "../../src/plan";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101; // the sandbox seed's checking account (the user's default manual account)
const CREDIT_CARD = 102;

/** A connection of its own (sandbox world, API key) for each test. */
async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const upload = (csv: string | Uint8Array, query = "", headers: Record<string, string> = {}) =>
    checkedFetch(`https://intake.test/imports${query}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv", ...headers },
      body: csv,
    });
  const report = async (id: string, query = "") =>
    (await (await checkedFetch(`https://intake.test/imports/${id}${query}`, { headers: auth })).json()) as JobReport;
  const rowNotes = async (id: string, query = "") =>
    (await (await checkedFetch(`https://intake.test/imports/${id}/rows${query}`, { headers: auth })).json()) as {
      rows: RowReport[];
      total: number;
    };
  const finished = (id: string) =>
    waitFor(
      () => report(id),
      (r) => ["done", "done_with_errors", "failed"].includes(r.status),
    );
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  return { world, auth, upload, report, rowNotes, finished, api };
}

const EXPORT = [
  "Date,Description,Amount,Balance",
  "2026-10-01,Corner Coffee,-3.50,996.50",
  "2026-10-02,ACME Payroll,2500.00,3496.50",
  "2026-10-03,Grocer,-45.20,3451.30",
].join("\n");

describe("an export is imported exactly once, with the service's sign", () => {
  it("uploads, waits for the job, and finds every transaction with its date, amount and payee", async () => {
    const { upload, finished, world } = await connect();
    const response = await upload(EXPORT, `?account=${CHECKING}`);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; counts: { total: number }; rows: { planned: number } };
    expect(accepted.counts.total).toBe(3);
    expect(accepted.rows.planned).toBe(3);
    expect((await finished(accepted.id)).counts).toMatchObject({ inserted: 3, pending: 0 });
    const landed = (await world.transactions()).map((t) => [t.date, t.amount, t.payee, t.manual_account_id]);
    expect(landed.sort()).toEqual([
      ["2026-10-01", "3.5000", "Corner Coffee", CHECKING], // money out is positive for the service
      ["2026-10-02", "-2500.0000", "ACME Payroll", CHECKING],
      ["2026-10-03", "45.2000", "Grocer", CHECKING],
    ]);
  });

  it("takes the file as the `file` field of a multipart form", async () => {
    const { auth, finished, world } = await connect();
    const form = new FormData();
    form.set("file", new File([EXPORT], "export.csv", { type: "text/csv" }));
    const response = await SELF.fetch(`https://intake.test/imports?account=${CREDIT_CARD}`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(response.status).toBe(202);
    await finished(((await response.json()) as { id: string }).id);
    expect((await world.transactions()).every((t) => t.manual_account_id === CREDIT_CARD)).toBe(true);
  });
});

describe("dedupe: re-uploads and overlaps insert nothing twice; identical rows both land", () => {
  it("inserts nothing when the same file is uploaded again", async () => {
    const { upload, finished, world } = await connect();
    await finished(((await (await upload(EXPORT, `?account=${CHECKING}`)).json()) as { id: string }).id);
    const again = await finished(((await (await upload(EXPORT, `?account=${CHECKING}`)).json()) as { id: string }).id);
    expect(again.counts).toMatchObject({ inserted: 0, duplicates: 3 });
    expect(await world.transactions()).toHaveLength(3);
  });

  it("inserts the union of two overlapping exports once", async () => {
    const { upload, finished, world } = await connect();
    const rows = Array.from({ length: 40 }, (_, i) => `2026-09-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${i + 1}.00`);
    const header = "Date,Description,Amount";
    const september = [header, ...rows.slice(0, 30)].join("\n");
    const overlapping = [header, ...rows.slice(10, 40)].join("\n");
    await finished(((await (await upload(september, `?account=${CHECKING}`)).json()) as { id: string }).id);
    const second = await finished(((await (await upload(overlapping, `?account=${CHECKING}`)).json()) as { id: string }).id);
    expect(second.counts).toMatchObject({ inserted: 10, duplicates: 20 });
    expect(await world.transactions()).toHaveLength(40);
  });

  it("lands two identical transactions of the same day", async () => {
    const { upload, finished, world } = await connect();
    const csv = ["Date,Description,Amount", "2026-10-05,Corner Coffee,-3.50", "2026-10-05,Corner Coffee,-3.50"].join("\n");
    const done = await finished(((await (await upload(csv, `?account=${CHECKING}`)).json()) as { id: string }).id);
    expect(done.counts.inserted).toBe(2);
    expect(await world.transactions()).toHaveLength(2);
  });
});

describe("the target account", () => {
  it("defaults to the user's default manual account", async () => {
    const { upload, finished, world } = await connect();
    const accepted = (await (await upload(EXPORT)).json()) as { id: string; manual_account_id: number };
    expect(accepted.manual_account_id).toBe(CHECKING);
    await finished(accepted.id);
    expect((await world.transactions()).every((t) => t.manual_account_id === CHECKING)).toBe(true);
  });

  it("makes cash transactions when there is no default account either", async () => {
    const { upload, finished, world, api } = await connect();
    await api.updateUserAccountSettings({ default_manual_account_id: null });
    const accepted = (await (await upload(EXPORT)).json()) as { id: string; manual_account_id: number | null };
    expect(accepted.manual_account_id).toBeNull();
    expect((await finished(accepted.id)).counts.inserted).toBe(3);
    expect((await world.transactions()).every((t) => t.manual_account_id === null)).toBe(true);
  });

  it("answers 404 for an account that does not exist", async () => {
    const { upload } = await connect();
    const response = await upload(EXPORT, "?account=999999");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/no manual account 999999/i) } });
  });
});

describe("a dry run returns the plan and sends nothing", () => {
  it("answers 200 with profile, items and row report", async () => {
    const { upload, world } = await connect();
    const response = await upload(EXPORT, `?account=${CHECKING}&dry_run=true`);
    expect(response.status).toBe(200);
    const plan = (await response.json()) as { profile: { delimiter: string }; items: unknown[]; row_reports: unknown[] };
    expect(plan.profile.delimiter).toBe(",");
    expect(plan.items).toHaveLength(3);
    expect(plan.row_reports).toHaveLength(4);
    expect((await world.counters()).insertRequests).toBe(0);
  });
});

describe("bad input gets a clear 4xx, a bad row a reason with its number", () => {
  it("refuses a request without a known API key", async () => {
    const response = await SELF.fetch("https://intake.test/imports", { method: "POST", body: EXPORT });
    expect(response.status).toBe(401);
    const wrong = await SELF.fetch("https://intake.test/imports", {
      method: "POST",
      headers: { Authorization: "Bearer nope" },
      body: EXPORT,
    });
    expect(wrong.status).toBe(401);
  });

  it("refuses an empty file, a binary file and a file over the size limit", async () => {
    const { upload } = await connect();
    expect((await upload("")).status).toBe(400);
    const pdf = await upload(new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n"));
    expect(pdf.status).toBe(422);
    expect(((await pdf.json()) as { error: { message: string } }).error.message).toMatch(/pdf/i);
    const huge = await upload(EXPORT, "", { "Content-Length": String(200 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("explains an upload that breaks off mid-file: what arrived is imported, the report says where it stopped", async () => {
    const { auth, finished, rowNotes, world } = await connect();
    const lines = ["Date,Description,Amount", ...Array.from({ length: 4000 }, (_, i) => `2026-10-01,Shop number ${i},-${i + 1}.00`)];
    const bytes = new TextEncoder().encode(lines.join("\n") + "\n");
    const cut = 100_000; // past the 64 KB head, inside the file
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(bytes.slice(0, cut));
        else controller.error(new Error("connection reset by peer"));
      },
    });
    // Straight into the app (same isolate), so the body is this very stream and its failure arrives as such.
    const request = new Request(`https://intake.test/imports?account=${CHECKING}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv", "Content-Length": String(bytes.length) },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await app.fetch(request, env, createExecutionContext());
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: { message: string; id: string } };
    expect(answer.error.message).toMatch(/upload it again/i);
    const done = await finished(answer.error.id);
    expect(done.counts.inserted).toBeGreaterThan(1000);
    expect(done.counts.inserted).toBeLessThan(4000);
    const notes = await rowNotes(answer.error.id);
    expect(notes.rows).toContainEqual(expect.objectContaining({ outcome: "error", reason: expect.stringMatching(/ended before/) }));
    expect(await world.transactions()).toHaveLength(done.counts.inserted);
  });

  it("refuses a query parameter it cannot read", async () => {
    const { upload } = await connect();
    const response = await upload(EXPORT, "?account=checking");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining("account") } });
  });

  it("imports the readable rows and reports the unreadable one by row number", async () => {
    const { upload, finished, report, rowNotes, world } = await connect();
    const csv = ["Date,Description,Amount", "2026-10-01,Shop A,-1.00", "2026-10-02,Shop B,twelve", "2026-10-03,Shop C,-3.00"].join("\n");
    const accepted = (await (await upload(csv, `?account=${CHECKING}`)).json()) as {
      id: string;
      rows: { error: number };
      row_errors: { row: number; reason: string }[];
    };
    expect(accepted.rows.error).toBe(1);
    expect(accepted.row_errors[0]).toMatchObject({ row: 3, reason: expect.stringMatching(/twelve/) });
    await finished(accepted.id);
    expect(await world.transactions()).toHaveLength(2);
    const full = await report(accepted.id, "?items=true");
    expect((await rowNotes(accepted.id)).rows).toContainEqual(expect.objectContaining({ row: 3, outcome: "error" }));
    expect(full.items?.map((i) => i.row)).toEqual([2, 4]);
  });
});

describe("profiles are saved per connection and matched by the header fingerprint", () => {
  it("a second upload of the same format needs no decisions", async () => {
    const { upload, finished, world, auth } = await connect();
    // Every date reads both ways: the user decides D/M/Y once.
    const first = ["Datum,Text,Betrag", "01/02/2026,Shop,-1.00", "03/04/2026,Shop,-2.00"].join("\n");
    const accepted = (await (await upload(first, `?account=${CHECKING}&date_format=DD/MM/YYYY`)).json()) as {
      id: string;
      profile: { fingerprint: string; dateFormat: string };
    };
    expect(accepted.profile.dateFormat).toBe("DD/MM/YYYY");
    await finished(accepted.id);
    const second = ["Datum,Text,Betrag", "05/06/2026,Shop,-3.00"].join("\n");
    const next = (await (await upload(second, `?account=${CHECKING}`)).json()) as { id: string; profile: { dateFormat: string } };
    expect(next.profile.dateFormat).toBe("DD/MM/YYYY");
    await finished(next.id);
    expect((await world.transactions()).map((t) => t.date).sort()).toEqual(["2026-02-01", "2026-04-03", "2026-06-05"]);
    const listed = (await (await SELF.fetch("https://intake.test/profiles", { headers: auth })).json()) as {
      profiles: { id: string; profile: { fingerprint: string } }[];
    };
    expect(listed.profiles.map((p) => p.profile.fingerprint)).toContain(accepted.profile.fingerprint);
  });
});

describe("a saved profile is a default: next month's file is read by its own evidence where they disagree", () => {
  it("imports 25/02/2018 day-first after 10/02/2018 was saved month-first, and says so", async () => {
    const { upload, finished, world } = await connect();
    const first = ["Date,Description,Amount", "10/02/2018,TESCO STORES,-12.40", "11/02/2018,TFL TRAVEL,-7.80"].join("\n");
    // Answered month-first (the dry run asked): an answer is saved; a reading nobody answered would be asked again.
    const accepted = (await (await upload(first, `?account=${CHECKING}&date_format=MM/DD/YYYY`)).json()) as {
      id: string;
      profile: { dateFormat: string };
    };
    expect(accepted.profile.dateFormat).toBe("MM/DD/YYYY");
    await finished(accepted.id);
    const next = [
      "Date,Description,Amount",
      "25/02/2018,TESCO STORES,-5.00",
      "26/02/2018,PRET A MANGER,-6.45",
      "27/02/2018,BOOTS,-3.99",
    ].join("\n");
    const answer = (await (await upload(next, `?account=${CHECKING}`)).json()) as {
      id: string;
      status: string;
      rows: { planned: number; error: number };
      profile: { dateFormat: string; warnings?: string[] };
    };
    expect(answer.rows).toMatchObject({ planned: 3, error: 0 });
    expect(answer.profile.dateFormat).toBe("DD/MM/YYYY");
    expect(answer.profile.warnings?.join(" ")).toMatch(/saved profile reads dates as MM\/DD/);
    expect((await finished(answer.id)).counts).toMatchObject({ inserted: 3 });
    expect((await world.transactions()).map((t) => t.date).sort()).toEqual([
      "2018-02-25",
      "2018-02-26",
      "2018-02-27",
      "2018-10-02",
      "2018-11-02",
    ]);
  });
});

describe("POST /imports/{id}/retry puts dead letters back in the queue", () => {
  it("retries the items that failed after the last attempt", async () => {
    const { upload, finished, world, auth } = await connect();
    await tunableOutbox().configure({ retry: { maxAttempts: 2, baseMs: 20, capMs: 50 } });
    expect((await upload(EXPORT, `?account=${CHECKING}&dry_run=true`)).status).toBe(200); // knows the account now
    // Every insert refused by a 500; reads answer, so the read-back finds them not inserted: dead letters.
    await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
    const accepted = (await (await upload(EXPORT, `?account=${CHECKING}`)).json()) as { id: string };
    expect((await finished(accepted.id)).counts).toMatchObject({ failed: 3, inserted: 0 });
    await world.admin("PUT", "/faults", { p500: 0 });
    const retry = await SELF.fetch(`https://intake.test/imports/${accepted.id}/retry`, { method: "POST", headers: auth });
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ id: accepted.id, requeued: 3 });
    expect((await finished(accepted.id)).counts).toMatchObject({ failed: 0, inserted: 3 });
  });
});

describe("GET /imports/{id} reports to the connection that uploaded", () => {
  it("refuses a page it cannot read", async () => {
    const { upload, auth } = await connect();
    const accepted = (await (await upload(EXPORT, `?account=${CHECKING}`)).json()) as { id: string };
    const response = await SELF.fetch(`https://intake.test/imports/${accepted.id}?items=true&limit=lots`, { headers: auth });
    expect(response.status).toBe(400);
  });

  it("gives per-item outcomes mapped to source rows, and 404 to another connection", async () => {
    const { upload, finished, report } = await connect();
    const other = await connect();
    const accepted = (await (await upload(EXPORT, `?account=${CHECKING}`)).json()) as { id: string };
    await finished(accepted.id);
    const full = await report(accepted.id, "?items=true");
    expect(full.items?.map((i) => [i.row, i.outcome])).toEqual([
      [2, "inserted"],
      [3, "inserted"],
      [4, "inserted"],
    ]);
    const foreign = await SELF.fetch(`https://intake.test/imports/${accepted.id}`, { headers: other.auth });
    expect(foreign.status).toBe(404);
  });
});

describe("one vocabulary: `rows` counts row outcomes, `counts` counts deliveries, in the dry run and the 202", () => {
  const csv = [...EXPORT.split("\n"), "2026-10-04,Broken,twelve", "", "Total,,,"].join("\n");

  it("the dry run answers rows {planned, ignored, error} and no delivery counts", async () => {
    const { upload } = await connect();
    const plan = (await (await upload(csv, `?account=${CHECKING}&dry_run=true`)).json()) as Record<string, unknown>;
    const rows = plan.rows as { planned: number; ignored: number; error: number };
    expect(Object.keys(rows).sort()).toEqual(["error", "ignored", "planned"]);
    expect(rows.planned).toBe(3);
    expect(rows.error).toBe(1);
    expect(plan).not.toHaveProperty("counts");
    const reports = plan.row_reports as { outcome: string }[];
    expect(reports.filter((r) => r.outcome === "planned")).toHaveLength(rows.planned);
    expect(reports.filter((r) => r.outcome === "ignored")).toHaveLength(rows.ignored);
  });

  it("the 202 answers the same rows and the job's delivery counts", async () => {
    const { upload } = await connect();
    const dry = (await (await upload(csv, `?account=${CHECKING}&dry_run=true`)).json()) as { rows: unknown };
    const accepted = (await (await upload(csv, `?account=${CHECKING}`)).json()) as { rows: unknown; counts: { total: number } };
    expect(accepted.rows).toEqual(dry.rows);
    expect(accepted.counts.total).toBe(3);
  });
});

describe("the file's name travels with the upload", () => {
  it("answers the form's file name, the Content-Disposition's, or ?file_name=", async () => {
    const { auth, upload } = await connect();
    const form = new FormData();
    form.set("file", new File([EXPORT], "Umsätze 2026-10.csv", { type: "text/csv" }));
    const fromForm = await SELF.fetch(`https://intake.test/imports?account=${CHECKING}&dry_run=true`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(await fromForm.json()).toMatchObject({ file_name: "Umsätze 2026-10.csv" });
    const fromHeader = await upload(EXPORT, `?account=${CHECKING}&dry_run=true`, {
      "Content-Disposition": 'attachment; filename="oct.csv"',
    });
    expect(await fromHeader.json()).toMatchObject({ file_name: "oct.csv" });
    const fromQuery = await upload(EXPORT, `?account=${CHECKING}&file_name=export_2026-10-31.csv`);
    expect(fromQuery.status).toBe(202);
    expect(await fromQuery.json()).toMatchObject({ file_name: "export_2026-10-31.csv" });
    const bad = await upload(EXPORT, `?account=${CHECKING}&file_name=${encodeURIComponent("a\nb.csv")}`);
    expect(bad.status).toBe(400);
  });
});

describe("a multipart form is read as a stream and must hold exactly one file", () => {
  const post = (auth: Record<string, string>, body: BodyInit, headers: Record<string, string> = {}) =>
    SELF.fetch(`https://intake.test/imports?account=${CHECKING}`, { method: "POST", headers: { ...auth, ...headers }, body });
  const message = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

  it("imports a file larger than the detection sample, with the form's profile field applied", async () => {
    const { auth, finished, world } = await connect();
    const lines = [
      "Datum,Text,Betrag",
      ...Array.from({ length: 2500 }, (_, i) => `0${(i % 9) + 1}/0${(i % 9) + 1}/2026,Shop ${i},-${i + 1}.00`),
    ];
    const form = new FormData();
    form.set("profile", JSON.stringify({ dateFormat: "DD/MM/YYYY" }));
    form.set("file", new File([lines.join("\n")], "big.csv"));
    const response = await post(auth, form);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; rows: { planned: number }; profile: { dateFormat: string } };
    expect(accepted.rows.planned).toBe(2500);
    expect(accepted.profile.dateFormat).toBe("DD/MM/YYYY");
    expect((await finished(accepted.id)).counts.inserted).toBe(2500);
    expect(await world.transactions()).toHaveLength(2500);
  });

  it("refuses a form with two files with a 400 and imports nothing", async () => {
    const { auth, world } = await connect();
    const form = new FormData();
    form.append("file", new File([EXPORT], "a.csv"));
    form.append("file", new File([EXPORT], "b.csv"));
    const response = await post(auth, form);
    expect(response.status).toBe(400);
    expect(await message(response)).toMatch(/two "file" fields/);
    expect(await world.transactions()).toHaveLength(0);
  });

  it("refuses a second file that follows a file too large to hold back, and says how far the first was read", async () => {
    const { auth, finished } = await connect();
    const lines = ["Date,Description,Amount", ...Array.from({ length: 2500 }, (_, i) => `2026-10-01,Shop ${i},-${i + 1}.00`)];
    const form = new FormData();
    form.append("file", new File([lines.join("\n")], "a.csv"));
    form.append("file", new File([EXPORT], "b.csv"));
    const response = await post(auth, form);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { message: string; id: string } };
    expect(answer.error.message).toMatch(/not read past row \d+: The form has two "file" fields/);
    const done = await finished(answer.error.id);
    expect(done.counts.inserted).toBeLessThan(2500);
  });

  it("refuses a form without a file, or whose file field is empty", async () => {
    const { auth } = await connect();
    const noFile = new FormData();
    noFile.set("profile", "{}");
    const response = await post(auth, noFile);
    expect(response.status).toBe(400);
    expect(await message(response)).toMatch(/no "file" field/);
    const empty = new FormData();
    empty.set("file", new File([], "empty.csv"));
    expect((await post(auth, empty)).status).toBe(400);
  });

  it("refuses a form cut short with a 400 that says so, whatever part it stops in", async () => {
    const { auth, world } = await connect();
    const form = new FormData();
    form.set("file", new File([EXPORT], "a.csv"));
    const request = new Request("https://x/", { method: "POST", body: form });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const type = request.headers.get("Content-Type")!;
    for (const cut of [30, 100, bytes.length - 10]) {
      const response = await post(auth, bytes.slice(0, cut), { "Content-Type": type });
      expect(response.status).toBe(400);
      expect(await message(response)).toMatch(/multipart form could not be read.*(cut short|ended)/);
    }
    expect(await world.transactions()).toHaveLength(0);
  });
});

describe("an OFX statement is imported like a CSV, recognised by its bytes", () => {
  it("names the format, converts the sign and lands once", async () => {
    const { upload, finished, world } = await connect();
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>77</BANKACCTFROM><BANKTRANLIST>",
      "<STMTTRN><DTPOSTED>20261001<TRNAMT>-4.20<FITID>F1<NAME>OFX Bakery</STMTTRN>",
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
    const dry = (await (await upload(ofx, `?account=${CHECKING}&dry_run=true`, { "Content-Type": "application/x-ofx" })).json()) as {
      format: string;
    };
    expect(dry.format).toBe("ofx");
    const accepted = (await (await upload(ofx, `?account=${CHECKING}`, { "Content-Type": "application/x-ofx" })).json()) as {
      id: string;
      format: string;
    };
    expect(accepted.format).toBe("ofx");
    await finished(accepted.id);
    expect((await world.transactions()).map((t) => [t.payee, t.amount])).toEqual([["OFX Bakery", "4.2000"]]);
  });
});

describe("no payee or note reaches the budget as a spreadsheet formula", () => {
  it("writes a formula-like payee with a leading apostrophe, in the preview and in the budget, ids unchanged", async () => {
    const { world, upload, report } = await connect();
    const csv = [
      "Date,Payee,Amount",
      '2026-10-01,"=HYPERLINK(""http://x.example"",""Refund"")",-4.00',
      "2026-10-02,Corner Cafe,-3.50",
    ].join("\n");
    const preview = (await (await upload(csv, "?dry_run=true")).json()) as { items: { item: { payee: string; external_id: string } }[] };
    expect(preview.items.map((i) => i.item.payee)).toEqual(['\'=HYPERLINK("http://x.example","Refund")', "Corner Cafe"]);
    const { id } = (await (await upload(csv)).json()) as { id: string };
    await waitFor(
      () => report(id),
      (r) => r.status === "done",
    );
    const payees = (await world.transactions()).map((t) => [t.payee, t.external_id]);
    expect(payees).toEqual(expect.arrayContaining([['\'=HYPERLINK("http://x.example","Refund")', preview.items[0]!.item.external_id]]));
  });

  it("neutralizes a sign and a number that an operator joins to more, and keeps a signed amount in words as written", async () => {
    const { upload } = await connect();
    const csv = [
      "Date,Payee,Amount",
      "2026-10-01,\"-2+3+cmd|' /C calc'!A0\",-4.00",
      "2026-10-02,+1+1,-3.50",
      "2026-10-03,-SALE-,-2.00",
      "2026-10-04,-12.50 refund,12.50",
    ].join("\n");
    const preview = (await (await upload(csv, "?dry_run=true")).json()) as { items: { item: { payee: string } }[] };
    expect(preview.items.map((i) => i.item.payee)).toEqual(["'-2+3+cmd|' /C calc'!A0", "'+1+1", "'-SALE-", "-12.50 refund"]);
  });
});
