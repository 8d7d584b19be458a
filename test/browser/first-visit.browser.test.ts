// A person's first visit: a page without a session leads with connecting the budget (the API key is for scripts,
// and comes after it); and the Receipts page names the transaction a receipt became, as a link to where it is,
// never as "#1".
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ME, forwardedOrderReceipt } from "../support/picture-mails";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shootScreen } from "./support/screenshots";

const auth = { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" };

describe.skipIf(skipReason())("a first visit leads with connecting the budget", () => {
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

  const open = async (path: string, width: number): Promise<Page> => {
    const page = await newPage(browser, { width, height: 900 }, "en-US");
    page.setDefaultTimeout(15_000);
    await page.goto(`${intake.origin}${path}`);
    return page;
  };

  for (const width of [1280, 390]) {
    it(`offers "Connect your budget" first, and the API key after it, at ${width} px`, async () => {
      const page = await open("/", width);
      const form = page.locator("#key-form");
      await form.waitFor();
      expect(await form.locator("h2").first().textContent()).toBe("Connect your budget");
      const connect = form.getByRole("link", { name: "Connect your budget" });
      expect(await connect.getAttribute("href")).toBe("/connect");
      const [link, key] = await Promise.all([connect.boundingBox(), page.locator("#api-key").boundingBox()]);
      expect(link!.y + link!.height).toBeLessThan(key!.y);
      // The keyboard reaches the connection before the key.
      await page.keyboard.press("Tab");
      for (let i = 0; i < 30 && !(await page.evaluate("document.activeElement?.id === 'api-key'")); i++) {
        if (await connect.evaluate((a) => a === (globalThis as any).document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      expect(await connect.evaluate((a) => a === (globalThis as any).document.activeElement)).toBe(true);
      await shootScreen(page, `first-visit-${width}`);
      await page.close();
    });
  }
});

describe.skipIf(skipReason())("the Receipts page names the transaction a receipt became", () => {
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

  it("links the merchant's transaction to where it is, with no '#1'", async () => {
    const mailbox = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ senders: [ME], account_id: 101 }),
      })
    ).json()) as { address: string };
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
      method: "POST",
      body: forwardedOrderReceipt(mailbox.address, "$25.98"),
    });
    expect(sent.status).toBe(200);
    const page = await newPage(browser, { width: 1280, height: 900 }, "en-US");
    page.setDefaultTimeout(15_000);
    await page.goto(`${intake.origin}/inbox`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    const link = page.locator("#inbox-table tbody tr a[href^='/history/transaction/']").first();
    await expect.poll(async () => (await link.count()) > 0 || (await page.reload(), false), { timeout: 30_000, interval: 1000 }).toBe(true);
    expect(await link.textContent()).toBe("Corner Books in your budget");
    expect(await page.locator("#inbox-table tbody").textContent()).not.toMatch(/#\d+/);
    await shootScreen(page, "receipts-transaction-1280");
  });
});
