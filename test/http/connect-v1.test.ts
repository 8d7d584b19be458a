// /connect with a developer token for the legacy v1 interface: the connection speaks the version chosen on
// the page (v2 by default), identified by that version's GET /me, and stored on the connection's record.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectionKey, type StoredConnection } from "../../src/connections";
import { SESSION_COOKIE } from "../../src/connections/sessions";
import { ORIGIN, post, sessionOf } from "../support/browser";
import { newWorld, waitFor } from "../support/world";

/** An upload that names no account, through the browser's session: where it went, once delivered. */
async function uploadWithoutAccount(cookie: string) {
  const upload = await SELF.fetch(`${ORIGIN}/imports`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "text/csv" },
    body: `Date,Payee,Amount\n2026-10-01,Shop ${crypto.randomUUID().slice(0, 8)},-2.00\n`,
  });
  expect(upload.status).toBe(202);
  const { id, manual_account_id } = (await upload.json()) as { id: string; manual_account_id: number | null };
  await waitFor(
    async () => (await (await SELF.fetch(`${ORIGIN}/imports/${id}`, { headers: { Cookie: cookie } })).json()) as { status: string },
    (r) => r.status === "done",
  );
  return manual_account_id;
}

describe("a developer token may connect through v1 or v2, and the connection keeps the choice", () => {
  it("offers the choice on the page, v2 checked", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/connect`)).text();
    expect(html).toMatch(/<input type="radio" name="api_version" value="v2" checked/);
    expect(html).toMatch(/<input type="radio" name="api_version" value="v1"/);
  });

  it("connects through v1 (its GET /me names the budget), stores it, and delivers through it; connecting with v2 again switches back", async () => {
    const world = await newWorld();
    const response = await post("/connect/token", { token: world.token, api_version: "v1" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Connected to .+ as sandbox@example\.invalid/);
    expect(html).toContain("Through the service&#39;s older interface (v1).");
    const cookie = sessionOf(response);
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as {
      connections: { id: string }[];
    };
    const connectionId = session.connections[0]!.id;
    const record = await env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json");
    expect(record).toMatchObject({ api_version: "v1", identity: { email: "sandbox@example.invalid" } });
    expect(html).toContain("which cannot update a transaction: receipts are inserted as they come");
    // v1 cannot tell the default account: the upload goes to cash.
    expect(await uploadWithoutAccount(cookie)).toBeNull();

    const again = await post("/connect/token", { token: world.token, api_version: "v2" }, cookie);
    expect(again.status).toBe(200);
    expect((await env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json"))?.api_version).toBe("v2");
    expect(await again.text()).not.toContain("older interface (v1)");
    // v2 tells it: the user's default manual account.
    expect(await uploadWithoutAccount(cookie)).toBeTypeOf("number");
  });

  it("refuses an interface that does not exist, storing nothing", async () => {
    const world = await newWorld();
    const response = await post("/connect/token", { token: world.token, api_version: "v3" });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
  });
});

describe("on v1 the page says why transfers between the person's accounts are neither paired nor categorized", () => {
  it("names the missing groups and the missing update", async () => {
    const world = await newWorld();
    const html = await (await post("/connect/token", { token: world.token, api_version: "v1" })).text();
    expect(html).toContain("transfers are neither paired nor given this category (its specification shows no update of a transaction)");
  });
});
