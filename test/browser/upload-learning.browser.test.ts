// The preview of a budget with a history (the sandbox's `history: true`, seed-history.ts), in real Chromium at 1280
// and 390 px: each row the history named or filed says why under its payee, with "Change" opening its payee and
// category; the choice goes with the import, and the next preview of the shop follows it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { misfits } from "./support/fit";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";

/** A next month's file of the history's shops, and one it has never seen. */
const NEXT_MONTH = [
  "Date,Description,Amount",
  "2026-11-02,WHOLEFDS MKT #10777 PFLUGERVILLE TX,-72.40",
  "2026-11-03,STARBUCKS STORE 00999 AUSTIN TX,-5.35",
  "2026-11-05,UBER *TRIP 2WQ8L,-18.20",
  "2026-11-06,UBER *EATS 7PK3M,-31.75",
  "2026-11-12,BLUE APRON 1234,-60.00",
].join("\n");

const RESTAURANTS = 13;

describe.skipIf(skipReason())("the preview says where a learned payee and category came from, and takes the person's", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"), { history: true, rateLimit: { limit: 400, windowMs: 60_000 } });
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function previewed(width: number, csv = NEXT_MONTH): Promise<Page> {
    const page = await newPage(browser, { width, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    await page.selectOption("#account", "101");
    await page.setInputFiles("#file", { name: "next-month.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect.poll(() => page.locator("#preview-table tbody tr.planned").count(), { timeout: 20_000 }).toBe(csv.split("\n").length - 1);
    await expect.poll(async () => (await page.locator("#preview").getAttribute("aria-busy")) === null).toBe(true);
    return page;
  }

  const row = (page: Page, n: number) => page.locator(`#preview-table tbody tr[data-row='${n}']`);
  const why = async (page: Page, n: number) => (await row(page, n).locator(".learned-why li").allTextContents()).join(" | ");

  it("at 1280 px: the grocer under the person's payee and category with why, the rides and meals apart, the rule's shop left to it", async () => {
    const page = await previewed(1280);
    await shoot(page, "01-why-1280");
    expect(await row(page, 2).locator("td.payee").textContent()).toMatch(/^Whole Foods/);
    expect(await why(page, 2)).toBe(
      "Whole Foods: 6 of your 6 renamed transactions of this shop | Groceries: 6 of your 6 transactions at Whole Foods",
    );
    expect(await why(page, 3)).toMatch(/^Left to your budget's rules/);
    expect(await row(page, 3).locator("details").count()).toBe(0);
    expect(await why(page, 4)).toBe("Uber: 3 of your 3 renamed transactions of this shop | Transport: 3 of your 3 transactions at Uber");
    expect(await why(page, 5)).toBe(
      "Uber Eats: 3 of your 3 renamed transactions of this shop | Restaurants: 3 of your 3 transactions at Uber Eats",
    );
    expect(await row(page, 6).locator(".learned-why").count()).toBe(0);
    expect(await page.evaluate(misfits, 8)).toEqual([]);
  });

  it("at 390 px the why and the control fit; the changed category goes with the import and the next preview follows it", async () => {
    const page = await previewed(390);
    expect(await why(page, 2)).toContain("Groceries: 6 of your 6 transactions at Whole Foods");
    await row(page, 2).locator("summary").click();
    const category = row(page, 2).getByLabel("Row 2: category");
    expect(await category.inputValue()).toBe("11");
    await category.selectOption({ label: "Restaurants" });
    await row(page, 2).getByLabel("Row 2: payee").fill("Whole Foods Market");
    await row(page, 2).getByLabel("Row 2: payee").press("Tab");
    expect(await why(page, 2)).toBe("Your choice for this shop: Whole Foods Market, Restaurants; kept for its next rows");
    expect(await page.evaluate(misfits, 8)).toEqual([]);
    await shoot(page, "02-change-390");
    await page.click("#import");
    await expect.poll(() => page.locator("#state").textContent(), { timeout: 30_000 }).toMatch(/^(Done|Failed)/);
    expect(await page.locator("#state").textContent()).toMatch(/^Done/);
    const listed = (await (
      await fetch(`${world.apiUrl}/transactions?start_date=2026-11-02&end_date=2026-11-02`, {
        headers: { Authorization: `Bearer ${world.token}` },
      })
    ).json()) as { transactions: { payee: string; category_id: number | null; original_name: string | null }[] };
    expect(listed.transactions).toEqual([
      expect.objectContaining({
        payee: "Whole Foods Market",
        category_id: RESTAURANTS,
        original_name: "WHOLEFDS MKT #10777 PFLUGERVILLE TX",
      }),
    ]);
    const next = await previewed(1280, ["Date,Description,Amount", "2026-12-01,WHOLEFDS MKT #10234 AUSTIN TX,-33.10"].join("\n"));
    expect(await row(next, 2).locator("td.payee").textContent()).toMatch(/^Whole Foods Market/);
    expect(await why(next, 2)).toMatch(
      /^Whole Foods Market: your name for this shop since .* \| Restaurants: you filed Whole Foods Market there on /,
    );
    await shoot(next, "03-followed-1280");
  });
});
