// Every route that takes a JSON body or query parameters checks them with hono's validator and the route's zod
// schema: what fails is a 400 in the route's own words, from the one error renderer, never a 500.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { connectIntake } from "../support/intake";

let auth: Record<string, string> = {};
beforeAll(async () => {
  ({ auth } = await connectIntake());
});

const send = (method: string, path: string, body: string | undefined, contentType = "application/json") =>
  SELF.fetch(`https://intake.test${path}`, {
    method,
    headers: body === undefined ? auth : { ...auth, "Content-Type": contentType },
    body,
  });

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { status: number; message: string } };
  expect(error.status).toBe(400);
  return error.message;
}

/** Each route with a JSON body, a body of the wrong shape, and the words its 400 starts with. */
const JSON_ROUTES: [string, string, unknown, RegExp][] = [
  ["PUT", "/taps/settings", { account_id: "one", cards: [] }, /^Send JSON \{account_id, cards/],
  ["POST", "/receipts/r-1/add", { amount: "1", tip: "2" }, /^Send JSON with amount \(required\)/],
  ["PUT", "/receipts/mailbox", { match_mode: "sometimes" }, /^Send JSON with any of: senders/],
  ["PATCH", "/profiles/p-1", { name: 7 }, /^Send \{"name": "…"\}/],
  ["PUT", "/notifications/settings", { digest_hour: 25 }, /^These settings are not understood\. Send \{"email"/],
  ["POST", "/balance-sources", { kind: "lottery" }, /^Send \{kind, manual_account_id, settings, schedule\?\}: /],
  ["POST", "/balance-sources/simplefin", { label: "x" }, /^Send \{"setup_token": "…", "label"\?: "…"\}: /],
  ["PUT", "/balance-sources/s-1", { schedule: 3 }, /^Send \{settings\?, schedule\?\}: /],
];

describe("a JSON body of the wrong shape is a 400 that says what to send", () => {
  it.each(JSON_ROUTES)("%s %s", async (method, path, body, words) => {
    expect(await refusal(await send(method, path, JSON.stringify(body)))).toMatch(words);
  });

  it("names what was wrong where the route says it (balance sources)", async () => {
    expect(await refusal(await send("POST", "/balance-sources/simplefin", JSON.stringify({ label: "x" })))).toMatch(/setup_token/);
  });
});

describe("a body that is not JSON, or not sent as JSON, gets the same words", () => {
  it.each(JSON_ROUTES)("%s %s", async (method, path, _body, words) => {
    expect(await refusal(await send(method, path, "{not json"))).toMatch(words);
    expect(await refusal(await send(method, path, "{}", "text/plain"))).toMatch(words);
    expect(await refusal(await send(method, path, undefined))).toMatch(words);
  });
});

describe("query parameters out of range are a 400 that names what the route takes", () => {
  it.each([
    ["/imports?offset=-1", /^Query parameters not accepted: use offset \(≥ 0\) and limit/],
    ["/imports/j-1?outcome=lost", /^Query parameters not accepted: use items=true with outcome \(pending, /],
    ["/imports/j-1/rows?limit=0", /^Query parameters not accepted: use outcome \(ignored, error\), offset/],
    ["/receipts?limit=500", /^Query parameters not accepted: use limit \(1 to 100\) and cursor\.$/],
  ])("GET %s", async (path, words) => {
    expect(await refusal(await send("GET", path, undefined))).toMatch(words);
  });

  it("POST /imports names the parameter", async () => {
    const response = await send("POST", "/imports?delimiter=colon", "Date,Amount\n", "text/csv");
    expect(await refusal(response)).toMatch(/^Query parameter "delimiter" is not valid: /);
  });
});
