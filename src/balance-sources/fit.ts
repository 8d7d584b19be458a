// Whether a source's settings fit the manual account it writes to, checked when it is made or changed: each kind's
// folder (kinds/<kind>/fit.ts) has its checks; this is how they answer. Refusals carry the status the API answers.
import { fail, type Result } from "../result";

/** A refusal the HTTP surface turns into its one error type. */
export interface Refused {
  status: 400 | 404 | 409 | 422 | 502;
  message: string;
}
export type Answer<T> = Result<T, Refused>;
export const refused = (status: Refused["status"], message: string): Refused => ({ status, message });
export const refuse = (status: Refused["status"], message: string) => fail(refused(status, message));

/** The manual account a source writes to, as the service lists it. */
export interface TargetAccount {
  id: number;
  type: string;
  currency: string;
}
