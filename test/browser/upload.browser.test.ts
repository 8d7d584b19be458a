// The import page in real Chromium, as a person uses it: preview a semicolon/decimal-comma export, fix the
// date format and the sign, import and watch it finish, find the duplicates of a second upload in the
// report, retry a row the service failed, answer which of two taps a bank row is, and survive a double click, a
// dropped poll and a proxy's error page; keyboard only; and nothing scrolls sideways at 390 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { day } from "../support/days";
import { misfits } from "./support/fit";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot, shootScreen, shootWhole } from "./support/screenshots";
import { utils, write } from "@e965/xlsx";
import { money, type PdfLine, statementPdf } from "../support/statement-pdf";

/** The room a control keeps from an edge of the screen. */
const EDGE_ROOM_PX = 8;

const GERMAN = (rows: [string, string, string][]) =>
  ["Buchungstag;Empfänger;Verwendungszweck;Betrag", ...rows.map(([d, payee, amount]) => `${d};${payee};Einkauf;${amount}`)].join("\n");

/** An OFX (SGML) of several accounts, one transaction each, posted on `day`; each closes at its balance on 2026-10-31. */
const ofxOfAccounts = (day: string, accounts: [id: string, fitid: string, name: string, amount: string, balance: string][]) =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    "<OFX><BANKMSGSRSV1>" +
      accounts
        .map(
          ([id, fitid, name, amount, balance]) =>
            `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>${id}</BANKACCTFROM><BANKTRANLIST>` +
            `<STMTTRN><DTPOSTED>${day}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN></BANKTRANLIST>` +
            `<LEDGERBAL><BALAMT>${balance}<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS>`,
        )
        .join("") +
      "</BANKMSGSRSV1></OFX>",
  ].join("\n");

describe.skipIf(skipReason())("the import page, in a browser", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    // The test reads the budget to check what arrived, beside Intake's own requests: at the service's 100 a minute
    // the two together ran out of the window on a quiet machine (its reads answered 429), so this world allows more.
    world = await newWorld(inject("sandboxUrl"), { rateLimit: { limit: 400, windowMs: 60_000 } });
    [intake, browser] = await Promise.all([startIntake(world), launchChromium()]);
    // Dead letters in seconds: the retry test waits for a row to fail for good.
    await fetch(`${intake.origin}/__test/outbox/configure`, {
      method: "POST",
      body: JSON.stringify({ retry: { baseMs: 50, capMs: 200, maxAttempts: 2 } }),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  /** The page with the key typed in and the accounts loaded. */
  async function open(width = 1000): Promise<Page> {
    const page = await newPage(browser, { width, height: 900 });
    // A step that hangs fails with its own name, well before the test's timeout.
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    return page;
  }

  /** Chooses a file and waits for its preview. */
  async function choose(page: Page, name: string, csv: string): Promise<void> {
    await page.setInputFiles("#file", { name, mimeType: "text/csv", buffer: Buffer.from(csv) });
    // The change handler marks the preview busy before it reads: settled again means this file's answer.
    await poll(() => settledSummary(page)).not.toBeNull();
  }

  /** The summary once no preview is being read (null meanwhile). */
  async function settledSummary(page: Page): Promise<string | null> {
    if ((await page.locator("#preview").getAttribute("aria-busy")) !== null) return null;
    const text = await page.locator("#summary").textContent();
    return text === "Reading the file…" ? null : text;
  }

  /** Makes a change and waits until the preview was read again and its rows changed. */
  async function rowsAfter(page: Page, change: () => Promise<unknown>): Promise<void> {
    const rows = () => page.locator("#preview-table tbody tr").allTextContents();
    const before = (await rows()).join("|");
    await change();
    await poll(async () => (await settledSummary(page)) !== null && (await rows()).join("|") !== before).toBe(true);
  }

  /** Waits for the import's state line to match (the page polls the job on its own). */
  const stateMatches = (page: Page, pattern: RegExp, timeout = 30_000) =>
    poll(() => page.locator("#state").textContent(), timeout).toMatch(pattern);

  const amounts = (page: Page) => page.locator("#preview-table tbody tr.planned td.num").allTextContents();
  const dates = (page: Page) =>
    page
      .locator("#preview-table tbody tr.planned td:nth-child(2) time")
      .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));

  /** A resource of the sandbox's budget, read with the world's token. */
  async function sandbox<T>(path: string): Promise<T> {
    const res = await fetch(`${world.apiUrl}${path}`, { headers: { Authorization: `Bearer ${world.token}` } });
    return (await res.json()) as T;
  }

  const balanceOf = async (account: number) => (await sandbox<{ balance: string }>(`/manual_accounts/${account}`)).balance;

  async function importAndWait(page: Page): Promise<string> {
    await page.click("#import");
    await stateMatches(page, /^(Done|Failed)/);
    return (await page.locator("#state").textContent()) ?? "";
  }

  it("previews a semicolon file with decimal commas: decisions, reasons and the rows as they will be imported", async () => {
    const page = await open();
    await choose(
      page,
      "girokonto.csv",
      GERMAN([
        ["15.10.2026", "Bäckerei", "-3,50"],
        ["16.10.2026", "Arbeitgeber GmbH", "2.500,00"],
      ]),
    );
    await shoot(page, "01-preview");
    // Nothing proves the sign of a file with one payment and one refund: the summary says there is a warning.
    expect(await page.locator("#summary").textContent()).toBe("2 rows: 2 to import; a warning to check before importing");
    expect(await page.locator("#delimiter").inputValue()).toBe(";");
    expect(await page.locator("#decimal").inputValue()).toBe(",");
    expect(await page.locator("#date-format").inputValue()).toBe("DD.MM.YYYY");
    expect(await page.locator("#date-format-why").textContent()).not.toBe("");
    // The budget shows money out as negative (the user's setting), money in as positive.
    expect(await amounts(page)).toEqual(["−3.50", "2,500.00"]);
    expect(await page.locator("#column-1").inputValue()).toBe("payee");
    expect(await page.locator("label[for=column-3] .samples").textContent()).toContain("2.500,00");
  });

  it("reads the dates again when the date format is changed, and the table follows", async () => {
    const page = await open();
    await choose(
      page,
      "ambiguous.csv",
      GERMAN([
        ["01.02.2026", "Kiosk", "-1,00"],
        ["03.04.2026", "Kiosk", "-2,00"],
      ]),
    );
    expect(await dates(page)).toEqual(["2026-02-01", "2026-04-03"]);
    await rowsAfter(page, () => page.selectOption("#date-format", "MM.DD.YYYY"));
    expect(await dates(page)).toEqual(["2026-01-02", "2026-03-04"]);
    await shoot(page, "02-month-first");
  });

  it("flips every amount when money out is said to be written positive", async () => {
    const page = await open();
    await choose(
      page,
      "signs.csv",
      GERMAN([
        ["05.10.2026", "Kiosk", "-4,00"],
        ["06.10.2026", "Refund", "9,00"],
      ]),
    );
    // Nothing proves the sign of a file with one payment and one refund: the summary says there is a warning.
    expect(await page.locator("#summary").textContent()).toBe("2 rows: 2 to import; a warning to check before importing");
    expect(await amounts(page)).toEqual(["−4.00", "9.00"]);
    await rowsAfter(page, () => page.selectOption("#sign", "positive_is_money_out"));
    expect(await amounts(page)).toEqual(["4.00", "−9.00"]);
  });

  it("asks which way money goes when nothing in the file says, both readings side by side, and waits for the answer", async () => {
    const page = await open();
    const rows: [string, string, string][] = [
      ["05.10.2026", "Kiosk", "-4,00"],
      ["16.10.2026", "Bäckerei", "9,00"],
    ];
    await choose(page, "konto.csv", GERMAN(rows));
    const question = page.locator("#questions fieldset[data-decision=sign]");
    expect(await question.isVisible()).toBe(true);
    expect(await question.locator("legend").textContent()).toBe("Which amounts are money out?");
    expect(await question.locator(".reading .says").allTextContents()).toEqual([
      "negative amounts are money out",
      "positive amounts are money out",
    ]);
    // Each reading shows the rows as it reads them: the payment out under the first, in under the second.
    expect(await question.locator(".reading").nth(1).locator("td.num").allTextContents()).toEqual(["4.00", "−9.00"]);
    // The question is the confirmation: the other notice does not ask it twice.
    expect(await page.locator("#balance-check").isHidden()).toBe(true);
    expect(await page.locator("#import").isDisabled()).toBe(true);
    await shoot(page, "03-sign-question");
    await rowsAfter(page, () => question.locator(".reading").nth(1).locator("button.answer").click());
    expect(await amounts(page)).toEqual(["4.00", "−9.00"]);
    expect(await page.locator("#questions").isHidden()).toBe(true);
    expect(await page.locator("#sign").inputValue()).toBe("positive_is_money_out");
    expect(await page.locator("#import").isDisabled()).toBe(false);
    await page.close();
  });

  it("asks the date order nothing in the file places, each reading with its first dates", async () => {
    const page = await open();
    const csv = ["Date,Description,Amount", "02/03/2026,WOOLWORTHS,-23.40", "02/04/2026,AMPOL,-48.00", "03/03/2026,COLES,-61.10"].join(
      "\n",
    );
    await choose(page, "transactions.csv", csv);
    const question = page.locator("#questions fieldset[data-decision=date_order]");
    expect(await question.locator(".reading .says").allTextContents()).toEqual(["month first (MM/DD/YYYY)", "day first (DD/MM/YYYY)"]);
    expect(
      await question
        .locator(".reading")
        .nth(1)
        .locator("time")
        .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime"))),
    ).toEqual(["2026-03-02", "2026-04-02", "2026-03-03"]);
    expect(await page.locator("#import").isDisabled()).toBe(true);
    await rowsAfter(page, () => question.locator(".reading").nth(1).locator("button.answer").click());
    expect(await dates(page)).toEqual(["2026-03-02", "2026-04-02", "2026-03-03"]);
    expect(await page.locator("#import").isDisabled()).toBe(false);
    await page.close();
  });

  it("wraps a long header inside its column's box", async () => {
    const page = await open(1280);
    const header = "Auftraggeberkontonummer/Empfängerkontonummer";
    await choose(page, "lang.csv", `Buchungstag;${header};Betrag\n01.10.2026;DE02120300000000202051;-3,50\n`);
    const box = page.locator("#columns > div", { hasText: header });
    const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.close();
  });

  it("a dropped file is previewed and named by the picker, as a chosen one is", async () => {
    const page = await open();
    const csv = GERMAN([["07.10.2026", "Metzger", "-12,00"]]);
    // What a drag from the file manager carries (the page's own DataTransfer: tests have no DOM types).
    const dropped = await page.evaluateHandle(
      `(() => { const t = new DataTransfer(); t.items.add(new File([${JSON.stringify(csv)}], "dropped-export.csv", { type: "text/csv" })); return t; })()`,
    );
    await page.dispatchEvent("#drop", "drop", { dataTransfer: dropped });
    await poll(() => settledSummary(page)).toMatch(/^1 row: 1 /);
    expect(await page.evaluate<string>("document.querySelector('#file').files[0]?.name ?? ''")).toBe("dropped-export.csv");
    await page.close();
  });

  it("imports with one click and watches the progress to done; a second upload's report lists the duplicates", async () => {
    const csv = GERMAN([
      ["07.10.2026", "Metzger", "-12,00"],
      ["08.10.2026", "Apotheke", "-7,25"],
      ["09.10.2026", "Kino", "-18,00"],
    ]);
    const page = await open();
    await choose(page, "oktober.csv", csv);
    expect(await importAndWait(page)).toBe("Done: 3 inserted");
    expect(await page.locator("[data-count=inserted]").textContent()).toBe("3");
    expect(await page.locator("#bar").getAttribute("value")).toBe("100");
    await shoot(page, "03-done");
    const payees = (await world.transactions()).map((t) => t.payee);
    expect(payees).toEqual(expect.arrayContaining(["Metzger", "Apotheke", "Kino"]));

    await choose(page, "oktober.csv", csv);
    // The preview already knows: one listing of the account over the file's days.
    // No day over 12 proves the date order, but the budget's rows (the first import's) do: the first file's guess is
    // not carried over, and no warning waits. Nothing new: no Import, and why.
    expect(await settledSummary(page)).toBe(
      "3 rows: 0 new, 3 already in your budget. Nothing to import: all 3 rows are already in your budget",
    );
    expect(await page.locator("#import").isHidden()).toBe(true);
    expect(await page.locator("#preview-table tbody tr.planned td.outcome").allTextContents()).toEqual(
      Array(3).fill("already in your budget"),
    );
    // The same export a week later: the button counts the one new row; the report lists the three already there.
    await choose(page, "oktober-2.csv", `${csv}\n10.10.2026;Kiosk;Einkauf;-2,50`);
    expect(await page.locator("#import").textContent()).toBe("Import 1 new row");
    expect(await importAndWait(page)).toBe("Done: 1 inserted, 3 already there");
    // Once the report is known, the preview's rows and the bar say what happened, not "to import".
    await poll(() => page.locator("#preview-table tbody tr.planned td.outcome").allTextContents()).toEqual([
      ...Array(3).fill("already there: already imported (the same id)"),
      "inserted",
    ]);
    expect(await page.locator("#outcome-words").textContent()).toBe("4 rows: 1 inserted, 3 already there");
    expect(await page.locator("#preview-caption").textContent()).toBe("Every row, as it was imported");
    // The same file against another account: the rows are said to be in the account that holds them.
    await rowsAfter(page, () => page.selectOption("#account", "102"));
    expect(await settledSummary(page)).toMatch(/^4 rows: 4 to import, 4 already in your budget in Sandbox Bank Checking/);
    expect(await page.locator("#preview-table tbody tr.planned td.outcome").allTextContents()).toEqual(
      Array(4).fill("to import, though already in your budget in Sandbox Bank Checking"),
    );
    await page.click("#report-link");
    await page.locator("#page-info").filter({ hasText: "of" }).waitFor();
    await page.check("input[name=filter][value=duplicate]");
    await poll(() => page.locator("#page-info").textContent()).toBe("1–3 of 3");
    const outcomes = await page.locator("#report-table tbody td.outcome").allTextContents();
    expect(outcomes).toEqual(["already there", "already there", "already there"]);
    await shoot(page, "04-report-duplicates");
  });

  it("asks of a row probably in the budget already: imported unless the person leaves it out", async () => {
    // The account's first export through the API, then the bank's other layout of it chosen on the page.
    const first = await fetch(`${intake.origin}/imports?account=101`, {
      method: "POST",
      headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "text/csv" },
      body: `Date,Payee,Amount\n${day(-40)},Lindenhof Bakery,-3.17\n`,
    });
    expect(first.status).toBe(202);
    const { report } = (await first.json()) as { report: string };
    const headers = { Authorization: `Bearer ${INTAKE_API_KEY}` };
    await poll(async () => ((await (await fetch(`${intake.origin}${report}`, { headers })).json()) as { status: string }).status).toBe(
      "done",
    );
    const page = await open();
    await choose(
      page,
      "other-layout.csv",
      `Posted,Merchant,Amount\n${day(-39)},LINDENHOF BAKERY #12 PORTLAND OR,-3.17\n${day(-38)},LINDENHOF BAKERY #12 PORTLAND OR,-3.17\n`,
    );
    const outcomes = page.locator("#preview-table tbody tr.planned td.outcome");
    expect(await outcomes.nth(0).textContent()).toMatch(
      /^probably already in your budget as "Lindenhof Bakery" of .+Import itLeave it out$/,
    );
    // Counted, not merged: the budget's one transaction answers for one row.
    expect(await outcomes.nth(1).textContent()).toBe("to import");
    expect(await page.locator("#summary").textContent()).toBe(
      "2 rows: 1 new, 1 probably in your budget already (import or leave out each below)",
    );
    await outcomes.nth(0).locator("button.answer", { hasText: "Leave it out" }).click();
    expect(await outcomes.nth(0).locator("button.answer[aria-pressed='true']").textContent()).toBe("Leave it out");
    expect(await importAndWait(page)).toMatch(/^Done: 1 inserted/);
    const listed = await sandbox<{ transactions: { payee: string }[] }>(
      `/transactions?start_date=${day(-45)}&end_date=${day(-30)}&limit=500`,
    );
    expect(listed.transactions.filter((t) => /lindenhof/i.test(t.payee))).toHaveLength(2);
  });

  it("leaves out any row the person unticks, and the report says the person left it out", async () => {
    const page = await open();
    await choose(
      page,
      "three.csv",
      `Date,Payee,Amount\n${day(-20)},Hazel Florist,-21.50\n${day(-19)},Card replacement fee,0.01\n${day(-18)},Juniper Books,-12.00\n`,
    );
    const boxes = page.locator("#preview-table tbody tr.planned input[type=checkbox]");
    expect(await boxes.count()).toBe(3);
    expect(await page.locator("#import").textContent()).toMatch(/3 rows/);
    await page.getByLabel("Import row 3").uncheck();
    expect(await page.locator("#import").textContent()).toMatch(/2 rows/);
    expect(await page.locator("#preview-table tbody tr.left-out td.outcome").textContent()).toBe("left out by you");
    await shoot(page, "row-left-out");
    expect(await importAndWait(page)).toMatch(/^Done: 2 inserted/);
    const listed = await sandbox<{ transactions: { payee: string }[] }>(
      `/transactions?start_date=${day(-25)}&end_date=${day(-15)}&limit=500`,
    );
    const payees = listed.transactions.map((t) => t.payee);
    expect(payees).toEqual(expect.arrayContaining(["Hazel Florist", "Juniper Books"]));
    expect(payees).not.toContain("Card replacement fee");
    const link = await page.locator("#report-link").getAttribute("href");
    const rows = (await (
      await fetch(`${intake.origin}${(link ?? "").replace("/history/", "/imports/")}/rows?outcome=ignored`, {
        headers: { Authorization: `Bearer ${INTAKE_API_KEY}` },
      })
    ).json()) as { rows: { row: number; reason?: string }[] };
    expect(rows.rows).toContainEqual(expect.objectContaining({ row: 3, reason: "left out of the import by you" }));
  });

  it("says which rows take over a tap's transaction, names the tap on the row, and reports them matched", async () => {
    // A tap is of the last 30 days: the payment ten days ago, the bank's rows the days after.
    const germanDay = (offset: number) => day(offset).split("-").reverse().join(".");
    const tapped = await fetch(`${intake.origin}/taps`, {
      method: "POST",
      headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ merchant: "Kiosk am Markt", amount: "7,43", time: `${day(-10)}T10:00:00+02:00` }),
    });
    expect(tapped.status).toBe(202);
    const { report } = (await tapped.json()) as { report: string };
    const headers = { Authorization: `Bearer ${INTAKE_API_KEY}` };
    await poll(async () => ((await (await fetch(`${intake.origin}${report}`, { headers })).json()) as { status: string }).status).toBe(
      "done",
    );
    const page = await open();
    await choose(
      page,
      "kiosk.csv",
      GERMAN([
        [germanDay(-9), "KIOSK AM MARKT", "-7,43"],
        [germanDay(-8), "Blumenladen", "-9,90"],
      ]),
    );
    expect(await settledSummary(page)).toMatch(/^2 rows: 1 new, 1 matches your tap/);
    expect(await page.locator("#preview-table tbody tr.planned td.outcome").allTextContents()).toEqual([
      `matches your tap "Kiosk am Markt" of ${day(-10)}`,
      "to import",
    ]);
    await shoot(page, "05-matches-a-tap");
    expect(await importAndWait(page)).toBe("Done: 1 inserted, 1 matched");
  });

  it("asks which account of a two-account OFX to import, and offers its closing balance as the account's", async () => {
    const ofx = ofxOfAccounts("20261012", [
      ["1111", "A1", "Bookshop", "-21.50", "900.10"],
      ["2222", "B1", "Hardware", "-8.00", "4321.09"],
    ]);
    const page = await open();
    await page.setInputFiles("#file", { name: "both.ofx", mimeType: "application/x-ofx", buffer: Buffer.from(ofx) });
    await page.locator("#file-account-choice").waitFor({ state: "visible" });
    // Neither account is named by the budget's: the first is previewed into the account chosen above.
    await poll(() => page.locator("#summary").textContent()).toMatch(/^This file holds 2 accounts \(2 of them name no account to go to\)/);
    expect(await page.locator("#decisions").isHidden()).toBe(true);
    await shoot(page, "07-ofx-choose-account");
    await rowsAfter(page, () => page.selectOption("#file-account", "2222"));
    expect(await page.locator("#preview-table tbody tr.planned td:nth-child(3)").allTextContents()).toEqual(["Hardware"]);
    expect(await page.locator("#set-balance-words").textContent()).toMatch(
      /4,321\.09 USD, the statement's closing balance on Oct 31, 2026/,
    );
    await page.check("#set-balance");
    expect(await importAndWait(page)).toMatch(/^Done: 1 inserted/);
    await poll(() => balanceOf(101)).toBe("4321.0900");
    // History names each job by its kind and the account it wrote to, and the balance's report says what it set.
    await page.goto(`${intake.origin}/history`);
    const row = page.locator("#history-table tbody tr", { hasText: "Balance from the OFX statement" }).first();
    await row.waitFor();
    // The row's columns (its "More", for a narrow screen, left out).
    expect(await row.locator("td:not(.more)").allTextContents()).toEqual([
      expect.any(String),
      "Balance from the OFX statement",
      "Sandbox Bank Checking",
      "Done: balance set",
      "1 balance",
      "Report",
    ]);
    expect(await page.locator("#history-table tbody tr", { hasText: "Bank file (OFX) · both.ofx" }).count()).toBeGreaterThan(0);
    await row.locator("a").click();
    await poll(async () => page.locator("#state").textContent()).toBe("Balance set to 4,321.09 as of Oct 31, 2026");
    expect(await page.locator("#report-file").textContent()).toMatch(/^Balance from the OFX statement · /);
  });

  describe("a card's OFX, at 1280 and 390 px: the balance the page shows is the one set, and the button says what it does", () => {
    const card = ofxOfAccounts("20261014", [["4242", "C1", "Card Grocer", "-35.20", "-827.85"]]);
    const chooseCard = async (page: Page) => {
      await page.selectOption("#account", "102");
      await page.setInputFiles("#file", { name: "card.ofx", mimeType: "application/x-ofx", buffer: Buffer.from(card) });
      await poll(() => settledSummary(page)).not.toBeNull();
      await page.locator("#set-balance-choice").waitFor({ state: "visible" });
    };

    it("says the file states only its closing balance, and sets it in the card's sign", async () => {
      const page = await open(1280);
      await chooseCard(page);
      const checked = (await page.locator("#verification").textContent()) ?? "";
      expect(checked).toMatch(/^This file states only its closing balance \(on Oct 31, 2026\), no balance before its rows/);
      expect(checked).not.toMatch(/carries no balance/);
      // A card's statement says −827.85 (owed, in the holder's view); the card account holds what it owes, positive.
      expect(await page.locator("#set-balance-words").textContent()).toMatch(/set the account's balance to 827\.85 USD, the statement's/);
      expect(await page.locator("#import").textContent()).toBe("Import 1 row");
      await page.check("#set-balance");
      expect(await page.locator("#import").textContent()).toBe("Import 1 row and set the balance to 827.85 USD");
      await shoot(page, "20-card-ofx-balance-1280");
      expect(await importAndWait(page)).toMatch(/^Done: 1 inserted/);
      await poll(() => page.locator("#summary").textContent()).toMatch(/; balance set to 827\.85 USD on Oct 31, 2026$/);
      expect(Number(await balanceOf(102))).toBe(827.85);
    });

    it("with every row there: 'Nothing to import' until the box is on, then sets the balance and says so", async () => {
      await fetch(`${world.apiUrl}/manual_accounts/102`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ balance: "1.00" }),
      });
      const page = await open(1280);
      await chooseCard(page);
      const button = page.locator("#import");
      expect(await button.textContent()).toBe("Nothing to import");
      expect(await button.isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
      await page.check("#set-balance");
      expect(await button.textContent()).toBe("Set the balance to 827.85 USD");
      expect(await button.isDisabled()).toBe(false);
      await shoot(page, "21-card-ofx-balance-only-1280");
      await importAndWait(page);
      await poll(() => page.locator("#summary").textContent()).toMatch(/1 already there; balance set to 827\.85 USD on Oct 31, 2026$/);
      expect(Number(await balanceOf(102))).toBe(827.85);
    });

    it("fits 390 px with the longer button: nothing scrolls sideways", async () => {
      const page = await open(390);
      await chooseCard(page);
      await page.check("#set-balance");
      expect(await page.locator("#import").textContent()).toMatch(/set the balance to 827\.85 USD$/i);
      await shoot(page, "22-card-ofx-balance-390");
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    });
  });

  it("imports both accounts of a two-account OFX at once, each into its own account with its closing balance, and links each report", async () => {
    const ofx = ofxOfAccounts("20261014", [
      ["3333", "C1", "Stationer", "-12.25", "1234.56"],
      ["4444", "D1", "Florist", "-30.00", "-88.40"],
    ]);
    const page = await open();
    await page.setInputFiles("#file", { name: "two.ofx", mimeType: "application/x-ofx", buffer: Buffer.from(ofx) });
    await page.locator("#file-account-map-choice").waitFor({ state: "visible" });
    expect(await page.locator("#import-mapped").isDisabled()).toBe(true);
    await page.selectOption("select[data-file-account='3333']", "101");
    await page.selectOption("select[data-file-account='4444']", "102");
    expect(await page.locator("#import-mapped").textContent()).toBe("Import 2 accounts");
    await page.check("#map-set-balance");
    await shoot(page, "07b-ofx-map-accounts");
    await page.click("#import-mapped");
    const lines = page.locator("#account-jobs li");
    await poll(async () => (await lines.allTextContents()).filter((l) => /Done: 1 inserted/.test(l)).length, 30_000).toBe(2);
    expect(await lines.allTextContents()).toEqual([
      expect.stringMatching(/^Account 3333 into .+: Done: 1 inserted/),
      expect.stringMatching(/^Account 4444 into .+: Done: 1 inserted/),
    ]);
    expect(await page.locator("#account-jobs li a").count()).toBe(2);
    const payees = async (account: number) =>
      (
        await sandbox<{ transactions: { payee: string }[] }>(
          `/transactions?manual_account_id=${account}&start_date=2026-10-01&end_date=2026-10-31`,
        )
      ).transactions.map((t) => t.payee);
    expect(await payees(101)).toContain("Stationer");
    expect(await payees(102)).toContain("Florist");
    // Each account's balance from its own statement's closing balance; the card (102) holds what it owes, positive.
    await poll(async () => [await balanceOf(101), await balanceOf(102)]).toEqual(["1234.5600", "88.4000"]);
    // One account of the same file imported alone afterwards: its progress is its own, without the list above.
    await rowsAfter(page, () => page.selectOption("#file-account", "3333"));
    // Every row is there: nothing to import until its balance is asked for.
    expect(await page.locator("#import").isDisabled()).toBe(true);
    await page.check("#set-balance");
    expect(await page.locator("#import").textContent()).toBe("Set the balance to 1,234.56 USD");
    expect(await importAndWait(page)).toMatch(/^Done: 1 already there/);
    expect(await page.locator("#account-jobs").isHidden()).toBe(true);
  });

  it("lists each account of a file with the account it goes to or why it is held, and imports them in one click", async () => {
    // The budget's accounts are read afresh: the account named below is made a moment before the page lists them.
    const configure = (ttlMs: number) =>
      fetch(`${intake.origin}/__test/outbox/configure`, { method: "POST", body: JSON.stringify({ accounts: { ttlMs } }) });
    await configure(0);
    try {
      const created = await fetch(`${world.apiUrl}/manual_accounts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Everyday ••5555", type: "cash", currency: "usd", balance: "0" }),
      });
      const everyday = ((await created.json()) as { id: number }).id;
      const ofx = ofxOfAccounts("20261016", [
        ["00005555", "E1", "Grocer", "-9.99", "100.00"],
        ["00006666", "F1", "Cinema", "-14.00", "200.00"],
      ]);
      const page = await open();
      await page.setInputFiles("#file", { name: "sections.ofx", mimeType: "application/x-ofx", buffer: Buffer.from(ofx) });
      await page.locator("#file-account-map-choice").waitFor({ state: "visible" });
      await poll(() => page.locator("#summary").textContent()).toMatch(
        /^This file holds 2 accounts \(1 of them names no account to go to\): the preview shows account 00005555\./,
      );
      // The section its number names starts on that account, and the preview is of it there; the other says why it waits.
      expect(await page.locator("select[data-file-account='00005555']").inputValue()).toBe(String(everyday));
      expect(await page.locator("#file-account-why-0").textContent()).toMatch(/^Found by the file: the account's name ends in 5555/);
      expect(await page.locator("select[data-file-account='00006666']").inputValue()).toBe("");
      expect(await page.locator("#file-account-why-1").textContent()).toMatch(/^Held: no account of your budget has number 00006666/);
      expect(await page.locator("#account").inputValue()).toBe(String(everyday));
      expect(await page.locator("#preview-table tbody tr.planned td:nth-child(3)").allTextContents()).toEqual(["Grocer"]);
      expect(await page.locator("#import-mapped").textContent()).toBe("Import 1 account");
      await shoot(page, "07c-ofx-sections");
      // The held one's account chosen: one click imports both, each into its own.
      await page.selectOption("select[data-file-account='00006666']", "101");
      expect(await page.locator("#import-mapped").textContent()).toBe("Import 2 accounts");
      await page.click("#import-mapped");
      const lines = page.locator("#account-jobs li");
      await poll(async () => (await lines.allTextContents()).filter((l) => /Done: 1 inserted/.test(l)).length, 30_000).toBe(2);
      const payees = async (account: number) =>
        (
          await sandbox<{ transactions: { payee: string }[] }>(
            `/transactions?manual_account_id=${account}&start_date=2026-10-01&end_date=2026-10-31`,
          )
        ).transactions.map((t) => t.payee);
      expect(await payees(everyday)).toEqual(["Grocer"]);
      expect(await payees(101)).toContain("Cinema");
    } finally {
      await configure(60_000);
    }
  });

  it("retries a row the service failed, from the report", async () => {
    const page = await open();
    await choose(page, "failing.csv", GERMAN([["10.10.2026", "Bahn", "-30,00"]]));
    // Inserts refused; reads answer, so the read-back finds the row not inserted and it fails.
    await world.faults({ p500: 1, writesOnly: true });
    try {
      expect(await importAndWait(page)).toMatch(/^Failed/);
    } finally {
      await world.faults({ p500: 0, writesOnly: false });
    }
    // The row says it failed, and why, where it said "to import".
    await poll(() => page.locator("#preview-table tbody tr.planned td.outcome").textContent()).toMatch(/^failed: ./);
    expect(await page.locator("#outcome-words").textContent()).toBe("1 row: 1 failed");
    await page.click("#report-link");
    const retry = page.locator("#retry");
    await retry.waitFor();
    expect(await retry.textContent()).toBe("Retry 1 failed row");
    await retry.click();
    await stateMatches(page, /^Done/);
    expect((await world.transactions()).some((t) => t.payee === "Bahn")).toBe(true);
    await shoot(page, "05-retried");
  });

  it("clears a good file's preview when a refused file is chosen, and announces the refusal as an alert", async () => {
    const page = await open();
    await choose(page, "good.csv", GERMAN([["01.10.2026", "Bäckerei", "-3,50"]]));
    expect(await page.locator("#import").textContent()).toBe("Import 1 row");
    await page.setInputFiles("#file", {
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]),
    });
    const refusal = page.locator("#refusal");
    await refusal.waitFor({ state: "visible" });
    expect(await refusal.getAttribute("role")).toBe("alert");
    expect(await refusal.textContent()).toMatch(/^This file cannot be imported as it is: /);
    expect(await page.locator("#preview-table tbody tr").count()).toBe(0);
    // No empty table left behind: its caption and header go with its rows.
    expect(await page.locator("#preview-table").isHidden()).toBe(true);
    expect([await page.locator("#import").textContent(), await page.locator("#import").isDisabled()]).toEqual(["Nothing to import", true]);
    expect(await page.locator("#decisions").isHidden()).toBe(true);
    // A good file again: the alert goes, the preview comes back.
    await choose(page, "good.csv", GERMAN([["01.10.2026", "Bäckerei", "-3,50"]]));
    expect(await refusal.isHidden()).toBe(true);
    expect(await page.locator("#preview-table").isVisible()).toBe(true);
  });

  it("refuses a PDF it cannot read with the refusal alone: no empty table, no column controls", async () => {
    const page = await open();
    await page.setInputFiles("#file", {
      name: "Kontoauszug_2026_10.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1"),
    });
    const refusal = page.locator("#refusal");
    await refusal.waitFor({ state: "visible" });
    expect(await refusal.textContent()).toBe(
      "This file cannot be imported as it is: The file is a PDF, but it could not be read (a damaged or unsupported PDF): download the transactions from the bank's online banking as CSV or OFX (or a text PDF statement) instead.",
    );
    expect(await page.locator("#preview-table").isHidden()).toBe(true);
    expect(await page.locator("#decisions").isHidden()).toBe(true);
    expect([await page.locator("#import").textContent(), await page.locator("#import").isDisabled()]).toEqual(["Nothing to import", true]);
  });

  /** A two-page statement of four rows, two on each page. */
  async function twoPagePdf(): Promise<Buffer> {
    const rows: [string, string, number][] = [
      ["2026-10-02", "Bakery", -350],
      ["2026-10-09", "Salary", 240000],
      ["2026-10-16", "Pharmacy", -1299],
      ["2026-10-23", "Bookshop", -2450],
    ];
    const header: PdfLine = [
      ["Date", 50],
      ["Description", 110],
      ["Amount", 470, "r"],
    ];
    const line = ([d, text, cents]: [string, string, number]): PdfLine => [
      [d, 50],
      [text, 110],
      [money(cents), 470, "r"],
    ];
    return Buffer.from(
      await statementPdf([
        [header, ...rows.slice(0, 2).map(line)],
        [header, ...rows.slice(2).map(line)],
      ]),
    );
  }

  for (const width of [1280, 390])
    it(`describes a PDF by its pages and a workbook by its sheet, without a text file's controls, at ${width} px (issue 82)`, async () => {
      const page = await open(width);
      await page.setInputFiles("#file", { name: "statement-october.pdf", mimeType: "application/pdf", buffer: await twoPagePdf() });
      await poll(() => settledSummary(page)).toMatch(/^4 rows/);
      expect(await page.locator("#layout-words").textContent()).toBe(
        "PDF statement, pages 1 to 2: its table of transactions, read from the text of the page.",
      );
      const shown = async () =>
        await page
          .locator("#decisions .decision")
          .evaluateAll((els) => els.filter((e) => !(e as unknown as { hidden: boolean }).hidden).map((e) => e.querySelector("select")?.id));
      // A PDF's reading writes its days, amounts and columns itself: only the sign and the columns are the person's.
      expect(await shown()).toEqual(["sign"]);
      expect(await page.locator("#decisions").innerText()).not.toMatch(/Fields are split|Text encoding|UTF-8|Header on line/);
      await shoot(page, `07-pdf-statement-${width}`);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);

      const wb = utils.book_new();
      utils.book_append_sheet(
        wb,
        utils.aoa_to_sheet([
          ["Account 12345678", null, null],
          ["Date", "Payee", "Amount"],
          ["2026-10-03", "Corner Cafe", -4.5],
          ["2026-10-04", "Bookshop", -12],
        ]),
        "Umsätze",
      );
      const xlsx = Buffer.from(write(wb, { bookType: "xlsx", type: "array" }) as ArrayBuffer);
      await page.setInputFiles("#file", { name: "umsaetze.xlsx", mimeType: "application/octet-stream", buffer: xlsx });
      await poll(() => page.locator("#layout-words").textContent()).toMatch(
        /^Sheet “Umsätze” of this Excel workbook \(XLSX\)\. Header on row 2\./,
      );
      expect(await shown()).toEqual(["date-format", "decimal", "sign", "scale"]);
      await shoot(page, `08-workbook-${width}`);
      // A CSV again: its lines and its delimiter are the person's to change.
      await choose(page, "good.csv", GERMAN([["01.10.2026", "Bäckerei", "-3,50"]]));
      expect(await page.locator("#layout-words").textContent()).toBe("Header on line 1.");
      expect(await shown()).toEqual(["date-format", "decimal", "sign", "scale", "delimiter", "encoding"]);
    });

  it("offers the column controls for a file refused for its date column, and reads it once the column is chosen", async () => {
    const page = await open();
    // Most rows are card holds without a date yet: detection finds no date column.
    const holds = [
      "Datum;Empfänger;Betrag",
      "01.10.2026;Bäckerei;-3,50",
      "vorgemerkt;Aral;-30,00",
      "vorgemerkt;Rewe;-12,00",
      "vorgemerkt;Edeka;-8,00",
    ];
    await choose(page, "holds.csv", holds.join("\n"));
    const refusal = page.locator("#refusal");
    expect(await refusal.textContent()).toBe(
      "This file cannot be imported as it is: no date column found: no column reads as dates. Choose the column that holds the date below: the file is read again.",
    );
    expect(await page.locator("#columns").isVisible()).toBe(true);
    // The controls of a file read (its date format, decimal mark…) wait until there is one.
    expect(await page.locator("#reading").isHidden()).toBe(true);
    expect(await page.locator("#preview-table").isHidden()).toBe(true);
    expect(await page.locator("#columns label").allInnerTexts()).toEqual([
      "“Datum”\n01.10.2026 · vorgemerkt · vorgemerkt",
      "“Empfänger”\nBäckerei · Aral · Rewe",
      "“Betrag”\n-3,50 · -30,00 · -12,00",
    ]);
    await shoot(page, "06-date-column-to-choose");
    await page.selectOption("#column-0", "date");
    await poll(() => refusal.isHidden()).toBe(true);
    await poll(() => settledSummary(page)).toMatch(/^4 rows: 1 to import/);
    expect(await page.locator("#import").textContent()).toBe("Import 1 row");
    expect(await page.locator("#reading").isVisible()).toBe(true);
    expect(await page.locator("#preview-table").isVisible()).toBe(true);
  });

  it("names a kind-of-booking column so, and a role changed elsewhere leaves every row's external_id as it was", async () => {
    const page = await open();
    /** The items of each dry run the page reads, newest last. */
    const answers: { item: { external_id: string; payee?: string; notes?: string } }[][] = [];
    page.on("response", async (response) => {
      if (response.url().includes("dry_run=true") && response.ok()) answers.push(((await response.json()) as { items: never[] }).items);
    });
    const csv = [
      "Buchungstag;Valutadatum;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag;Info",
      "14.11.2026;14.11.2026;KARTENZAHLUNG;Debitk.7 VISA;EDEKA SCHULZE;-23,47;Umsatz gebucht",
      "10.11.2026;10.11.2026;FOLGELASTSCHRIFT;Abschlag Strom;Stadtwerke;-64,00;Umsatz gebucht",
    ].join("\n");
    await choose(page, "umsaetze.csv", csv);
    expect(await page.locator("#column-2").inputValue()).toBe("type");
    expect(await page.locator("#column-6").inputValue()).toBe("status");
    expect(await page.locator("#preview-table tbody tr").nth(1).innerText()).toMatch(
      /EDEKA SCHULZE\s+−23\.47\s+USD\s+Debitk\.7 VISA\s+to import/,
    );
    await poll(async () => answers.length).toBe(1);
    await page.selectOption("#column-1", "");
    await poll(async () => answers.length).toBe(2);
    expect(answers[1]!.map((i) => i.item.external_id)).toEqual(answers[0]!.map((i) => i.item.external_id));
  });

  it("says what to do before a key is given, and reads a file chosen meanwhile once it is", async () => {
    const page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    await poll(() => page.locator("#account option").first().textContent()).toBe("Connect your budget above to load your accounts");
    await page.setInputFiles("#file", {
      name: "early.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(GERMAN([["02.10.2026", "Kiosk", "-1,20"]])),
    });
    expect(await page.locator("#refusal").textContent()).toMatch(/^Connect your budget above \(or give an API key\)/);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await poll(() => settledSummary(page)).toBe("1 row: 1 to import; a warning to check before importing");
    expect(await page.locator("#refusal").isHidden()).toBe(true);
  });

  it("asks before importing a file whose currency is not the account's, and imports once confirmed", async () => {
    const page = await open();
    const eur = "Date;Payee;Amount;Currency\n2026-10-03;Boulangerie;-4,20;EUR\n2026-10-04;Librairie;-12,00;EUR\n";
    await choose(page, "eur.csv", eur);
    const words = page.locator("#currency-words");
    await words.waitFor({ state: "visible" });
    expect(await words.textContent()).toMatch(/^This file is in EUR, the account in USD/);
    expect(await page.locator("#import").isDisabled()).toBe(true);
    await page.check("#currency-confirm");
    expect(await page.locator("#import").isDisabled()).toBe(false);
    // The API refuses the file unless the request says so (409): the page sends the person's confirmation.
    expect(await importAndWait(page)).toMatch(/^Done/);
    // A file in the account's own currency asks nothing.
    // (Other days: the rows of the EUR file are in the budget now.)
    await choose(page, "usd.csv", eur.replaceAll("EUR", "USD").replaceAll("2026-10-", "2026-11-"));
    expect(await page.locator("#currency-check").isHidden()).toBe(true);
    expect(await page.locator("#import").isDisabled()).toBe(false);
  });

  it("makes one import of a double click", async () => {
    const page = await open();
    await choose(page, "double.csv", GERMAN([["11.10.2026", "Post", "-1,80"]]));
    const before = await history();
    await page.dblclick("#import");
    await stateMatches(page, /^Done/);
    expect((await history()) - before).toBe(1);
  });

  it("keeps watching through a dropped poll and a proxy's error page, and says so", async () => {
    const page = await open();
    await choose(page, "flaky.csv", GERMAN([["12.10.2026", "Tankstelle", "-55,00"]]));
    let polls = 0;
    await page.route(/\/imports\/imp_[0-9a-f]{32}$/, async (route) => {
      polls++;
      if (polls === 1) return route.abort("connectionreset");
      if (polls === 2) return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
      return route.continue();
    });
    const notes: string[] = [];
    await page.click("#import");
    const note = () => page.locator("#poll-note").textContent();
    await poll(note).toContain("lost");
    notes.push((await note()) ?? "");
    await poll(note, 15_000).toContain("502");
    notes.push((await note()) ?? "");
    await stateMatches(page, /^Done/);
    expect(notes[0]).toMatch(/the connection to Intake was lost\); trying again in \d+ s/);
    expect(notes[1]).toMatch(/Intake answered 502.*Bad gateway/);
    expect(await page.locator("#poll-note").textContent()).toBe("Connected again.");
  });

  it("works with the keyboard alone", async () => {
    const page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(10_000);
    await page.goto(`${intake.origin}/`);
    // The key field takes the focus once the page knows it has no session.
    await poll(() => page.evaluate<string>("document.activeElement?.id ?? ''")).toBe("api-key");
    await page.keyboard.type(INTAKE_API_KEY);
    await page.keyboard.press("Enter");
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    await tabTo(page, "file");
    // Space opens the file dialog of a focused file input (Enter too, where Space is slow to register).
    // On a loaded machine the dialog's event can come late: each key is given its time, and tried again once.
    const open = (key: string) =>
      Promise.all([page.waitForEvent("filechooser", { timeout: 5_000 }), page.keyboard.press(key)]).catch(() => null);
    let chooser = (await open("Space")) ?? (await open("Enter"));
    chooser ??= await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
    await chooser[0].setFiles({ name: "keys.csv", mimeType: "text/csv", buffer: Buffer.from(GERMAN([["13.10.2026", "Bäcker", "-2,10"]])) });
    await poll(() => page.locator("#summary").textContent()).toContain("to import");
    await tabTo(page, "sign");
    await page.keyboard.press("ArrowDown"); // a closed select changes with the arrow keys
    await poll(() => page.locator("#preview-table tbody tr.planned td.num").first().textContent()).toBe("2.10");
    await tabTo(page, "import");
    await page.keyboard.press("Enter");
    await stateMatches(page, /^Done/);
    // The live region is cleared, then filled on the next frame (so a repeated text is announced again).
    await poll(() => page.locator("#announce").textContent()).toMatch(/^Done/);
    // Focus is visible wherever it lands.
    expect(await page.evaluate("getComputedStyle(document.activeElement).outlineStyle")).not.toBe("none");
  });

  it("fits 390 px: only the tables scroll sideways, inside their frame", async () => {
    const page = await open(390);
    const wide = [
      "Datum;Empfänger;Verwendungszweck;Betrag;Saldo;Währung;Kategorie",
      "14.10.2026;Ein sehr langer Empfängername GmbH & Co. KG;Rechnung 2026-10-14 Kundennummer 123456789;-99,99;1.000,00;EUR;Haushalt",
    ].join("\n");
    await choose(page, "wide.csv", wide);
    await shoot(page, "06-phone");
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });

  describe("at 390 px the preview's outcome is reachable without scrolling a table", () => {
    it("keeps the summary and the Import button in view at the foot of the screen, outside the table", async () => {
      const page = await open(390);
      const wide = [
        "Datum;Empfänger;Verwendungszweck;Betrag;Saldo;Währung;Kategorie",
        ...Array.from(
          { length: 30 },
          (_, i) => `${String(i + 1).padStart(2, "0")}.10.2026;Empfänger ${i} GmbH;Rechnung ${i};-${i + 1},00;${1000 - i},00;EUR;Haushalt`,
        ),
      ].join("\n");
      await choose(page, "wide-long.csv", wide);
      await page.evaluate("window.scrollTo(0, 0)");
      const height = page.viewportSize()!.height;
      for (const id of ["import", "outcome-words"]) {
        const box = (await page.locator(`#${id}`).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await page.locator("#outcome-words").textContent()).toMatch(/^30 rows: 30 to import/);
      expect(await page.locator(".table-wrap #import").count()).toBe(0);
      // Still there with the rows scrolled half-way.
      await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)");
      const box = (await page.locator("#import").boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.y).toBeGreaterThanOrEqual(0);
    });
  });

  describe("a date order or a sign forced against the file is warned about in the summary", () => {
    it("says every date moves when the dates are read the other way round", async () => {
      const page = await open();
      await choose(
        page,
        "forced-dates.csv",
        GERMAN([
          ["01.02.2026", "Kiosk", "-1,00"],
          ["03.04.2026", "Kiosk", "-2,00"],
        ]),
      );
      await rowsAfter(page, () => page.selectOption("#date-format", "MM.DD.YYYY"));
      await poll(() => page.locator("#warning-list").textContent()).toMatch(/every date moves/);
      // The rows' dates are shown in the reader's locale, not as the API's ISO days.
      const shown = await page.locator("#preview-table tbody tr.planned td:nth-child(2)").first().textContent();
      expect(shown).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(shown).toBe(
        await page.evaluate<string>(
          "new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-01-02T12:00:00Z'))",
        ),
      );
      expect(await page.locator("#summary").textContent()).toMatch(/a warning to check before importing$/);
      expect(await page.locator("#warnings").isVisible()).toBe(true);
    });

    it("says every amount goes the other way when the sign is flipped against the running balance", async () => {
      const page = await open(1280);
      const withBalance = [
        "Buchungstag;Empfänger;Betrag;Saldo",
        "15.10.2026;Kiosk;-4,00;96,00",
        "16.10.2026;Kiosk;-6,00;90,00",
        "17.10.2026;Lohn;100,00;190,00",
      ].join("\n");
      await choose(page, "forced-sign.csv", withBalance);
      expect(await page.locator("#warnings").isHidden()).toBe(true);
      await rowsAfter(page, () => page.selectOption("#sign", "positive_is_money_out"));
      await poll(() => page.locator("#warning-list").textContent()).toMatch(/every amount would go in the opposite direction/);
      expect(await page.locator("#sign-why").textContent()).toBe("as chosen");
      // The sign's warning, and the balances' own: the rows no longer add up.
      expect(await page.locator("#warning-list").textContent()).toMatch(/balances do not add up from row/);
      expect(await page.locator("#summary").textContent()).toMatch(/2 warnings to check before importing$/);
      await shootWhole(page, "upload-page-1280");
    });

    it("shoots the warned preview at 390 px", async () => {
      const page = await open(390);
      const withBalance = [
        "Buchungstag;Empfänger;Betrag;Saldo",
        "15.10.2026;Kiosk;-4,00;96,00",
        "16.10.2026;Kiosk;-6,00;90,00",
        "17.10.2026;Lohn;100,00;190,00",
      ].join("\n");
      await choose(page, "forced-sign.csv", withBalance);
      await rowsAfter(page, () => page.selectOption("#sign", "positive_is_money_out"));
      await poll(() => page.locator("#warning-list").textContent()).toMatch(/opposite direction/);
      // What a phone shows: the warning at the top, the outcome at the foot.
      await page.evaluate("window.scrollTo(0, document.querySelector('#preview').offsetTop)");
      await shootScreen(page, "upload-page-390");
    });
  });

  describe("a bank row that could be either of two taps asks which, and takes over the one chosen", () => {
    const MERCHANT = "Eisdiele Venezia";
    /** How long a tap may wait to be delivered: a rate window of the service (a minute) and a margin. */
    const TAP_WAIT_MS = 75_000;
    /**
     * The bank's row of one ice cream: a day after the first tap and a day before the second. A layout of its own: the
     * profile saved for the German one (its sign flipped with the keyboard, above) would read it as money in.
     */
    const ROW = ["Date,Description,Amount", "2026-10-21,EISDIELE VENEZIA,-4.80"].join("\n");
    /** The taps' transactions, by their day. */
    const taps = new Map<string, number>();

    beforeAll(async () => {
      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${intake.origin}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${INTAKE_API_KEY}`, "Content-Type": "application/json" },
        });
      // The card's taps go to the account its bank file is imported into.
      const cards = { account_id: null, cards: [{ card: "Visa 4242", account_id: 101 }] };
      expect((await call("/taps/settings", { method: "PUT", body: JSON.stringify(cards) })).status).toBe(200);
      // The same ice cream at the same price, two days apart: nothing but the person can say which one the bank booked.
      for (const time of ["2026-10-20T15:00:00+02:00", "2026-10-22T15:00:00+02:00"]) {
        const body = JSON.stringify({ merchant: MERCHANT, amount: "4,80", card: "Visa 4242", time });
        const tapped = await call("/taps", { method: "POST", body });
        expect(tapped.status).toBe(202);
        const { date, report } = (await tapped.json()) as { date: string; report: string };
        const read = async () =>
          (await (await call(`${report}?items=true`)).json()) as { status: string; items?: { transaction_id?: number }[] };
        // Inserted by the Outbox in its own time (expect.poll is for tests, not their setup): the imports above may have
        // spent the service's rate window (100 a minute), so a tap may wait for the next one.
        let tap = await read();
        for (const deadline = Date.now() + TAP_WAIT_MS; tap.status !== "done" && Date.now() < deadline; tap = await read()) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(tap.status).toBe("done");
        taps.set(date, tap.items![0]!.transaction_id!);
      }
    }, 3 * TAP_WAIT_MS);

    /** The budget's transactions of the ice cream, oldest first: the taps', and any the bank's row added beside them. */
    const iceCreams = async () => (await world.transactions()).filter((t) => /eisdiele/i.test(t.payee)).sort((a, b) => a.id - b.id);

    /** The row's question (the file's line 2, under its header): one button per tap it could be, and "Neither". */
    const answers = (page: Page) => page.getByRole("group", { name: "Row 2: which is it?" }).getByRole("button");
    const pressed = (page: Page) => answers(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-pressed")));

    // Before the import below: once a row took a tap over, the same row is already in the budget and asks nothing.
    it.each([1000, 390])("asks at %i px in words and buttons that fit the screen", async (width) => {
      const page = await open(width);
      await choose(page, "eis.csv", ROW);
      expect(await settledSummary(page)).toBe("1 row: 1 to import. 1 asks which of your transactions it is: answer below");
      expect(await page.locator("tr.planned .outcome").first().textContent()).toMatch(
        /^could be one of these, and nothing in the file tells which/,
      );
      expect(await answers(page).allTextContents()).toEqual([
        `It is your tap "${MERCHANT}" of 2026-10-20 (4.80)`,
        `It is your tap "${MERCHANT}" of 2026-10-22 (4.80)`,
        "Neither: import it",
      ]);
      await answers(page).first().scrollIntoViewIfNeeded();
      await shootScreen(page, `08-which-tap-${width}`);
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
      expect(await page.evaluate(misfits, EDGE_ROOM_PX)).toEqual([]);
      await page.close();
    });

    it("sends the answer with the import: the chosen tap alone is taken over, the other stays, nothing is added", async () => {
      expect([...taps.keys()]).toEqual(["2026-10-20", "2026-10-22"]);
      const before = await iceCreams();
      expect(before.map((t) => ({ id: t.id, date: t.date, account: t.manual_account_id }))).toEqual([
        { id: taps.get("2026-10-20"), date: "2026-10-20", account: 101 },
        { id: taps.get("2026-10-22"), date: "2026-10-22", account: 101 },
      ]);
      const page = await open();
      await choose(page, "eis.csv", ROW);
      // Unanswered, the row would be imported beside the taps: "Neither" stands until a tap is chosen.
      expect(await pressed(page)).toEqual(["false", "false", "true"]);
      await answers(page).filter({ hasText: "of 2026-10-22" }).click();
      expect(await pressed(page)).toEqual(["false", "true", "false"]);
      await shoot(page, "09-which-tap-answered");
      expect(await importAndWait(page)).toBe("Done: 1 matched");

      // One ice cream, one transaction: the chosen tap has the bank's day now, the other is as it was.
      const after = await iceCreams();
      expect(after.map((t) => ({ id: t.id, date: t.date, account: t.manual_account_id }))).toEqual([
        { id: taps.get("2026-10-20"), date: "2026-10-20", account: 101 },
        { id: taps.get("2026-10-22"), date: "2026-10-21", account: 101 },
      ]);
      expect(after.map((t) => [t.payee, t.amount])).toEqual(before.map((t) => [t.payee, t.amount]));
    });
  });

  describe("the file's own balances are said beside the summary, and a file they never agree with waits for a yes", () => {
    /** A value date left out of one row: read again where its balance adds up. Its own header: no saved profile applies. */
    const SHORT_ROW = [
      "Buchungsdatum;Wertstellung;Auftraggeber;Buchungstext;Umsatz;Kontostand",
      "13.10.2026;13.10.2026;REWE Markt;Einkauf;-42,10;1.008,12",
      "14.10.2026;14.10.2026;Stadtwerke;Abschlag;-58,00;950,12",
      "15.10.2026;Finanzamt;Erstattung;612,30;1.562,42",
      "16.10.2026;16.10.2026;Bäckerei;Einkauf;-7,90;1.554,52",
    ].join("\n");
    /** Balances that no row explains. */
    const NEVER = [
      "Fecha;Concepto;Importe;Saldo",
      "13/10/2026;A;-10,00;500,00",
      "14/10/2026;B;-20,00;120,00",
      "15/10/2026;C;-5,00;990,00",
    ].join("\n");

    it("says the rows add up, the refund read at its own amount", async () => {
      const page = await open();
      await choose(page, "kontoauszug.csv", SHORT_ROW);
      expect(await page.locator("#verification").textContent()).toMatch(/^Checked against the file's own balances: the rows add up/);
      expect(await page.locator("#warning-list").textContent()).toMatch(
        /read with the missing cell put back where the running balance adds up/,
      );
      expect(await page.locator("#preview-table").textContent()).toMatch(/Finanzamt/);
      expect(await page.locator("#balance-check").isHidden()).toBe(true);
      await page.close();
    });

    it("a file no row of which adds up to its balances: Import waits for the person's yes", async () => {
      const page = await open();
      await choose(page, "extracto.csv", NEVER);
      expect(await page.locator("#warning-list").textContent()).toMatch(/do not add up from row 3/);
      expect(await page.locator("#balance-words").textContent()).toMatch(/^No row of this file adds up to its own balances/);
      expect(await page.locator("#balance-check").isVisible()).toBe(true);
      expect(await page.locator("#import").isDisabled()).toBe(true);
      await shoot(page, "10-balances-never-agree");
      await page.check("#balance-confirm");
      expect(await page.locator("#import").isDisabled()).toBe(false);
      await page.close();
    });
  });

  async function history(): Promise<number> {
    const response = await fetch(`${intake.origin}/imports?limit=1`, { headers: { Authorization: `Bearer ${INTAKE_API_KEY}` } });
    return ((await response.json()) as { total: number }).total;
  }
});

/** Polls what the page shows until the matcher holds (the page answers in its own time; a busy machine is slow). */
function poll<T>(read: () => Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 50 });
}

/** Presses Tab until the element with this id has the focus (fails after 40 presses). */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await page.evaluate<string>("document.activeElement?.id ?? ''")) === id) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`#${id} was not reached with the Tab key`);
}
