// The service's error object: `{message, errors: [{errMsg, ...}]}` on every 4XX/5XX.
export interface ErrorItem {
  errMsg: string;
  [key: string]: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.errMsg ?? title);
  }
}

export const errorBody = (title: string, errors: ErrorItem[]) => ({ message: title, errors });

export const errorResponse = (e: HttpError): Response =>
  Response.json(errorBody(e.title, e.errors), { status: e.status, headers: e.headers });

export const validationError = (errors: ErrorItem[]) => new HttpError(400, "Request Validation Failure", errors);

export const invalid = (errMsg: string, extra: Record<string, unknown> = {}) =>
  validationError([{ errMsg, code: "VALIDATION_ERROR", ...extra }]);

export const notFound = (errMsg: string) => new HttpError(404, "Not Found", [{ errMsg }]);

export const unauthorized = (errMsg: string) => new HttpError(401, "Unauthorized", [{ errMsg }]);

export const TOO_MANY_REQUESTS = errorBody("Too Many Requests", [{ errMsg: "Too many requests, please try again later." }]);
