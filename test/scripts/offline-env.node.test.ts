// Nothing wrangler does on this machine reaches the internet: its question to npm's registry, asked when a command
// fails, ends at a loopback proxy (scripts/offline-env.mjs), and the notice of that proxy is not shown.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEAD_END_PROXY, PROXY_NOTICE, WRANGLER_CLI, offlineEnv, withoutProxyNotice } from "../../scripts/offline-env.mjs";

const ROOT = resolve(__dirname, "../..");
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `intake-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A loopback listener that records the first line of every connection (a proxy's CONNECT) and refuses it. */
function recordingProxy(): Promise<{ server: Server; port: number; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((socket) => {
    socket.once("data", (data) => {
      asked.push(data.toString("latin1").split("\r\n")[0] ?? "");
      socket.end("HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n");
    });
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => done({ server, port: (server.address() as { port: number }).port, asked })),
  );
}

/** A worker that throws as it starts: `wrangler dev` fails, the path on which wrangler asks for a newer version. */
function failingWorker(): string {
  const dir = tempDir("failing-worker");
  writeFileSync(join(dir, "wrangler.toml"), 'name = "fails"\nmain = "index.js"\ncompatibility_date = "2026-11-01"\n');
  writeFileSync(join(dir, "index.js"), 'notDefinedAnywhere();\nexport default { fetch: () => new Response("") };\n');
  return dir;
}

describe("wrangler's question to npm's registry ends on this machine", () => {
  it("asks the loopback proxy, never the registry itself, when a command fails", async () => {
    const proxy = await recordingProxy();
    try {
      // A TMPDIR of its own: wrangler keeps its last answer there for an hour and would not ask again.
      const env = { ...offlineEnv(process.env, `http://127.0.0.1:${proxy.port}`), TMPDIR: tempDir("tmp") };
      const child = spawn(process.execPath, [WRANGLER_CLI, "dev", "--ip", "127.0.0.1", "--port", "0", "--inspector-port", "0"], {
        cwd: failingWorker(),
        env,
        stdio: "ignore",
      });
      const code = await new Promise<number | null>((done) => child.on("exit", done));
      expect(code).not.toBe(0);
      expect(proxy.asked).toContain("CONNECT registry.npmjs.org:443 HTTP/1.1");
      expect(proxy.asked.every((line) => /^CONNECT registry\.npmjs\.org:443 /.test(line))).toBe(true);
    } finally {
      proxy.server.close();
    }
  });

  it("names a loopback dead end under every spelling, and lets loopback through", () => {
    const env = offlineEnv({ HTTPS_PROXY: "http://proxy.example:3128", no_proxy: "*" });
    expect(new URL(DEAD_END_PROXY).hostname).toBe("127.0.0.1");
    for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"]) expect(env[name]).toBe(DEAD_END_PROXY);
    expect(env.NO_PROXY).toBe("localhost,127.0.0.1,::1");
    expect(env.no_proxy).toBeUndefined();
    expect(env).toMatchObject({ WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" });
  });
});

describe("the proxy's notice is not shown", () => {
  it("leaves out wrangler's line about the proxy, and only it", () => {
    const notice =
      "\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mProxy environment variables detected. We'll use your proxy for fetch requests.\u001b[0m\n";
    expect(withoutProxyNotice(`before\n${notice}\nafter\n`)).toBe("before\n\nafter\n");
    expect(withoutProxyNotice("Ready on http://127.0.0.1:8787\n")).toBe("Ready on http://127.0.0.1:8787\n");
  });

  it("runs the project's wrangler offline without the notice (`node scripts/wrangler.mjs`)", () => {
    const raw = spawnSync(process.execPath, [WRANGLER_CLI, "--version"], { env: offlineEnv(), encoding: "utf8" });
    expect(`${raw.stdout}${raw.stderr}`).toMatch(PROXY_NOTICE);
    const run = spawnSync(process.execPath, [join(ROOT, "scripts", "wrangler.mjs"), "--version"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\d+\.\d+\.\d+/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(PROXY_NOTICE);
  });
});
