// A job's report names its kind from GET /kinds, in real Chromium: a statement's closing balance is "set", in the
// account's own sign, in its state line, its row and its count — never "inserted", never a transaction's sign.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { shoot } from "./support/screenshots";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";

const OFX = [
  "OFXHEADER:100",
  "DATA:OFXSGML",
  "",
  "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>77</BANKACCTFROM><BANKTRANLIST>",
  "<STMTTRN><DTPOSTED>20261001<TRNAMT>-4.20<FITID>F1<NAME>OFX Bakery</STMTTRN>",
  "</BANKTRANLIST><LEDGERBAL><BALAMT>1301.00<DTASOF>20261031120000</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
].join("\n");

describe.skipIf(skipReason())("a balance's report, in a browser", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("says the balance was set to 1,301.00, in its row too, and counts it as set", async () => {
    const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
    const response = await fetch(`${intake.origin}/imports?account=101&set_balance=true`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/octet-stream" },
      body: OFX,
    });
    const { balance_job } = (await response.json()) as { balance_job: string };
    for (let i = 0; i < 200; i++) {
      const report = (await (await fetch(`${intake.origin}${balance_job}`, { headers: auth })).json()) as { status: string };
      if (report.status === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await newPage(browser, { width: 1280, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    await page.goto(`${intake.origin}${balance_job.replace("/imports/", "/history/")}`);
    await page.locator("#state").filter({ hasText: "Balance set to" }).waitFor();
    expect(await page.textContent("#state")).toBe("Balance set to 1,301.00 as of Oct 31, 2026");
    expect(await page.textContent("#report-file")).toMatch(/^Balance from the OFX statement · /);
    const row = page.locator("#report-table tbody tr").first();
    expect(await row.locator("td.num").textContent()).toBe("1,301.00");
    expect(await row.locator("td.outcome").textContent()).toBe("set");
    expect(await page.locator("#counts dt").first().textContent()).toBe("Set");
    expect(await page.locator('[data-count="inserted"].count').locator("xpath=preceding-sibling::span[1]").textContent()).toBe("Set");
  });

  it("shows only the filters that have rows, and keeps its pager on one line on a phone", async () => {
    const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
    const lines = ["Date,Description,Amount"];
    for (let i = 0; i < 120; i++) lines.push(`2026-10-${String(1 + (i % 28)).padStart(2, "0")},Shop ${i},-${i + 1}.00`);
    lines.push("not a date,Unreadable row,-1.00");
    const response = await fetch(`${intake.origin}/imports?account=101`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: lines.join("\n"),
    });
    const job = ((await response.json()) as { report: string }).report;
    for (let i = 0; i < 300; i++) {
      const said = (await (await fetch(`${intake.origin}${job}`, { headers: auth })).json()) as { counts: { pending: number } };
      if (said.counts.pending === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const width of [1280, 390]) {
      const page = await newPage(browser, { width, height: 900 });
      page.setDefaultTimeout(10_000);
      await page.goto(`${intake.origin}/`);
      await page.fill("#api-key", INTAKE_API_KEY);
      await page.press("#api-key", "Enter");
      await page.locator("#account option[value='101']").waitFor({ state: "attached" });
      await page.goto(`${intake.origin}${job.replace("/imports/", "/history/")}`);
      await page.locator('[data-count="inserted"].count').filter({ hasText: "(120)" }).waitFor();
      const shown = await page
        .locator(".filters label.filter:visible input")
        .evaluateAll((inputs) => inputs.map((i) => i.getAttribute("value")));
      // The header is an ignored row of its own; nothing was matched, refused, failed, removed or is waiting.
      expect(shown).toEqual(["all", "inserted", "ignored", "error"]);
      await page.locator("#page-next:not([disabled])").waitFor();
      const prev = await page.locator("#page-prev").boundingBox();
      const next = await page.locator("#page-next").boundingBox();
      expect(Math.abs((prev?.y ?? 0) - (next?.y ?? 100))).toBeLessThan(4);
      await shoot(page, `report-filters-${width}`);
      await page.close();
    }
  }, 60_000);
});
