// Each route the app serves is declared once (src/http/route.ts: method, path, access, request and answer schemas with
// its handler), and /openapi.json describes every one of them, and only those: a route mounted without its
// declaration fails here. Each described route says what it
// answers; GET /api renders the document as a page.
import { SELF } from "cloudflare:test";
import { Hono, type Env as HonoEnv } from "hono";
import { inspectRoutes } from "hono/dev";
import { describe, expect, it } from "vitest";
import { apiDocument } from "../../../src/http/api/document";
import { app, declaredRoutes } from "../../../src/http/app";
import { type Declaration, Room } from "../../../src/http/route";
import { checkedAnswer, routeOf } from "../../support/answers";

/** A path's parameters written alike: hono's `:id` and `*`, the document's `{id}`, are all `{}`. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z_]+|\{[^}]*\}|\*/g, "{}");

/** What an app answers: its handlers, not the middleware (`use`) that runs before them. */
function served<E extends HonoEnv>(by: Hono<E>): Set<string> {
  return new Set(inspectRoutes(by).flatMap((r) => (r.isMiddleware ? [] : [`${r.method} ${shapeOf(r.path)}`])));
}

/** Each route an app serves that no declaration names. */
function undeclared<E extends HonoEnv>(by: Hono<E>, declarations: readonly Declaration[]): string[] {
  const named = new Set(declarations.map((d) => `${d.method.toUpperCase()} ${shapeOf(d.path)}`));
  return [...served(by)].filter((route) => !named.has(route));
}

describe("each route the app serves is declared with its handler", () => {
  it("finds a route mounted without a declaration", () => {
    const room = new Room("/things").route(
      { method: "get", path: "/things/{id}", summary: "A thing.", access: "public", answers: { 200: "json" } },
      (c) => c.json({}),
    );
    room.app.get("/:id/parts", (c) => c.json([]));
    const toy = new Hono().route(room.base, room.app as never);
    expect(undeclared(toy, room.declarations)).toEqual(["GET /things/{}/parts"]);
  });

  it("serves no route without its declaration", () => {
    expect(undeclared(app, declaredRoutes())).toEqual([]);
  });
});

type Json = Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;

/** What the document describes: each path's methods. */
function documented(document: { paths: Json }): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${shapeOf(path)}`)),
  );
}

describe("/openapi.json describes every route the app serves, and no other", () => {
  const document = apiDocument(declaredRoutes()) as { paths: Json };

  it("describes each route of the app", () => {
    const missing = [...served(app)].filter((route) => !documented(document).has(route));
    expect(missing, "routes served but not in the document (src/http/api/)").toEqual([]);
  });

  it("describes no route the app does not serve", () => {
    const routes = served(app);
    const stale = [...documented(document)].filter((route) => !routes.has(route));
    expect(stale, "routes in the document the app does not serve").toEqual([]);
  });

  it("names each route once", () => {
    const keys = declaredRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("says what each route answers, and each path parameter", () => {
    for (const [path, ops] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        const named = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(named, `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      }
  });

  it("refers only to components it holds", () => {
    const text = JSON.stringify(document);
    const schemas = Object.keys((apiDocument(declaredRoutes()) as { components: { schemas: Record<string, unknown> } }).components.schemas);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...refs].filter((id) => !schemas.includes(id ?? ""))).toEqual([]);
  });
});

describe("the document is served, as JSON and as a page", () => {
  it("answers GET /openapi.json with the OpenAPI 3.1 document, no key needed", async () => {
    const response = await SELF.fetch("https://intake.test/openapi.json");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { openapi: string; paths: Json };
    expect(body.openapi).toBe("3.1.0");
    expect(documented(body)).toEqual(documented(apiDocument(declaredRoutes()) as { paths: Json }));
  });

  it("renders every route and answer on GET /api, with no script", async () => {
    const response = await SELF.fetch("https://intake.test/api");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const route of declaredRoutes()) expect(html).toContain(`<code>${route.path}</code>`);
    expect(html).toContain('id="schema-JobReport"');
    expect(html).toContain('<a href="#schema-BudgetLabel">BudgetLabel</a>');
    expect(html).not.toMatch(/<script/);
  });
});

describe("the tests read every answer against its route's schema (test/support/answers.ts)", () => {
  const budget = { connection_id: "c-1", name: "Home", email: null };
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("takes an answer that fits, and the one error for a refusal the route names", async () => {
    const tap = { account_id: null, cards: [{ card: "4242", account_id: 101 }] };
    await expect(checkedAnswer("GET", "https://intake.test/taps/settings", reply(tap))).resolves.toBeInstanceOf(Response);
    const refused = reply({ error: { status: 404, message: "No saved profile", field: "id" } }, 404);
    await expect(checkedAnswer("GET", "https://intake.test/profiles/abc", refused)).resolves.toBeInstanceOf(Response);
  });

  it("refuses a field no schema names, a field of another type, and a status the route does not describe", async () => {
    const extra = { connection_id: "c-1", budget: { ...budget, plan: "pro" } };
    await expect(checkedAnswer("POST", "https://intake.test/session/current", reply(extra))).rejects.toThrow(/plan/);
    await expect(
      checkedAnswer("GET", "https://intake.test/transfers/settings", reply({ category: "all", one_side: true, categories: null })),
    ).rejects.toThrow(/category/);
    await expect(checkedAnswer("GET", "https://intake.test/kinds", reply({ error: { status: 409, message: "x" } }, 409))).rejects.toThrow(
      /409/,
    );
  });

  it("finds a route by its literal path before a parameter's", () => {
    expect(routeOf("DELETE", "/balance-sources/simplefin/sf-1")?.path).toBe("/balance-sources/simplefin/{id}");
    expect(routeOf("GET", "/balance-sources/simplefin")?.path).toBe("/balance-sources/simplefin");
    expect(routeOf("GET", "/imports/transactions/7")?.path).toBe("/imports/transactions/{transaction}");
  });
});

describe("a Connection page's form says its refusals on the page, and a post from another site gets the one Error", () => {
  const form = (origin: string) =>
    SELF.fetch("https://intake.test/connect/keys", {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ connection: "c-unknown", label: "mine" }),
      redirect: "manual",
    });

  it("answers a form of a budget the session does not hold with the page, 403, as the document says", async () => {
    const response = await checkedAnswer("POST", "https://intake.test/connect/keys", await form("https://intake.test"));
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
  });

  it("answers the same form from another site with the one Error, 403", async () => {
    const response = await checkedAnswer("POST", "https://intake.test/connect/keys", await form("https://evil.example"));
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/json/);
  });

  it("describes both bodies of the form's 403, and the sign-in's refusals as pages", () => {
    const document = apiDocument(declaredRoutes()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(document.paths["/connect/keys"]?.post?.responses["403"]?.content ?? {}).sort()).toEqual([
      "application/json",
      "text/html",
    ]);
    const start = document.paths["/connect/start"]?.get?.responses ?? {};
    expect(Object.keys(start["409"]?.content ?? {})).toEqual(["text/html"]);
    expect(Object.keys(document.paths["/connect/callback"]?.get?.responses ?? {})).toEqual(["303"]);
  });

  it("refuses a form's 403 that is neither its page nor the one Error", async () => {
    const other = new Response(JSON.stringify({ denied: true }), { status: 403, headers: { "Content-Type": "application/json" } });
    await expect(checkedAnswer("POST", "https://intake.test/connect/keys", other)).rejects.toThrow(/403/);
  });
});
