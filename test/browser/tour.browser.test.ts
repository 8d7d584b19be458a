// Every page, at a desk's width and a phone's: each opens, names the budget it acts for, and fits the screen
// without sideways scrolling; every table shows its key columns whole (the others behind a disclosure in
// their row) and no control touches the screen's edge. The screenshots (`tour/<page>-<width>.png`) are the
// ones docs/ shows.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ME, photoReceipt, forwardedOrderReceipt } from "../support/picture-mails";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { misfits, openEveryRow } from "./support/fit";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot, shootScreen } from "./support/screenshots";

/** The room a control keeps from the screen's edges: a thumb or a bezel covers what lies closer. */
const EDGE_ROOM_PX = 8;

/** A first file as a person's might be: a long payee, notes, and one row whose date cannot be read. */
const FILE = [
  "Date,Payee,Amount,Notes",
  "2026-10-01,Corner Bakery,-4.50,Croissants for the office",
  "2026-10-02,Metropolitan Transit Authority Monthly Pass,-82.75,October",
  "2026-10-03,Salary,2500.00,",
  "yesterday,Unreadable Date,-1.00,",
].join("\n");

/** The pages a person uses, with what each waits for before it is looked at (and what is done on it first). */
const PAGES: {
  name: string;
  path: string;
  ready: string;
  prepare?: (page: Page) => Promise<void>;
  /** Pictured as the screen shows it from here, not as the whole page: a bar kept at the screen's foot would
   * stand in the middle of a whole page's picture. */
  screenFrom?: string;
}[] = [
  { name: "upload", path: "/", ready: "#account option[value='101']" },
  {
    name: "preview",
    path: "/",
    ready: "#account option[value='101']",
    prepare: async (page) => {
      await page.setInputFiles("#file", {
        name: "october.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(FILE.replaceAll("2026-10", "2026-11")),
      });
      await page.locator("#preview:not([aria-busy]) #preview-table tbody tr").first().waitFor();
    },
    screenFrom: "#preview-table",
  },
  { name: "history", path: "/history", ready: "#history-table tbody tr" },
  { name: "report", path: "/history/JOB", ready: "#report-table tbody tr" },
  { name: "receipts", path: "/inbox", ready: "#inbox-table tbody tr" },
  { name: "balances", path: "/balances", ready: "#balances-table tbody tr" },
  { name: "accounts", path: "/coverage", ready: ".coverage-account h2" },
  { name: "profiles", path: "/saved-profiles", ready: "#profiles-summary:not(:empty)" },
  { name: "notifications", path: "/notifications", ready: "#recent-list li" },
  { name: "connect", path: "/connect", ready: "h1" },
];

describe.skipIf(skipReason())("every page at 1280 and 390 px", () => {
  let intake: Intake;
  let browser: Browser;
  let jobId = "";

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    const call = (path: string, init: { method: string; body: string; type?: string }) =>
      fetch(`${intake.origin}${path}`, {
        method: init.method,
        headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": init.type ?? "application/json" },
        body: init.body,
      });
    // An import to show: a few rows, one of them refused, as a person's first file might be.
    const upload = await call("/imports?account=101", { method: "POST", type: "text/csv", body: FILE });
    expect(upload.status).toBe(202);
    jobId = ((await upload.json()) as { id: string }).id;
    // Two receipts: a forwarded one that was read, and a photo held for its amount (with the form to add it).
    const mailbox = (await (
      await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ senders: [ME], account_id: 101 }) })
    ).json()) as { address: string };
    for (const mail of [forwardedOrderReceipt(mailbox.address, "$24.00"), photoReceipt(mailbox.address)]) {
      const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
        method: "POST",
        body: mail,
      });
      expect(sent.status).toBe(200);
    }
    // A balance source with its first run.
    const loan = { kind: "loan", principal: "20000", annualRate: "6.5", payment: "450", paymentDay: 15, start: "2025-01-10" };
    const source = await call("/balance-sources", {
      method: "POST",
      body: JSON.stringify({ kind: "schedule", manual_account_id: 102, settings: loan }),
    });
    expect(source.status).toBeLessThan(300);
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

  /** Saves the page as `<name>.png`: the whole page, or what the screen shows scrolled to `screenFrom`. */
  async function picture(page: Page, name: string, screenFrom?: string): Promise<void> {
    if (!screenFrom) return void (await shoot(page, name));
    await page.locator(screenFrom).evaluate((el) => el.scrollIntoView());
    await shootScreen(page, name);
  }

  for (const width of [1280, 390]) {
    it.each(PAGES)(
      `$name at ${width} px: key columns whole, controls clear of the edges`,
      async ({ name, path, ready, prepare, screenFrom }) => {
        const page = await open(width, path);
        await page.locator(ready).first().waitFor({ state: "attached" });
        await prepare?.(page);
        await picture(page, `${name}-${width}`, screenFrom); // before the checks, so a failure leaves a picture of it
        if (name !== "connect") expect(await page.locator("#budget-name").textContent()).toBe("Sandbox Budget");
        // A string, not a function: the tests are typed without the DOM's globals (tsconfig's lib is es2023).
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
        expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
        await page.close();
      },
    );
  }

  describe("at 390 px a row's other columns open beneath it, inside the screen", () => {
    it.each(PAGES.filter((p) => ["preview", "history", "report", "receipts", "balances"].includes(p.name)))(
      "$name",
      async ({ name, path, ready, prepare, screenFrom }) => {
        const page = await open(390, path);
        await page.locator(ready).first().waitFor({ state: "attached" });
        await prepare?.(page);
        expect(await page.evaluate(openEveryRow)).toBeGreaterThan(0);
        await picture(page, `${name}-open-390`, screenFrom);
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
        expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
        // Opened, every cell with something in it is shown.
        expect(
          await page.evaluate<number>("[...document.querySelectorAll('tbody td:not(:empty)')].filter(td => !td.checkVisibility()).length"),
        ).toBe(0);
        await page.close();
      },
    );
  });
});
