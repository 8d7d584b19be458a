// The Receipts page in a real browser: a photo of a paper receipt mailed to the Intake address is held as
// "needs your amount"; the row shows what was read, a labelled amount and payee, and "Add". A wrong amount is
// said in an alert next to the field; a right one books one transaction and the row shows it sent.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";
import { ME, photoReceipt } from "../support/picture-mails";

describe.skipIf(skipReason())("a receipt held for its amount is added from the Receipts page", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    page = await newPage(browser, { width: 1024, height: 900 });
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${intake.origin}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" },
      });
    const mailbox = (await (
      await call("/receipts/mailbox", { method: "PUT", body: JSON.stringify({ senders: [ME], account_id: 101 }) })
    ).json()) as {
      address: string;
    };
    // wrangler dev's local Email Routing: the worker's email() handler gets the message as it would in production.
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
      method: "POST",
      body: photoReceipt(mailbox.address),
    });
    expect(sent.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("shows what was read with a labelled amount and payee, says a wrong amount in an alert, and adds it", async () => {
    await page.goto(`${intake.origin}/inbox`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    const row = page.locator("tr", { hasText: "needs your amount" });
    await row.waitFor();
    await shoot(page, "held-01-needs-amount");
    // The verdict and its reason on lines of their own, never run together.
    await expect(row.locator("td").nth(3).innerText()).resolves.toMatch(/^needs your amount\n\S/);
    // The day in the reader's locale, not the API's ISO form; no field names of the API.
    const day = await page.evaluate<string>(
      "new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-10-05T12:00:00Z'))",
    );
    await expect(row.innerText()).resolves.toContain(`date: ${day}`);
    await expect(row.innerText()).resolves.not.toMatch(/orderNumber|currency:/);

    const amount = row.getByLabel("Amount");
    const payee = row.getByLabel("Payee");
    await amount.fill("twelve");
    await payee.fill("Bistro Lina");
    await row.getByRole("button", { name: "Add" }).click();
    const alert = row.getByRole("alert");
    await expect.poll(() => alert.innerText()).toMatch(/^The amount is a positive number/);
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate<string>("document.activeElement?.id ?? ''")).toMatch(/^amount-/);
    await shoot(page, "held-02-wrong-amount");

    await amount.fill("18.40");
    await row.getByRole("button", { name: "Add" }).click();
    const sentRow = page.locator("tr", { hasText: "Lunch at Bistro Lina" });
    await expect.poll(() => sentRow.innerText()).toMatch(/sent to your budget|waiting|inserted/);
    expect(await sentRow.getByRole("button", { name: "Add" }).count()).toBe(0);
    // Two decimals, as the budget shows amounts.
    expect(await sentRow.innerText()).toMatch(/total: 18\.40\b/);
    // Whether the photo is on its transaction, said under it.
    await expect.poll(() => sentRow.innerText(), { timeout: 20_000 }).toMatch(/receipt attached|attaching the receipt/);
    await shoot(page, "held-03-added");
    // On a phone the row shows what a person looks for: the shop and the amount, beside the day and the verdict.
    await page.setViewportSize({ width: 390, height: 844 });
    const shown = await sentRow.locator("td:visible").allInnerTexts();
    expect(shown.join(" | ")).toMatch(/Bistro Lina/);
    expect(shown.join(" | ")).toMatch(/18\.40/);
    expect(shown.join(" | ")).not.toContain("@");
    await shoot(page, "held-04-phone");
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect
      .poll(() => world.transactions().then((t) => t.map((x) => [x.payee, x.amount, x.date])))
      .toEqual([["Bistro Lina", "18.4000", "2026-10-05"]]);
  });

  it("offers 'Accept this sender' on a message from an address the mailbox does not accept, and adds it", async () => {
    const address = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } })
    ).json()) as {
      address: string;
    };
    const stranger = "shop@stranger.example";
    const mail = [
      `From: Corner Shop <${stranger}>`,
      `To: ${address.address}`,
      "Subject: Your receipt from Corner Shop",
      "Date: Mon, 05 Oct 2026 13:10:00 +0200",
      `Message-ID: <${crypto.randomUUID()}@stranger.example>`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Total: 12.00 USD",
    ].join("\r\n");
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: stranger, to: address.address })}`, {
      method: "POST",
      body: mail,
    });
    expect(sent.status).toBe(200);
    await page.goto(`${intake.origin}/inbox`);
    const row = page.locator("tr", { hasText: "Your receipt from Corner Shop" });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/not verified/);
    await row.getByRole("button", { name: "Accept this sender" }).click();
    await expect.poll(() => row.getByRole("status").innerText()).toMatch(/^Accepted: mail from shop@stranger\.example is read from now on/);
    const mailbox = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } })
    ).json()) as {
      senders: string[];
    };
    expect(mailbox.senders).toContain(stranger);
    expect(mailbox.senders).toContain(ME);
  });
});
