// Delivery benchmark worker: the real Outbox Durable Object, plus a small JSON interface for run.mjs
// (register a connection, configure an Outbox instance, enqueue N synthetic items, read a job's report).
// Each run uses its own Outbox instance (idFromName), so the rate gates of two runs never mix.
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";

import { TunableOutbox } from "../../test/support/tunable-outbox";

export { CredentialKeeper } from "../../src/connections/keeper";

/** The real Outbox, tunable as in the tests, with one reading for the bench (seams in subclasses, not in production). */
export class Outbox extends TunableOutbox {
  /** Bytes of the instance's SQLite database: what the Outbox keeps for the items it delivered. */
  async storageBytes(): Promise<number> {
    return this.ctx.storage.sql.databaseSize;
  }
}

interface BenchEnv {
  OUTBOX: DurableObjectNamespace<Outbox>;
  CONNECTIONS: KVNamespace;
  CREDENTIALS: Env["CREDENTIALS"];
  BUDGET_API_URL: string;
  BUDGET_API_TOKEN: string;
  INTAKE_API_KEY: string;
}

/** Items per `append` RPC: well under the RPC message size limit (~1 MiB of JSON at ~150 bytes/item). */
const CHUNK = 5_000;

export const externalId = (prefix: string, i: number) => `${prefix}-${i}`;

function items(prefix: string, start: number, n: number): PlannedItem[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      row: i + 2,
      item: {
        date: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`,
        amount: `${(i % 97) + 1}.${String(i % 100).padStart(2, "0")}`,
        // Unique payees: the service's payee/date/amount check must not skip any of them.
        payee: `Bench payee ${prefix} ${i}`,
        external_id: externalId(prefix, i),
      },
    };
  });
}

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    const body = request.method === "POST" ? ((await request.json()) as Record<string, any>) : {};
    const outbox = (name: string) => env.OUTBOX.get(env.OUTBOX.idFromName(name));
    try {
      switch (`${request.method} ${url.pathname}`) {
        case "POST /connection":
          await saveConnection(env, body.connectionId, body.token, body.apiKey);
          return Response.json({ ok: true });
        case "POST /configure":
          await outbox(body.outbox).configure({ retry: body.retry });
          return Response.json({ ok: true });
        case "POST /enqueue": {
          // openJob + append in chunks + seal: delivery starts with the first chunk.
          const stub = outbox(body.outbox);
          const jobId = await stub.openJob({
            connectionId: body.connectionId,
            channel: "bench",
            manualAccountId: body.manualAccountId,
          });
          const started = Date.now();
          for (let start = 0; start < body.n; start += CHUNK) {
            await stub.append(jobId, items(body.prefix, start, Math.min(CHUNK, body.n - start)));
          }
          const report = (await stub.seal(jobId)) as JobReport;
          return Response.json({ jobId, enqueueMs: Date.now() - started, report });
        }
        case "GET /storage": {
          // One body as the old layout kept it for 90 days: the same JSON the Outbox stores while pending.
          const bodyBytes = JSON.stringify(items("x", 12_345, 1)[0]!.item).length;
          return Response.json({ databaseBytes: await outbox(url.searchParams.get("outbox")!).storageBytes(), bodyBytes });
        }
        case "GET /report": {
          const report = await outbox(url.searchParams.get("outbox")!).report(url.searchParams.get("job")!);
          return Response.json(report);
        }
      }
      return new Response("not found", { status: 404 });
    } catch (error) {
      return new Response(String(error instanceof Error ? error.stack : error), { status: 500 });
    }
  },
};
