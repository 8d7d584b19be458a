// A receipt outside the takeover's window, asked on the import's report in real Chromium: the row inserted beside the
// receipt asks "is this your receipt…?", and one click on "Yes, one payment" leaves one transaction in the budget.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";
import { CF_PASS, ME } from "../support/picture-mails";

/** The bookshop's receipt of 3 Oct, forwarded by the person. */
const mail = (to: string) =>
  [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    "Subject: Fwd: Your order #CB-1042",
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
    "",
    "---------- Forwarded message ---------",
    "From: Corner Books <orders@cornerbooks.example>",
    "Date: Sat, 3 Oct 2026 at 14:02",
    "Subject: Your order #CB-1042",
    "To: Pat <pat@example.org>",
    "",
    "Thank you for your order #CB-1042.",
    "1 x The Art of Baking   $24.00",
    "Subtotal: $24.00",
    "Tax: $1.98",
    "Order total: $25.98",
    "",
  ].join("\r\n");

/** The card's row of it six days later: past the window, within ten days. */
const EXPORT = ["Date,Description,Amount", "2026-10-02,Corner Coffee,-3.50", "2026-10-09,CORNER BOOKS 0042 SEATTLE,-25.98"].join("\n");

describe.skipIf(skipReason())("a receipt outside the takeover's window, answered on the report", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;
  const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
  const books = async () => (await world.transactions()).filter((t) => Number(t.amount) === 25.98);

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    const mailbox = (await (
      await fetch(`${intake.origin}/receipts/mailbox`, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ senders: [ME], account_id: 101, match_mode: "off" }),
      })
    ).json()) as { address: string };
    const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
      method: "POST",
      body: mail(mailbox.address),
    });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 200 && (await books()).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await books()).toHaveLength(1);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

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

  async function openReport(id: string): Promise<Page> {
    const page = await newPage(browser, { width: 1280, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    await page.goto(`${intake.origin}/history/${id}`);
    await page.locator("#page-info").filter({ hasText: "of" }).waitFor();
    return page;
  }

  it("the preview asks first: the summary names the row, which offers one payment or two (two until answered)", async () => {
    const page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setInputFiles("#file", { name: "card.csv", mimeType: "text/csv", buffer: Buffer.from(EXPORT) });
    await expect
      .poll(() => (errors.length ? errors.join("; ") : page.locator("#summary").textContent()), { timeout: 15_000 })
      .toBe("2 rows: 2 to import. 1 may be a receipt of yours from days apart: answer below");
    const row = page.locator("#preview-table tbody tr.planned", { hasText: "CORNER BOOKS" });
    expect(await row.locator("td.outcome").textContent()).toMatch(/^to import: is this your receipt "Corner Books" of 2026-10-03\?/);
    const answers = row.getByRole("group").getByRole("button");
    const pressed = () => answers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-pressed")));
    expect(await answers.allTextContents()).toEqual(["Yes, one payment", "No, two payments"]);
    expect(await pressed()).toEqual(["false", "true"]);
    await answers.first().click();
    expect(await pressed()).toEqual(["true", "false"]);
    await shoot(page, "receipt-question-preview");
    await page.close();
    // Nothing was imported: the receipt alone.
    expect(await books()).toHaveLength(1);
  });

  it("asks on the bank's row, and 'Yes, one payment' makes it the receipt's transaction in one click", async () => {
    const id = await imported();
    expect(await books()).toHaveLength(2);
    const page = await openReport(id);
    const row = page.locator("#report-table tbody tr", { hasText: "CORNER BOOKS" });
    await expect.poll(() => row.textContent()).toMatch(/Is this your receipt "Corner Books" of 2026-10-03\?/);
    const buttons = row.getByRole("group").getByRole("button");
    expect(await buttons.allTextContents()).toEqual(["Yes, one payment", "No, two payments"]);
    await shoot(page, "receipt-question-asked");
    await buttons.first().click();
    await expect.poll(() => row.locator("td.outcome").textContent(), { timeout: 15_000 }).toBe("matched");
    expect(await row.getByRole("group").count()).toBe(0);
    const [one, ...others] = await books();
    expect(others).toEqual([]);
    expect(one).toMatchObject({ date: "2026-10-09", payee: "Corner Books" });
  });
});
