// The balances page in real Chromium: a schedule added with its own fields, its first run in the list,
// "run now" saying which source ran; a refusal beneath the form that caused it with focus moved there;
// editing a source; Delete and Disconnect asking first; a SimpleFIN claim confirmed on the page; 390 px wide.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot, shootWhole } from "./support/screenshots";

describe.skipIf(skipReason())("the balances page, in a browser", () => {
  let intake: Intake;
  let browser: Browser;
  let sandbox: string;

  beforeAll(async () => {
    sandbox = inject("sandboxUrl");
    const world = await newWorld(sandbox);
    [intake, browser] = await Promise.all([
      // The sandbox's Bridge is on loopback, as with `npm start`.
      startIntake(world, { LOCAL_DEVELOPMENT: { type: "plain_text", value: "true" } }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(width: number): Promise<Page> {
    const page = await newPage(browser, { width, height: 844 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/balances`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#schedule-target option[value='102']").waitFor({ state: "attached" });
    await page.locator("#balances-summary:not(:empty)").waitFor();
    return page;
  }

  /** Adds a loan on account 102; `choose` picks more in the form (its schedule) before it is sent. */
  async function addLoan(page: Page, principal = "20000", choose?: () => Promise<unknown>) {
    await page.click("summary:text-is('Schedule')");
    await page.selectOption("#schedule-target", "102");
    await page.selectOption("#schedule-kind", "loan");
    await page.fill("#loan-principal", principal);
    await page.fill("#loan-rate", "6.5");
    await page.fill("#loan-payment", "450");
    await page.fill("#loan-day", "15");
    await page.fill("#loan-start", "2025-01-10");
    await choose?.();
    await page.click("#schedule-form button[type=submit]");
  }

  const rowOf = (page: Page, account: string) => page.locator("#balances-table tbody tr", { hasText: account }).first();

  async function deleteAll(page: Page) {
    page.on("dialog", (d) => void d.accept());
    while ((await page.locator("#balances-table tbody tr").count()) > 0) {
      const before = await page.locator("#balances-table tbody tr").count();
      await page.locator("#balances-table tbody tr button:text-is('Delete')").first().click();
      await expect.poll(() => page.locator("#balances-table tbody tr").count()).toBe(before - 1);
    }
  }

  describe("a loan is set up with fields of its own, not a JSON box", () => {
    it("adds a loan from its fields, lists its first run, and says which source 'Run now' ran, at 390 px", async () => {
      const page = await open(390);
      expect(await page.locator("#schedule-form textarea").count()).toBe(0);
      await addLoan(page);
      const row = page.locator("#balances-table tbody tr").first();
      await expect.poll(() => row.textContent()).toMatch(/written/);
      expect(await row.textContent()).toMatch(/current/);
      // Two decimals and an upper-case currency code, whatever the service wrote.
      expect(await row.textContent()).toMatch(/\d\.\d{2} [A-Z]{3}/);
      await row.locator("button:text-is('Run now')").click();
      const result = page.locator("#run-result");
      await expect.poll(() => result.textContent()).toMatch(/^Ran .+ · Schedule \(loan\): unchanged/);
      expect(await result.isVisible()).toBe(true);
      await page.evaluate("window.scrollTo(0, 0)");
      await shoot(page, "balances-01-added-390");
      await deleteAll(page);
    });

    it("takes an amount with its thousands grouped, as a person types it, and shows the source added", async () => {
      const page = await open(1280);
      await addLoan(page, "24,000.00");
      await expect.poll(() => page.locator("#balances-table tbody tr").first().textContent()).toMatch(/written/);
      expect(await page.locator("#schedule-form-error").textContent()).toBe("");
      // The page shows the source added, not the emptied form: the form folds, the new row has focus.
      await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.dataset?.source")).toMatch(/./);
      expect(await page.locator("#schedule-details").getAttribute("open")).toBeNull();
      expect(await page.locator("#balances-table tbody tr[aria-current=true]").textContent()).toMatch(/loan/);
      await deleteAll(page);
    });

    it("switches the fields to depreciation and adds one to an asset account", async () => {
      const page = await open(1280);
      await page.click("summary:text-is('Schedule')");
      await page.selectOption("#schedule-target", "101");
      await page.selectOption("#schedule-kind", "depreciation");
      expect(await page.locator("#loan-principal").isVisible()).toBe(false);
      await page.fill("#depreciation-value", "30000");
      await page.fill("#depreciation-salvage", "5000");
      await page.fill("#depreciation-months", "60");
      await page.fill("#depreciation-start", "2024-03-01");
      await page.click("#schedule-form button[type=submit]");
      await expect.poll(() => page.locator("#balances-table tbody tr").first().textContent()).toMatch(/depreciation/);
      await deleteAll(page);
    });
  });

  describe("a refusal is shown next to the form that caused it, and focus moves there", () => {
    it("names the field by its label and focuses it", async () => {
      const page = await open(1280);
      await addLoan(page, "0");
      const error = page.locator("#schedule-form-error");
      await expect.poll(() => error.textContent()).toMatch(/Amount borrowed: must be more than 0/);
      expect(await page.evaluate<string | undefined>("document.activeElement?.id")).toBe("loan-principal");
      expect(await page.locator("#loan-principal").getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#balances-error").textContent()).toBe("");
    });

    it("keeps each form's refusal beneath that form: a priced holding's names its field", async () => {
      const page = await open(1280);
      await page.click("summary:text-is('Priced holding')");
      await page.selectOption("#priced-target", "101");
      await page.fill("#priced-quantity", "many");
      await page.fill("#priced-url", "https://prices.example/quote");
      await page.fill("#priced-path", "$.quote.price");
      await page.click("#priced-form button[type=submit]");
      await expect.poll(() => page.locator("#priced-form-error").textContent()).toMatch(/^Quantity: must be a decimal number/);
      expect(await page.evaluate<string | undefined>("document.activeElement?.id")).toBe("priced-quantity");
      expect(await page.locator("#schedule-form-error").textContent()).toBe("");
    });

    it("shows the service's reason beneath the schedule form", async () => {
      const page = await open(1000);
      await page.click("summary:text-is('Schedule')");
      await page.selectOption("#schedule-target", "101");
      await page.fill("#loan-principal", "20000");
      await page.fill("#loan-rate", "6.5");
      await page.fill("#loan-payment", "450");
      await page.fill("#loan-day", "15");
      await page.fill("#loan-start", "2025-01-10");
      await page.click("#schedule-form button[type=submit]");
      await expect.poll(() => page.locator("#schedule-form-error").textContent()).toMatch(/still owed/);
      expect(await page.evaluate<string | undefined>("document.activeElement?.id")).toBe("schedule-form-error");
      await shoot(page, "balances-02-refused");
    });
  });

  describe("a source is edited in its own form", () => {
    it("fills the form with the source's settings and saves the change to that source", async () => {
      const page = await open(1280);
      await addLoan(page);
      const row = page.locator("#balances-table tbody tr").first();
      await expect.poll(() => row.textContent()).toMatch(/written/);
      await row.locator("button:text-is('Edit')").click();
      expect(await page.inputValue("#loan-principal")).toBe("20000.00");
      expect(await page.locator("#schedule-target").isDisabled()).toBe(true);
      await page.fill("#loan-payment", "500");
      await page.click("#schedule-form button[type=submit]");
      await expect.poll(() => page.locator("#announce").textContent()).toMatch(/^Saved /);
      const listed = await (
        await fetch(`${intake.origin}/balance-sources`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } })
      ).json();
      expect((listed as { sources: { settings: { payment: string } }[] }).sources.map((s) => s.settings.payment)).toEqual(["500.00"]);
      expect(await page.locator("#schedule-form button[type=submit]").textContent()).toBe("Add");
      await deleteAll(page);
    });
  });

  describe("after Save changes the page says it was saved and shows what the new settings read", () => {
    it("says the run the saving made, in the banner and at the top of the runs listed, with the balance", async () => {
      const page = await open(1280);
      await addLoan(page);
      const row = page.locator("#balances-table tbody tr").first();
      await expect.poll(() => row.textContent()).toMatch(/written/);
      await row.locator("button:text-is('Runs')").click();
      await expect.poll(() => page.locator("#runs-list li").first().textContent()).toMatch(/\(when added\): written/);
      await row.locator("button:text-is('Edit')").click();
      await page.fill("#loan-payment", "500");
      await page.click("#schedule-form button[type=submit]");
      const banner = page.locator("#run-result");
      await expect.poll(() => banner.textContent()).toMatch(/^Saved .+ · Schedule \(loan\): read now: written · [\d,]+\.\d{2} [A-Z]{3}\.$/);
      expect(await banner.isVisible()).toBe(true);
      const newest = page.locator("#runs-list li").first();
      await expect.poll(() => newest.textContent()).toMatch(/\(after saving\): written/);
      // The banner's balance is the one the list and the runs now show.
      const value = /· ([\d,]+\.\d{2} [A-Z]{3})\.$/.exec((await banner.textContent()) ?? "")![1]!;
      await expect.poll(() => newest.textContent()).toContain(value);
      await expect.poll(() => row.textContent()).toContain(value);
      await shoot(page, "balances-04-saved");
      await deleteAll(page);
    });
  });

  describe("a source's schedule is shown and chosen on the page", () => {
    it("adds a source that runs every 6 hours, then moves it to once a day at 7:30", async () => {
      const page = await open(1280);
      await addLoan(page, "20000", () => page.selectOption("#schedule-schedule-every", "hours:6"));
      const row = page.locator("#balances-table tbody tr").first();
      await expect.poll(() => row.locator(".schedule").textContent()).toMatch(/^Every 6 hours; next .+/);
      const listed = async () =>
        (
          (await (await fetch(`${intake.origin}/balance-sources`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } })).json()) as {
            sources: { schedule: unknown }[];
          }
        ).sources[0]!.schedule;
      expect(await listed()).toEqual({ every: "hours", hours: 6 });
      await row.locator("button:text-is('Edit')").click();
      expect(await page.inputValue("#schedule-schedule-every")).toBe("hours:6");
      await page.selectOption("#schedule-schedule-every", "day");
      await page.fill("#schedule-schedule-at", "07:30");
      await page.click("#schedule-form button[type=submit]");
      await expect.poll(() => page.locator("#run-result").textContent()).toMatch(/^Saved .+: runs once a day at 7:30 AM; next run .+\.$/);
      await expect.poll(() => row.locator(".schedule").textContent()).toMatch(/^Once a day at 7:30 AM; next /);
      // The reader's 7:30 is a minute of the UTC day, as the API takes it.
      const atMinute = await page.evaluate<number>(
        "(() => { const d = new Date(); d.setHours(7, 30, 0, 0); return d.getUTCHours() * 60 + d.getUTCMinutes(); })()",
      );
      expect(await listed()).toEqual({ every: "day", atMinute });
      await deleteAll(page);
    });
  });

  describe("Delete and Disconnect ask first", () => {
    it("keeps the source when the question is dismissed, and deletes it when confirmed", async () => {
      const page = await open(1280);
      await addLoan(page);
      const rows = page.locator("#balances-table tbody tr");
      await expect.poll(() => rows.count()).toBe(1);
      let asked = "";
      page.once("dialog", (d) => {
        asked = d.message();
        void d.dismiss();
      });
      await rows.first().locator("button:text-is('Delete')").click();
      await expect.poll(() => asked).toMatch(/^Delete the balance source .+\?/);
      expect(await rows.count()).toBe(1);
      page.once("dialog", (d) => void d.accept());
      await rows.first().locator("button:text-is('Delete')").click();
      await expect.poll(() => rows.count()).toBe(0);
    });

    it("confirms a SimpleFIN claim on the page, and disconnects only when confirmed", async () => {
      const user = `sf-${crypto.randomUUID().slice(0, 13)}`;
      const admin = (path: string, body: unknown) =>
        fetch(`${sandbox}/__sandbox/simplefin/users/${user}${path}`, { method: "POST", body: JSON.stringify(body) });
      expect((await admin("/reset", {})).ok).toBe(true);
      const { setup_token } = (await (await admin("/setup-tokens", {})).json()) as { setup_token: string };
      const page = await open(1280);
      await page.click("summary:text-is('SimpleFIN Bridge')");
      await page.fill("#setup-token", setup_token);
      await page.fill("#claim-label", "My bridge");
      await page.click("#claim-form button[type=submit]");
      const done = page.locator("#claim-done");
      await expect.poll(() => done.textContent()).toMatch(/^Claimed My bridge: \d+ accounts? \(.+\)/);
      expect(await done.isVisible()).toBe(true);
      await shoot(page, "balances-03-claimed");
      // A source of it that imports the account's transactions too: the API's setting has its control here.
      await page.selectOption("#simplefin-target", "102");
      await page.check("#simplefin-transactions");
      await page.click("#simplefin-form button[type=submit]");
      await expect.poll(() => page.locator("#balances-table tbody tr", { hasText: "SimpleFIN" }).count()).toBe(1);
      const listed = (await (
        await fetch(`${intake.origin}/balance-sources`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } })
      ).json()) as { sources: { id: string; kind: string; settings: { transactions?: boolean } }[] };
      const added = listed.sources.find((s) => s.kind === "simplefin");
      expect(added?.settings.transactions).toBe(true);
      await fetch(`${intake.origin}/balance-sources/${added?.id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${INTAKE_API_KEY}` },
      });
      // Add folded the SimpleFIN part away: open it again for its connections.
      await page.click("summary:text-is('SimpleFIN Bridge')");
      const connection = page.locator("#simplefin-list li", { hasText: "My bridge" });
      page.once("dialog", (d) => void d.dismiss());
      await connection.locator("button:text-is('Disconnect')").click();
      await page.waitForTimeout(300);
      expect(await page.locator("#simplefin-list li").count()).toBe(1);
      page.once("dialog", (d) => void d.accept());
      await connection.locator("button:text-is('Disconnect')").click();
      await expect.poll(() => page.locator("#simplefin-list li").count()).toBe(0);
    });
  });

  describe("at 390 px the sources' buttons are reachable without scrolling a table", () => {
    it("shows each source as a card whose buttons lie inside the screen", async () => {
      const page = await open(390);
      await addLoan(page);
      const row = page.locator("#balances-table tbody tr").first();
      await expect.poll(() => row.textContent()).toMatch(/written/);
      const wrap = await page.evaluate<{ scroll: number; client: number }>(
        "(w => ({ scroll: w.scrollWidth, client: w.clientWidth }))(document.querySelector('#balances-table').parentElement)",
      );
      expect(wrap.scroll).toBeLessThanOrEqual(wrap.client);
      for (const name of ["Run now", "Runs", "Edit", "Delete"]) {
        const box = (await row.locator(`button:text-is('${name}')`).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
      await deleteAll(page);
    });
  });

  it("shoots the page at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      const page = await open(width);
      await addLoan(page);
      await expect.poll(() => rowOf(page, "").textContent()).toMatch(/written/);
      await rowOf(page, "").locator("button:text-is('Run now')").click();
      await expect.poll(() => page.locator("#run-result").textContent()).toMatch(/^Ran /);
      await page.evaluate("window.scrollTo(0, 0)");
      await shootWhole(page, `balances-page-${width}`);
      await deleteAll(page);
    }
  });
});
