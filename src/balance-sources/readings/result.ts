// Errors as values: a source that cannot be read is a normal outcome of a run (shown on the page,
// retried later), not an exception to catch.

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(reason: string): Result<T> {
  return { ok: false, reason };
}
