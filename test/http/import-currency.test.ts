import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { FullBudgetApi } from "../support/full-budget-api";
import type { JobReport } from "../../src/outbox";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101; // the sandbox seed's checking account, in USD

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const upload = (csv: string, query: string) =>
    SELF.fetch(`https://intake.test/imports${query}`, { method: "POST", headers: { ...auth, "Content-Type": "text/csv" }, body: csv });
  const finished = (id: string) =>
    waitFor(
      async () => (await (await SELF.fetch(`https://intake.test/imports/${id}`, { headers: auth })).json()) as JobReport,
      (r) => ["done", "done_with_errors", "failed"].includes(r.status),
    );
  return { world, auth, upload, finished };
}

const EUR = "Date;Payee;Amount;Currency\n2026-10-03;Boulangerie;-4,20;EUR\n2026-10-04;Librairie;-12,00;EUR\n";

describe("a file in another currency than its account is imported only when the request confirms it", () => {
  it("answers 409 with the currencies, and sends nothing, without currency_confirmed", async () => {
    const { upload, world } = await connect();
    const response = await upload(EUR, `?account=${CHECKING}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        status: 409,
        message: expect.stringMatching(/^This file is in EUR, the account in USD: .*currency_confirmed=true/),
        code: "currency_unconfirmed",
        currencies: ["eur"],
        account_currency: "usd",
        manual_account_id: CHECKING,
      },
    });
    expect(await world.transactions()).toEqual([]);
  });

  it("imports the amounts as written with currency_confirmed=true", async () => {
    const { upload, finished, world } = await connect();
    const response = await upload(EUR, `?account=${CHECKING}&currency_confirmed=true`);
    expect(response.status).toBe(202);
    expect((await finished(((await response.json()) as { id: string }).id)).counts.inserted).toBe(2);
    expect((await world.transactions()).map((t) => t.payee).sort()).toEqual(["Boulangerie", "Librairie"]);
  });

  it("refuses currency_confirmed=false as not confirming", async () => {
    const { upload } = await connect();
    expect((await upload(EUR, `?account=${CHECKING}&currency_confirmed=false`)).status).toBe(409);
  });

  it("asks nothing of a file in the account's currency, or naming none", async () => {
    const { upload } = await connect();
    expect((await upload(EUR.replaceAll("EUR", "USD"), `?account=${CHECKING}`)).status).toBe(202);
    const unnamed = "Date;Payee;Amount\n2026-10-05;Kiosk;-1,20\n";
    expect((await upload(unnamed, `?account=${CHECKING}`)).status).toBe(202);
  });

  it("asks nothing of cash, which has no currency of its own", async () => {
    const { upload, world } = await connect();
    await new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token }).updateUserAccountSettings({
      default_manual_account_id: null,
    });
    expect((await upload(EUR, "")).status).toBe(202);
  });

  it("previews the file as before: the dry run is where the page learns the currencies", async () => {
    const { upload } = await connect();
    const response = await upload(EUR, `?account=${CHECKING}&dry_run=true`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ currencies: ["eur"], account_currency: "usd" });
  });
});
