import { createExecutionContext, createScheduledController, env, runInDurableObject, SELF, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { saveConnection } from "../../src/connections";
import { app } from "../../src/http/app";
import { renderError } from "../../src/http/errors";
import worker from "../../src/index";
import type { Outbox } from "../../src/outbox";
import { outboxOf } from "../../src/storage";

describe("errors are rendered in one shape", () => {
  it("answers an unknown route with a JSON 404", async () => {
    const response = await SELF.fetch("https://intake.test/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { status: 404, message: "No route for GET /nowhere." } });
  });
});

describe("a path with a dot segment names no route: a 404, never the route it would resolve to", () => {
  /** A request as a runtime hands it on without resolving its path (a Request made here would resolve it). */
  const asSent = (url: string): Request => {
    const request = new Request("https://intake.test/");
    return new Proxy(request, { get: (target, key) => (key === "url" ? url : Reflect.get(target, key)) });
  };
  it.each(["/imports/%2e%2e", "/imports/..", "/imports/%2E%2e/x-1", "/history/./x", "/%2e%2e?items=true"])("%s", async (path) => {
    const response = await app.fetch(asSent(`https://intake.test${path}`), env, createExecutionContext());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { status: 404, message: expect.stringMatching(/^No route for GET /) } });
  });
  it("leaves dots inside a segment alone: a page's route answers its page", async () => {
    const response = await app.fetch(asSent("https://intake.test/history/imp_1.2..3"), env, createExecutionContext());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("imp_1.2..3");
  });
  it("leaves dots inside a segment alone: a script's name answers the script", async () => {
    // A path without a dot segment reads the same resolved or not: a real request, through the whole worker (its
    // assets binding takes only a real one).
    const response = await SELF.fetch("https://intake.test/assets/balances.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await response.text()).toContain("// Balance sources:");
  });
});

describe("hono's own HTTPExceptions are rendered as our JSON errors with their status", () => {
  // The app's renderer on a small app that uses hono's middleware the way a route would.
  const probe = new Hono()
    .post("/limited", bodyLimit({ maxSize: 10 }), (c) => c.text("ok"))
    .get("/thrown/:status", (c) => {
      throw new HTTPException(Number(c.req.param("status")) as 400, { message: c.req.query("m") });
    })
    .get("/bug", () => {
      throw new TypeError("secret-token-123 leaked?");
    })
    .onError(renderError);

  it("answers a body over hono's bodyLimit with a JSON 413, not a 500", async () => {
    const response = await probe.request("/limited", { method: "POST", body: "x".repeat(100) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { status: 413, message: expect.any(String) } });
  });

  it("keeps each HTTPException's status and message, with a plain line when it has none", async () => {
    for (const status of [400, 401, 403, 405, 415, 422, 429, 503]) {
      const response = await probe.request(`/thrown/${status}?m=because`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { status, message: "because" } });
    }
    expect(await (await probe.request("/thrown/400")).json()).toEqual({
      error: { status: 400, message: "The request could not be handled as sent." },
    });
  });

  it("still answers anything else with a 500 that names nothing of the error, and logs its kind only", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await probe.request("/bug");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret");
    expect(logged.mock.calls).toEqual([["unhandled error", "TypeError"]]);
    logged.mockRestore();
  });

  it("is the renderer of the app", async () => {
    // A request the app refuses through HttpError comes out in the same shape (see also the 404 above).
    const response = await app.request("/imports", { method: "POST" }, env);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { status: 401 } });
  });
});

describe("the API key is checked once per request", () => {
  /** The app with a KV namespace that counts the lookups of API keys. */
  async function countingEnv() {
    const apiKey = `key-once-${crypto.randomUUID()}`;
    await saveConnection(env, `c-once-${apiKey}`, "token", apiKey);
    let lookups = 0;
    const kv = env.CONNECTIONS;
    const CONNECTIONS = new Proxy(kv, {
      get(target, property) {
        if (property === "get" || property === "getWithMetadata") {
          return (key: string, ...rest: unknown[]) => {
            if (key.startsWith("apikey:")) lookups++;
            return (target[property] as (...a: unknown[]) => unknown).call(target, key, ...rest);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { testEnv: { ...env, CONNECTIONS }, auth: { Authorization: `Bearer ${apiKey}` }, lookups: () => lookups };
  }

  for (const [method, path] of [
    ["GET", "/imports/no-such-job"],
    ["POST", "/imports/no-such-job/retry"],
    ["GET", "/profiles"],
    ["POST", "/imports?account=oops"],
  ] as const) {
    it(`looks the key up once for ${method} ${path.replace(/\?.*/, "")}`, async () => {
      const { testEnv, auth, lookups } = await countingEnv();
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`https://intake.test${path}`, { method, headers: auth }), testEnv, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).not.toBe(401);
      expect(lookups()).toBe(1);
    });
  }
});

describe("the cron trigger runs the Outbox's tick", () => {
  it("closes an upload that died mid-file", async () => {
    const outbox = outboxOf(env);
    const id = await outbox.openJob({ connectionId: "cron-test", channel: "csv", manualAccountId: null });
    await runInDurableObject(outbox, (_instance: Outbox, state) => {
      state.storage.sql.exec(`UPDATE jobs SET updated_at = updated_at - 2 * 3600 * 1000 WHERE id = ?`, id);
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    // Not one row arrived: the job is not a success, and its notes say where reading stopped.
    expect((await outbox.report(id))?.status).toBe("failed");
    expect((await outbox.rowNotes(id))?.rows).toEqual([
      expect.objectContaining({ outcome: "error", reason: expect.stringMatching(/stopped/) }),
    ]);
  });
});
