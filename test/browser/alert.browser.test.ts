// The Receipts page in a real browser with a bank's card alert forwarded to the Intake address: its row says "card
// alert" with its kind, the bank, the card and the account it went to, and the guide to forwarding a bank's alerts
// shows the connection's own address and the address the alert came from.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";
import { CF_PASS, ME } from "../support/picture-mails";

/** Chase's alert of a purchase, forwarded inline by the person. */
const alertMail = (to: string) =>
  [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    "Subject: Fwd: Your $25.98 transaction with CORNER BOOKS",
    "Message-ID: <fwd-alert-1@example.org>",
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
    "",
    "---------- Forwarded message ---------",
    "From: Chase <no.reply.alerts@chase.com>",
    "Date: Sat, 3 Oct 2026 at 14:02",
    "Subject: Your $25.98 transaction with CORNER BOOKS",
    `To: Pat <${ME}>`,
    "",
    "You made a $25.98 transaction with CORNER BOOKS on Oct 3, 2026 at 2:01 PM ET.",
    "",
    "Account: Chase Freedom (...4321)",
  ].join("\r\n");

describe.skipIf(skipReason())("a card alert on the Receipts page", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;
  let page: Page;
  let address: string;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    page = await newPage(browser, { width: 1024, height: 900 });
    const mailbox = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ senders: [ME], account_id: 101 }),
      })
    ).json()) as { address: string };
    address = mailbox.address;
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: address })}`, {
      method: "POST",
      body: alertMail(address),
    });
    expect(sent.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("says card alert, the bank, the card and the account, and what was read", async () => {
    await page.goto(`${intake.origin}/inbox`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    const row = page.locator("tr", { hasText: "card alert" });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("card alert, a purchase: Chase, ...4321 → account #101");
    expect(text).toMatch(/shop: CORNER BOOKS/);
    expect(text).toMatch(/total: 25\.98/);
    await expect.poll(() => row.innerText()).toMatch(/sent to your budget|waiting|inserted/);
    await shoot(page, "alert-01-card-alert");
  });

  it("opens the guide to forwarding a bank's alerts", async () => {
    await page.getByText("Forward your bank's alerts").click();
    const guide = page.locator("details", { hasText: "Forward your bank's alerts" });
    await expect.poll(() => guide.innerText()).toMatch(/Gmail[^]*Outlook\.com[^]*iCloud[^]*Fastmail/);
    // Signed in with an API key, the page lists the alert's sender from GET /receipts.
    await expect
      .poll(() => page.locator("#alert-senders").innerText())
      .toMatch(/^Chase, no\.reply\.alerts@chase\.com: 1 alert, the last on /);
    await shoot(page, "alert-02-forwarding-guide");
  });
});
