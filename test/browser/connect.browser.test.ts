// Connecting a budget in a real browser: Intake's connection page, the sandbox's sign-in and consent pages
// (the service's, in production), back to Intake connected; the import page then needs no API key.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";

describe.skipIf(skipReason())("connecting a budget, in a browser", () => {
  const clientId = `browser-${crypto.randomUUID().slice(0, 12)}`;
  const secret = `secret-${crypto.randomUUID()}`;
  const email = `${clientId}@example.invalid`;
  let world: World;
  let second: World;
  let intake: Intake;
  let browser: Browser;

  beforeAll(async () => {
    const sandbox = inject("sandboxUrl");
    [world, second] = await Promise.all([newWorld(sandbox), newWorld(sandbox)]);
    [intake, browser] = await Promise.all([
      startIntake(world, {
        OAUTH_CLIENT_ID: { type: "plain_text", value: clientId },
        OAUTH_CLIENT_SECRET: { type: "secret_text", value: secret },
      }),
      launchChromium(),
    ]);
    // The redirect URI is exact: register the client once Intake's origin is known.
    const admin = (path: string, body: unknown) =>
      fetch(`${sandbox}/__sandbox/oauth${path}`, { method: "POST", body: JSON.stringify(body) });
    expect(
      (
        await admin("/clients", {
          client_id: clientId,
          client_secret: secret,
          redirect_uris: [`${intake.origin}/connect/callback`],
          scopes: ["me:read", "offline_access"],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await admin("/users", {
          name: "Browser Person",
          email,
          budgets: [
            { world: world.name, name: "Browser Budget" },
            { world: second.name, name: "Second Budget" },
          ],
        })
      ).status,
    ).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  /** Signs in at the service's pages and comes back to Intake connected. */
  async function signIn(page: Page, shots = false, budget = "Browser Budget") {
    await page.goto(`${intake.origin}/connect`);
    await page.click("text=Sign in at the budgeting service");
    await page.waitForURL(/\/oauth\/authorize/);
    await page.check(`text=Browser Person`);
    if (shots) await shoot(page, "01-sign-in");
    await page.click("button[type=submit]");
    await page.check(`text=${budget}`);
    await page.click("button[value=allow]");
    // The callback answers with a redirect: a reload of the page shown never sends the used code again.
    await page.waitForURL(`${intake.origin}/connect`);
  }

  it("signs in at the service, comes back connected, and imports with no key to paste", async () => {
    const page: Page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(10_000);
    await signIn(page, true);
    expect(await page.locator(".notice").textContent()).toBe(`Connected to Browser Budget as ${email}.`);
    await shoot(page, "02-connected");

    await page.goto(`${intake.origin}/`);
    await page.locator("#account option[value='101']").waitFor({ state: "attached" });
    expect(await page.locator("#key-form").isHidden()).toBe(true);
    // Every page names the budget it acts for.
    expect(await page.locator("#budget-name").textContent()).toBe("Browser Budget");
    // A reload of the page the sign-in ended on repeats nothing: no error, the news is gone.
    await page.goto(`${intake.origin}/connect`);
    await page.reload();
    expect(await page.locator(".notice").count()).toBe(0);
  });

  it("names the budget on every page, and switches between two budgets of one browser", async () => {
    const page: Page = await newPage(browser, { width: 1000, height: 900 });
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await signIn(page, false, "Second Budget");
    for (const path of ["/", "/history", "/inbox", "/balances"]) {
      await page.goto(`${intake.origin}${path}`);
      const choice = page.locator("#budget-switch");
      await choice.waitFor();
      // The budget connected last is the current one.
      expect(await choice.locator("option:checked").textContent()).toBe("Second Budget");
    }
    await page.goto(`${intake.origin}/`);
    await page.locator("#budget-switch").waitFor();
    await shoot(page, "03-budget-switch");
    await Promise.all([page.waitForEvent("load"), page.selectOption("#budget-switch", { label: "Browser Budget" })]);
    await page.locator("#budget-switch").waitFor();
    expect(await page.locator("#budget-switch option:checked").textContent()).toBe("Browser Budget");
    await page.goto(`${intake.origin}/history`);
    await page.locator("#budget-switch").waitFor();
    expect(await page.locator("#budget-switch option:checked").textContent()).toBe("Browser Budget");
  });

  describe("what cannot be taken back asks first", () => {
    it("keeps the receipt address and the connection when the question is dismissed, and changes the address when confirmed", async () => {
      const page: Page = await newPage(browser, { width: 1000, height: 900 });
      page.setDefaultTimeout(10_000);
      await signIn(page);
      await page.goto(`${intake.origin}/connect`);
      const address = page.locator(".address").first();
      const before = await address.textContent();
      const asked: string[] = [];
      const answer = (accept: boolean) =>
        page.once("dialog", (d) => {
          asked.push(d.message());
          void (accept ? d.accept() : d.dismiss());
        });
      answer(false);
      await page.click("text=Give me a new address");
      await page.waitForTimeout(300);
      expect(asked[0]).toMatch(/^Get a new receipt address\?/);
      expect(page.url()).toBe(`${intake.origin}/connect`);
      expect(await address.textContent()).toBe(before);

      answer(false);
      await page.click("text=Disconnect this budget");
      await page.waitForTimeout(300);
      expect(asked[1]).toMatch(/^Disconnect this budget\?/);
      expect(await page.locator("text=Disconnect this budget").count()).toBe(1);

      await page.fill("input[name=label]", "laptop script");
      await page.click("text=Make a key");
      await page.goto(`${intake.origin}/connect`);
      answer(false);
      await page.click("button[aria-label='Revoke the key laptop script']");
      await page.waitForTimeout(300);
      expect(asked[2]).toMatch(/^Revoke the key laptop script\?/);
      expect(await page.locator("button[aria-label='Revoke the key laptop script']").count()).toBe(1);

      answer(true);
      await page.click("text=Give me a new address");
      await page.waitForLoadState("load");
      await expect.poll(() => page.locator(".address").first().textContent()).not.toBe(before);
    });
  });
});
