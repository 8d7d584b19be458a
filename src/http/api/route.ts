// One route of the HTTP surface as the document describes it: its method and path (OpenAPI's `{param}`), what it
// takes (a query, a JSON body, a form, a file) and what it answers by status. The schemas are the ones the route
// itself validates with and types its answers by.
import type * as z from "zod";

/** What an answer is: JSON of a schema, a page (HTML), a redirect, a static file, no body, or JSON of its own kind (the document). */
export type AnswerOf = z.ZodType | "html" | "redirect" | "empty" | "asset" | "json";

export interface ApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** As OpenAPI writes it: `/imports/{id}`. */
  path: string;
  /** One line: what the route does. */
  summary: string;
  /** Who may call it: an API key or a session cookie (the default), anyone (`public`), or a browser's session only (`session`). */
  access?: "key" | "public" | "session";
  /** The query's parameters (each a string in the URL). */
  query?: z.ZodObject;
  /** The body: JSON of a schema, form fields of a schema, or a file (a bank export, sent whole or as a form's part). */
  body?: { json: z.ZodType } | { form: z.ZodType } | { file: true } | { jsonOrForm: z.ZodType };
  /** The answers by status; refusals the route names beside them (their body is the one `Error`). */
  answers: Partial<Record<200 | 201 | 202 | 204 | 302 | 303, AnswerOf>>;
  refusals?: (400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 422 | 502 | 503)[];
}

export type Method = ApiRoute["method"];

/**
 * Every refusal a route may answer: its own, and for a route behind a key those of auth.ts (401 without a key or
 * session; 403 for a change that the session cookie alone authorises from another origin).
 */
export function refusalsOf(route: ApiRoute): number[] {
  const own: number[] = route.refusals ?? [];
  if ((route.access ?? "key") !== "key") return own;
  const auth = route.method === "get" ? [401] : [401, 403];
  return [...new Set([...own, ...auth])].sort();
}
