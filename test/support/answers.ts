// Every answer a test gets through the worker (support/intake.ts), read against the schema its route names in the
// document (its declaration, src/http/route.ts, and its answer's schema, src/http/api/): a field no schema names, one of another type, or a status the route does not describe
// fails the test that met it. The real answers of every flow the tests run are so the document's evidence.
import { SELF } from "cloudflare:test";
import * as z from "zod";
import { answerSchemaOf } from "../../src/http/api/document";
import { refusalsOf } from "../../src/http/api/route";
import { ErrorAnswer } from "../../src/http/api/schema";
import { declaredRoutes } from "../../src/http/app";
import type { Declaration } from "../../src/http/route";

/** The routes as patterns, those with fewer parameters first: `/balance-sources/simplefin` before `/balance-sources/{id}`. */
const PATTERNS = declaredRoutes()
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, "[^/]+")}$`),
    params: (route.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The route a request reached, as the document describes it. */
export function routeOf(method: string, path: string): Declaration | undefined {
  return PATTERNS.find((p) => p.route.method === method.toLowerCase() && p.pattern.test(path))?.route;
}

/** The answer, once its body fits its route's schema; else an error that says where it does not. */
export async function checkedAnswer(method: string, url: string, response: Response): Promise<Response> {
  const path = new URL(url).pathname;
  const route = routeOf(method, path);
  if (!route) throw new Error(`${method} ${path}: no route of the document (a declaration, src/http/route.ts) describes it`);
  const status = response.status as keyof Declaration["answers"];
  // A refusal a page says in its own words (HTML) is the answer of its status; as JSON, the one Error.
  const page = route.answers[status] !== undefined && !/json/i.test(response.headers.get("Content-Type") ?? "");
  const refused = refusalsOf(route).includes(status) && !page;
  const described = refused ? ErrorAnswer : (answerSchemaOf(route.answers[status]) ?? route.answers[status]);
  if (!described && status < 500) throw new Error(`${method} ${path}: answered ${status}, which its route does not describe`);
  if (typeof described !== "object") return response;
  const body: unknown = await response.clone().json();
  const parsed = described.safeParse(body);
  if (!parsed.success)
    throw new Error(`${method} ${path} ${status}: the answer does not fit its schema:\n${z.prettifyError(parsed.error)}`);
  return response;
}

/** SELF.fetch, its answer read against its route's schema. */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return checkedAnswer(init.method ?? "GET", url, await SELF.fetch(url, init));
}
