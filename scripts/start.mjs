// `npm start`: the sandbox of the budgeting service (127.0.0.1:8788) and the pipeline (127.0.0.1:8787),
// side by side, with local state persisted under .wrangler/ so it survives a restart.
// Local credentials are the sandbox's: no real secret is needed or read unless you set one.
import { spawn } from "node:child_process";
import { startLocalCron } from "./local-cron.mjs";
import { offlineEnv, withoutProxyNotice } from "./offline-env.mjs";

// Nothing may reach the internet (scripts/offline-env.mjs).
const env = offlineEnv();
const sandboxPort = env.SANDBOX_PORT ?? "8788";
const pipelinePort = env.PORT ?? "8787";
// Secrets reach `wrangler dev` through its environment (never on a command line, where `ps` shows them):
// both configs declare [secrets], which makes wrangler read them from process.env.
env.SANDBOX_TOKEN ??= "dev-budget-token";
env.BUDGET_API_TOKEN ??= env.SANDBOX_TOKEN;
env.INTAKE_API_KEY ??= "dev-intake-key";
// Seals connections' tokens in the local KV; a deployment sets its own with `wrangler secret put TOKEN_KEY`.
env.TOKEN_KEY ??= "dev-token-key";
// The sandbox's seeded OAuth client (a deployment registers its own and sets this secret).
env.OAUTH_CLIENT_SECRET ??= "intake-local-secret";
// Each `wrangler dev` needs its own inspector port, or the second one fails to start.
const sandboxInspector = env.SANDBOX_INSPECTOR_PORT ?? "9230";
const pipelineInspector = env.INSPECTOR_PORT ?? "9229";

const processes = [
  // From its own folder: `wrangler dev` checks ./worker-configuration.d.ts against the config it runs, and the
  // sandbox's types are sandbox/worker-configuration.d.ts (from the root it would read the pipeline's).
  run("sandbox", ["dev", "-c", "wrangler.toml", "--port", sandboxPort, "--inspector-port", sandboxInspector], "sandbox"),
  run("intake", [
    "dev",
    "-c",
    "wrangler.toml",
    "--port",
    pipelinePort,
    "--inspector-port",
    pipelineInspector,
    // Serves /__scheduled, which local-cron.mjs calls at the times of wrangler.toml's crons.
    "--test-scheduled",
    // The deployment's own origin, on the port it listens on: the OAuth redirect and the pages' origin (PORT=9000 too).
    "--var",
    `PUBLIC_URL:${env.PUBLIC_URL ?? `http://127.0.0.1:${pipelinePort}`}`,
    "--var",
    `BUDGET_API_URL:${env.BUDGET_API_URL ?? `http://127.0.0.1:${sandboxPort}/v2`}`,
    "--var",
    `OAUTH_ISSUER:${env.OAUTH_ISSUER ?? `http://127.0.0.1:${sandboxPort}`}`,
    // Locally anyone the sandbox signs in may connect; a deployment lists its people in ALLOWED_EMAILS.
    "--var",
    `ALLOWED_EMAILS:${env.ALLOWED_EMAILS ?? "*"}`,
    // Balance sources may fetch the sandbox's feeds on loopback (src/web/source-url.ts).
    "--var",
    "LOCAL_DEVELOPMENT:true",
    // The `default` connection speaks v2 unless told "v1" (the legacy interface; README, "Connecting a budget").
    ...(env.BUDGET_API_VERSION ? ["--var", `BUDGET_API_VERSION:${env.BUDGET_API_VERSION}`] : []),
  ]),
];

function run(name, args, cwd = ".") {
  const child = spawn("wrangler", [...args, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"], {
    env,
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk) => withoutProxyNotice(chunk.toString()).replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on("data", (c) => {
    process.stdout.write(prefix(c));
    if (/Ready on http/.test(c.toString())) ready(name);
  });
  child.stderr.on("data", (c) => process.stderr.write(prefix(c)));
  child.on("exit", (code, signal) => {
    // Ctrl-C reaches every process of the terminal's group, and stop() sends SIGTERM: a child that ends by either
    // (killed by it, or exiting 128 + its number as wrangler does) was stopped, not failing.
    if (stopping || stoppedBySignal(code, signal)) {
      console.log(`[${name}] stopped`);
      stop(0);
      return;
    }
    console.error(`[${name}] exited with ${code ?? signal}`);
    stop(code ?? 1);
  });
  return child;
}

/** The servers that said "Ready on": when both have, one line tells the person where to go. */
const readyServers = new Set();
function ready(name) {
  readyServers.add(name);
  if (readyServers.size !== 2) return;
  console.log(`\nIntake is ready: open http://127.0.0.1:${pipelinePort}/\n`);
}

// The sandbox Bridge's demo user: its setup token is the claim URL on this run's port, in base64 (claimable any number of times).
const demoClaim = `http://127.0.0.1:${sandboxPort}/simplefin/claim/demo`;
console.log(`[sandbox] SimpleFIN demo setup token: ${Buffer.from(demoClaim).toString("base64")} (${demoClaim})`);

const stopCron = startLocalCron({ tomlPath: "wrangler.toml", url: `http://127.0.0.1:${pipelinePort}/__scheduled` });

/** Exit codes of a process that ended on SIGINT (130) or SIGTERM (143), as a shell writes them. */
const STOP_CODES = new Set([130, 143]);
const stoppedBySignal = (code, signal) => signal === "SIGINT" || signal === "SIGTERM" || STOP_CODES.has(code);

/** How long a stopped server may take to end before it is killed: a loaded machine needs seconds, not half of one. */
const STOP_GRACE_MS = 10_000;
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

let stopping = false;
let exitCode = 0;
function stop(code) {
  if (code !== 0) exitCode = code;
  if (!stopping) {
    stopping = true;
    stopCron();
    for (const child of processes) if (!ended(child)) child.kill("SIGTERM");
    setTimeout(() => {
      for (const child of processes) if (!ended(child)) child.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  }
  // Exit once every server has ended (each says "stopped"), so no child is left behind and no line is lost.
  if (processes.every(ended)) process.exit(exitCode);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
