// What can fail inside Intake, as a value: the value, or the reason there is none (a sentence, or a typed reason where
// the caller acts on it). A failure that is a normal outcome (a row that does not read, a source that does not answer)
// is returned, not thrown. Typed errors stay at the edges: HttpError (http/errors.ts), BudgetApiError (the service),
// and the Durable Objects' typed answers.

export type Result<T, Reason = string> = { ok: true; value: T } | { ok: false; reason: Reason };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<Reason = string>(reason: Reason): { ok: false; reason: Reason } {
  return { ok: false, reason };
}
