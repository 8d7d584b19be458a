// docs/http-api.md lists every route the app serves, and only those: a route added without a line there, or a line left
// behind by a route removed, fails here. Beside test/docs.node.test.ts, but in workerd: the app's modules need it.
import { inspectRoutes } from "hono/dev";
import { describe, expect, it } from "vitest";
import doc from "../docs/http-api.md?raw";
import { app } from "../src/http/app";

/** A path's parameters written alike: hono's `:id` and the doc's `{id}` are both `{}`. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z_]+|\{[^}]*\}/g, "{}");

/**
 * The routes the doc's table names in its first cells: `METHOD /path` tokens, and `/path` alone under the method before
 * it in the same cell ("`GET /`, `/history`").
 */
function documented(markdown: string): Set<string> {
  const routes = new Set<string>();
  for (const line of markdown.split("\n")) {
    const cell = /^\| (.*?) \| /.exec(line)?.[1];
    if (!cell) continue;
    let method: string | null = null;
    for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
      const route = /^(?:(GET|POST|PUT|PATCH|DELETE) )?(\/\S*)$/.exec(token ?? "");
      if (!route) continue;
      method = route[1] ?? method;
      if (method && route[2]) routes.add(`${method} ${shapeOf(route[2])}`);
    }
  }
  return routes;
}

/** What the app answers: its handlers, not the middleware (`use`) that runs before them. */
function served(): Set<string> {
  return new Set(inspectRoutes(app).flatMap((r) => (r.isMiddleware ? [] : [`${r.method} ${shapeOf(r.path)}`])));
}

describe("docs/http-api.md lists every route the app serves, and no other", () => {
  it("documents each route of the app", () => {
    const missing = [...served()].filter((route) => !documented(doc).has(route));
    expect(missing, "routes served but not in docs/http-api.md").toEqual([]);
  });

  it("documents no route the app does not serve", () => {
    const routes = served();
    const stale = [...documented(doc)].filter((route) => !routes.has(route));
    expect(stale, "routes in docs/http-api.md the app does not serve").toEqual([]);
  });

  it("reads the doc's way of writing routes", () => {
    expect(documented("| `GET /`, `/history/{id}` (History), `PUT /taps/settings` | … |\n| `x` | not a route |")).toEqual(
      new Set(["GET /", "GET /history/{}", "PUT /taps/settings"]),
    );
  });
});
