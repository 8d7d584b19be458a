// GET /receipts and GET/PUT /receipts/mailbox: the inbox and the receipt settings over the API, and the
// the local walk-through of docs/guides/mail.md (docs/examples/receipt.eml) end to end.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import sample from "../../docs/examples/receipt.eml?raw";
import { saveConnection } from "../../src/connections";
import { noteAlertSender } from "../../src/mail/alert-senders";
import { recordReceipt } from "../../src/mail/inbox";
import { deliver } from "../support/mail";
import { newWorld, waitFor } from "../support/world";

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, apiKey);
  const call = (path: string, init: RequestInit = {}) =>
    checkedFetch(`https://intake.test${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", ...init.headers },
    });
  return { world, connectionId, call };
}

describe("the receipt settings are readable and settable with the API key", () => {
  it("shows the address at the deployment's mail domain and saves senders, account and match mode", async () => {
    const { call } = await connect();
    const first = (await (await call("/receipts/mailbox")).json()) as { address: string };
    // As it comes: a receipt enriches the bank's transaction already there, else is inserted at once.
    expect(first).toMatchObject({ senders: [], account_id: null, match_mode: "match_or_insert", attach_receipts: true });
    expect(first.address).toMatch(/^r-[a-z0-9]+@intake\.localhost$/);
    const saved = await call("/receipts/mailbox", {
      method: "PUT",
      body: JSON.stringify({ senders: ["Pat@Example.org"], account_id: 102, match_mode: "match_or_hold", attach_receipts: false }),
    });
    expect(await saved.json()).toEqual({
      address: first.address,
      senders: ["pat@example.org"],
      account_id: 102,
      match_mode: "match_or_hold",
      attach_receipts: false,
      time_zone: null,
    });
  });

  it("saves the person's time zone, and null guesses it from the budget again", async () => {
    const { call } = await connect();
    const set = await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ time_zone: "America/Denver" }) });
    expect(await set.json()).toMatchObject({ time_zone: "America/Denver" });
    const cleared = await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ time_zone: null }) });
    expect(await cleared.json()).toMatchObject({ time_zone: null });
  });

  it.each([
    ["a sender that is not an address", { senders: ["not an address"] }],
    ["an unknown field", { alias: "r-mine" }],
    ["an unknown match mode", { match_mode: "always" }],
    ["attach_receipts that is not a boolean", { attach_receipts: "yes" }],
    ["a time zone the runtime does not know", { time_zone: "Mars/Olympus_Mons" }],
  ])("answers 400 for %s", async (_name, body) => {
    const { call } = await connect();
    const response = await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify(body) });
    expect(response.status).toBe(400);
  });

  it("answers 404 for an account the budget does not have", async () => {
    const { call } = await connect();
    const response = await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ account_id: 999 }) });
    expect(response.status).toBe(404);
  });

  it("needs the connection's key", async () => {
    expect((await SELF.fetch("https://intake.test/receipts/mailbox")).status).toBe(401);
  });
});

describe("the sample receipt of docs/guides/mail.md lands as one transaction and the inbox says so", () => {
  it("reads Corner Books, 25.98 USD, 2026-10-03 and reports the transaction id", async () => {
    const { world, call } = await connect();
    const { address } = (await (
      await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ senders: ["pat@example.org"], account_id: 101 }) })
    ).json()) as { address: string };
    await deliver(sample, address);
    const [entry] = (
      await waitFor(
        async () => (await (await call("/receipts")).json()) as { receipts: Record<string, unknown>[] },
        (page) => page.receipts[0]?.delivery === "inserted",
      )
    ).receipts;
    expect(entry).toMatchObject({
      verdict: "queued",
      fields: { merchant: "Corner Books", total: "25.98", currency: "usd", date: "2026-10-03", orderNumber: "CB-1042" },
    });
    const landed = await world.transactions();
    expect(landed.map((t) => [t.id, t.payee, t.amount, t.date, t.manual_account_id])).toEqual([
      [entry!.transaction_id, "Corner Books", "25.9800", "2026-10-03", 101],
    ]);
  });
});

describe("GET /receipts names the addresses alerts came from on its first page", () => {
  it("lists them with their issuer, count and days, and leaves them off the pages after", async () => {
    const { connectionId, call } = await connect();
    const empty = (await (await call("/receipts")).json()) as { alert_senders: unknown[] };
    expect(empty.alert_senders).toEqual([]);
    await noteAlertSender(env.CONNECTIONS, connectionId, {
      address: "alerts@monzo.com",
      issuer: "Monzo",
      at: new Date("2026-10-01T08:00:00Z"),
    });
    for (const subject of ["one", "two"]) {
      await recordReceipt(env.CONNECTIONS, connectionId, {
        received_at: "2026-10-01T08:00:00Z",
        from: null,
        subject,
        verdict: "unverified",
      });
    }
    const first = (await (await call("/receipts?limit=1")).json()) as { alert_senders: unknown[]; cursor: string };
    expect(first.alert_senders).toEqual([
      {
        address: "alerts@monzo.com",
        issuer: "Monzo",
        count: 1,
        first_seen: "2026-10-01T08:00:00.000Z",
        last_seen: "2026-10-01T08:00:00.000Z",
      },
    ]);
    const next = (await (await call(`/receipts?limit=1&cursor=${encodeURIComponent(first.cursor)}`)).json()) as Record<string, unknown>;
    expect(next).not.toHaveProperty("alert_senders");
  });
});
