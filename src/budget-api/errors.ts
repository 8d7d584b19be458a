// The one error type of the client. It carries what the Outbox needs to decide what to do next
// (status, the service's messages, the retry delay of a 429) and nothing secret: no token, no headers.
import { ErrorBodySchema, type ServiceError } from "./schemas";

export type BudgetApiErrorKind =
  | "rate_limited" // 429: wait Retry-After, then send again
  | "unauthorized" // 401: refresh the credential once
  | "invalid" // 400 and other 4xx: the request itself is wrong; sending it again cannot help
  | "not_found" // 404
  | "server" // 5xx: transient on the service's side
  | "network" // no response: timeout, dropped connection
  | "unexpected_response"; // a 2xx body that does not match the spec

export class BudgetApiError extends Error {
  override readonly name = "BudgetApiError";
  constructor(
    readonly kind: BudgetApiErrorKind,
    message: string,
    readonly status?: number,
    /** The service's error objects (`errors[]` of its error body), as sent. */
    readonly errors: ServiceError[] = [],
    /** For a 429: how long to wait before the next request, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** Errors worth sending again later; the others are poison for this request. */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "server" || this.kind === "network";
  }

  static async fromResponse(response: Response, retryAfterMs?: number): Promise<BudgetApiError> {
    return BudgetApiError.fromBody(response, await response.json().catch(() => undefined), retryAfterMs);
  }

  /** From an error response whose body was already read (`json`: the parsed body, or undefined). */
  static fromBody(response: Pick<Response, "status" | "statusText">, json: unknown, retryAfterMs?: number): BudgetApiError {
    const body = ErrorBodySchema.safeParse(json);
    const errors = body.success ? body.data.errors : [];
    const headline = body.success ? body.data.message : response.statusText || "error";
    const detail = errors.map((e) => e.errMsg).join("; ");
    const message = `${response.status} ${headline}${detail ? `: ${detail}` : ""}`;
    return new BudgetApiError(kindOf(response.status), message, response.status, errors, retryAfterMs);
  }

  /** What a request threw, as the one error type: the service's own errors as they are, anything else as no response. */
  static from(error: unknown): BudgetApiError {
    return error instanceof BudgetApiError ? error : BudgetApiError.network(error);
  }

  static network(cause: unknown): BudgetApiError {
    // Only the error's message: a fetch error can echo the URL, never the headers.
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new BudgetApiError("network", `no response from the budgeting service: ${reason}`);
  }
}

function kindOf(status: number): BudgetApiErrorKind {
  if (status === 429) return "rate_limited";
  if (status === 401) return "unauthorized";
  if (status === 404) return "not_found";
  if (status >= 500) return "server";
  return "invalid";
}
