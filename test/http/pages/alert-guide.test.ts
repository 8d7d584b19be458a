// The Receipts page's "Forward your bank's alerts": each provider's steps with the connection's own Intake address,
// and the addresses alerts came from, written by the server for the browser's session.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { noteAlertSender } from "../../../src/mail/alert-senders";
import { mailboxOf } from "../../../src/mail/mailbox";
import { ORIGIN, post, sessionOf } from "../../support/browser";
import { changeSettings, newWorld } from "../../support/world";

/** A browser that connected a budget: its session cookie, its connection and that connection's Intake address. */
async function connected(settings?: Record<string, unknown>) {
  const world = await newWorld();
  if (settings) await changeSettings(world, "/me/user/settings", settings);
  const cookie = sessionOf(await post("/connect/token", { token: world.token }));
  const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
  const id = session.connection_id;
  const address = `${(await mailboxOf(env.CONNECTIONS, id)).alias}@intake.localhost`;
  return { cookie, id, address };
}

/** The guide as the Receipts page carries it. */
async function guideOf(cookie?: string): Promise<string> {
  const html = await (
    await SELF.fetch(`${ORIGIN}/inbox`, { headers: { "Accept-Language": "en-GB", ...(cookie ? { Cookie: cookie } : {}) } })
  ).text();
  const start = html.indexOf('<details id="bank-alerts"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</details>", start) + "</details>".length);
}

/** The steps under one provider's heading. */
const stepsOf = (guide: string, provider: string) => {
  const start = guide.indexOf(`<h3>${provider}</h3>`);
  expect(start).toBeGreaterThan(-1);
  return guide.slice(start, guide.indexOf("</ol>", start));
};

describe("the guide gives each provider's steps with the connection's Intake address", () => {
  it("names the address in Gmail's, Outlook.com's, iCloud Mail's and Fastmail's steps, closed until opened", async () => {
    const { cookie, address } = await connected();
    const guide = await guideOf(cookie);
    expect(guide).toMatch(/^<details id="bank-alerts" class="guide"><summary><h2>Forward your bank(&#39;|')s alerts<\/h2><\/summary>/);
    expect(guide).not.toMatch(/<details[^>]*\sopen/);
    for (const provider of ["Gmail", "Outlook.com", "iCloud Mail", "Fastmail"]) expect(stepsOf(guide, provider)).toContain(address);
    expect(stepsOf(guide, "Gmail")).toContain("Add a forwarding address");
    expect(stepsOf(guide, "Gmail")).toContain("Forward it to");
    expect(stepsOf(guide, "Outlook.com")).toContain("Rules, choose Add new rule");
    expect(stepsOf(guide, "iCloud Mail")).toContain("If a message is from");
    expect(stepsOf(guide, "Fastmail")).toContain("Send a copy to");
  });
});

describe("the guide says Gmail's confirmation code shows on this page", () => {
  it("tells the person to enter the code the page shows", async () => {
    const { cookie } = await connected();
    expect(stepsOf(await guideOf(cookie), "Gmail")).toContain("confirmation code, which shows at the top of this page");
  });
});

describe("the guide lists the addresses alerts came from, or says there are none yet", () => {
  it("says none yet, then each sender with its issuer, count and last day (as the budget writes days)", async () => {
    const { cookie, id } = await connected({ month_day_year_format: "D MMM YYYY" });
    expect(await guideOf(cookie)).toContain("No alerts yet");
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: "Monzo", at: new Date("2026-10-01T08:00:00Z") });
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: "Monzo", at: new Date("2026-10-03T09:00:00Z") });
    await noteAlertSender(env.CONNECTIONS, id, { address: "no-reply@bank.example", issuer: null, at: new Date("2026-10-02T09:00:00Z") });
    const guide = await guideOf(cookie);
    expect(guide).not.toContain("No alerts yet");
    const items = [...guide.matchAll(/<li><strong>|<li><span class="address">[^<]*/g)];
    expect(items).toHaveLength(2);
    expect(guide).toContain(
      '<li><strong>Monzo</strong>, <span class="address">alerts@monzo.com</span>: 2 alerts, the last on <time datetime="2026-10-03T09:00:00.000Z">3 Oct 2026</time></li>',
    );
    expect(guide).toContain('<li><span class="address">no-reply@bank.example</span>: 1 alert, the last on');
  });

  it("writes an issuer's words as text, never as markup", async () => {
    const { cookie, id } = await connected();
    await noteAlertSender(env.CONNECTIONS, id, {
      address: "alerts@bank.example",
      issuer: "<img src=x>",
      at: new Date("2026-10-01T08:00:00Z"),
    });
    const guide = await guideOf(cookie);
    expect(guide).toContain("&lt;img src=x&gt;");
    expect(guide).not.toContain("<img");
  });
});

describe("without a session, the guide points to the connection page for the address", () => {
  it("names no address and leaves the senders for the page's script to fill", async () => {
    const guide = await guideOf();
    expect(stepsOf(guide, "Gmail")).toContain('your Intake address (on the <a href="/connect">connection page</a>)');
    expect(guide).not.toMatch(/r-[a-z0-9]+@intake\.localhost/);
    expect(guide).toContain('<p id="alert-senders" class="hint" data-fill="api">');
    expect(guide).not.toContain('<ul id="alert-senders">');
  });
});
