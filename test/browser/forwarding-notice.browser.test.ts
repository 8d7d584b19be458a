// The Receipts page in a real browser: Gmail's forwarding confirmation, mailed to the Intake address, is a notice
// at the top with its code and its link, until a later mail arrives; the row says it was not booked.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { GMAIL_LINK, gmailEnglish } from "../support/forwarding-mails";
import { ME, photoReceipt } from "../support/picture-mails";

describe.skipIf(skipReason())("a forwarding confirmation is a notice on the Receipts page until a later mail arrives", () => {
  let intake: Intake;
  let browser: Browser;
  let page: Page;
  let address: string;
  const mail = (from: string, body: string) =>
    fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from, to: address })}`, { method: "POST", body });

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    page = await newPage(browser, { width: 1024, height: 900 });
    const mailbox = await fetch(`${intake.origin}/receipts/mailbox`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ senders: [ME], account_id: 101 }),
    });
    address = ((await mailbox.json()) as { address: string }).address;
    expect((await mail("forwarding-noreply@google.com", gmailEnglish(address))).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("says the provider, the forwarding address, the code and the link, then hides it", async () => {
    await page.goto(`${intake.origin}/inbox`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    const notice = page.locator("#forwarding-notices p");
    await notice.waitFor();
    expect(await notice.innerText()).toBe("Gmail asks you to confirm forwarding from pat@example.org: code 123456789 — or open this link");
    expect(await notice.getByRole("link", { name: "open this link" }).getAttribute("href")).toBe(GMAIL_LINK);
    await expect(page.locator("tr", { hasText: "forwarding confirmation: not booked" }).count()).resolves.toBe(1);

    expect((await mail(ME, photoReceipt(address))).status).toBe(200);
    await page.reload();
    await page.locator("tr", { hasText: "needs your amount" }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
