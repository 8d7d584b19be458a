// Talking to a SimpleFIN server (the Bridge): claiming a setup token once for its Access URL, and
// reading the Account Set. The network goes through fetch-source.ts (URL policy on every hop, deadline,
// size limit); reading goes through simplefin.ts. Failures are BalanceSourceErrors whose messages are
// the protocol verdicts' (retryable = the verdict is transient). The Access URL's credentials travel
// only in an Authorization header, and no message names more than the Bridge's host.
import { BalanceSourceError, fetchSource, type FetchSourceOptions } from "../../web/fetch-source";
import {
  type AccountSet,
  type AccountsQuery,
  accountsStatusVerdict,
  accountsUrl,
  basicAuthorization,
  claimStatusVerdict,
  decodeSetupToken,
  parseAccessUrl,
  parseAccountSet,
  type SimplefinAccess,
  type SourceVerdict,
} from "./simplefin";

/**
 * POSTs to the setup token's claim URL and returns the Access URL as base URL and credentials: a
 * credential to store sealed, like a token. A token can be claimed once: a second claim is a 403, which
 * the protocol says to report as a token that may be compromised.
 */
export async function claimSetupToken(setupToken: string, options: FetchSourceOptions): Promise<SimplefinAccess> {
  const claimUrl = decodeSetupToken(setupToken, options.policy);
  if (!claimUrl.ok) throw new BalanceSourceError("refused", claimUrl.reason, false);
  const response = await fetchSource(claimUrl.value, { method: "POST", accept: "text/plain" }, options);
  const verdict = claimStatusVerdict(response.status);
  if (verdict) throw verdictError(verdict, response.status);
  const access = parseAccessUrl(new TextDecoder().decode(response.body), options.policy);
  if (!access.ok) throw new BalanceSourceError("unreadable", access.reason, false, response.status);
  return access.value;
}

/**
 * `GET {access}/accounts` (protocol v2) with the query's options: the Account Set, whose `errlist` the
 * caller judges account by account (accountVerdict). 402 and 403 need the user; other failures are
 * retried at the next run. Each call is one request of the Bridge's daily quota.
 */
export async function fetchSimplefinAccounts(
  access: SimplefinAccess,
  query: AccountsQuery,
  options: FetchSourceOptions,
): Promise<AccountSet> {
  const response = await fetchSource(accountsUrl(access, query), { authorization: basicAuthorization(access) }, options);
  const verdict = accountsStatusVerdict(response.status);
  if (verdict) throw verdictError(verdict, response.status);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(response.body));
  } catch {
    // The server is known to speak SimpleFIN: a garbled answer is its bad moment, tried again next run.
    throw new BalanceSourceError("unreadable", `SimpleFIN at ${response.host} did not answer JSON`, true, response.status);
  }
  const set = parseAccountSet(body);
  if (!set.ok) throw new BalanceSourceError("unreadable", set.reason, true, response.status);
  return set.value;
}

function verdictError(verdict: SourceVerdict, status: number): BalanceSourceError {
  return new BalanceSourceError("status", verdict.reason, verdict.kind === "transient", status);
}
