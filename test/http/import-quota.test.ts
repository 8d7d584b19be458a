// The service's quota is for delivery: uploads resolve their target account from one cached account
// list per connection, counted here with the sandbox's own request counters.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101; // the sandbox seed's checking account (the user's default manual account)

const EXPORT = ["Date,Description,Amount", "2026-10-01,Corner Coffee,-3.50", "2026-10-02,Grocer,-45.20"].join("\n");

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const upload = (query = "") =>
    SELF.fetch(`https://intake.test/imports${query}`, { method: "POST", headers: { ...auth, "Content-Type": "text/csv" }, body: EXPORT });
  const finished = (id: string) =>
    waitFor(
      async () => (await (await SELF.fetch(`https://intake.test/imports/${id}`, { headers: auth })).json()) as JobReport,
      (r) => ["done", "done_with_errors", "failed"].includes(r.status),
    );
  /**
   * What checking targets cost: the look-ups the world received. Counted on arrival, so a delivery already
   * in flight when the uploads are answered is not taken for one (requests − insertRequests raced it); an ended
   * import's one read of its window for transfers (kinds/transfers.ts) is delivery, not a look-up.
   */
  const checks = async () => {
    const { reads, listReads } = await world.counters();
    return reads - listReads;
  };
  return { upload, finished, checks };
}

async function accepted(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

describe("concurrent uploads to a named account share one look-up", () => {
  it("five at once cost one request, and another within the minute none", async () => {
    const { upload, finished, checks } = await connect();
    const ids = await Promise.all(Array.from({ length: 5 }, async () => accepted(await upload(`?account=${CHECKING}`))));
    expect(await checks()).toBe(1);
    await Promise.all(ids.map(finished));
    await finished(await accepted(await upload(`?account=${CHECKING}`)));
    expect(await checks()).toBe(1);
  });
});

describe("the user's settings are asked only for uploads that want the default account", () => {
  it("three at once cost the settings and the list once each; the next one nothing", async () => {
    const { upload, finished, checks } = await connect();
    const ids = await Promise.all(Array.from({ length: 3 }, async () => accepted(await upload())));
    expect(await checks()).toBe(2);
    await Promise.all(ids.map(finished));
    await accepted(await upload());
    expect(await checks()).toBe(2);
  });
});

describe("an unknown account costs one shared look-up, not two per upload", () => {
  it("answers four concurrent uploads naming it 404 after one request, and a repeat soon after from the list", async () => {
    const { upload, checks } = await connect();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload("?account=999999")));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(await checks()).toBe(1);
    expect((await upload("?account=999999")).status).toBe(404);
    expect(await checks()).toBe(1);
  });
});
