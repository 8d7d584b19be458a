// "Remove this import" on a job's report in real Chromium: the button asks first (dismissed:
// nothing happens), then the report shows the removed rows and the one kept because it was changed since.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";

const EXPORT = ["Date,Description,Amount", "2026-08-03,Bakery,-4.20", "2026-08-04,Cinema,-18.00", "2026-08-05,Bookshop,-21.50"].join("\n");

describe.skipIf(skipReason())("Remove this import, in a browser", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  /** Imports the export over the API and waits until it is done; answers the job id. */
  async function imported(): Promise<string> {
    const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
    const response = await fetch(`${intake.origin}/imports?account=101`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: EXPORT,
    });
    const { id } = (await response.json()) as { id: string };
    for (let i = 0; i < 200; i++) {
      const report = (await (await fetch(`${intake.origin}/imports/${id}`, { headers: auth })).json()) as { status: string };
      if (report.status === "done") return id;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the import did not finish");
  }

  async function openReport(id: string, width: number): Promise<Page> {
    const page = await newPage(browser, { width, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    await page.goto(`${intake.origin}/history/${id}`);
    await page.locator("#page-info").filter({ hasText: "of" }).waitFor();
    return page;
  }

  it("asks first, then removes what the import inserted and keeps the transaction changed since", async () => {
    const id = await imported();
    const page = await openReport(id, 1280);
    const remove = page.locator("#remove");
    await remove.waitFor({ state: "visible" });

    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => question).toMatch(/^Remove the 3 transactions this import inserted from your budget\?/);
    expect((await world.transactions()).filter((t) => t.date.startsWith("2026-08"))).toHaveLength(3);

    // The person edits one in the budget, later than the insert.
    await new Promise((r) => setTimeout(r, 1100));
    const cinema = (await world.transactions()).find((t) => t.payee === "Cinema")!;
    await fetch(`${world.apiUrl}/transactions/${cinema.id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ notes: "with Sam" }),
    });

    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
    await expect
      .poll(() => page.locator("#state").textContent(), { timeout: 15_000 })
      .toBe(
        "Removed: 2 transactions deleted from your budget, 1 transaction kept (changed since, split or grouped, or another import’s too: see “Kept in your budget”)",
      );
    expect(await remove.isHidden()).toBe(true);
    await page.check("input[name=filter][value=kept]");
    await expect.poll(() => page.locator("#page-info").textContent()).toBe("1–1 of 1");
    expect(await page.locator("#report-table tbody td.outcome").allTextContents()).toEqual(["kept"]);
    const kept = await page.locator("#report-table tbody tr.kept td").nth(5).textContent();
    expect(kept).toMatch(/^kept: changed in your budget since Intake inserted it/);
    // When it was changed, in the reader's date and clock (en-US here), not the service's ISO moment.
    expect(kept).toMatch(/\(last changed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\)$/);
    expect(kept).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await page.check("input[name=filter][value=removed]");
    await expect.poll(() => page.locator("#report-table tbody td.outcome").allTextContents()).toEqual(["removed", "removed"]);
    await shoot(page, "10-report-removed");
    // The rows' days in the reader's locale; the API's ISO day stays in the <time> element's datetime.
    const day = page.locator("#report-table tbody td time").first();
    expect(await day.getAttribute("datetime")).toMatch(/^2026-08-\d{2}$/);
    expect(await day.textContent()).not.toMatch(/^\d{4}-/);
    expect((await world.transactions()).filter((t) => t.date.startsWith("2026-08")).map((t) => t.payee)).toEqual(["Cinema"]);

    const phone = await openReport(id, 390);
    await expect.poll(() => phone.locator("#state").textContent()).toMatch(/^Removed: 2 transactions/);
    expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });
});
