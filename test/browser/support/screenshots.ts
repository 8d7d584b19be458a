// Screenshots of each step, for a person to look at (not compared by the tests): one folder per test
// file under test/browser/screenshots/ (git-ignored), emptied the first time a run writes to it so it
// never mixes this run's steps with a previous run's.
import { mkdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
const cleared = new Set<string>();

/** Saves the whole page as `<file>/<name>.png`; name the steps in order, e.g. "01-empty", "02-chosen". */
export async function shoot(page: Page, name: string): Promise<string> {
  const path = pathOf(name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Saves what the screen shows now (a bar kept at its foot included), as `shoot` names it. */
export async function shootScreen(page: Page, name: string): Promise<string> {
  const path = pathOf(name);
  await page.screenshot({ path });
  return path;
}

/** Saves the whole page with the window as tall as the page, so what sticks to the screen's foot sits at the page's. */
export async function shootWhole(page: Page, name: string): Promise<string> {
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width, height: await page.evaluate<number>("document.documentElement.scrollHeight") });
  return shootScreen(page, name);
}

function pathOf(name: string): string {
  const file = basename(expect.getState().testPath ?? "unknown").replace(/\.browser\.test\.ts$/, "");
  const dir = join(ROOT, file);
  if (!cleared.has(file)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cleared.add(file);
  }
  return join(dir, `${name}.png`);
}
