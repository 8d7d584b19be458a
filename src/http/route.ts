// A route of the HTTP surface, declared once: its method and path, who may call it, what it takes (the query and body
// schemas its validators check) and what it answers, with its handler. The room serves it (hono) and the app keeps the
// declaration, which the API document (api/document.ts, loaded on demand) describes: nothing is written twice. In the
// spirit of @hono/zod-openapi's createRoute, without its weight in the main module: an answer's schema is named here
// (an export of api/answers.ts, checked by the compiler) and read only by the document, so the main module holds none.
import { type Context, type Env as HonoEnv, Hono, type MiddlewareHandler } from "hono";
import type * as z from "zod";
import type * as Answers from "./api/answers";
import { type AuthedEnv, requireConnection } from "./auth";
import { type Hint, validJson, validQuery } from "./validated";

/** The answers' schemas by their names (api/answers.ts): a route names its answer, the document reads its schema. */
export type AnswerName = {
  [K in keyof typeof Answers]: K extends `${string}Answer` ? ((typeof Answers)[K] extends z.ZodType ? K : never) : never;
}[keyof typeof Answers];
/** An answer named by its schema, as the route types it. */
export type Answer<N extends AnswerName> = z.output<(typeof Answers)[N]>;

/**
 * What an answer is: JSON of a named schema, a page (HTML), a redirect, a static file, no body, no such file (the
 * static assets' 404, which has no body), or JSON of its own kind (the document).
 */
export type AnswerOf = AnswerName | "html" | "redirect" | "empty" | "asset" | "no_asset" | "json";

export type Status = 200 | 201 | 202 | 204 | 302 | 303;
export type Refusal = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 422 | 502 | 503;

/** The body: JSON of a schema, form fields of a schema, or a file (a bank export, sent whole or as a form's part). */
export type BodyOf = { json: z.ZodType } | { form: z.ZodType } | { file: true } | { jsonOrForm: z.ZodType };

export interface Declaration {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The whole path as OpenAPI writes it: `/imports/{id}` (the room serves it as hono's `/:id`). */
  path: string;
  /** One line: what the route does. */
  summary: string;
  /**
   * Who may call it: an API key or a session cookie (the default: the route runs behind auth.ts `requireConnection`),
   * anyone (`public`), or a browser's session only (`session`, which the handler checks itself).
   */
  access?: "key" | "public" | "session";
  /** The query's parameters (each a string in the URL): validated before the handler runs. */
  query?: z.ZodObject;
  /** The body: a JSON body is validated before the handler runs; a form or a file the handler reads itself. */
  body?: BodyOf;
  /** What a refusal of the query or the JSON body says (validated.ts). */
  hint?: Hint;
  /**
   * The answers by status; refusals the route names beside them (their body is the one `Error`). A refusal a page
   * says in its own words (the Connection page's forms) is an answer of its status, `html`.
   */
  answers: Partial<Record<Status | Refusal, AnswerOf>>;
  refusals?: Refusal[];
}

export type Method = Declaration["method"];

/** What the validators hand the handler: `c.req.valid("query")`, `c.req.valid("json")`, typed by the schemas. */
type ValidOf<D extends Declaration> = (D["query"] extends z.ZodType ? { query: z.output<D["query"]> } : object) &
  (D["body"] extends { json: infer B extends z.ZodType } ? { json: z.output<B> } : object);
type EnvOf<D extends Declaration> = D["access"] extends "public" | "session" ? { Bindings: Env } : AuthedEnv;
/** The path as hono writes it, `/imports/:id`: its parameters typed for `c.req.param`. */
type HonoPath<P extends string> = P extends `${infer A}{${infer N}}${infer B}` ? `${A}:${N}${HonoPath<B>}` : P;
export type RouteContext<D extends Declaration> = Context<EnvOf<D>, HonoPath<D["path"]>, { out: ValidOf<D> }>;
export type Handler<D extends Declaration> = (c: RouteContext<D>) => Response | Promise<Response>;

/** A room of the surface: the hono app mounted at `base` (app.ts), serving the routes declared in it. */
export class Room<E extends HonoEnv = AuthedEnv> {
  readonly app = new Hono<E>();
  /** Its routes, as the app keeps them for the document (app.ts `declaredRoutes`). */
  readonly declarations: Declaration[] = [];
  constructor(readonly base: string) {}

  /** Serves the declared route: its access check, its validators and `middleware` before `handler`. */
  route<const D extends Declaration>(declaration: D, ...chain: [...MiddlewareHandler[], Handler<D>]): this {
    if (!declaration.path.startsWith(this.base)) throw new Error(`${declaration.path} is not under its room's ${this.base}`);
    this.declarations.push(declaration);
    const path = declaration.path.slice(this.base.length).replace(/\{(\w+)\}/g, ":$1") || "/";
    const before: MiddlewareHandler[] = [];
    if ((declaration.access ?? "key") === "key") before.push(requireConnection as MiddlewareHandler);
    if (declaration.query) before.push(validQuery(declaration.query, declaration.hint ?? queryHint) as MiddlewareHandler);
    if (declaration.body && "json" in declaration.body)
      before.push(validJson(declaration.body.json, declaration.hint ?? "Send the body as JSON.") as MiddlewareHandler);
    // hono types a chain built at run time loosely: the handler's own type (RouteContext) says what it reads.
    const serve = this.app.on.bind(this.app) as (method: string, path: string, ...handlers: MiddlewareHandler[]) => unknown;
    serve(declaration.method.toUpperCase(), path, ...before, ...(chain as MiddlewareHandler[]));
    return this;
  }
}

/** A refusal of the query: the parameter and what is wrong with it. */
function queryHint(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Query parameter "${issue?.path.join(".") || "query"}" is not valid: ${issue?.message ?? "invalid"}.`;
}
