// The balances page in real Chromium: add a schedule source with its form, see its first run in the
// list, run it now (nothing changed: nothing written), and a refused source's message; 390 px wide.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot } from "./support/screenshots";

describe.skipIf(skipReason())("the balances page, in a browser", () => {
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(width: number): Promise<Page> {
    const page = await newPage(browser, { width, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/balances`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#schedule-target option[value='102']").waitFor({ state: "attached" });
    return page;
  }

  it("adds a loan schedule, lists its first run, and runs it again with nothing to write", async () => {
    const page = await open(390);
    await page.click("summary:text-is('Schedule')");
    await page.selectOption("#schedule-target", "102");
    await page.click("#schedule-form button[type=submit]");
    const row = page.locator("#balances-table tbody tr").first();
    await expect.poll(() => row.textContent()).toMatch(/written/);
    expect(await row.textContent()).toMatch(/current/);
    await shoot(page, "balances-01-added");
    await row.locator("text=Run now").click();
    await expect.poll(() => page.locator("#announce").textContent()).toMatch(/unchanged/);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });

  it("shows the service's reason when a source is refused", async () => {
    const page = await open(1000);
    await page.click("summary:text-is('Schedule')");
    await page.selectOption("#schedule-target", "101");
    await page.click("#schedule-form button[type=submit]");
    await expect.poll(() => page.locator("#balances-error").textContent()).toMatch(/still owed/);
  });
});
