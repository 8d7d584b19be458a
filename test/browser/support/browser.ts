// Headless Chromium from the system (Debian's `chromium` package), driven by playwright-core: nothing is
// downloaded. Without a chromium binary the browser tests are skipped, and say why.
import { existsSync } from "node:fs";
import { type Browser, type LaunchOptions, type Page, chromium } from "playwright-core";
import { inject } from "vitest";

const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Why the browser tests cannot run here (printed once per file unless `quiet`), or undefined when they can. */
export function skipReason({ quiet = false } = {}): string | undefined {
  const path = chromiumPath();
  if (existsSync(path)) return undefined;
  const reason = `browser tests skipped: no chromium at ${path} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (!quiet) console.warn(reason);
  return reason;
}

/**
 * The run's Chromium (started once by chromium-server.ts), or one of the file's own where none was started. Closing
 * the one connected to closes the file's contexts and leaves Chromium to the other files.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunch());
}

export function chromiumLaunch(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    headless: true,
    // playwright-core already adds --no-sandbox (chromiumSandbox defaults to false), which root in a
    // container needs. Containers often have a 64 MB /dev/shm, too small for the renderer's shared memory.
    // And no request may leave the machine: every host name fails to resolve but the loopback address.
    args: ["--disable-dev-shm-usage", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
  };
}

/** Above the 10 s most tests give an element to appear, below the test's own timeout. */
const NAVIGATION_TIMEOUT_MS = 25_000;

/**
 * A page in a context of its own (fresh cookies and localStorage), sized like a phone unless told, in a reader's
 * locale (its `navigator.language`, its Intl default and its Accept-Language): US English unless told, whatever
 * the machine's.
 */
export async function newPage(browser: Browser, viewport = { width: 390, height: 844 }, locale = "en-US"): Promise<Page> {
  const page = await browser.newPage({ viewport, locale });
  // A page load waits on wrangler dev's workerd, which a busy 2-core machine slows most: seconds, not a defect.
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  return page;
}
