// The Notifications page in a real browser: the address mails go to, each kind on or off, a digest, a webhook.
// A webhook the URL policy refuses is said in an alert with focus on it; saved choices survive a reload; "Send a
// test" goes through wrangler dev's send_email binding and to the sandbox's webhook receiver, and is listed.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage, skipReason } from "./support/browser";
import { INTAKE_API_KEY, type Intake, startIntake } from "./support/intake";
import { newWorld, type World } from "./support/sandbox";
import { shoot } from "./support/screenshots";

describe.skipIf(skipReason())("the Notifications page", () => {
  let world: World;
  let intake: Intake;
  let browser: Browser;
  let page: Page;
  const hooksUrl = () => `${new URL(world.apiUrl).origin}/__sandbox/worlds/${world.name}/hooks`;

  beforeAll(async () => {
    world = await newWorld(inject("sandboxUrl"));
    // The sandbox's webhook receiver is on loopback, as with `npm start`.
    [intake, browser] = await Promise.all([
      startIntake(world, { LOCAL_DEVELOPMENT: { type: "plain_text", value: "true" } }),
      launchChromium(),
    ]);
    page = await newPage(browser, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await intake?.dispose();
  });

  it("names the address, refuses an internal webhook next to the form, saves choices and sends a test", async () => {
    await page.goto(`${intake.origin}/notifications`);
    await page.fill("#api-key", INTAKE_API_KEY);
    await page.press("#api-key", "Enter");
    await page.locator("#notification-settings").waitFor();
    await expect.poll(() => page.locator("#email-address").innerText()).toMatch(/@/);
    expect(await page.getByLabel("A balance source went stale").isChecked()).toBe(true);
    expect(await page.getByLabel(/Send e-mails to/).isChecked()).toBe(true);
    await shoot(page, "01-defaults");

    await page.fill("#webhook-url", "https://10.0.0.1/hook");
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toBe("The webhook URL is refused: the URL points to a local or private address.");
    expect(await page.evaluate<string>("document.activeElement?.id ?? ''")).toBe("settings-error");
    await shoot(page, "02-refused");

    await page.fill("#webhook-url", hooksUrl());
    await page.getByLabel("A balance source went stale").uncheck();
    await page.getByLabel("One daily digest, at").check();
    await page.selectOption("#digest-hour", "18");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator("#settings-status").innerText()).toBe("Saved.");
    // The refusal is gone once the choices are accepted.
    expect(await page.locator("#settings-error").innerText()).toBe("");

    await page.reload();
    await page.locator("#notification-settings").waitFor();
    await expect.poll(() => page.locator("#webhook-url").inputValue()).toBe(hooksUrl());
    expect(await page.getByLabel("A balance source went stale").isChecked()).toBe(false);
    expect(await page.getByLabel("One daily digest, at").isChecked()).toBe(true);
    expect(await page.locator("#digest-hour").inputValue()).toBe("18");

    await page.getByRole("button", { name: "Send a test" }).click();
    await expect.poll(() => page.locator("#settings-status").innerText()).toBe("Test: e-mail sent, webhook sent.");
    await expect.poll(() => page.locator("#recent-list").innerText()).toContain("Intake can reach you");
    const hooks = (await (await fetch(hooksUrl())).json()) as { hooks: { body: string }[] };
    expect(hooks.hooks.map((h) => JSON.parse(h.body).title)).toEqual(["Intake can reach you"]);
    await shoot(page, "03-tested");
  });

  it("fits a phone: no sideways scroll, Save and the test within reach", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.goto(`${intake.origin}/notifications`);
    await phone.fill("#api-key", INTAKE_API_KEY);
    await phone.press("#api-key", "Enter");
    await phone.locator("#notification-settings").waitFor();
    expect(await phone.evaluate<boolean>("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    const save = await phone.getByRole("button", { name: "Save" }).boundingBox();
    expect(save!.x + save!.width).toBeLessThanOrEqual(390);
    await shoot(phone, "04-phone");
    await phone.close();
  });
});
