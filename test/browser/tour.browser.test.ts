// Every page, at a desk's width and a phone's: each opens, names the budget it acts for, and fits the screen
// without sideways scrolling. The screenshots (`tour/<page>-<width>.png`) are the ones docs/ shows.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot } from "./support/screenshots";

/** The pages a person uses, with what each waits for before it is looked at. */
const PAGES = [
  { name: "upload", path: "/", ready: "#account option[value='101']" },
  { name: "history", path: "/history", ready: "table tbody tr" },
  { name: "report", path: "/history/JOB", ready: "table tbody tr" },
  { name: "receipts", path: "/inbox", ready: "#budget-name" },
  { name: "balances", path: "/balances", ready: "#budget-name" },
  { name: "profiles", path: "/saved-profiles", ready: "#budget-name" },
  { name: "notifications", path: "/notifications", ready: "#recent-list li" },
  { name: "connect", path: "/connect", ready: "h1" },
] as const;

describe.skipIf(skipReason())("every page at 1280 and 390 px", () => {
  let intake: Intake;
  let browser: Browser;
  let jobId = "";

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    // An import to show: a few rows, one of them refused, as a person's first file might be.
    const upload = await fetch(`${intake.origin}/imports?account=101`, {
      method: "POST",
      headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "text/csv" },
      body: "Date,Payee,Amount\n2026-10-01,Corner Bakery,-4.50\n2026-10-02,City Transit,-2.75\n2026-10-03,Salary,2500.00\nyesterday,Unreadable Date,-1.00\n",
    });
    expect(upload.status).toBe(202);
    jobId = ((await upload.json()) as { id: string }).id;
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(width: number, path: string): Promise<Page> {
    const page = await newPage(browser, { width, height: width > 500 ? 900 : 844 });
    page.setDefaultTimeout(10_000);
    // The key a person types once per tab, given before the page's script asks for it.
    await page.addInitScript(`sessionStorage.setItem("intake-api-key", ${JSON.stringify(INTAKE_API_KEY)})`);
    const response = await page.goto(`${intake.origin}${path.replace("JOB", jobId)}`);
    expect(response?.status()).toBe(200);
    return page;
  }

  for (const width of [1280, 390]) {
    it.each(PAGES)(`$name at ${width} px`, async ({ name, path, ready }) => {
      const page = await open(width, path);
      await page.locator(ready).first().waitFor({ state: "attached" });
      await shoot(page, `${name}-${width}`);
      if (name !== "connect") expect(await page.locator("#budget-name").textContent()).toBe("Sandbox Budget");
      // A string, not a function: the tests are typed without the DOM's globals (tsconfig's lib is es2023).
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
      await page.close();
    });
  }
});
