// End to end against the sandbox: a US export with two identical coffees every day, through POST /imports.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

/** Days `from` to `to` (exclusive) from 2022-01-01, three rows a day: two identical coffees and a lunch. */
function usExport(from: number, to: number): string {
  const lines = ["Date,Description,Amount"];
  for (let d = from; d < to; d++) {
    const day = new Date(Date.UTC(2022, 0, 1) + d * 86_400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`;
    lines.push(
      `${date},STARBUCKS STORE 1234,-4.75`,
      `${date},Lunch place ${d % 17},-${(d % 23) + 8}.40`,
      `${date},STARBUCKS STORE 1234,-4.75`,
    );
  }
  return lines.join("\n") + "\n";
}

describe("every row of an export lands exactly once, twins included", () => {
  it("3,000 rows with daily twins → 3,000 inserted; re-upload → 3,000 duplicates; an overlapping export → only the new rows", async () => {
    const world = await newWorld();
    const apiKey = `key-${world.name}`;
    await saveConnection(env, `c-${world.name}`, world.token, apiKey);
    const auth = { Authorization: `Bearer ${apiKey}` };
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const account = await api.createManualAccount({ name: "Fresh checking", type: "cash", currency: "usd", balance: "0" });
    const importFile = async (csv: string) => {
      const response = await SELF.fetch(`https://intake.test/imports?account=${account.id}`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "text/csv" },
        body: csv,
      });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      return waitFor(
        async () => (await (await SELF.fetch(`https://intake.test/imports/${id}`, { headers: auth })).json()) as JobReport,
        (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
        60_000,
      );
    };
    const inAccount = async () => (await world.transactions()).filter((t) => t.manual_account_id === account.id).length;

    const first = await importFile(usExport(0, 1000));
    expect(first.counts).toMatchObject({ total: 3000, inserted: 3000, duplicates: 0, invalid: 0, failed: 0 });
    expect(await inAccount()).toBe(3000);

    const again = await importFile(usExport(0, 1000));
    expect(again.counts).toMatchObject({ total: 3000, inserted: 0, duplicates: 3000 });
    expect(await inAccount()).toBe(3000);

    // The next export shares its first 100 days with the first one.
    const overlapping = await importFile(usExport(900, 1100));
    expect(overlapping.counts).toMatchObject({ total: 600, inserted: 300, duplicates: 300 });
    expect(await inAccount()).toBe(3300);
  });
});
