// The figure for the note: requests each kind of source spends per day, counted by the sandbox (the
// Bridge, the price feed, the budgeting service), over a week in which nothing changed. Goal: 0 writes.
import { describe, expect, it } from "vitest";
import type { BalanceSources } from "../../src/balance-sources/balance-sources";
import { freshSymbol, newBridgeUser, SANDBOX_ORIGIN, setPrice } from "../support/bridge";
import { SEED_ACCOUNTS } from "../support/intake";
import { DAY_MS, rewind, setup } from "./support";

const DAYS = 7;
const CHECKING = { id: SEED_ACCOUNTS.checking, type: "cash", currency: "usd" };
const CARD = { id: SEED_ACCOUNTS.creditCard, type: "credit", currency: "usd" };
const daily = { every: "day" as const, atMinute: 0 };

async function made(sources: DurableObjectStub<BalanceSources>, connectionId: string, input: Parameters<BalanceSources["create"]>[1]) {
  const answer = await sources.create(connectionId, input);
  if (!answer.ok) throw new Error(answer.reason.message);
}

describe("requests per source per day when nothing changed: one read of each source, no write", () => {
  it(`spends, over ${DAYS} days, 1 Bridge pull a day for 3 mapped accounts, 1 price request a day, 0 for a schedule, and 0 writes`, async () => {
    const t = await setup();
    const bridge = await newBridgeUser();
    const conn = await t.sources.claimSimplefin(t.connectionId, (await bridge.setupToken()).setup_token, "bench");
    if (!conn.ok) throw new Error(conn.reason.message);
    for (const account of ["ACT-CHK", "ACT-SAV", "ACT-VISA"]) {
      await made(t.sources, t.connectionId, {
        kind: "simplefin",
        account: CHECKING,
        settings: { connection: conn.value.id, account },
        schedule: daily,
      });
    }
    const symbol = freshSymbol();
    const url = await setPrice(symbol, { price: "100" });
    await made(t.sources, t.connectionId, {
      kind: "priced_holding",
      account: CHECKING,
      settings: { quantity: "2", price_url: url, price_path: "$.price", stale_after_runs: 30 },
      schedule: daily,
    });
    await made(t.sources, t.connectionId, {
      kind: "schedule",
      account: CARD,
      settings: { kind: "loan", principal: "20000", annualRate: "6", payment: "500", paymentDay: 15, start: "2025-01-10" },
      schedule: daily,
    });
    await t.settled();
    const priceRequests = async () =>
      ((await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/prices/${symbol}`)).json()) as { requests: number }).requests;
    const [pulls0, prices0, service0] = [
      (await bridge.counters()).accountsRequests,
      await priceRequests(),
      (await t.world.counters()).requests,
    ];
    for (let day = 1; day <= DAYS; day++) {
      await rewind(t.sources, DAY_MS);
      await bridge.admin("POST", "/next-day");
      expect(await t.sources.tick()).toBe(5);
    }
    await t.settled();
    const figure = {
      bridgePullsPerDay: ((await bridge.counters()).accountsRequests - pulls0) / DAYS,
      simplefinAccounts: 3,
      priceRequestsPerDay: ((await priceRequests()) - prices0) / DAYS,
      serviceWritesPerDay: ((await t.world.counters()).requests - service0) / DAYS,
    };
    console.log(`balance sources, requests per day when nothing changed: ${JSON.stringify(figure)}`);
    expect(figure).toEqual({ bridgePullsPerDay: 1, simplefinAccounts: 3, priceRequestsPerDay: 1, serviceWritesPerDay: 0 });
  });
});
