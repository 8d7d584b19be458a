// History and reports in real Chromium, as a person reads them: every count and date of a page in the budget's formats
// (the sandbox's American English, whatever the reader's language: "1,234 inserted" beside "1,234 rows"), a report's "transaction N" leading to
// the row that put it in the budget, balance source runs that changed nothing left out of the history, and a receipt's
// or a tap's row naming the account, the merchant and the amount.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot } from "./support/screenshots";
import { ME, forwardedOrderReceipt } from "../support/picture-mails";

const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
/** 1,234 rows: enough for a thousands separator and for a second page of the report. */
const ROWS = Array.from({ length: 1234 }, (_, i) => `2026-09-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${(i % 90) + 1}.25`);
const csvOf = (rows: string[]) => ["Date,Description,Amount", ...rows].join("\n");

describe.skipIf(skipReason())("history and reports, in a browser", () => {
  let intake: Intake;
  let browser: Browser;
  let sandbox: string;
  let big: string;

  beforeAll(async () => {
    sandbox = inject("sandboxUrl");
    const world = await newWorld(sandbox);
    [intake, browser] = await Promise.all([
      // The sandbox's Bridge is on loopback, as with `npm start`.
      startIntake(world, { LOCAL_DEVELOPMENT: { type: "plain_text", value: "true" } }),
      launchChromium(),
    ]);
    big = await imported(csvOf(ROWS));
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = body === undefined ? auth : { ...auth, "Content-Type": "application/json" };
    const response = await fetch(`${intake.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  /** Every job of the connection settled (a loop, not expect.poll: the setup waits too). */
  async function settled(): Promise<void> {
    const done = ["done", "done_with_errors", "failed"];
    for (let i = 0; i < 600; i++) {
      const { imports } = await call<{ imports: { status: string }[] }>("GET", "/imports?limit=100");
      if (imports.every((j) => done.includes(j.status))) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the imports did not settle in 60 s");
  }

  /** Imports a CSV into account 101 (or `account`) over the API and waits until it is done; answers the job id. */
  async function imported(csv: string, account = 101, fileName = "export.csv"): Promise<string> {
    const response = await fetch(`${intake.origin}/imports?account=${account}&file_name=${fileName}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: csv,
    });
    const { id } = (await response.json()) as { id: string };
    await settled();
    return id;
  }

  async function open(path: string, locale = "en-US", width = 1280): Promise<Page> {
    const page = await newPage(browser, { width, height: 900 }, locale);
    page.setDefaultTimeout(15_000);
    await page.goto(`${intake.origin}${path}`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    return page;
  }

  describe("one number format and one date format per page, the budget's (dates.browser.test.ts: a German budget)", () => {
    it("writes a German reader's report and history as the sandbox's American budget writes them, throughout", async () => {
      const page = await open(`/history/${big}`, "de-DE");
      await expect.poll(() => page.locator("#state").textContent()).toBe("Done: 1,234 inserted");
      expect(await page.locator('[data-count="all"].count').textContent()).toBe("(1,234)");
      expect(await page.locator('#counts [data-count="inserted"]').textContent()).toBe("1,234");
      await expect.poll(() => page.locator("#page-info").textContent()).toBe("1–100 of 1,234");
      expect(await page.locator("#page-count").textContent()).toBe("of 13");
      expect(await page.locator("#report-file").textContent()).toMatch(/ · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
      const first = page.locator("#report-table tbody tr").first();
      expect(await first.locator("time").textContent()).toBe("Sep 1, 2026");
      expect(await first.locator("td.num").textContent()).toBe("−1.25");
      // Nothing on the page is grouped or dated the reader's German way.
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).not.toMatch(/\d\.\d{3}\b|\b\d{2}\.\d{2}\.\d{4}/);
      await shoot(page, "history-01-report-de");

      const history = await open("/history", "de-DE");
      const row = history.locator("#history-table tbody tr", { hasText: "export.csv" }).first();
      await expect.poll(() => row.locator("td.num").textContent()).toBe("1,234");
      expect(await row.locator("td").first().textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
      expect(await row.textContent()).toContain("Done: 1,234 inserted");
    });

    it("writes the same report the American way for an American reader", async () => {
      const page = await open(`/history/${big}`, "en-US");
      await expect.poll(() => page.locator("#state").textContent()).toBe("Done: 1,234 inserted");
      await expect.poll(() => page.locator("#page-info").textContent()).toBe("1–100 of 1,234");
      expect(await page.locator("#report-table tbody tr time").first().textContent()).toBe("Sep 1, 2026");
    });
  });

  describe("'where it came from' in a report leads to what it names", () => {
    it("opens the earlier import's report at the row that inserted the transaction a duplicate names", async () => {
      const again = await imported(csvOf([ROWS[1150]!]));
      const page = await open(`/history/${again}`);
      const link = page.locator("#report-table tbody tr.duplicate a", { hasText: /^where it came from$/ });
      await link.waitFor();
      expect(await page.locator("#report-table tbody tr.duplicate td:not(.more)").last().textContent()).toMatch(
        /^already imported \(the same id\); where it came from$/,
      );
      await link.click();
      await page.waitForURL(new RegExp(`/history/${big}\\?offset=1100#row-\\d+$`));
      const focused = page.locator("#report-table tbody tr:focus");
      await focused.waitFor();
      expect(await focused.textContent()).toContain("Shop 1150");
      expect(await page.locator("#page-info").textContent()).toBe("1,101–1,200 of 1,234");
      await shoot(page, "history-02-linked-row");
    });

    it("says so when Intake did not put the transaction in the budget", async () => {
      const page = await open("/history/transaction/987654321");
      await expect
        .poll(() => page.locator("#transaction-found").textContent())
        .toBe("Intake did not put transaction 987654321 in this budget in the last 90 days.");
    });
  });

  describe("balance source runs that changed nothing do not fill the history", () => {
    it("leaves out a SimpleFIN run that found only rows already there, and shows it when asked", async () => {
      const user = `sf-${crypto.randomUUID().slice(0, 13)}`;
      const bridge = (path: string, body: unknown) =>
        fetch(`${sandbox}/__sandbox/simplefin/users/${user}${path}`, { method: "POST", body: JSON.stringify(body) });
      expect((await bridge("/reset", {})).ok).toBe(true);
      await bridge("/accounts/ACT-CHK/transactions", { transactions: [{ id: "TX-H-1", amount: "-7.00", description: "Bakery" }] });
      const { setup_token } = (await (await bridge("/setup-tokens", {})).json()) as { setup_token: string };
      const claim = await call<{ id: string }>("POST", "/balance-sources/simplefin", { setup_token, label: "Bridge" });
      const source = await call<{ id: string }>("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: 102,
        settings: { connection: claim.id, account: "ACT-CHK", transactions: true },
      });
      await settled();
      await call("POST", `/balance-sources/${source.id}/run`); // the same days again: nothing new
      await settled();
      const all = await call<{ total: number; unchanged: number }>("GET", "/imports");
      expect(all.unchanged).toBe(1);

      const page = await open("/history");
      const rows = page.locator("#history-table tbody tr");
      await expect
        .poll(() => page.locator("#history-summary").textContent())
        .toBe(`${all.total - 1} imports; 1 balance source run that changed nothing is not shown.`);
      expect(await rows.count()).toBe(all.total - 1);
      await page.check("#history-unchanged");
      await expect.poll(() => page.locator("#history-summary").textContent()).toBe(`${all.total} imports.`);
      expect(await rows.count()).toBe(all.total);
      expect(await rows.first().textContent()).toMatch(/SimpleFIN transactions.*already there/);
    });
  });

  describe("a receipt's and a tap's rows name the account, the merchant and the amount", () => {
    it("reads 'Receipt · Corner Books · −25.98 USD' in Sandbox Bank Checking and 'Tap · Blue Bottle Coffee · −6.50 EUR' in cash", async () => {
      const mailbox = await call<{ address: string }>("PUT", "/receipts/mailbox", { senders: [ME], account_id: 101 });
      // wrangler dev's local Email Routing: the worker's email() handler gets the message as it would in production.
      const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
        method: "POST",
        body: forwardedOrderReceipt(mailbox.address, "$25.98"),
      });
      expect(sent.status).toBe(200);
      // No card the tap settings name: the tap goes to their default, cash.
      await call("POST", "/taps", { merchant: "Blue Bottle Coffee", amount: "6.50", currency: "EUR", card: "Amex" });
      await expect.poll(async () => (await call<{ imports: unknown[] }>("GET", "/imports?limit=100")).imports.length).toBeGreaterThan(3);
      await settled();

      const page = await open("/history");
      const receipt = page.locator("#history-table tbody tr", { hasText: "Corner Books" });
      await expect.poll(() => receipt.locator("td").nth(1).textContent()).toBe("Receipt · Corner Books · −25.98 USD");
      expect(await receipt.locator("td").nth(2).textContent()).toBe("Sandbox Bank Checking");
      const tap = page.locator("#history-table tbody tr", { hasText: "Blue Bottle Coffee" });
      expect(await tap.locator("td").nth(1).textContent()).toBe("Tap · Blue Bottle Coffee · −6.50 EUR");
      expect(await tap.locator("td").nth(2).textContent()).toBe("Cash");
      await shoot(page, "history-03-payments");
    });

    it("names the card's account for a cash receipt the card's row took over, not 'Cash'", async () => {
      const mailbox = await call<{ address: string }>("PUT", "/receipts/mailbox", { senders: [ME], account_id: null });
      const sent = await fetch(`${intake.origin}/cdn-cgi/local/email?${new URLSearchParams({ from: ME, to: mailbox.address })}`, {
        method: "POST",
        body: forwardedOrderReceipt(mailbox.address, "$41.20"),
      });
      expect(sent.status).toBe(200);
      await settled();
      await imported(csvOf(["2026-10-05,CORNER BOOKS #12 PORTLAND OR,-41.20"]), 102, "card-oct.csv");

      const page = await open("/history");
      const receipt = page.locator("#history-table tbody tr", { hasText: "−41.20" });
      await expect.poll(() => receipt.locator("td").nth(2).textContent()).toBe("Sandbox Bank Credit Card");
      await shoot(page, "history-03-payment-taken-over");
    });
  });

  describe("what the person did, with what followed under it", () => {
    it.each([1280, 390])(
      "lists the card's upload with the pairing of its payment beneath it, not as a row of its own (%i px)",
      async (width) => {
        if (width === 1280) {
          await imported(csvOf(["2026-11-03,CREDIT CARD PAYMENT,-500.00"]), 101, "checking-nov.csv");
          await imported(csvOf(["2026-11-05,PAYMENT THANK YOU,500.00"]), 102, "card-nov.csv");
        }
        const page = await open("/history", "en-US", width);
        const rows = page.locator("#history-table tbody tr");
        const card = page.locator("#history-table tbody tr:not(.follows)", { hasText: "card-nov.csv" });
        await card.waitFor();
        // The pairing is the row right after the card's upload, marked as following it; it is no action of its own.
        const after = card.locator("xpath=following-sibling::tr[1]");
        expect(await after.getAttribute("class")).toContain("follows");
        expect(await after.locator("td").nth(1).textContent()).toMatch(/^↳ /);
        expect(await rows.filter({ hasText: "checking-nov.csv" }).getAttribute("class")).not.toContain("follows");
        expect(await page.locator("#history-table tbody tr:not(.follows):not(.more)").first().textContent()).toContain("card-nov.csv");
        await shoot(page, `history-04-followed-${width}`);
      },
    );
  });
});
