// `wrangler dev`'s proxy loses the connection when the worker answers before the request body has
// arrived: the client sees a reset or a 500 instead of the answer. A workers-pool test runs no proxy,
// so this one starts the worker with wrangler and talks to it over a socket, as curl does.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_startWorker } from "wrangler";

type Worker = Awaited<ReturnType<typeof unstable_startWorker>>;
let worker: Worker;
let origin: URL;

beforeAll(async () => {
  worker = await unstable_startWorker({
    config: "wrangler.toml",
    bindings: { BUDGET_API_URL: { type: "plain_text", value: "http://127.0.0.1:9/v2" } },
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, persist: false, watch: false, logLevel: "none" },
  });
  origin = await worker.url;
}, 60_000);
afterAll(() => worker?.dispose());

/** A POST of `megabytes` of CSV-looking bytes, sent the way curl sends large files. */
function post(path: string, headers: Record<string, string>, megabytes: number, expectContinue: boolean, prefix = "") {
  const chunk = Buffer.from("2026-10-01,Corner Coffee,-3.50\n".repeat(33_825)); // ~1 MB
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const length = prefix.length + chunk.length * megabytes;
    const req = httpRequest(`${origin.origin}${path}`, {
      method: "POST",
      headers: { ...headers, "Content-Length": String(length), ...(expectContinue ? { Expect: "100-continue" } : {}) },
    });
    const send = async () => {
      req.write(prefix);
      for (let i = 0; i < megabytes && !req.destroyed; i++) {
        if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
      }
      req.end();
    };
    if (expectContinue) req.on("continue", send);
    else void send();
    req.on("response", (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

describe("an answer given before the upload has arrived reaches the client", () => {
  const key = { Authorization: "Bearer dev-intake-key" };
  const form = { ...key, "Content-Type": "multipart/form-data; boundary=b0undary" };
  const profileField = '--b0undary\r\nContent-Disposition: form-data; name="profile"\r\n\r\n';
  const cases: [string, string, Record<string, string>, number, string][] = [
    ["a missing API key", "/imports", {}, 401, ""],
    ["a bad query parameter", "/imports?account=checking", key, 400, ""],
    ["a dry run over its size", "/imports?dry_run=true", key, 413, ""],
    // Refused after part of the body was read: the rest is still on its way.
    ["a form field over its size", "/imports", form, 400, profileField],
  ];
  for (const [name, path, headers, status, prefix] of cases) {
    for (const expectContinue of [true, false]) {
      it(`answers ${name} with its JSON ${status}${expectContinue ? " after 100-continue" : ""}`, async () => {
        for (let round = 0; round < 3; round++) {
          const answer = await post(path, { "Content-Type": "text/csv", ...headers }, 40, expectContinue, prefix);
          expect(answer.status).toBe(status);
          expect(JSON.parse(answer.body)).toMatchObject({ error: { status } });
        }
      });
    }
  }
});
