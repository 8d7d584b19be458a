// A request that changes something on the strength of the session cookie alone must come from Intake's own
// pages: a page of another origin (even a sibling of the same site, which SameSite=Lax lets through) can
// make the browser send the cookie, but not a same-origin Sec-Fetch-Site or Origin. API keys are unaffected.
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { app } from "../../src/http/app";
import { ORIGIN, post, sessionOf } from "../support/browser";
import { newWorld } from "../support/world";

/** Every state-changing route behind the connection check (the /connect forms have their own check). */
const changing = [
  ...new Set(app.routes.filter((r) => !["GET", "HEAD", "OPTIONS", "ALL"].includes(r.method)).map((r) => `${r.method} ${r.path}`)),
]
  .filter((route) => !route.includes(" /connect"))
  .map((route) => route.replace(/:[a-z_]+(\{[^}]*\})?/gi, "x-1"));

let cookie = "";
beforeAll(async () => {
  const world = await newWorld();
  cookie = sessionOf(await post("/connect/token", { token: world.token }));
});

const send = (route: string, headers: Record<string, string>) => {
  const [method, path] = route.split(" ") as [string, string];
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers: { Cookie: cookie, "Content-Type": "text/plain", ...headers }, body: "{}" });
};

describe("a cookie-authorised change is refused unless it comes from Intake's own pages", () => {
  it("covers the uploads, retries, balance sources, profiles and receipts", () => {
    for (const route of ["POST /imports", "POST /imports/x-1/retry", "POST /imports/x-1/remove", "POST /balance-sources"])
      expect(changing).toContain(route);
  });

  it.each(changing)("%s from another origin, a sibling origin of the site, or no origin at all: 403", async (route) => {
    for (const headers of <Record<string, string>[]>[
      { Origin: "http://evil.example" },
      { Origin: "https://evil.intake.test", "Sec-Fetch-Site": "same-site" },
      {},
    ]) {
      const response = await send(route, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/Intake's own pages/) } });
    }
  });

  it.each(changing)("%s from Intake's own page passes the check", async (route) => {
    for (const headers of <Record<string, string>[]>[{ Origin: ORIGIN }, { "Sec-Fetch-Site": "same-origin" }]) {
      expect((await send(route, headers)).status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});

describe("Intake's own origin is the deployment's (PUBLIC_URL), exactly: scheme, host and port, never the request's", () => {
  it.each(["http://intake.test", "https://intake.test:8443", "https://127.0.0.1:8787"])(
    "a page of %s is refused, even when the request is addressed there",
    async (origin) => {
      const upload = await SELF.fetch(`${origin}/imports`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "text/plain" },
        body: "{}",
      });
      expect(upload.status).toBe(403);
      const form = await SELF.fetch(`${origin}/connect/token`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "token=x",
      });
      expect(form.status).toBe(403);
    },
  );
});

describe("Sec-Fetch-Site proves the deployment's origin only for a request addressed to it", () => {
  // PUBLIC_URL is https://intake.test here: a page of http://intake.test (another scheme) is same-origin to itself only.
  it.each(["http://intake.test", "https://127.0.0.1:8787"])("a page of %s, same-origin to itself, is refused", async (origin) => {
    for (const headers of <Record<string, string>[]>[
      { Origin: origin, "Sec-Fetch-Site": "same-origin" },
      { "Sec-Fetch-Site": "same-origin" },
    ]) {
      const upload = await SELF.fetch(`${origin}/imports`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "text/plain", ...headers },
        body: "{}",
      });
      expect(upload.status, JSON.stringify(headers)).toBe(403);
      const form = await SELF.fetch(`${origin}/connect/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "token=x",
      });
      expect(form.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("an Origin of another scheme decides, whatever Sec-Fetch-Site says", async () => {
    const upload = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "text/plain", Origin: "http://intake.test", "Sec-Fetch-Site": "same-origin" },
      body: "{}",
    });
    expect(upload.status).toBe(403);
  });
});

describe("an Origin and a Sec-Fetch-Site, when both are sent, must both say the deployment's own page", () => {
  // A proxy may rewrite an Origin naming its own host to the deployment's scheme (wrangler dev's does): the browser's
  // Sec-Fetch-Site still says the page was another site's.
  it.each(["cross-site", "same-site", "none"])("Origin of PUBLIC_URL with Sec-Fetch-Site %s is refused", async (site) => {
    const upload = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "text/plain", Origin: ORIGIN, "Sec-Fetch-Site": site },
      body: "{}",
    });
    expect(upload.status).toBe(403);
    const form = await SELF.fetch(`${ORIGIN}/connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": site },
      body: "token=x",
    });
    expect(form.status).toBe(403);
  });

  it("an http deployment: a page of its https twin is refused, its own http page passes", async () => {
    const http = { ...env, PUBLIC_URL: "http://intake.test" };
    const send = (origin: string, site?: string) =>
      app.fetch(
        new Request("http://intake.test/imports", {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "text/plain", Origin: origin, ...(site ? { "Sec-Fetch-Site": site } : {}) },
          body: "{}",
        }),
        http,
        createExecutionContext(),
      );
    expect((await send("https://intake.test")).status).toBe(403);
    expect((await send("https://intake.test", "cross-site")).status).toBe(403);
    expect((await send("http://intake.test")).status).not.toBe(403);
    expect((await send("http://intake.test", "same-origin")).status).not.toBe(403);
  });
});

describe("an API key needs no origin", () => {
  it("accepts a text/plain upload with a key and no Origin", async () => {
    const world = await newWorld();
    const key = `key-${world.name}`;
    await saveConnection(env, `c-${world.name}`, world.token, key);
    const response = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "text/csv" },
      body: "Date,Payee,Amount\n2026-10-01,Cookie Shop,-2.00\n",
    });
    expect(response.status).toBe(202);
  });
});
