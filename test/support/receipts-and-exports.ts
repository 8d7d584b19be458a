// Receipts by mail and the bank's exports by upload, end to end in the sandbox, for one connection: what one payment,
// one transaction is tested through (test/outbox/reconcile.test.ts, the kinds' tests of match mode and inserts).
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { listReceipts } from "../../src/mail/inbox";
import type { MatchMode } from "../../src/mail/mailbox";
import { FullBudgetApi } from "./full-budget-api";
import { connected, deliver, forward, RECEIPT } from "./mail";
import { tunableOutbox } from "./outboxes";
import { waitFor } from "./world";

export const CHECKING = 101;

/** The card's export a few days after the purchase: the receipt's payment is "CORNER BOOKS 0042" on 5 Oct. */
export const EXPORT = [
  "Date,Description,Amount",
  "2026-10-02,Corner Coffee,-3.50",
  "2026-10-05,CORNER BOOKS 0042 SEATTLE,-25.98",
  "2026-10-06,Grocer,-45.20",
].join("\n");

/** A connection whose mailbox is set as `mailbox` says (match mode off unless said), with its ways in and its reports. */
export async function receiptsAndExports(
  mailbox: { matchMode?: MatchMode; accountId?: number | null; attachReceipts?: boolean; version?: "v1" } = {},
) {
  const { version, ...settings } = mailbox;
  const setup = await connected({ matchMode: "off", attachReceipts: false, ...settings });
  if (version) await saveConnection(env, setup.connectionId, setup.world.token, `key-${setup.world.name}`, { apiVersion: version });
  const auth = { Authorization: `Bearer key-${setup.world.name}` };
  const report = async (id: string) =>
    (await (await SELF.fetch(`https://intake.test/imports/${id}?items=true`, { headers: auth })).json()) as JobReport;
  const settled = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  const receive = async (original = RECEIPT) => {
    await deliver(forward({ to: setup.address, original }), setup.address);
    const entries = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 1 })).receipts;
    return settled(entries[0]!.job_id!);
  };
  const send = (query: string, body = EXPORT, type = "text/csv") =>
    // currency_confirmed: some of these exports are a German bank's, in EUR, and the seed's account is in USD.
    SELF.fetch(`https://intake.test/imports?account=${CHECKING}&currency_confirmed=true${query}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": type },
      body,
    });
  /** An upload handed over: its job's id, before it is delivered. */
  const start = async (body = EXPORT, type?: string) => {
    const response = await send("", body, type);
    expect(response.status).toBe(202);
    return ((await response.json()) as { id: string }).id;
  };
  const upload = async (body = EXPORT, type?: string) => {
    const response = await send("", body, type);
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const preview = async (body = EXPORT) => (await (await send("&dry_run=true", body)).json()) as Preview;
  const remove = (id: string) => SELF.fetch(`https://intake.test/imports/${id}/remove`, { method: "POST", headers: auth });
  /** The import's report once nothing of it is left to send or to remove. */
  const removed = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued",
    );
  /** "Remove this import", then its report once it is done. */
  const removal = async (id: string) => {
    expect((await remove(id)).status).toBe(202);
    return removed(id);
  };
  /** A job handed to the Outbox directly, once nothing of it is left to send or to remove. */
  const done = (id: string) =>
    waitFor(
      async () => (await tunableOutbox().report(id, { items: true }))!,
      (r) => r.counts.pending + r.counts.removing === 0,
    );
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: setup.world.token });
  /** The sandbox's transactions of 25.98: the receipt's payment. */
  const payment = async () => (await setup.world.transactions()).filter((t) => Number(t.amount) === 25.98);
  return { ...setup, report, receive, start, upload, preview, remove, removal, removed, settled, done, api, payment, send };
}

export interface Preview {
  matches_in_budget: { count: number; receipt: number; ambiguous: number };
  items: { row: number; item: { payee: string }; matches?: { kind: string; says: string; transaction_id?: number } }[];
}

/** The export's row of the purchase, by the bank's own text (under the person's payee when the budget taught one). */
export const bankRow = (report: JobReport) =>
  report.items!.find((i) => (i.learned?.descriptor ?? i.payee) === "CORNER BOOKS 0042 SEATTLE")!;

/** Corner Books' mail stating a total and nothing else: no items, no tax, no payment line, a subject without it. */
export const unconfirmedTotal = (total: string) =>
  RECEIPT.replace(/Thank you[\s\S]*$/, `Thank you for your order #CB-1042.\nOrder total: $${total}\n`);
