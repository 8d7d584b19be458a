// Request parameters: OAuth forbids repeating a parameter, and an empty value counts as absent
// (RFC 6749 section 3.1). Zod schemas then give the shapes.
import { z } from "zod";
import { OAuthError } from "./errors";

export class RepeatedParameter extends Error {}

export function singleValued(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(out, key) || (value === "" && params.getAll(key).length > 1)) throw new RepeatedParameter(`${key} is repeated`);
    if (value !== "") out[key] = value;
  }
  return out;
}

/** The form body of a token or revocation request. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "")) {
    throw new OAuthError("invalid_request", "The body must be application/x-www-form-urlencoded");
  }
  try {
    return singleValued(new URLSearchParams(await request.text()));
  } catch (e) {
    if (e instanceof RepeatedParameter) throw new OAuthError("invalid_request", e.message);
    throw e;
  }
}

/** A parameter that must be present (and, parameters being strings, that is all there is to check). */
export const required = (name: string) => z.string(`${name} is required`);

/** Parses the parameters or answers invalid_request naming the missing ones. */
export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, string>): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw new OAuthError("invalid_request", result.error.issues.map((i) => i.message).join("; "));
}
