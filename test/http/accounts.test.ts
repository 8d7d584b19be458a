// GET /accounts: what the page's account picker offers, from the Outbox's cached account list.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";

type Accounts = {
  default_account_id: number | null;
  show_debits_as_negative: boolean;
  accounts: { id: number; name: string; institution: string | null; currency: string; type: string }[];
};

describe("the account picker lists the open manual accounts with what tells them apart", () => {
  it("names each account as the budget shows it, with its institution and currency, and the default account", async () => {
    const { call } = await connectIntake();
    const response = await call("GET", "/accounts");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Accounts;
    expect(body.default_account_id).toBe(SEED_ACCOUNTS.checking);
    expect(body.accounts).toEqual([
      { id: SEED_ACCOUNTS.checking, name: "Sandbox Bank Checking", institution: "Sandbox Bank", currency: "usd", type: "cash" },
      { id: SEED_ACCOUNTS.creditCard, name: "Sandbox Bank Credit Card", institution: "Sandbox Bank", currency: "usd", type: "credit" },
    ]);
  });

  it("leaves out a closed account, which an upload may not name", async () => {
    const { call, api } = await connectIntake();
    await api.updateManualAccount(SEED_ACCOUNTS.creditCard, { status: "closed", closed_on: "2025-07-01" });
    const body = (await (await call("GET", "/accounts")).json()) as Accounts;
    expect(body.accounts.map((a) => a.id)).toEqual([SEED_ACCOUNTS.checking]);
  });

  it("carries the user's display setting, so a preview shows money out as the budget does", async () => {
    const { call, api } = await connectIntake();
    await api.updateUserSettings({ show_debits_as_negative: false });
    const body = (await (await call("GET", "/accounts")).json()) as Accounts;
    expect(body.show_debits_as_negative).toBe(false);
  });
});

describe("the list comes from the cache uploads use: a page load is not a request each time", () => {
  it("asks the service once for three page loads within the minute", async () => {
    const { call, world } = await connectIntake();
    await call("GET", "/accounts");
    const before = (await world.counters()).requests;
    await call("GET", "/accounts");
    await call("GET", "/accounts");
    expect((await world.counters()).requests).toBe(before);
  });
});

describe("the list needs the API key", () => {
  it("answers 401 without one", async () => {
    expect((await SELF.fetch("https://intake.test/accounts")).status).toBe(401);
  });
});
