// A file larger than a preview reads, on the import page in Chromium: the page previews its first part (and sends
// only that part), says so, imports the whole file with its bytes counted on the bar, and every row arrives.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shootScreen } from "./support/screenshots";

const MB = 1024 * 1024;

/** A CSV of about 6.2 MB: rows of about 450 bytes (a long note each), each a payment of its own in October 2026. */
function largeCsv(): { csv: string; rows: number } {
  const lines = ["Date,Payee,Notes,Amount"];
  const note = "Groceries and household goods bought on the way home from work and paid by card at the till; ".repeat(4);
  let size = lines[0]!.length + 1;
  for (let i = 1; size < 6.2 * MB; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const line = `2026-10-${day},Corner shop ${i},${note}receipt ${i},-${(i % 90) + 1}.${String(i % 100).padStart(2, "0")}`;
    lines.push(line);
    size += line.length + 1;
  }
  return { csv: lines.join("\n") + "\n", rows: lines.length - 1 };
}

describe.skipIf(skipReason())("a file larger than a preview reads, on the import page", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    // Tens of thousands of rows in a few hundred requests: the service's own limit would make this minutes.
    await world.rateLimit(100_000, 60_000);
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  async function open(): Promise<Page> {
    const page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(20_000);
    // The worker's first page on a machine shared with other work: its modules load then.
    await page.goto(`${intake.origin}/`, { timeout: 90_000 });
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    return page;
  }

  it("previews the first 5 MB of a 6.2 MB CSV, imports the whole file with its progress, and every row arrives", async () => {
    const { csv, rows } = largeCsv();
    const file = Buffer.from(csv);
    const page = await open();
    // What the page asks: a preview of the file's first part, then the import of all of it.
    const sent: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "POST" && url.pathname === "/imports") sent.push(url);
    });
    // Every state the import's line goes through, however briefly each is shown.
    await page.evaluate(`{
      const state = document.getElementById("state");
      window.seenStates = [];
      new MutationObserver(() => window.seenStates.push(state.textContent)).observe(state, { childList: true, characterData: true, subtree: true });
      // What the Import button says, with the state line beside it at that moment.
      const button = document.getElementById("import");
      window.seenButtons = [];
      new MutationObserver(() => window.seenButtons.push([button.textContent, state.textContent])).observe(button, { childList: true, characterData: true, subtree: true });
    }`);

    await page.setInputFiles("#file", { name: "everything.csv", mimeType: "text/csv", buffer: file });
    await expect.poll(() => page.locator("#part").textContent(), { timeout: 60_000 }).toMatch(/^Preview of the first/);
    const part = (await page.locator("#part").textContent()) ?? "";
    expect(part).toMatch(/^Preview of the first 5\.0 MB of this 6\.2 MB file \([\d,]+ rows\); the whole file is imported\.$/);
    const previewed = Number(/\(([\d,]+) rows\)/.exec(part)?.[1]?.replaceAll(",", ""));
    expect(previewed).toBeGreaterThan(rows * 0.75);
    expect(previewed).toBeLessThan(rows);
    expect(await page.locator("#import").textContent()).toBe("Import the whole file (6.2 MB)");
    // A dry run of more than 5 MB is refused (413): the preview's answer is that of the first part alone.
    expect(sent.map((url) => [url.searchParams.get("dry_run"), url.searchParams.get("head_of")])).toEqual([["true", String(file.length)]]);
    await shootScreen(page, "01-first-part-previewed");

    // A loopback connection takes 6 MB at once: at a home line's 4 MB/s the bytes leave over a second and more,
    // and the bar counts them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * MB });
    const started = Date.now();
    await page.click("#import");
    await expect.poll(() => page.locator("#state").textContent(), { timeout: 240_000, interval: 250 }).toMatch(/^(Done|Failed)/);
    const seconds = (Date.now() - started) / 1000;
    const states = await page.evaluate<string[]>("window.seenStates");
    expect(states.some((s) => /^Sending the file: [\d.]+ of 6\.2 MB \(\d+%\)$/.test(s))).toBe(true);
    // The button counts the rows sent while some wait, and says "Imported" only once the import is done.
    const buttons = await page.evaluate<[string, string][]>("window.seenButtons");
    expect(buttons.some(([b]) => /^Importing: [\d,]+ of [\d,]+ sent…$/.test(b))).toBe(true);
    expect(buttons.filter(([b]) => b.startsWith("Imported")).map(([, state]) => state)).not.toContainEqual(
      expect.not.stringMatching(/^Done/),
    );
    expect(await page.locator("#import").textContent()).toBe("Imported: choose another file to import again");
    expect(await page.locator("#state").textContent()).toMatch(/^Done/);
    expect(sent.map((url) => [url.searchParams.get("dry_run"), url.searchParams.get("head_of")])).toEqual([
      ["true", String(file.length)],
      [null, null],
    ]);
    await expect
      .poll(() => page.locator("#summary").textContent())
      .toBe(`${rows.toLocaleString("en-US")} rows: ${rows.toLocaleString("en-US")} inserted`);
    expect(await page.locator("#preview-caption").textContent()).toMatch(/the report lists every row's outcome/);
    expect((await world.counters()).itemsInserted).toBe(rows);
    await page.evaluate("window.scrollTo(0, 0)");
    await shootScreen(page, "02-imported-top");
    await page.locator("#progress").scrollIntoViewIfNeeded();
    await shootScreen(page, "03-imported-progress");
    console.log(`large upload: ${rows} rows, ${file.length} bytes, preview of ${previewed} rows, imported in ${seconds.toFixed(1)} s`);
    // Tens of thousands of rows read, planned and delivered on a machine shared with other work.
  }, 360_000);
});
