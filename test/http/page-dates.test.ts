// A page's dates are the person's: the formats their budget's settings say (user settings' patterns, the account's
// locale), asked of the service and kept a few minutes; the reader's locale when no session names a budget or the
// service does not answer.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { displayFormatsKey } from "../../src/connections/display-formats";
import { ORIGIN, post, sessionOf } from "../support/browser";
import { changeSettings, newWorld, type World } from "../support/world";

/** A browser that connected the world's budget, with one API key made today (the connection page writes its day). */
async function connectedWithKey(world: World) {
  const cookie = sessionOf(await post("/connect/token", { token: world.token }));
  const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
  await post("/connect/keys", { connection: session.connection_id, label: "dated" }, cookie);
  return { cookie, connectionId: session.connection_id };
}

const pageOf = async (path: string, cookie: string | null, language = "en-GB") =>
  (await SELF.fetch(`${ORIGIN}${path}`, { headers: { "Accept-Language": language, ...(cookie ? { Cookie: cookie } : {}) } })).text();

const today = () => new Date().toISOString().slice(0, 10);
const [y, m, d] = today().split("-");

describe("a page writes days in the formats of the budget it acts for", () => {
  it("follows the budget's month_day_year_format, and a changed setting once its few minutes are up", async () => {
    const world = await newWorld();
    await changeSettings(world, "/me/user/settings", { month_day_year_format: "DD.MM.YYYY" });
    const { cookie, connectionId } = await connectedWithKey(world);
    expect(await pageOf("/connect", cookie)).toContain(`<strong>dated</strong> · made ${d}.${m}.${y} ·`);

    await changeSettings(world, "/me/user/settings", { month_day_year_format: "YYYY/M/D" });
    // Kept a few minutes: the time running out, as KV's expiry would.
    await env.CONNECTIONS.delete(displayFormatsKey(connectionId));
    expect(await pageOf("/connect", cookie)).toContain(`made ${y}/${Number(m)}/${Number(d)} ·`);
  });

  it("names months in the budget's locale, and always says the year", async () => {
    const world = await newWorld();
    await changeSettings(world, "/me/user/settings", { month_day_year_format: "D MMM YYYY", always_display_year: false });
    await changeSettings(world, "/me/account/settings", { locale: "fr-FR" });
    const { cookie } = await connectedWithKey(world);
    const french = new Intl.DateTimeFormat("fr-FR", { month: "short", timeZone: "UTC" }).format(new Date(`${today()}T12:00:00Z`));
    expect(await pageOf("/connect", cookie)).toContain(`made ${Number(d)} ${french} ${y} ·`);
  });

  it("writes the formats onto every page for its script, and /session answers them", async () => {
    const world = await newWorld();
    await changeSettings(world, "/me/user/settings", {
      month_day_year_format: "D MMM YYYY",
      month_year_format: "MM/YYYY",
      show_am_pm: false,
    });
    await changeSettings(world, "/me/account/settings", { locale: "de-DE" });
    const { cookie } = await connectedWithKey(world);
    const formats = { locale: "de-DE", day: "D MMM YYYY", month: "MM/YYYY", hour12: false };
    const written = `data-formats="${JSON.stringify(formats).replaceAll('"', "&quot;")}"`;
    for (const path of ["/", "/history", "/inbox", "/balances", "/coverage", "/saved-profiles", "/notifications", "/connect"]) {
      expect(await pageOf(path, cookie), path).toContain(written);
    }
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { formats: unknown };
    expect(session.formats).toEqual(formats);
  });
});

describe("without the budget's formats, a page writes days in the reader's locale", () => {
  it("writes none onto a page no session names a budget for", async () => {
    expect(await pageOf("/history", null)).not.toContain("data-formats");
  });

  it("falls back to the Accept-Language when the service does not answer", async () => {
    const world = await newWorld();
    const cookie = sessionOf(await post("/connect/token", { token: world.token }));
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
    await world.admin("PUT", "/faults", { p500: 1 });
    await env.CONNECTIONS.delete(displayFormatsKey(session.connection_id));
    const html = await pageOf("/connect", cookie, "de-DE");
    expect(html).not.toContain("data-formats");
    await world.admin("PUT", "/faults", { p500: 0 });
    // Not asked again at once: the page does not wait on a service that just failed.
    expect(await pageOf("/history", cookie)).not.toContain("data-formats");
  });
});
