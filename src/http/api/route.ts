// The refusals a route answers with the one Error, as the document and the tests' answer check read its declaration
// (http/route.ts).
import type { Declaration } from "../route";

/**
 * Every refusal a route may answer: its own, and for a route behind a key those of auth.ts (401 without a key or
 * session; 403 for a change that the session cookie alone authorises from another origin).
 */
export function refusalsOf(route: Declaration): number[] {
  const own: number[] = route.refusals ?? [];
  if ((route.access ?? "key") !== "key") return own;
  const auth = route.method === "get" ? [401] : [401, 403];
  return [...new Set([...own, ...auth])].sort();
}
