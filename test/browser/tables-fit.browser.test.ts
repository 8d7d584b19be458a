// The preview's, the report's, History's and the Receipts page's tables at a desk's width (1280 px) and a phone's (390 px), with what makes a table
// wide: a transfer's long outcome, long payees, many rows. At 1280 px every column shows whole within the page: no
// cell cuts its words, a date is one line, and the preview's bar at the screen's foot covers no row scrolled to. At
// 390 px each row is a card of its key columns (data-table.js): a phone's reader reads down, never sideways. Nowhere
// does the page scroll sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { misfits } from "./support/fit";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld } from "./support/sandbox";
import { shoot, shootScreen } from "./support/screenshots";
import { ME, forwardedOrderReceipt } from "../support/picture-mails";

const EDGE_ROOM_PX = 8;
const auth = { Authorization: `Bearer ${INTAKE_API_KEY}` };
const rows = (n: number, payee: string, cents: string) =>
  Array.from({ length: n }, (_, i) => `2026-11-${String((i % 27) + 1).padStart(2, "0")},${payee} ${i},-${i + 1}.${cents}`);
/** Checking pays the card twice; each card file pairs its payment with one of checking's as a transfer. */
const CHECKING = ["Date,Description,Amount", "2026-11-03,CREDIT CARD PAYMENT,-500.00", "2026-11-04,CREDIT CARD PAYMENT,-300.00"].join("\n");
/** Imported: the report's rows. */
const CARD = [
  "Date,Description,Amount",
  "2026-11-05,PAYMENT THANK YOU,500.00",
  ...rows(40, "Metropolitan Transit Authority Monthly Pass", "40"),
].join("\n");
/** Previewed, not imported: new rows, one a transfer from checking. */
const NEXT_CARD = [
  "Date,Description,Amount",
  "2026-11-06,PAYMENT THANK YOU,300.00",
  ...rows(40, "Downtown Parking Garage Level Two", "15"),
].join("\n");

/** What cuts or wraps in the page's tables, in words; empty when everything fits. Runs in the page. */
function cutOrWrapped(): string[] {
  const d = (globalThis as any).document;
  const problems: string[] = [];
  const root = d.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
  for (const table of d.querySelectorAll("table.data-table")) {
    if (table.getClientRects().length === 0) continue;
    const wrap = table.parentElement;
    if (table.offsetWidth > wrap.clientWidth + 1)
      problems.push(`#${table.id} is ${table.offsetWidth} px in a box of ${wrap.clientWidth} px`);
    for (const td of table.querySelectorAll("tbody td")) {
      if (td.getClientRects().length === 0) continue;
      const words = (td.textContent ?? "").trim().slice(0, 40);
      if (td.scrollWidth > td.clientWidth + 1)
        problems.push(`#${table.id}: "${words}" is cut (${td.scrollWidth} px in ${td.clientWidth} px)`);
    }
    for (const time of table.querySelectorAll("tbody time")) {
      if (time.getClientRects().length > 1)
        problems.push(`#${table.id}: the date "${time.textContent}" takes ${time.getClientRects().length} lines`);
    }
  }
  return problems;
}

describe.skipIf(skipReason())("the preview's, the report's and the Receipts page's tables fit their width", () => {
  let intake: Intake;
  let browser: Browser;
  let report = "";

  beforeAll(async () => {
    const world = await newWorld(inject("sandboxUrl"));
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    const post = async (account: number, csv: string) =>
      (
        (await (
          await fetch(`${intake.origin}/imports?account=${account}&file_name=export.csv`, {
            method: "POST",
            headers: { ...auth, "Content-Type": "text/csv" },
            body: csv,
          })
        ).json()) as { id: string }
      ).id;
    const settled = async (id: string) => {
      for (let i = 0; i < 600; i++) {
        const r = (await (await fetch(`${intake.origin}/imports/${id}`, { headers: auth })).json()) as { status: string };
        if (["done", "done_with_errors", "failed"].includes(r.status)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await settled(await post(101, CHECKING));
    report = await post(102, CARD);
    await settled(report);
    // A receipt by mail, for the Receipts page's table (its "Received" is a date and a time).
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
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(path: string, width: number): Promise<Page> {
    const page = await newPage(browser, { width, height: 800 }, "en-US");
    page.setDefaultTimeout(15_000);
    await page.goto(`${intake.origin}${path}`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    return page;
  }

  async function previewed(width: number): Promise<Page> {
    const page = await open("/", width);
    await page.locator("#account option[value='102']").waitFor({ state: "attached" });
    await page.selectOption("#account", "102");
    await page.setInputFiles("#file", { name: "card.csv", mimeType: "text/csv", buffer: Buffer.from(NEXT_CARD) });
    await page.locator("#preview:not([aria-busy]) #preview-table tbody tr").first().waitFor();
    await expect.poll(() => page.locator("#preview-table tbody").textContent()).toContain("a transfer from");
    return page;
  }

  for (const width of [1280, 390]) {
    it(`the preview at ${width} px: no cell cut, a date on one line, nothing sideways`, async () => {
      const page = await previewed(width);
      await page.locator("#preview-table").evaluate((table: any) => table.scrollIntoView({ block: "start" }));
      await shootScreen(page, `preview-${width}`);
      expect(await page.evaluate(cutOrWrapped)).toEqual([]);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
      await page.close();
    });

    it(`the report at ${width} px: no cell cut, a date on one line, nothing sideways`, async () => {
      const page = await open(`/history/${report}`, width);
      await page.locator("#report-table tbody tr").first().waitFor();
      await shoot(page, `report-${width}`);
      expect(await page.evaluate(cutOrWrapped)).toEqual([]);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
      await page.close();
    });

    it(`the Receipts page at ${width} px: no cell cut, the received date on one line, nothing sideways`, async () => {
      const page = await open("/inbox", width);
      await page.locator("#inbox-table tbody tr time").first().waitFor();
      await shoot(page, `receipts-${width}`);
      expect(await page.evaluate(cutOrWrapped)).toEqual([]);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
      await page.close();
    });

    it(`History at ${width} px: no cell cut, each import's date on one line, nothing sideways`, async () => {
      const page = await open("/history", width);
      await page.locator("#history-table tbody tr time").first().waitFor();
      await shoot(page, `history-${width}`);
      expect(await page.evaluate(cutOrWrapped)).toEqual([]);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
      await page.close();
    });

    it(`the preview's bar at the foot of the screen covers no row scrolled to, at ${width} px`, async () => {
      const page = await previewed(width);
      const rows = page.locator("#preview-table tbody tr");
      for (const n of [5, 20, 35]) {
        // As the browser scrolls to a row (a link to it, a search, the keyboard's focus): its end at the screen's foot.
        await rows.nth(n).evaluate((row: any) => row.scrollIntoView({ block: "end" }));
        const [row, bar] = await Promise.all([rows.nth(n).boundingBox(), page.locator("#import-bar").boundingBox()]);
        expect(row!.y + row!.height, `row ${n} under the bar`).toBeLessThanOrEqual(bar!.y + 1);
      }
      await shootScreen(page, `preview-bar-${width}`);
      await page.close();
    });
  }
});
