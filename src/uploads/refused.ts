// What an upload is refused with, as the room says it: a status and the sender's words (an UploadRefused), or the
// service's refusal of a target account (an AccountRefused). The route (http/imports.ts) answers each as it is; the
// room sits below http/ and never names its errors.
import type { Refusal } from "../outbox";

/** The statuses an upload is refused with. */
export type UploadStatus = 400 | 404 | 409 | 411 | 413 | 422 | 503;

/** The upload cannot be taken as sent: answered with `status`, `message` and `details` as they are. */
export class UploadRefused extends Error {
  override readonly name = "UploadRefused";
  constructor(
    readonly status: UploadStatus,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The service said no (or could not be asked) about the manual account the upload names. */
export class AccountRefused extends Error {
  override readonly name = "AccountRefused";
  constructor(
    readonly refusal: Refusal,
    readonly manualAccountId: number | null,
  ) {
    super(`account refused: ${refusal.reason}`);
  }
}

/** What the request's reading of the file threw inside its stream (too large, a broken form): its own refusal, or null. */
export type StreamRefusal = (error: unknown) => UploadRefused | null;
