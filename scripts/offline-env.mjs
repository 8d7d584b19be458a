// What every wrangler this project runs locally is given, so that nothing it does reaches the internet.
//
// Three settings turn off what wrangler would fetch: telemetry, the `Request.cf` placeholder and the banner. One thing
// has no setting: when a command fails (a worker that throws as it starts, a config it cannot read), wrangler asks
// npm's registry whether a newer version exists before it exits. Its fetches honour the proxy the environment names,
// so they are given one on loopback where nothing listens: the question fails at once, on this machine. The local
// addresses (the sandbox, the worker, the inspector) bypass it.

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's wrangler, its command line as Node runs it. */
export const WRANGLER_CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "wrangler", "bin", "wrangler.js");

/** Where wrangler's own requests to the internet end: a loopback port no service listens on (discard, port 9). */
export const DEAD_END_PROXY = "http://127.0.0.1:9";

/** The hosts wrangler reaches directly, as before: loopback only. */
const LOCAL_HOSTS = "localhost,127.0.0.1,::1";

/** The line wrangler prints when it finds a proxy: it is ours, so the person need not read it. */
export const PROXY_NOTICE = /Proxy environment variables detected/;

/**
 * `env` for a wrangler that reaches nothing but this machine (`proxy`: a test's own loopback listener).
 * @param {Record<string, string | undefined>} [env]
 * @returns {typeof process.env}
 */
export function offlineEnv(env = process.env, proxy = DEAD_END_PROXY) {
  const offline = /** @type {typeof process.env} */ ({
    ...env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_HIDE_BANNER: "true",
    NO_PROXY: LOCAL_HOSTS,
  });
  // Every spelling wrangler reads, so a person's own proxy setting cannot route around the dead end.
  for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"]) offline[name] = proxy;
  delete offline.no_proxy;
  return offline;
}

/** `chunk` without wrangler's line about the proxy (ANSI colours and all). */
export function withoutProxyNotice(chunk) {
  return chunk
    .split(/(?<=\n)/)
    .filter((line) => !PROXY_NOTICE.test(line))
    .join("");
}
