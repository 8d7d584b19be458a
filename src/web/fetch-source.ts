// Fetching a user-given URL for a balance source: source-url.ts's policy on the URL and every redirect hop,
// one deadline, a body size limit, and errors safe to show and log. No DNS check of names: Workers have no
// DNS API, a DNS-over-HTTPS lookup would not bind the connection to the address checked (rebinding), and
// deployed subrequests leave from Cloudflare's network, which reaches no private network of Intake's (no
// Tunnel or VPC binding: if one is ever added, resolve and pin here). Locally fetch() reaches loopback,
// hence `localDevelopment` in the policy.
import { readAtMost } from "../formats/bytes";
import { checkSourceUrl, type UrlPolicy } from "./source-url";

/** Long enough for a slow quote API or the Bridge gathering several banks, short of a cron run's budget. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** A price document is a few KiB; a SimpleFIN Account Set with 90 days of transactions stays well below. */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
/** A moved API needs one or two hops; more is a loop or a maze. */
export const DEFAULT_MAX_REDIRECTS = 3;
/** Statuses that are redirects when they carry a Location. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type BalanceSourceErrorKind =
  | "refused" // the URL, or a redirect's, is not allowed by the policy
  | "timeout" // no complete answer before the deadline
  | "network" // no answer at all
  | "status" // an HTTP status the caller does not accept
  | "too-large" // the body passed the size limit
  | "redirects" // more redirects than allowed
  | "unreadable"; // an answer that is not what the source should send

/**
 * The one error of fetching a balance source. `message` is plain, safe to show the user and to log: it
 * names a host at most, never a path, query or credentials (an Access URL's user:pass, an API key).
 * `retryable`: worth trying again at the next run (timeouts, 5xx, 429); the others need the user.
 */
export class BalanceSourceError extends Error {
  override readonly name = "BalanceSourceError";
  constructor(
    readonly kind: BalanceSourceErrorKind,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface SourceRequest {
  method?: "GET" | "POST";
  /** Sent to the first URL's origin only: dropped for good once a redirect leaves it. */
  authorization?: string;
  accept?: string;
  /** A JSON body (a notification's webhook): sent to the first URL only, never along a redirect. */
  json?: string;
}

export interface FetchSourceOptions {
  policy: UrlPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The network (tests pass a fake one); the global fetch by default. */
  fetch?: typeof fetch;
}

export interface SourceResponse {
  /** The final status (never a redirect): the caller decides which it accepts. */
  status: number;
  body: Uint8Array;
  contentType: string | null;
  /** Host of the URL that answered, for messages. */
  host: string;
}

/** Fetches `rawUrl` under the policy, following at most a few checked redirects; throws BalanceSourceError. */
export async function fetchSource(rawUrl: string, request: SourceRequest, options: FetchSourceOptions): Promise<SourceResponse> {
  const checked = checkSourceUrl(rawUrl, options.policy);
  if (!checked.ok) throw new BalanceSourceError("refused", `the URL is refused: ${checked.reason}`, false);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  // One deadline for every hop and the body: a chain of slow redirects cannot stretch it.
  const signal = AbortSignal.timeout(timeoutMs);
  const doFetch = options.fetch ?? fetch;
  const origin = checked.value.origin;
  let url = checked.value;
  let method = request.method ?? "GET";
  let authorization = request.authorization;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = { Accept: request.accept ?? "application/json" };
    if (authorization !== undefined) headers.Authorization = authorization;
    const body = hop === 0 ? request.json : undefined;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(url.href, { method, headers, redirect: "manual", signal, ...(body !== undefined ? { body } : {}) });
    } catch (error) {
      throw failure(error, signal, url.host, timeoutMs);
    }
    const location = response.headers.get("Location");
    if (!REDIRECTS.has(response.status) || location === null) {
      return { ...(await readBody(response, url.host, signal, options)), host: url.host };
    }
    await response.body?.cancel().catch(() => {});
    if (hop >= maxRedirects) throw new BalanceSourceError("redirects", `${url.host} redirected more than ${maxRedirects} times`, false);
    url = nextHop(location, url, options.policy);
    if (url.origin !== origin) authorization = undefined;
    // As browsers do: 303 is always a GET, 301/302 turn a POST into a GET; 307/308 keep the method.
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) method = "GET";
  }
}

/** A JSON document from a 2xx answer (a price or FX document); throws BalanceSourceError. */
export async function fetchJson(rawUrl: string, options: FetchSourceOptions): Promise<unknown> {
  const response = await fetchSource(rawUrl, {}, options);
  const refused = statusError(response.status, response.host);
  if (refused) throw refused;
  try {
    return JSON.parse(new TextDecoder().decode(response.body)) as unknown;
  } catch {
    // An HTML page or plain text: the URL is not the document the user meant, not a passing failure.
    throw new BalanceSourceError("unreadable", `${response.host} did not answer JSON`, false, response.status);
  }
}

/** The error for a non-2xx status (5xx, 429 and 408 are worth retrying), or null for a 2xx. */
export function statusError(status: number, host: string): BalanceSourceError | null {
  if (status >= 200 && status < 300) return null;
  const retryable = status >= 500 || status === 429 || status === 408;
  return new BalanceSourceError("status", `${host} answered HTTP ${status}`, retryable, status);
}

/** The redirect's target, resolved against the current URL and checked like the first one. */
function nextHop(location: string, from: URL, policy: UrlPolicy): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new BalanceSourceError("refused", `${from.host} redirected to something that is not a URL`, false);
  }
  const checked = checkSourceUrl(next.href, policy);
  if (!checked.ok) throw new BalanceSourceError("refused", `${from.host} redirected to a URL that is refused: ${checked.reason}`, false);
  return checked.value;
}

async function readBody(
  response: Response,
  host: string,
  signal: AbortSignal,
  options: FetchSourceOptions,
): Promise<Omit<SourceResponse, "host">> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const tooLarge = () => new BalanceSourceError("too-large", `the answer of ${host} is larger than ${formatBytes(maxBytes)}`, false);
  const declared = Number(response.headers.get("Content-Length") ?? "");
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const contentType = response.headers.get("Content-Type");
  if (response.body === null) return { status: response.status, body: new Uint8Array(), contentType };
  try {
    const body = await readAtMost(untilAborted(response.body, signal), maxBytes, tooLarge);
    return { status: response.status, body, contentType };
  } catch (error) {
    if (error instanceof BalanceSourceError) throw error;
    throw failure(error, signal, host, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }
}

/**
 * The body, erroring when the deadline passes. The platform's fetch ends the body with the signal too;
 * this makes the deadline hold for any fetch, and against a server that trickles a byte at a time.
 */
function untilAborted(body: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => {}); // observed by pull() when it matters; never an unhandled rejection
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const read = await Promise.race([reader.read(), aborted]);
        if (read.done) controller.close();
        else controller.enqueue(read.value);
      } catch (error) {
        await reader.cancel().catch(() => {});
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** A thrown fetch or read as a safe error: the platform's message can echo the URL, so it is not kept. */
function failure(error: unknown, signal: AbortSignal, host: string, timeoutMs: number): BalanceSourceError {
  if (signal.aborted) return new BalanceSourceError("timeout", `${host} did not answer within ${formatSeconds(timeoutMs)}`, true);
  if (error instanceof BalanceSourceError) return error;
  return new BalanceSourceError("network", `${host} could not be reached`, true);
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} second${s === 1 ? "" : "s"}`;
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}
