// Injected faults: 429, 500, latency, and connections dropped after the commit; and the counters.
import { describe, expect, it } from "vitest";
import { type ErrorBody, item, newWorld } from "./world";

describe("p500 = 1 answers 500 with the error object and processes nothing", () => {
  it("returns Internal Server Error", async () => {
    const w = await newWorld("f500");
    await w.adminCall("PUT", "/faults", { p500: 1 });
    const res = await w.api("POST", "/transactions", { transactions: [item()] });
    expect(res.status).toBe(500);
    expect(((await res.json()) as ErrorBody).message).toBe("Internal Server Error");
    expect(res.headers.get("RateLimit-Limit")).toBe("100");
    await w.adminCall("PUT", "/faults", { p500: 0 });
    expect((await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions")).transactions).toHaveLength(0);
  });
});

describe("p429 = 1 answers 429 with the spec body and Retry-After = retryAfterSeconds", () => {
  it("returns Too Many Requests", async () => {
    const w = await newWorld("f429");
    const faults = await w.adminCall("PUT", "/faults", { p429: 1, retryAfterSeconds: 7 });
    expect(faults).toEqual({
      p429: 1,
      p500: 0,
      pDrop: 0,
      latencyMs: 0,
      retryAfterSeconds: 7,
      anonymous400: false,
      historyUnserved: false,
      accountListDown: false,
      writesOnly: false,
    });
    const res = await w.api("GET", "/me");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("7");
    expect(((await res.json()) as ErrorBody).errors[0]?.errMsg).toBe("Too many requests, please try again later.");
  });
});

describe("writesOnly aims the injected 429s and 500s at writes: reads answer", () => {
  it("fails a POST and answers a GET", async () => {
    const w = await newWorld("fwrites");
    await w.adminCall("PUT", "/faults", { p500: 1, writesOnly: true });
    expect((await w.api("POST", "/transactions", { transactions: [item()] })).status).toBe(500);
    expect((await w.api("GET", "/me")).status).toBe(200);
  });
});

describe("anonymous400 strips every pointer to an item from the 400s of POST /transactions", () => {
  it("keeps the messages, not the indexes", async () => {
    const w = await newWorld("fanon");
    await w.adminCall("PUT", "/faults", { anonymous400: true });
    const res = await w.api("POST", "/transactions", { transactions: [item(), { ...item(), currency: "nope" }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe("Request Validation Failure");
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) {
      expect(Object.keys(error)).toEqual(["errMsg"]);
      expect(error.errMsg).not.toMatch(/transactions\[/);
    }
  });
});

describe("pDrop = 1 commits the request, then drops the connection", () => {
  it("makes the client's fetch or body read reject, while the insert is committed", async () => {
    const w = await newWorld("fdrop");
    await w.adminCall("PUT", "/faults", { pDrop: 1 });
    const attempt = w.api("POST", "/transactions", { transactions: [item({ external_id: "dropped-1" })] }).then((r) => r.text());
    await expect(attempt).rejects.toThrow();
    const all = await w.adminCall<{ transactions: { external_id: string }[] }>("GET", "/transactions");
    expect(all.transactions.map((t) => t.external_id)).toEqual(["dropped-1"]);
    expect(await w.adminCall("GET", "/counters")).toMatchObject({ dropped: 1, insertRequests: 1, itemsInserted: 1 });
  });
});

describe("latencyMs delays responses", () => {
  it("waits before answering", async () => {
    const w = await newWorld("flatency");
    await w.adminCall("PUT", "/faults", { latencyMs: 300 });
    const started = Date.now();
    expect((await w.api("GET", "/me")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});

describe("GET /counters reports what the world saw", () => {
  it("counts requests, reads, inserts, skips and injected faults", async () => {
    const w = await newWorld("fcounters");
    await w.api("POST", "/transactions", { transactions: [item({ external_id: "a" }), item({ external_id: "b" })] });
    await w.api("POST", "/transactions", { transactions: [item({ external_id: "a" })] });
    await w.adminCall("PUT", "/faults", { p500: 1 });
    await w.api("GET", "/me");
    expect(await w.adminCall("GET", "/counters")).toEqual({
      requests: 3,
      reads: 1,
      listReads: 0,
      rateLimited: 0,
      injected429: 0,
      injected500: 1,
      dropped: 0,
      insertRequests: 2,
      itemsInserted: 2,
      itemsSkipped: 1,
    });
  });
});

describe("historyUnserved answers 404 to balance history, as a service that does not serve it yet", () => {
  it("refuses /v2/balance_history and leaves the other endpoints alone", async () => {
    const w = await newWorld("fhistory");
    expect((await w.api("GET", "/balance_history/manual/101")).status).toBe(200);
    await w.adminCall("PUT", "/faults", { historyUnserved: true });
    expect((await w.api("GET", "/balance_history/manual/101")).status).toBe(404);
    expect((await w.api("GET", "/me")).status).toBe(200);
  });
});

describe("accountListDown answers 500 to the account list, and only to it", () => {
  it("fails GET /v2/manual_accounts and leaves one account and the other endpoints alone", async () => {
    const w = await newWorld("flist");
    await w.adminCall("PUT", "/faults", { accountListDown: true });
    expect((await w.api("GET", "/manual_accounts")).status).toBe(500);
    expect((await w.api("GET", "/manual_accounts/101")).status).toBe(200);
    expect((await w.api("GET", "/me")).status).toBe(200);
  });
});
