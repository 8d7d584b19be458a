// `npm start` serves the sandbox and the pipeline with the sandbox's token taken from the
// environment: no secret appears on any command line (where `ps` shows it to every user).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TOKEN = `sandbox-token-${crypto.randomUUID()}`;
const API_KEY = `intake-key-${crypto.randomUUID()}`;
let start: ChildProcess;
let ports: number[];
/** What `npm start` printed until both servers were ready. */
let output = "";

/** A loopback port nothing listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const [pipeline, sandbox, inspector, sandboxInspector] = ports.map(String);
  // As a person's shell runs it: without the settings vitest.config.ts gives this process (start.mjs sets its own).
  const { WRANGLER_HIDE_BANNER: _, WRANGLER_SEND_METRICS: __, ...shell } = process.env;
  start = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...shell,
      PORT: pipeline,
      SANDBOX_PORT: sandbox,
      INSPECTOR_PORT: inspector,
      SANDBOX_INSPECTOR_PORT: sandboxInspector,
      SANDBOX_TOKEN: TOKEN,
      BUDGET_API_TOKEN: TOKEN,
      INTAKE_API_KEY: API_KEY,
    },
    detached: true, // its own process group, stopped as one below
    stdio: ["ignore", "pipe", "pipe"],
  });
  start.stdout?.on("data", (d) => (output += d));
  start.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while ((output.match(/Ready on/g) ?? []).length < 2) {
    if (Date.now() > deadline || start.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(() => {
  if (!start?.pid) return;
  try {
    process.kill(-start.pid, "SIGTERM");
  } catch (error) {
    // The whole group has exited already (a start that failed to come up): its own failure is the one to read.
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
});

describe("npm start keeps secrets off the command line", () => {
  it("shows neither the sandbox token nor the API key in any process's arguments", () => {
    const commandLines = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
    expect(commandLines).toContain("scripts/start.mjs");
    expect(commandLines).not.toContain(TOKEN);
    expect(commandLines).not.toContain(API_KEY);
  });

  it("the sandbox takes the token from the environment, and no longer the default one", async () => {
    const sandbox = `http://127.0.0.1:${ports[1]}/v2/me`;
    expect((await fetch(sandbox, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await fetch(sandbox, { headers: { Authorization: "Bearer dev-budget-token" } })).status).toBe(401);
  });

  it("the pipeline serves its page and knows the API key from the environment", async () => {
    const pipeline = `http://127.0.0.1:${ports[0]}`;
    expect((await fetch(`${pipeline}/`)).status).toBe(200);
    const known = await fetch(`${pipeline}/profiles`, { headers: { Authorization: `Bearer ${API_KEY}` } });
    expect(known.status).toBe(200);
  });
});

describe("npm start is quiet and offline", () => {
  it("prints no wrangler banner, whose update check asks the npm registry", () => {
    expect(output).not.toMatch(/⛅️ wrangler|update available/);
  });

  it("finds each worker's types up to date, the sandbox's included", () => {
    expect(output).not.toContain("types might be out of date");
  });
});

describe("npm start ends with one line for a person: where to open Intake", () => {
  it("says it is ready on its own port once both servers are", async () => {
    const deadline = Date.now() + 10_000;
    while (!output.includes("Intake is ready") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`Intake is ready: open http://127.0.0.1:${ports[0]}/`);
    expect(output.indexOf("Intake is ready")).toBeGreaterThan(output.lastIndexOf("Ready on"));
  });
});

describe("npm start names the sandbox's SimpleFIN demo token for its own port", () => {
  it("prints the claim URL on SANDBOX_PORT in base64, and the sandbox answers it", async () => {
    const claim = `http://127.0.0.1:${ports[1]}/simplefin/claim/demo`;
    expect(output).toContain(`SimpleFIN demo setup token: ${Buffer.from(claim).toString("base64")}`);
    expect((await fetch(claim, { method: "POST" })).status).toBe(200);
  });
});

describe("npm run mail forwards a saved mail as the mailbox's person would", () => {
  it("adds the budget's address as a sender when there is none, and says what the receipt became", async () => {
    const dir = mkdtempSync(join(tmpdir(), "intake-mail-"));
    const eml = join(dir, "receipt.eml");
    writeFileSync(
      eml,
      [
        "From: Corner Deli <receipts@cornerdeli.example>",
        "To: pat@example.org",
        "Subject: Your receipt from Corner Deli",
        "Date: Mon, 16 Nov 2026 12:30:00 +0000",
        "Message-ID: <r-1@cornerdeli.example>",
        "Content-Type: text/plain; charset=UTF-8",
        "",
        "Thank you for your order.",
        "1 x Sandwich 12.40",
        "1 x Coffee 6.00",
        "Total: $18.40",
        "Paid with Visa ending 4242",
        "",
      ].join("\r\n"),
    );
    // npm start keeps its local state between runs: the mailbox may have a sender already.
    const mailbox = await fetch(`http://127.0.0.1:${ports[0]}/receipts/mailbox`, { headers: { Authorization: `Bearer ${API_KEY}` } });
    const { senders } = (await mailbox.json()) as { senders: string[] };
    const out = execFileSync(process.execPath, ["scripts/mail.mjs", eml], {
      env: { ...process.env, INTAKE_URL: `http://127.0.0.1:${ports[0]}`, INTAKE_API_KEY: API_KEY },
      encoding: "utf8",
    });
    if (senders.length === 0) expect(out).toMatch(/Added \S+@\S+ to the mailbox's senders/);
    else expect(out).not.toMatch(/Added/);
    expect(out).toContain("Corner Deli");
    expect(out).toContain("18.40");
  }, 30_000);
});

// Last: it stops the servers the tests above use.
describe("stopping npm start (Ctrl-C) is a clean stop, not a failure", () => {
  it("exits 0 and says no child 'exited with' a code when its servers end on the stop it asked for", async () => {
    const exited = new Promise<number | null>((resolve) => start.once("exit", (code) => resolve(code)));
    process.kill(start.pid!, "SIGINT");
    const code = await exited;
    expect(output).not.toMatch(/exited with/);
    expect(output).toMatch(/\[intake\] stopped/);
    expect(code).toBe(0);
  }, 30_000);
});
