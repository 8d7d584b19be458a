// The Intake worker itself, as `wrangler dev` would serve it, for one browser test file: wrangler.toml's
// bindings with in-memory state (persist: false), so each file starts with empty KV and a new Outbox.
import { createServer } from "node:net";
import { unstable_startWorker } from "wrangler";

/** The upload key of the default connection, as the page's user would type it. */
export const INTAKE_API_KEY = "dev-intake-key";

export interface Intake {
  /** e.g. `http://127.0.0.1:41234`; the upload page is at `${origin}/`. */
  origin: string;
  dispose(): Promise<void>;
}

/** Starts Intake against a sandbox world: it calls `world.apiUrl` with `world.token`. */
export async function startIntake(
  world: { apiUrl: string; token: string },
  /** Bindings to add or replace, e.g. the OAuth client this file registered. */
  extra: Record<string, { type: "plain_text" | "secret_text"; value: string }> = {},
): Promise<Intake> {
  // wrangler's own info lines (the simulated send_email binding prints each mail it is handed) are not the
  // test's output; its warnings and errors still print.
  process.env.WRANGLER_LOG = "warn";
  // Its own origin is configuration (PUBLIC_URL), as a deployment's is: the port is chosen first, then named twice.
  const port = await freePort();
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    // The production worker plus a test-only route that scales the Outbox's retries down.
    entrypoint: "test/browser/support/intake-entry.ts",
    build: {
      // The modules' root is the worker's own (src/, as from its main), so the lazy modules of src/vendor/ stay modules
      // of their own, as deployed: from the entry's folder they were bundled in, 5 MB that each file's worker bundled
      // and parsed again (about 7 s of every file's start on a busy machine; 2 s now).
      moduleRoot: "src",
      // The global setup built src/vendor/ once (wrangler.toml's build command would build it again per file).
      custom: { command: "" },
    },
    // Given as bindings rather than through process.env (which wrangler reads for [secrets] too), so a
    // developer's .dev.vars or .env cannot point the browser tests at another token or service.
    bindings: {
      PUBLIC_URL: { type: "plain_text", value: `http://127.0.0.1:${port}` },
      BUDGET_API_URL: { type: "plain_text", value: world.apiUrl },
      BUDGET_API_TOKEN: { type: "secret_text", value: world.token },
      INTAKE_API_KEY: { type: "secret_text", value: INTAKE_API_KEY },
      TOKEN_KEY: { type: "secret_text", value: "browser-test-token-key" },
      OAUTH_ISSUER: { type: "plain_text", value: new URL(world.apiUrl).origin },
      OAUTH_CLIENT_SECRET: { type: "secret_text", value: "intake-local-secret" },
      ALLOWED_EMAILS: { type: "plain_text", value: "*" },
      ...extra,
    },
    dev: { server: { hostname: "127.0.0.1", port }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  const url = await worker.url;
  return { origin: url.origin, dispose: () => worker.dispose() };
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
