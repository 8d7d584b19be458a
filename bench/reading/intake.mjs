// The Intake the reading bench asks: INTAKE_URL's when set (a running `npm start`), else one started for the run
// (scripts/start.mjs on free loopback ports, with its sandbox) and stopped after it.
import { spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function ready(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`Intake did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** `{ url, stop }` of the Intake to ask. */
export async function intake() {
  if (process.env.INTAKE_URL) return { url: process.env.INTAKE_URL.replace(/\/+$/, ""), stop: async () => {} };
  const [port, sandboxPort, inspector, sandboxInspector] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env = {
    ...process.env,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    INSPECTOR_PORT: String(inspector),
    SANDBOX_INSPECTOR_PORT: String(sandboxInspector),
    PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
  };
  // Its servers' output goes to a log beside the bench's files, where a failed start can be read.
  mkdirSync(join(root, "bench", "out"), { recursive: true });
  const log = openSync(join(root, "bench", "out", "reading-intake.log"), "w");
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: ["ignore", log, log] });
  const url = `http://127.0.0.1:${port}`;
  await ready(`http://127.0.0.1:${sandboxPort}/v2/me`, 180_000);
  await ready(url, 180_000);
  // Every dry run asks the budget what it holds already: this run's own sandbox need not pace them as the service would.
  const config = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/worlds/default/config`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rateLimit: { limit: 100_000, windowMs: 60_000 } }),
  });
  if (!config.ok) throw new Error(`sandbox config: ${config.status} ${await config.text()}`);
  return {
    url,
    // start.mjs stops its two servers on SIGTERM and exits when both have.
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
  };
}
