// One headless Chromium for the whole run, started with the browser project (vitest.config.ts): each browser test
// file connects to it (support/browser.ts) instead of starting its own, which cost seconds of a busy machine per
// file. A file still gets pages of its own context (fresh cookies and storage), closed when it disconnects.
import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { chromiumLaunch, skipReason } from "./browser";

export default async function setup(project: TestProject) {
  // Without a chromium binary the files skip and say why; nothing to start.
  if (skipReason({ quiet: true })) return;
  const server = await chromium.launchServer(chromiumLaunch());
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Chromium (playwright's WebSocket endpoint), or undefined where the browser project did not start one. */
    chromiumEndpoint?: string;
  }
}
