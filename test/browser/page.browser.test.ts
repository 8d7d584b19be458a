// The upload page in a real browser, on a phone-sized screen. Only what any version of the page must
// hold is checked here (a heading, no sideways scroll): the page's own flows get their own tests.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot } from "./support/screenshots";

describe.skipIf(skipReason())("the upload page on a phone", () => {
  let intake: Intake;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    page = await newPage(browser, { width: 390, height: 844 });
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("has a heading and fits 390 px without sideways scrolling", async () => {
    const response = await page.goto(`${intake.origin}/`);
    expect(response?.status()).toBe(200);
    await page.locator("h1").first().waitFor();
    await shoot(page, "01-opened"); // before the checks, so a failure leaves a picture of it
    // A string, not a function: the tests are typed without the DOM's globals (tsconfig's lib is es2023).
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });
});
