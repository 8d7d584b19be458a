// Starts the sandbox of the budgeting service on a free loopback port for the whole test run,
// so that the client and the Outbox are tested over real HTTP, not against hand-written fakes.
import type { TestProject } from "vitest/node";
import { unstable_startWorker } from "wrangler";

export default async function setup(project: TestProject) {
  const sandbox = await unstable_startWorker({
    config: "sandbox/wrangler.toml",
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  const url = await sandbox.url;
  project.provide("sandboxUrl", url.origin);
  return async () => {
    await sandbox.dispose();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}
