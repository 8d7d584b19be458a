// Injected failures, so that clients can be tested against a flaky service: 429s, 500s, latency and
// connections dropped after the request was processed and committed.
import type { Db } from "./db";

export interface Faults {
  p429: number;
  p500: number;
  pDrop: number;
  latencyMs: number;
  retryAfterSeconds: number;
  /** 400s of POST /transactions name no item (as a terser service might): clients must bisect. */
  anonymous400: boolean;
  /** `/v2/balance_history` answers 404, as a service that does not serve it yet would. */
  historyUnserved: boolean;
  /** `GET /v2/manual_accounts` answers 500 (the account list down, the rest of the service up). */
  accountListDown: boolean;
  /** Injected 429s and 500s hit writes only (POST, PUT, DELETE): reads answer, as when a service's write path is down. */
  writesOnly: boolean;
}

export const NO_FAULTS: Faults = {
  p429: 0,
  p500: 0,
  pDrop: 0,
  latencyMs: 0,
  retryAfterSeconds: 1,
  anonymous400: false,
  historyUnserved: false,
  accountListDown: false,
  writesOnly: false,
};

export function readFaults(db: Db): Faults {
  const row = db.get<{
    p429: number;
    p500: number;
    p_drop: number;
    latency_ms: number;
    retry_after_s: number;
    anonymous_400: number;
    history_unserved: number;
    account_list_down: number;
    writes_only: number;
  }>("SELECT * FROM faults WHERE id = 1");
  if (!row) return { ...NO_FAULTS };
  return {
    p429: row.p429,
    p500: row.p500,
    pDrop: row.p_drop,
    latencyMs: row.latency_ms,
    retryAfterSeconds: row.retry_after_s,
    anonymous400: row.anonymous_400 === 1,
    historyUnserved: row.history_unserved === 1,
    accountListDown: row.account_list_down === 1,
    writesOnly: row.writes_only === 1,
  };
}

export function writeFaults(db: Db, f: Faults): void {
  db.run(
    "INSERT OR REPLACE INTO faults (id, p429, p500, p_drop, latency_ms, retry_after_s, anonymous_400, history_unserved, account_list_down, writes_only) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    f.p429,
    f.p500,
    f.pDrop,
    f.latencyMs,
    f.retryAfterSeconds,
    f.anonymous400 ? 1 : 0,
    f.historyUnserved ? 1 : 0,
    f.accountListDown ? 1 : 0,
    f.writesOnly ? 1 : 0,
  );
}

export const roll = (p: number) => p > 0 && Math.random() < p;

/** The same 400, with every pointer to an item (index fields, `transactions[i]` in messages) removed. */
export async function anonymize400(response: Response): Promise<Response> {
  const body = (await response.json()) as { message: string; errors: { errMsg: string }[] };
  const errors = body.errors.map((e) => ({ errMsg: e.errMsg.replace(/transactions\[\d+\]\.?/g, "").trim() }));
  return Response.json({ message: body.message, errors }, { status: 400, headers: response.headers });
}

/** Marks a committed response that the entry worker must cut off (the DO cannot: its errors become 500s). */
export const DROP_HEADER = "X-Sandbox-Drop";
/** How long a dropped response's first half travels before the break. */
const DROP_AFTER_MS = 250;

/**
 * The response of a dropped connection: the status and headers go out with the full Content-Length, then
 * half of the body, then the stream errors, so the client's fetch or body read rejects although the
 * request was committed.
 */
export async function dropAfterCommit(response: Response): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete(DROP_HEADER);
  headers.set("Content-Length", String(bytes.length));
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
        return;
      }
      // Let the status, the headers and the first half reach the client before the connection breaks: on a loaded
      // machine 20 ms was sometimes too short, and the break came first (the client then saw workerd's own 500).
      await new Promise((resolve) => setTimeout(resolve, DROP_AFTER_MS));
      controller.error(new Error("sandbox fault: connection dropped"));
    },
  });
  return new Response(stream, { status: response.status, headers });
}
