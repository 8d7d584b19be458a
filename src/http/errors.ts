// The one error type of the HTTP surface, rendered in one place (`onError` in app.ts). Messages are
// written for the person who sent the request; they never carry a token, a key or a stack.

export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 422 | 502 | 503,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);
