// Words a person says, at 1280 px in real Chromium: the Receipts page says where each field was read ("from the
// mail's text"), the reader's own notes folded under "how it was read"; a report's Why links a transaction only where
// the link leads elsewhere (a row already in the budget, to the import that put it there), never to its own row.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";
import { forwardedOrderReceipt, ME } from "../support/picture-mails";

const EXPORT = ["Date,Description,Amount", "2026-08-03,Bakery,-4.20", "2026-08-04,Cinema,-18.00"].join("\n");
const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };

describe.skipIf(skipReason())("pages say things in words, at 1280 px", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    page = await newPage(browser, { width: 1280, height: 900 });
    page.setDefaultTimeout(30_000);
    // The first page is slow on a busy machine: the worker compiles its modules on first request.
    page.setDefaultNavigationTimeout(60_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  /** Imports the export over the API and waits until it has finished; answers the job id. */
  async function imported(): Promise<string> {
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

  it("the Receipts page says where the total was read, not the reader's trace", async () => {
    const mailbox = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ senders: [ME], account_id: 101 }),
      })
    ).json()) as { address: string };
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
      method: "POST",
      body: forwardedOrderReceipt(mailbox.address, "$25.98"),
    });
    expect(sent.status).toBe(200);
    await page.goto(`${intake.origin}/inbox`);
    const row = page.locator("tr", { hasText: "Your order #CB-1042" });
    await row.waitFor();
    const read = row.locator("td").nth(5);
    await expect.poll(() => read.innerText()).toMatch(/total: 25\.98 USD(, unsure)?, from the mail's text/);
    // The reader's notes are folded away: no label in quotes, no "(same line)" on the page as it opens.
    expect(await read.innerText()).not.toMatch(/label:|same line|"/);
    await shoot(page, "words-01-receipt-read");
    await read.locator("summary", { hasText: "how it was read" }).click();
    await expect.poll(() => read.locator("details").innerText()).toMatch(/total: .*Order total/);
  });

  it("a report's Why links no row to itself, and a row already there to the import that put it in", async () => {
    const first = await imported();
    const second = await imported();

    await page.goto(`${intake.origin}/history/${first}`);
    const inserted = page.locator("tr.inserted", { hasText: "Bakery" });
    await inserted.waitFor();
    expect(await inserted.locator("a").count()).toBe(0);
    expect(await inserted.innerText()).not.toMatch(/transaction \d/);

    await page.goto(`${intake.origin}/history/${second}`);
    const duplicate = page.locator("tr.duplicate", { hasText: "Bakery" });
    await duplicate.waitFor();
    expect(await duplicate.innerText()).not.toMatch(/transaction \d/);
    await shoot(page, "words-02-report-duplicate");
    await duplicate.getByRole("link", { name: "where it came from" }).click();
    await page.waitForURL(new RegExp(`/history/${first}\\?offset=0#row-\\d+$`));
    await expect.poll(() => page.locator('tr[aria-current="true"]').innerText()).toMatch(/Bakery/);
  });
});
