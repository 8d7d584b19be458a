// Starts the sandbox of the budgeting service on a free loopback port for the whole test run,
// so that the client and the Outbox are tested over real HTTP, not against hand-written fakes.
import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { unstable_startWorker } from "wrangler";
import { readReceiptsDev, type ReceiptsDev } from "./support/receipts-dev";
import { sharedDataNote } from "./support/shared-data";
import { quietExpectedFaults } from "./support/expected-faults";
import { TEST_OAUTH_CLIENT } from "./support/oauth-client";

export default async function setup(project: TestProject) {
  // The modules imported on demand (src/lazy-modules.ts) are copies of the installed packages' files.
  execFileSync(process.execPath, ["scripts/vendor-modules.mjs"]);
  const sandbox = await unstable_startWorker({
    config: "sandbox/wrangler.toml",
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: "warn",
      structuredLogsHandler: quietExpectedFaults,
    },
  });
  const url = await sandbox.url;
  project.provide("sandboxUrl", url.origin);
  // Each project runs this setup; the note is said once a run (the projects share this process).
  const note = sharedDataNote();
  if (note && process.env.INTAKE_SHARED_NOTE_SAID === undefined) {
    process.env.INTAKE_SHARED_NOTE_SAID = "1";
    console.log(note);
  }
  // The workers runtime has no file system: the real mails of ../shared reach its tests through here.
  project.provide("receiptsDev", readReceiptsDev());
  // Intake's OAuth client for the workers tests (their requests come to https://intake.test).
  const registered = await fetch(`${url.origin}/__sandbox/oauth/clients`, {
    method: "POST",
    body: JSON.stringify({
      client_id: TEST_OAUTH_CLIENT.id,
      client_secret: TEST_OAUTH_CLIENT.secret,
      redirect_uris: ["https://intake.test/connect/callback"],
      scopes: ["me:read", "offline_access"],
    }),
  });
  if (!registered.ok && registered.status !== 409) throw new Error(`registering the test OAuth client: ${registered.status}`);
  return async () => {
    await sandbox.dispose();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    /** ../shared/email-corpus/receipts-dev, or null where it is absent. */
    receiptsDev: ReceiptsDev | null;
  }
}
