// /connect with a developer access token: who it belongs to is asked of the service, only listed people
// connect, the browser gets a session cookie, API keys are made and revoked, and a disconnect forgets it all.
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectionKey } from "../../src/connections";
import { connect } from "../../src/connections/connect";
import { displayFormatsKey } from "../../src/connections/display-formats";
import { app } from "../../src/http/app";
import { SESSION_COOKIE } from "../../src/connections/sessions";
import { connectionOfAlias, mailboxOf } from "../../src/mail/mailbox";
import { tapSettingsOf } from "../../src/taps/settings";
import { transferSettingsOf } from "../../src/outbox/transfer-settings";
import { outboxOf } from "../../src/storage";
import { FullBudgetApi } from "../support/full-budget-api";
import { ORIGIN, post, sessionOf } from "../support/browser";
import { newWorld, waitFor } from "../support/world";

async function connectWithToken() {
  const world = await newWorld();
  const response = await post("/connect/token", { token: world.token });
  return { world, response, cookie: sessionOf(response), html: await response.text() };
}

describe("pasting a developer token connects the budget it opens", () => {
  it("asks GET /me whose budget it is, names it on the page, and keeps the token only sealed", async () => {
    const { world, response, html } = await connectWithToken();
    expect(response.status).toBe(200);
    expect(html).toMatch(/Connected to .+ as sandbox@example\.invalid/);
    const keys = (await env.CONNECTIONS.list({ prefix: "connection:" })).keys.map((k) => k.name);
    const records = await Promise.all(keys.map((k) => env.CONNECTIONS.get(k)));
    expect(records.some((r) => r?.includes(world.token))).toBe(false);
  });

  it("sets an HttpOnly, Secure, SameSite=Lax host cookie that the pages' API calls are authorized by", async () => {
    const { response, cookie } = await connectWithToken();
    const set = response.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE)) ?? "";
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Secure/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    const upload = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "text/csv" },
      body: "Date,Payee,Amount\n2026-10-01,Cookie Shop,-2.00\n",
    });
    expect(upload.status).toBe(202);
    const { id } = (await upload.json()) as { id: string };
    const report = await waitFor(
      async () => (await (await SELF.fetch(`${ORIGIN}/imports/${id}`, { headers: { Cookie: cookie } })).json()) as { status: string },
      (r) => r.status === "done",
    );
    expect(report.status).toBe("done");
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connections: unknown[] };
    expect(session.connections).toHaveLength(1);
  });

  it("connecting the same budget again updates the one connection", async () => {
    const world = await newWorld();
    const first = sessionOf(await post("/connect/token", { token: world.token }));
    const { token } = await world.admin<{ token: string }>("POST", "/tokens", {});
    const again = await post("/connect/token", { token }, first);
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: sessionOf(again) || first } })).json()) as {
      connections: unknown[];
    };
    expect(session.connections).toHaveLength(1);
  });
});

describe("the connection page groups a budget's settings and lists the groups at its top", () => {
  it("has a linked group each for keys, receipts, taps, transfers and disconnecting", async () => {
    const { html } = await connectWithToken();
    const links = [...html.matchAll(/<nav class="groups"[^]*?<\/nav>/g)].flatMap((nav) =>
      [...nav[0].matchAll(/href="#([a-z]+)-[^"]+"/g)].map((m) => m[1]),
    );
    expect(links).toEqual(["keys", "receipts", "taps", "transfers", "disconnect"]);
    for (const slug of links) expect(html).toMatch(new RegExp(`<section class="group" id="${slug}-[^"]+"`));
    // The disconnect button sits in its own group, after every setting.
    expect(html.indexOf('id="disconnect-')).toBeGreaterThan(html.indexOf('id="transfers-'));
    expect(html.slice(html.indexOf('id="disconnect-'))).toContain("Disconnect this budget");
  });

  it("labels the token field itself, and speaks of the service's interfaces in a person's words", async () => {
    const { html } = await connectWithToken();
    expect(html).toMatch(/<label for="token">Developer access token<\/label>\s*<div class="row">\s*<input id="token"/);
    expect(html).not.toMatch(/v2\/v1 interface|legacy v1 interface|INTAKE_API_KEY/);
  });
});

describe("a token the service refuses connects nothing, and the page says the service refused it", () => {
  it("answers 400 with no cookie, in words that name the refusal", async () => {
    const response = await post("/connect/token", { token: "sbx.nobody.0000" });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
    const html = await response.text();
    expect(html).toContain("The budgeting service refused this token (401). Check that you copied all of it");
    expect(html).toMatch(/nothing was stored/i);
    expect(html).not.toContain("did not confirm whose budget");
  });
});

describe("a deployment is private: only the people it lists connect", () => {
  it("refuses someone not on ALLOWED_EMAILS and stores nothing", async () => {
    const world = await newWorld();
    const me = (await (await fetch(`${env.BUDGET_API_URL}/me`, { headers: { Authorization: `Bearer ${world.token}` } })).json()) as {
      id: number;
      account_id: number;
    };
    // Sandbox worlds share one user and budget id: what is stored under it must not change.
    const before = await env.CONNECTIONS.get(connectionKey(`u${me.id}-b${me.account_id}`));
    const outcome = await connect({ ...env, ALLOWED_EMAILS: "owner@example.invalid" }, "developer_token", { access_token: world.token });
    expect(outcome).toMatchObject({ ok: false, reason: { status: 403 } });
    expect(outcome.ok ? "" : outcome.reason.message).toMatch(/sandbox@example\.invalid is not on the list/);
    expect(await env.CONNECTIONS.get(connectionKey(`u${me.id}-b${me.account_id}`))).toBe(before);
  });

  it("lets anyone in only when the list says *", async () => {
    const world = await newWorld();
    expect((await connect({ ...env, ALLOWED_EMAILS: "*" }, "developer_token", { access_token: world.token })).ok).toBe(true);
    expect((await connect({ ...env, ALLOWED_EMAILS: "" }, "developer_token", { access_token: world.token })).ok).toBe(false);
  });
});

describe("API keys are made on the connection page, shown once, and revoked there", () => {
  it("makes a key that works as a bearer key, then revokes it", async () => {
    const { cookie } = await connectWithToken();
    const made = await post("/connect/keys", { connection: await connectionIdOf(cookie), label: "nightly script" }, cookie);
    // Post/redirect/get: the new key is on the page the redirect leads to, once.
    expect(made.redirected).toBe(true);
    const key = /value="(intake_[\w-]+)"/.exec(await made.text())?.[1];
    expect(key).toBeDefined();
    expect((await SELF.fetch(`${ORIGIN}/imports`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("nightly script");
    expect(page).not.toContain(key!);
    const id = /name="key" value="([0-9a-f]{12})"/.exec(page)?.[1];
    expect((await post("/connect/keys/revoke", { connection: await connectionIdOf(cookie), key: id! }, cookie)).status).toBe(200);
    expect((await SELF.fetch(`${ORIGIN}/imports`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);
  });

  it("says the day each key was made as the budget writes days, else in the reader's locale (Accept-Language)", async () => {
    const { world, cookie } = await connectWithToken();
    await post("/connect/keys", { connection: await connectionIdOf(cookie), label: "dated" }, cookie);
    const today = new Date().toISOString().slice(0, 10);
    const pageIn = async (language: string) =>
      (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie, "Accept-Language": language } })).text();
    // The sandbox's budget writes "MMM D, YYYY" in en-US, whatever the reader's language.
    const budgets = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`));
    expect(await pageIn("de-DE,de;q=0.9,en;q=0.5")).toContain(`<strong>dated</strong> · made ${budgets} ·`);
    // The service does not answer: the reader's own locale.
    await world.admin("PUT", "/faults", { p500: 1 });
    await env.CONNECTIONS.delete(displayFormatsKey(await connectionIdOf(cookie)));
    const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`));
    expect(await pageIn("de-DE,de;q=0.9,en;q=0.5")).toContain(`<strong>dated</strong> · made ${german} ·`);
    await env.CONNECTIONS.delete(displayFormatsKey(await connectionIdOf(cookie)));
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`));
    expect(await pageIn("xx-invalid-, en-GB;q=0.8")).toContain(`<strong>dated</strong> · made ${british} ·`);
    expect(await pageIn("de-DE")).not.toContain(`made ${today}`);
    await world.admin("PUT", "/faults", { p500: 0 });
  });

  it("answers 404 to an empty or partial key id, and every key keeps working", async () => {
    const { cookie } = await connectWithToken();
    const connection = await connectionIdOf(cookie);
    const made = await post("/connect/keys", { connection, label: "kept" }, cookie);
    const key = /value="(intake_[\w-]+)"/.exec(await made.text())?.[1];
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text();
    const id = /name="key" value="([0-9a-f]{12})"/.exec(page)![1]!;
    for (const partial of ["", id.slice(0, 1), id.slice(0, 6)]) {
      expect((await post("/connect/keys/revoke", { connection, key: partial }, cookie)).status).toBe(404);
    }
    expect((await SELF.fetch(`${ORIGIN}/imports`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
  });

  it("refuses to make a key for a connection the browser's session does not hold", async () => {
    const { cookie } = await connectWithToken();
    expect((await post("/connect/keys", { connection: "u1-b999", label: "x" }, cookie)).status).toBe(403);
    expect((await post("/connect/keys", { connection: "u1-b999", label: "x" })).status).toBe(403);
  });
});

describe("the deployment's own key is listed on its connection, by name only", () => {
  /** As the page writes it: the apostrophe escaped. */
  const DEPLOYMENT_KEY = "The deployment&#39;s key";
  /** The deployment's budget connected at /connect (its token opens the sandbox's `default` world): `default`'s page. */
  const deploymentPage = async (environment: Env = env) => {
    const cookie = sessionOf(await post("/connect/token", { token: env.BUDGET_API_TOKEN }));
    return (await app.request("/connect", { headers: { Cookie: cookie } }, environment)).text();
  };

  it("says where it is changed, in a person's words, with no revoke button, and never shows its value", async () => {
    const page = await deploymentPage();
    expect(page).toContain(`<strong>${DEPLOYMENT_KEY}</strong> (set where Intake is deployed): change or remove it there.`);
    expect(page).not.toContain("INTAKE_API_KEY");
    expect(page).not.toContain("No keys yet.");
    expect(page).not.toContain(env.INTAKE_API_KEY);
    expect(page).not.toMatch(/Revoke the key The deployment/);
    expect(page.match(/<li class="deployment-key">.*?<\/li>/)?.[0]).not.toMatch(/<form|<button/);
  });

  it("is absent when the deployment sets no key", async () => {
    const page = await deploymentPage({ ...env, INTAKE_API_KEY: "" });
    expect(page).not.toContain(DEPLOYMENT_KEY);
    expect(page).toContain("No keys yet.");
  });

  it("is absent from a budget that is not the deployment's", async () => {
    const { html } = await connectWithToken();
    expect(html).not.toContain(DEPLOYMENT_KEY);
  });
});

describe("a form posted from another site is refused", () => {
  it("answers 403 to a cross-origin form", async () => {
    const response = await SELF.fetch(`${ORIGIN}/connect/token`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=x",
    });
    expect(response.status).toBe(403);
  });
});

describe("disconnecting forgets the tokens and keys, and the session", () => {
  it("deletes the record, and the cookie no longer authorizes", async () => {
    const { cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    expect((await post("/connect/disconnect", { connection: id }, cookie)).status).toBe(200);
    expect(await env.CONNECTIONS.get(connectionKey(id))).toBeNull();
    expect((await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("drops the budget's history the Outbox kept for the connection's imports", async () => {
    const { cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const outbox = outboxOf(env);
    expect(await outbox.budgetHistory(id, "2026-01-01", "2026-11-30", 2)).toMatchObject({ ok: true });
    const kept = () =>
      runInDurableObject(outbox, (_instance, state) => ({
        reads: state.storage.sql.exec(`SELECT COUNT(*) AS n FROM history_reads WHERE connection_id = ?`, id).one().n,
        rows: state.storage.sql.exec(`SELECT COUNT(*) AS n FROM history_rows WHERE connection_id = ?`, id).one().n,
      }));
    expect((await kept()).reads).toBe(1);
    expect((await post("/connect/disconnect", { connection: id }, cookie)).status).toBe(200);
    expect(await kept()).toEqual({ reads: 0, rows: 0 });
  });
});

async function connectionIdOf(cookie: string): Promise<string> {
  const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
  return session.connection_id;
}

describe("each connection has a receipt address, senders it accepts and an account receipts go to", () => {
  it("shows a random address, saves the senders and the account, and rotates the address", async () => {
    const { cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text();
    const address = /(r-[a-z0-9]+)@intake\.localhost/.exec(page)?.[1];
    expect(address).toBeDefined();
    expect(await connectionOfAlias(env.CONNECTIONS, address!)).toBe(id);

    const saved = await post(
      "/connect/mailbox",
      { connection: id, senders: "Me@Example.org\nme@work.example", account: "101", match: "off" },
      cookie,
    );
    expect(saved.status).toBe(200);
    expect(await mailboxOf(env.CONNECTIONS, id)).toMatchObject({ allowedSenders: ["me@example.org", "me@work.example"], accountId: 101 });
    expect((await post("/connect/mailbox", { connection: id, senders: "not an address" }, cookie)).status).toBe(400);

    expect((await post("/connect/mailbox/rotate", { connection: id }, cookie)).status).toBe(200);
    expect(await connectionOfAlias(env.CONNECTIONS, address!)).toBeNull();
    expect((await mailboxOf(env.CONNECTIONS, id)).alias).not.toBe(address);
  });

  it("attaches receipts to their transactions by default, and the checkbox turns it off and on", async () => {
    const { cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    /** The checkbox's tag on the page (null when there is none), and whether it is ticked. */
    const checkbox = async () => {
      const tag = /<input[^>]*name="attach"[^>]*>/.exec(
        await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text(),
      )?.[0];
      return tag === undefined ? null : / checked/.test(tag);
    };
    // A mailbox made afresh attaches (the connection of this budget may carry an earlier test's settings).
    expect((await mailboxOf(env.CONNECTIONS, `fresh-${crypto.randomUUID()}`)).attachReceipts).toBe(true);
    await post("/connect/mailbox", { connection: id, senders: "me@example.org", account: "cash", match: "off", attach: "on" }, cookie);
    expect((await mailboxOf(env.CONNECTIONS, id)).attachReceipts).toBe(true);
    expect(await checkbox()).toBe(true);
    // An unticked checkbox is not sent.
    await post("/connect/mailbox", { connection: id, senders: "me@example.org", account: "cash", match: "off" }, cookie);
    expect((await mailboxOf(env.CONNECTIONS, id)).attachReceipts).toBe(false);
    expect(await checkbox()).toBe(false);
  });
});

describe("the connection page sets up taps from the person's phone", () => {
  it("shows where a phone posts taps and how, saves which account each card goes to, and tests without inserting", async () => {
    const { world, cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Taps from your phone");
    expect(page).toContain(`${ORIGIN}/taps`);
    expect(page).toContain("Set up an iOS Shortcut");
    expect(page).toContain("Set up an Android automation");

    const saved = await post("/connect/taps", { connection: id, account: "cash", "card-0": "Visa 4242", "card-account-0": "102" }, cookie);
    expect(saved.status).toBe(200);
    expect(await tapSettingsOf(env.CONNECTIONS, id)).toEqual({ accountId: null, cards: [{ card: "Visa 4242", accountId: 102 }] });
    expect(await saved.text()).toMatch(/value="Visa 4242"/);

    const tested = await (await post("/connect/taps/test", { connection: id }, cookie)).text();
    expect(tested).toMatch(/A tap of 1\.00 on Visa 4242 goes to Sandbox Bank Credit Card: Intake is ready for your phone/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("the connection page chooses the category of a transfer between the person's accounts", () => {
  it("lists the budget's categories, saves the one picked (or none), and shows it chosen", async () => {
    const { world, cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const picked = await api.createCategory({ name: "Card payments" });
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Transfers between your accounts");
    expect(page).toMatch(/<option value="auto" selected="">choose for me/);
    expect(page).toContain(`<option value="${picked.id}">Card payments</option>`);

    const saved = await post("/connect/transfers", { connection: id, category: String(picked.id) }, cookie);
    expect(saved.status).toBe(200);
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toMatchObject({ category: picked.id });
    expect(await saved.text()).toContain(`<option value="${picked.id}" selected="">Card payments</option>`);
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toMatchObject({ oneSide: false });
    await post("/connect/transfers", { connection: id, category: "none", one_side: "on" }, cookie);
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toEqual({ category: "none", oneSide: true });
    expect((await post("/connect/transfers", { connection: id, category: "groceries" }, cookie)).status).toBe(400);
  });

  it("refuses a category the budget does not have, and keeps what was saved", async () => {
    const { world, cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const picked = await api.createCategory({ name: "Moves" });
    await post("/connect/transfers", { connection: id, category: String(picked.id) }, cookie);
    const refused = await post("/connect/transfers", { connection: id, category: String(picked.id + 99_999) }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/This budget has no category \d+: choose a category for transfers from the list/);
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toMatchObject({ category: picked.id });
  });
});

describe("the connection page maps each card to one account", () => {
  it("refuses one card listed for two accounts, by its name or its digits; one card for one account twice is kept", async () => {
    const { cookie } = await connectWithToken();
    const id = await connectionIdOf(cookie);
    const form = (a: string, b: string, accountB: string) =>
      post(
        "/connect/taps",
        { connection: id, account: "cash", "card-0": a, "card-account-0": "102", "card-1": b, "card-account-1": accountB },
        cookie,
      );
    for (const [a, b] of [
      ["Visa 4242", "visa  4242"],
      ["Visa 4242", "•••• 4242"],
    ] as const) {
      const refused = await form(a, b, "101");
      expect(refused.status, `${a} / ${b}`).toBe(400);
      expect(await refused.text()).toMatch(/listed for two accounts/);
    }
    expect(await tapSettingsOf(env.CONNECTIONS, id)).toEqual({ accountId: null, cards: [] });
    expect((await form("Visa 4242", "Visa 1881", "101")).status).toBe(200);
    expect((await form("Visa 4242", "Debit ••4242", "102")).status).toBe(200);
  });
});
