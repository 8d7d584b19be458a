// One route of the HTTP surface as the document describes it: its declaration (http/route.ts), the one the app serves.
import type { Declaration } from "../route";

export type { AnswerOf, Method } from "../route";
export type ApiRoute = Declaration;

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
