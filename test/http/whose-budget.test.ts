// Whose budget: one budget is one connection however it was connected (the deployment's key, a pasted
// token, OAuth); every answer about a connection names its budget; a browser holding several budgets
// switches between them; the connect forms redirect after success.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONNECTION } from "../../src/connections";
import { ORIGIN, post, postOnly, sessionOf } from "../support/browser";
import { newWorld, type World } from "../support/world";

const KEY = { Authorization: `Bearer ${env.INTAKE_API_KEY}` };
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type Session = { connection_id: string; budget: { name: string }; via: string; connections: { id: string; budget_name: string }[] };
const sessionAs = (headers: Record<string, string>) => json<Session>(SELF.fetch(`${ORIGIN}/session`, { headers }));

/** A world whose budget has a name of its own (every fresh world starts as "Sandbox Budget"). */
async function namedWorld(name: string): Promise<World & { budgetName: string }> {
  const world = await newWorld();
  const budgetName = `${name} ${crypto.randomUUID().slice(0, 6)}`;
  const renamed = await fetch(`${env.BUDGET_API_URL}/me/account/settings`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ display_name: budgetName }),
  });
  expect(renamed.status).toBe(200);
  return { ...world, budgetName };
}

describe("the deployment's own budget connected at /connect is the deployment's connection", () => {
  it("joins `default`: the pages and the API key see one history and one receipt address", async () => {
    // The deployment's token (BUDGET_API_TOKEN) opens the sandbox's `default` world; pasting it is connecting that budget.
    const cookie = sessionOf(await post("/connect/token", { token: env.BUDGET_API_TOKEN }));
    const session = await sessionAs({ Cookie: cookie });
    expect(session.connection_id).toBe(DEFAULT_CONNECTION);
    expect(session.connections).toHaveLength(1);

    const upload = await SELF.fetch(`${ORIGIN}/imports?dry_run=false`, {
      method: "POST",
      headers: { ...KEY, "Content-Type": "text/csv" },
      body: `Date,Payee,Amount\n2026-10-02,One Budget Shop ${crypto.randomUUID().slice(0, 6)},-3.00\n`,
    });
    expect(upload.status).toBe(202);
    const { id } = await json<{ id: string }>(upload);
    const history = await json<{ imports: { id: string }[] }>(SELF.fetch(`${ORIGIN}/imports?limit=100`, { headers: { Cookie: cookie } }));
    expect(history.imports.map((j) => j.id)).toContain(id);

    const viaKey = await json<{ address: string }>(SELF.fetch(`${ORIGIN}/receipts/mailbox`, { headers: KEY }));
    const viaPage = await json<{ address: string }>(SELF.fetch(`${ORIGIN}/receipts/mailbox`, { headers: { Cookie: cookie } }));
    expect(viaPage.address).toBe(viaKey.address);
  });

  it("keeps another budget a connection of its own", async () => {
    const world = await namedWorld("Other");
    const session = await sessionAs({ Cookie: sessionOf(await post("/connect/token", { token: world.token })) });
    expect(session.connection_id).not.toBe(DEFAULT_CONNECTION);
    expect(session.budget.name).toBe(world.budgetName);
  });
});

describe("every answer about a connection names its budget", () => {
  it.each([
    ["GET /accounts", "/accounts"],
    ["GET /imports", "/imports"],
    ["GET /balance-sources", "/balance-sources"],
    ["GET /receipts", "/receipts"],
    ["GET /receipts/mailbox", "/receipts/mailbox"],
    ["GET /session", "/session"],
  ])("%s, for an API key", async (_, path) => {
    const answer = await json<{ budget: { name: string; connection_id: string } }>(SELF.fetch(`${ORIGIN}${path}`, { headers: KEY }));
    expect(answer.budget).toMatchObject({ connection_id: DEFAULT_CONNECTION, name: "Sandbox Budget" });
  });

  it("an upload's answer, its dry run and its report, for a browser session", async () => {
    const world = await namedWorld("Reports");
    const cookie = sessionOf(await post("/connect/token", { token: world.token }));
    const headers = { Cookie: cookie, Origin: ORIGIN, "Content-Type": "text/csv" };
    const body = "Date,Payee,Amount\n2026-10-03,Named Shop,-4.00\n";
    const dry = await json<{ budget: { name: string } }>(SELF.fetch(`${ORIGIN}/imports?dry_run=true`, { method: "POST", headers, body }));
    expect(dry.budget.name).toBe(world.budgetName);
    const made = await json<{ id: string; budget: { name: string } }>(SELF.fetch(`${ORIGIN}/imports`, { method: "POST", headers, body }));
    expect(made.budget.name).toBe(world.budgetName);
    const report = await json<{ budget: { name: string } }>(SELF.fetch(`${ORIGIN}/imports/${made.id}`, { headers: { Cookie: cookie } }));
    expect(report.budget.name).toBe(world.budgetName);
  });
});

describe("a browser that connected several budgets switches between them", () => {
  async function twoBudgets() {
    const [alpha, beta] = [await namedWorld("Alpha"), await namedWorld("Beta")];
    const first = sessionOf(await post("/connect/token", { token: alpha.token }));
    const cookie = sessionOf(await post("/connect/token", { token: beta.token }, first)) || first;
    return { alpha, beta, cookie };
  }

  it("acts for the budget connected last, lists both, and switches for every page", async () => {
    const { alpha, beta, cookie } = await twoBudgets();
    const before = await sessionAs({ Cookie: cookie });
    expect(before.budget.name).toBe(beta.budgetName);
    expect(before.connections.map((c) => c.budget_name).sort()).toEqual([alpha.budgetName, beta.budgetName].sort());
    const alphaId = before.connections.find((c) => c.budget_name === alpha.budgetName)!.id;

    const switched = await SELF.fetch(`${ORIGIN}/session/current`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ connection_id: alphaId }),
    });
    expect(switched.status).toBe(200);
    expect((await sessionAs({ Cookie: cookie })).budget.name).toBe(alpha.budgetName);
    const accounts = await json<{ budget: { name: string } }>(SELF.fetch(`${ORIGIN}/accounts`, { headers: { Cookie: cookie } }));
    expect(accounts.budget.name).toBe(alpha.budgetName);
  });

  it("refuses a budget the browser did not connect, a switch with an API key, and a switch from another site", async () => {
    const { cookie } = await twoBudgets();
    const to = (headers: Record<string, string>, connection_id: string) =>
      SELF.fetch(`${ORIGIN}/session/current`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ connection_id }),
      });
    expect((await to({ Cookie: cookie, Origin: ORIGIN }, DEFAULT_CONNECTION)).status).toBe(404);
    expect((await to(KEY, DEFAULT_CONNECTION)).status).toBe(400);
    const current = (await sessionAs({ Cookie: cookie })).connection_id;
    const other = (await sessionAs({ Cookie: cookie })).connections.find((c) => c.id !== current)!.id;
    expect((await to({ Cookie: cookie, Origin: "https://evil.example" }, other)).status).toBe(403);
    expect((await sessionAs({ Cookie: cookie })).connection_id).toBe(current);
  });
});

describe("the connect forms redirect after success (post/redirect/get)", () => {
  const NOTICE = "__Host-intake_notice";
  const noticeOf = (response: Response) => (response.headers.getSetCookie().find((c) => c.startsWith(`${NOTICE}=`)) ?? "").split(";")[0]!;

  it("a pasted token: 303 to /connect, the news shown once, and a reload repeats nothing", async () => {
    const world = await namedWorld("Redirect");
    const posted = await postOnly("/connect/token", { token: world.token });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/connect");
    const cookies = `${sessionOf(posted)}; ${noticeOf(posted)}`;
    const page = await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: cookies } });
    expect(await page.text()).toContain(`Connected to ${world.budgetName}`);
    // The page clears the news; the browser's next load of /connect no longer shows it.
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${NOTICE}=;`))).toBe(true);
    const reload = await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: sessionOf(posted) } });
    expect(await reload.text()).not.toContain("Connected to");
  });

  it("a new API key rides to the page sealed: never in the URL or the cookie in clear", async () => {
    const world = await newWorld();
    const cookie = sessionOf(await post("/connect/token", { token: world.token }));
    const { connection_id } = await sessionAs({ Cookie: cookie });
    const posted = await postOnly("/connect/keys", { connection: connection_id, label: "sealed" }, cookie);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/connect");
    const notice = noticeOf(posted);
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: `${cookie}; ${notice}` } })).text();
    const key = /value="(intake_[\w-]+)"/.exec(page)?.[1];
    expect(key).toBeDefined();
    expect(notice).not.toContain(key!);
    expect(decodeURIComponent(notice)).not.toContain(key!);
  });

  it("a refused form answers in place, with its status", async () => {
    const refused = await postOnly("/connect/token", { token: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Paste the developer access token first.");
  });
});
