// Dates, months and amounts as the person's budget writes them, whatever the browser's language: the world's budget
// writes German (de-DE, "DD.MM.YYYY", months "MM/YYYY", a 24-hour clock) and the reader's browser is American. A tab
// with an API key learns the budget's formats from /session (public/assets/session.js) before its page writes a date.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";

const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
const ROWS = Array.from({ length: 40 }, (_, i) => `2026-09-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${(i % 90) + 1}.25`);

async function changeSettings(world: World, path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${world.apiUrl}${path}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status}`);
}

describe.skipIf(skipReason())("a page writes dates and amounts in the budget's formats, not the browser's", () => {
  let intake: Intake;
  let browser: Browser;
  let job: string;

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    await changeSettings(world, "/me/user/settings", {
      month_day_year_format: "DD.MM.YYYY",
      month_year_format: "MM/YYYY",
      show_am_pm: false,
    });
    await changeSettings(world, "/me/account/settings", { locale: "de-DE" });
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    const response = await fetch(`${intake.origin}/imports?account=101&file_name=export.csv`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: ["Date,Description,Amount", ...ROWS].join("\n"),
    });
    job = ((await response.json()) as { id: string }).id;
    for (let i = 0; i < 600; i++) {
      const report = (await (await fetch(`${intake.origin}/imports/${job}`, { headers: auth })).json()) as { status: string };
      if (report.status === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(path: string): Promise<Page> {
    const page = await newPage(browser, { width: 1280, height: 900 }, "en-US");
    page.setDefaultTimeout(15_000);
    await page.goto(`${intake.origin}${path}`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    return page;
  }

  it("writes a report's days and amounts the budget's way", async () => {
    const page = await open(`/history/${job}`);
    // The import is delivered while the page polls: on a busy machine that takes more than the poll's default second.
    await expect.poll(() => page.locator("#state").textContent(), { timeout: 20_000 }).toBe("Done: 40 inserted");
    const first = page.locator("#report-table tbody tr").first();
    expect(await first.locator("time").textContent()).toBe("01.09.2026");
    expect(await first.locator("td.num").textContent()).toBe("−1,25");
    expect(await page.locator("#report-file").textContent()).toMatch(/ · \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/\b(Sep|Nov) \d{1,2}, \d{4}|\d{4}-\d{2}-\d{2}| [AP]M\b/);
    await shoot(page, "dates-01-report");
  });

  it("writes the history's moments the budget's way", async () => {
    const page = await open("/history");
    const row = page.locator("#history-table tbody tr", { hasText: "export.csv" }).first();
    await expect.poll(() => row.locator("td").first().textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it("says a month with its year on the Accounts page's strip, never a day", async () => {
    const page = await open("/coverage");
    const chips = page.locator(".coverage-account .months .month-long");
    await expect.poll(() => chips.count()).toBeGreaterThan(11);
    const now = new Date();
    const month = (back: number) => {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      return `${String(first.getUTCMonth() + 1).padStart(2, "0")}/${first.getUTCFullYear()}`;
    };
    const texts = await chips.allTextContents();
    expect(texts.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => month(11 - i)));
    await shoot(page, "dates-02-months");
  });

  it("writes the agreement's day the budget's way, and says what is older than the strip", async () => {
    // A statement from long ago, with its running balance: it covers months before the strip and checks the account.
    const response = await fetch(`${intake.origin}/imports?account=102&file_name=old.csv`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: "Date,Description,Amount,Balance\n2024-03-04,Grocer,-30.00,970.00\n2024-03-20,Bookshop,-25.50,944.50\n",
    });
    const old = ((await response.json()) as { id: string }).id;
    await expect
      .poll(async () => ((await (await fetch(`${intake.origin}/imports/${old}`, { headers: auth })).json()) as { status: string }).status, {
        timeout: 30_000,
      })
      .toBe("done");
    const page = await open("/coverage");
    const card = page.locator(".coverage-account", { hasText: "Credit Card" });
    await expect
      .poll(() => card.locator("p.hint").allTextContents(), { timeout: 20_000 })
      .toContainEqual("Imports also cover 03/2024, before these twelve months.");
    await expect.poll(() => card.locator("p.agreement").textContent(), { timeout: 20_000 }).toMatch(/\b20\.03\.2024\b/);
    await shoot(page, "dates-03-older");
  });
});
