// A bench's worker, started in workerd by wrangler on a free loopback port (nothing leaves 127.0.0.1), and
// asked for JSON.
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

/**
 * Starts the worker of `config` (a wrangler.toml) and waits until it is ready. `inspectorPort`: wrangler's
 * inspector proxy on that port (for profiles), none without it.
 */
export async function startBenchWorker(config, { inspectorPort } = {}) {
  const worker = await unstable_startWorker({
    config,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: inspectorPort === undefined ? false : { port: inspectorPort, hostname: "127.0.0.1" },
      logLevel: "warn",
    },
  });
  await worker.ready;
  return {
    /** GET `path` of the worker, its JSON answer; a non-2xx answer throws with its text. */
    async get(path) {
      const res = await worker.fetch(`http://127.0.0.1${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    dispose: () => worker.dispose(),
  };
}
