// One table line each: GET /kinds is the table the pages read, and a delivery kind, a balance-source kind and a bank
// format that only the test build has (test/support/dummy-kinds.ts: a module and a line in its table each) work end
// to end — through the routes, the Outbox and the pages' words — with nothing else changed. The real balance-source
// kinds are held to the same: their forms come from the table like the dummy's (and test/architecture.node.test.ts
// checks that each is one folder that only the table imports, and that the page names none of them).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { doneInWords, jobTitle, rowsInWords, stateInWords } from "../../public/assets/words.js";
import { SOURCE_KINDS } from "../../src/balance-sources/kinds";
import type { SourceView } from "../../src/balance-sources/views";
import { outboxOf } from "../../src/storage";
import { saveConnection } from "../../src/connections";
import type { JobReport, JobSpec } from "../../src/outbox";
import type { PageTable } from "../../src/http/kinds";
import { NOTE_NOT_ON_V1 } from "../support/dummy-kinds";
import { checkedFetch } from "../support/answers";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { newWorld, waitFor } from "../support/world";

const pageTable = async () => (await (await checkedFetch("https://intake.test/kinds")).json()) as PageTable;
const finished = (r: JobReport) => ["done", "done_with_errors", "failed"].includes(r.status);
/** The test build's own kind: not a name production's `JobKind` has. */
const DUMMY_NOTE = "dummy_note" as JobSpec["kind"];

describe("GET /kinds is the one table the pages read", () => {
  it("names every job kind, format and channel, without a key", async () => {
    const response = await checkedFetch("https://intake.test/kinds");
    expect(response.status).toBe(200);
    const table = (await response.json()) as PageTable;
    expect(Object.keys(table.jobs)).toEqual(
      expect.arrayContaining(["transactions", "account_balance", "balance_history", "match_or_insert", "match_or_hold", "attachment"]),
    );
    expect(table.jobs.account_balance).toMatchObject({ outcomes: { inserted: "set" }, amounts: "balance", removal: null });
    expect(table.jobs.transactions!.removal).toEqual({ takeovers: true });
    expect(table.formats).toMatchObject({ csv: "CSV", ofx: "OFX", qif: "QIF", camt: "CAMT", mt940: "MT940" });
    expect(table.channels).toMatchObject({ email: "Receipt", tap: "Tap", alert: "Card alert" });
    expect(table.sources).toMatchObject({
      simplefin: { title: "SimpleFIN" },
      priced_holding: { id: "priced" },
      schedule: { id: "schedule" },
    });
  });
});

describe("a delivery kind is its module and one line in the kinds' table", () => {
  it("is delivered by its descriptor, refused removal as it says, and named by the pages from GET /kinds", async () => {
    const { world, call } = await connectIntake();
    const connectionId = `c-${world.name}`;
    const items = ["a", "b"].map((id, i) => ({ row: i + 1, item: { date: "2026-10-01", amount: "1.00", external_id: `note:${id}` } }));
    const job = await outboxOf(env).enqueue(
      { connectionId, channel: "test", manualAccountId: SEED_ACCOUNTS.checking, kind: DUMMY_NOTE },
      items,
    );
    const report = await waitFor(async () => (await outboxOf(env).report(job.id))!, finished);
    expect(report).toMatchObject({ kind: "dummy_note", status: "done", counts: { inserted: 2 } });
    const removal = await call("POST", `/imports/${job.id}/remove`);
    expect(removal.status).toBe(409);
    const table = await pageTable();
    expect(table.jobs.dummy_note).toMatchObject({ outcomes: { inserted: "noted" }, removal: null });
    expect(jobTitle(report, table)).toBe("Dummy notes");
    expect(doneInWords(report, table)).toBe("2 notes noted");
    expect(stateInWords(report, table)).toBe("Done: 2 notes noted");
    expect(rowsInWords(report, table)).toBe("2 notes");
  });

  it("is noted, not sent, where its descriptor says a version cannot serve it (v1)", async () => {
    const world = await newWorld();
    const connectionId = `c-${world.name}`;
    await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: "v1" });
    const items = [{ row: 1, item: { date: "2026-10-01", amount: "1.00", external_id: "note:v1" } }];
    const job = await outboxOf(env).enqueue(
      { connectionId, channel: "test", manualAccountId: SEED_ACCOUNTS.checking, kind: DUMMY_NOTE },
      items,
    );
    const report = await waitFor(async () => (await outboxOf(env).report(job.id, { items: true }))!, finished);
    expect(report.items![0]).toMatchObject({ outcome: "invalid", reason: NOTE_NOT_ON_V1 });
  });
});

describe("a balance-source kind is its module and one line in the sources' table", () => {
  it("is made, checked and run by POST /balance-sources, and writes its balance", async () => {
    const { call, api } = await connectIntake();
    const refused = await call("POST", "/balance-sources", {
      kind: "fixed",
      manual_account_id: SEED_ACCOUNTS.checking,
      settings: { balance: "a lot" },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/settings: balance/);
    const unknown = await call("POST", "/balance-sources", { kind: "guess", manual_account_id: SEED_ACCOUNTS.checking, settings: {} });
    expect(unknown.status).toBe(400);
    const made = await call("POST", "/balance-sources", {
      kind: "fixed",
      manual_account_id: SEED_ACCOUNTS.checking,
      settings: { balance: "123.45" },
    });
    expect(made.status).toBe(201);
    expect(((await made.json()) as SourceView).last_run).toMatchObject({ outcome: "written", value: "123.45" });
    const account = await waitFor(
      () => api.manualAccount(SEED_ACCOUNTS.checking),
      (a) => Number(a.balance) === 123.45,
    );
    expect(Number(account.balance)).toBe(123.45);
  });

  it("has its form on the Balances page and in GET /kinds, drawn from its description as each real kind's is", async () => {
    const table = await pageTable();
    expect(Object.keys(table.sources)).toEqual(Object.keys(SOURCE_KINDS));
    expect(table.sources.fixed).toMatchObject({ title: "Fixed balance", fields: [{ type: "target" }, { field: "balance" }] });
    const page = await (await SELF.fetch("https://intake.test/balances")).text();
    for (const [kind, form] of Object.entries(table.sources)) {
      expect(page).toContain(`<form id="${form.id}-form" data-kind="${kind}">`);
      expect(page).toContain(`<select id="${form.id}-target" name="manual_account_id" class="account-select" required="">`);
      expect(page).toContain(form.source);
    }
    expect(page).toContain(`<input id="fixed-balance" data-field="balance" type="text" inputmode="decimal" required=""/>`);
    expect(page).toContain(`<label for="fixed-balance">Balance</label>`);
  });
});

describe("a bank format is its module and one line in the formats' table", () => {
  it("is recognised by its bytes, imported, and named by the pages from GET /kinds", async () => {
    const { upload, report } = await connectIntake();
    const file = "DUMMY\n2026-10-01;4.20;Dummy Bakery\n2026-10-02;1.00;Dummy Kiosk\n";
    const accepted = await upload(file, `?account=${SEED_ACCOUNTS.checking}`, "application/octet-stream");
    expect(accepted.status).toBe(202);
    const answer = (await accepted.json()) as { id: string; format: string };
    expect(answer.format).toBe("dummy");
    const done = await waitFor(() => report(`/imports/${answer.id}`), finished);
    expect(done).toMatchObject({ channel: "dummy", status: "done", counts: { inserted: 2 } });
    expect(jobTitle({ ...done, file_name: "notes.dummy" }, await pageTable())).toBe("Bank file (Dummy) · notes.dummy");
  });
});
