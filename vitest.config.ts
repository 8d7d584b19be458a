import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { quietExpectedRuntimeLines } from "./test/support/expected-faults.ts";
import { TEST_OAUTH_CLIENT } from "./test/support/oauth-client.ts";

// Keep every run offline: no telemetry, no download of the `Request.cf` placeholder.
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.WRANGLER_HIDE_BANNER ??= "true";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
// The sandbox's credentials (wrangler.toml declares them as required secrets).
const testSecrets = {
  BUDGET_API_TOKEN: "dev-budget-token",
  INTAKE_API_KEY: "dev-intake-key",
  TOKEN_KEY: "dev-token-key",
  OAUTH_CLIENT_SECRET: "intake-local-secret",
};
Object.assign(process.env, testSecrets);
// A passing run prints no error: what the tests cause on purpose is counted (test/support/expected-faults.ts).
quietExpectedRuntimeLines();

// Three projects share one sandbox (started by the global setup on a free loopback port):
// - "workers": the pipeline's tests, inside workerd with the bindings of wrangler.toml;
// - "node": tests that need the host (files of ../shared/, ajv's compiled schemas): *.node.test.ts;
// - "browser": the upload page in headless Chromium against an Intake worker of each file's own
//   (test/browser/support/): *.browser.test.ts, skipped with a printed reason where chromium is missing.
export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    // Integration tests wait for real alarms and a real rate limit: seconds, not milliseconds.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            // The production entry plus test subclasses of its Durable Objects (test seams stay out of src/).
            main: "./test/support/test-worker.ts",
            miniflare: {
              durableObjects: {
                // The Outbox with `configure` (test/support/tunable-outbox.ts): tests scale its time down.
                OUTBOX: { className: "TunableOutbox", useSQLite: true },
                CRASHING_OUTBOX: { className: "CrashingOutbox", useSQLite: true },
                // The deployment's Notifier, recording the mails it hands to the send_email binding.
                NOTIFIER: { className: "RecordingNotifier", useSQLite: true },
              },
              bindings: {
                BUDGET_API_URL: `${inject("sandboxUrl")}/v2`,
                // The deployment every test's requests are addressed to (SELF.fetch("https://intake.test/…")).
                PUBLIC_URL: "https://intake.test",
                OAUTH_ISSUER: inject("sandboxUrl"),
                OAUTH_CLIENT_ID: TEST_OAUTH_CLIENT.id,
                // Sandbox users are made per test; a refusal is tested with its own environment.
                ALLOWED_EMAILS: "*",
                // The sandbox's price feed and Bridge are on loopback, as with `npm start`.
                LOCAL_DEVELOPMENT: "true",
                ...testSecrets,
              },
            },
          })),
        ],
        test: {
          name: "workers",
          // A workerd and a module graph per test file cost ~2.5 s each (153 files): each of the three keeps its
          // workerd, modules and storage from file to file. Tests keep apart by their own sandbox world and
          // random ids; one that needs a state of the deployment (e.g. nobody connected `default`) sets it first.
          isolate: false,
          // Most of a test's time is waiting (alarms, the sandbox, a rate limit), so three files at once on two
          // cores (vitest's default is one fewer worker than cores: one, here).
          maxWorkers: 3,
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.node.test.ts", "test/browser/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          // A process and a module graph per file cost a second and more of a busy machine each (191 files): each
          // of the three keeps them from file to file, as the workers project does. A test that stubs a global
          // restores it (afterEach).
          isolate: false,
          maxWorkers: 3,
          environment: "node",
          include: ["test/**/*.node.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          // One Chromium for every browser file (test/browser/support/chromium-server.ts), beside the sandbox (the root
          // setup, which a project's list extends).
          globalSetup: ["./test/browser/support/chromium-server.ts"],
          // After the others, one file at a time: Chromium's pages and a wrangler dev each, whose page loads time out
          // when they share two cores with three workerd test files (tried: three browser files at once beside the
          // rest failed tests of 8 files and the setup of 6 at a load of ~21, docs/tests.md).
          maxWorkers: 1,
          // One process for every browser file (vitest hands a non-isolated single worker all its files at once):
          // a process per file, importing wrangler and playwright-core again, cost ~4 s of each file's start.
          isolate: false,
          sequence: { groupOrder: 1 },
          environment: "node",
          include: ["test/browser/**/*.browser.test.ts"],
          // Starting workerd and Chromium together takes seconds on a busy 2-core machine.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
