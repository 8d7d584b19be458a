// SimpleFIN balance sources against the sandbox's Bridge: claim once, balances with the bank's date,
// one pull a day for every mapped account, unchanged → no write, stale and refused access shown.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { outboxOf } from "../../src/storage";
import type { SimplefinView, SourceView, RunView } from "../../src/balance-sources/views";
import { newBridgeUser } from "../support/bridge";
import { SEED_ACCOUNTS } from "../support/intake";
import { DAY_MS, json, rewind, setup } from "./support";
import { waitFor } from "../support/world";

const CHECKING = { id: SEED_ACCOUNTS.checking, type: "cash", currency: "usd" };

/** A connection that claimed a Bridge user's token; `before` changes the Bridge first (the claim pulls). */
async function claimed(before?: (bridge: Awaited<ReturnType<typeof newBridgeUser>>) => Promise<unknown>) {
  const t = await setup();
  const bridge = await newBridgeUser();
  await before?.(bridge);
  const { setup_token } = await bridge.setupToken();
  const claim = await json<SimplefinView>(t.call("POST", "/balance-sources/simplefin", { setup_token, label: "Credit union" }));
  expect(claim.status).toBe(201);
  return { ...t, bridge, setup_token, simplefin: claim.body };
}

describe("a setup token is claimed once; a second claim is 403 at the Bridge → a clear 4xx, nothing stored", () => {
  it("lists the accounts after the first claim and refuses the second with the protocol's words", async () => {
    const t = await claimed();
    expect(t.simplefin.accounts.map((a) => a.id)).toEqual(expect.arrayContaining(["ACT-CHK", "ACT-SAV", "ACT-VISA", "ACT-BRK"]));
    expect(JSON.stringify(t.simplefin)).not.toMatch(/sfa-|password|access/i);
    const again = await json<{ error: { status: number; message: string } }>(
      t.call("POST", "/balance-sources/simplefin", { setup_token: t.setup_token }),
    );
    expect(again.status).toBe(422);
    expect(again.body.error.message).toMatch(/already claimed/);
    const listed = await json<{ simplefin: SimplefinView[] }>(t.call("GET", "/balance-sources/simplefin"));
    expect(listed.body.simplefin).toHaveLength(1);
    expect(await t.bridge.counters()).toMatchObject({ claims: 1, claimsRefused: 1 });
  });
});

const mapChecking = (t: Awaited<ReturnType<typeof claimed>>) =>
  json<SourceView>(
    t.call("POST", "/balance-sources", {
      kind: "simplefin",
      manual_account_id: CHECKING.id,
      settings: { connection: t.simplefin.id, account: "ACT-CHK" },
    }),
  );

describe("a SimpleFIN balance is written to the manual account with the bank's balance-date as balance_as_of", () => {
  it("writes ACT-CHK's balance and date from the pull made at the claim (no second Bridge request)", async () => {
    const balanceDate = Math.floor(Date.now() / 1000) - 5 * 3600;
    const t = await claimed((bridge) => bridge.admin("PATCH", "/accounts/ACT-CHK", { balance: "2400.1234", "balance-date": balanceDate }));
    const made = await mapChecking(t);
    expect(made.status).toBe(201);
    expect(made.body.last_run).toMatchObject({ outcome: "written", value: "2400.1234", requests: 1 });
    await t.settled();
    const account = await t.api.manualAccount(CHECKING.id);
    expect(Number(account.balance)).toBe(2400.1234);
    expect(Date.parse(account.balance_as_of)).toBe(balanceDate * 1000);
    expect((await t.bridge.counters()).accountsRequests).toBe(1);
  });
});

describe("each pull's balance is the bank's word the account is checked against (outbox/kinds/agreement.ts)", () => {
  it("the account's newest anchor is the pull's balance, as of its day, whether written or unchanged", async () => {
    const balanceDate = Math.floor(Date.now() / 1000) - 5 * 3600;
    const t = await claimed((bridge) => bridge.admin("PATCH", "/accounts/ACT-CHK", { balance: "2400.1234", "balance-date": balanceDate }));
    expect((await mapChecking(t)).status).toBe(201);
    await t.settled();
    const day = new Date(balanceDate * 1000).toISOString().slice(0, 10);
    const coverage = await waitFor(
      () =>
        json<{ agreement: { status: string; as_of: string | null; bank_balance: string | null; reason?: string } }>(
          t.call("GET", `/accounts/${CHECKING.id}/coverage`),
        ),
      (c) => c.body.agreement.as_of !== null,
    );
    // One balance alone checks nothing yet: the next import or pull does.
    expect(coverage.body.agreement).toMatchObject({ status: "unknown", as_of: day, bank_balance: "2400.1234" });
    expect(coverage.body.agreement.reason).toMatch(/one balance/);
  });
});

describe("the same balance twice is one write", () => {
  it("answers unchanged and writes nothing on the next runs (Run now reads the budget's balance once each)", async () => {
    const t = await claimed();
    const made = await mapChecking(t);
    await t.settled();
    const spent = await t.serviceRequests(async () => {
      for (let i = 0; i < 3; i++) {
        const run = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
        expect(run.body).toMatchObject({ outcome: "unchanged", value: made.body.last_run!.value, requests: 1 });
      }
    });
    expect(spent).toBe(3);
    const runs = await json<{ runs: RunView[] }>(t.call("GET", `/balance-sources/${made.body.id}/runs`));
    expect(runs.body.runs.map((r) => r.outcome)).toEqual(["unchanged", "unchanged", "unchanged", "written"]);
  });
});

/** The test's own BalanceSources object (the clock can be moved back there) with a claimed connection. */
async function claimedDirect() {
  const t = await setup();
  const bridge = await newBridgeUser();
  const conn = await t.sources.claimSimplefin(t.connectionId, (await bridge.setupToken()).setup_token, "direct");
  if (!conn.ok) throw new Error(conn.reason.message);
  const map = async (account: string) => {
    const made = await t.sources.create(t.connectionId, {
      kind: "simplefin",
      account: CHECKING,
      settings: { connection: conn.value.id, account },
      schedule: { every: "day", atMinute: 0 },
    });
    if (!made.ok) throw new Error(made.reason.message);
    return made.value;
  };
  const pulls = async () => (await bridge.counters()).accountsRequests;
  return { ...t, bridge, map, pulls };
}

describe("the Bridge's quota: one scheduled pull a day serves every account mapped from the connection", () => {
  it("pulls once for two sources on each of three days, however often the cron ticks", async () => {
    const t = await claimedDirect();
    await t.map("ACT-CHK");
    await t.map("ACT-SAV");
    expect(await t.pulls()).toBe(1); // the claim's pull served both first runs
    for (let day = 1; day <= 3; day++) {
      await rewind(t.sources, DAY_MS);
      await t.bridge.admin("POST", "/next-day");
      expect(await t.sources.tick()).toBe(2);
      expect(await t.sources.tick()).toBe(0);
      expect(await t.pulls()).toBe(1 + day);
    }
  });
});

describe("a SimpleFIN balance-date older than 3 days is stale: shown on the source, not written", () => {
  it("marks the run and the source stale and leaves the account alone", async () => {
    const old = Math.floor(Date.now() / 1000) - 4 * 24 * 3600;
    const t = await claimed((bridge) => bridge.admin("PATCH", "/accounts/ACT-CHK", { "balance-date": old }));
    const made = await mapChecking(t);
    expect(made.body).toMatchObject({ state: "stale", last_written: null, last_run: { outcome: "stale", requests: 0 } });
    expect(made.body.state_reason).toMatch(/more than 3 days ago/);
    expect((await outboxOf(env).list(t.connectionId)).total).toBe(0); // no write queued
    expect(Number((await t.api.manualAccount(CHECKING.id)).balance)).not.toBe(2345.67);
  });
});

describe("402 and 403 at the Bridge: the source needs attention, with a clear message, and scheduled pulls stop", () => {
  it("says access was revoked, then spends no scheduled pull until run now", async () => {
    const t = await claimedDirect();
    const source = await t.map("ACT-CHK");
    await t.bridge.admin("POST", "/revoke", {});
    await rewind(t.sources, 2 * 3600 * 1000); // past the hour in which run now reuses a pull
    const run = await t.sources.runNow(t.connectionId, source.id);
    expect(run.ok && run.value).toMatchObject({ outcome: "failed", requests: 1 });
    expect(run.ok && run.value.reason).toMatch(/revoked/);
    const after = await t.sources.get(t.connectionId, source.id);
    expect(after.ok && after.value.state).toBe("attention");
    const pulls = await t.pulls();
    await rewind(t.sources, DAY_MS);
    expect(await t.sources.tick()).toBe(1);
    const scheduled = await t.sources.runs(t.connectionId, source.id);
    expect(scheduled.ok && scheduled.value[0]).toMatchObject({ outcome: "failed", requests: 0, trigger: "schedule" });
    expect(await t.pulls()).toBe(pulls);
    expect((await t.bridge.counters()).forbidden).toBe(1);
  });

  it("says the Bridge asks for payment on a 402", async () => {
    const t = await claimedDirect();
    const source = await t.map("ACT-CHK");
    await t.bridge.admin("PUT", "/config", { paymentRequired: true });
    await rewind(t.sources, 2 * 3600 * 1000);
    const run = await t.sources.runNow(t.connectionId, source.id);
    expect(run.ok && run.value.reason).toMatch(/payment \(HTTP 402\)/);
  });
});

describe("balance history: a reading of a month that has ended is written as that month's end, once", () => {
  it("writes last month's balance to history at the first run, and not again", async () => {
    const now = new Date();
    const lastMonthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 12) / 1000;
    const t = await claimed((bridge) => bridge.admin("PATCH", "/accounts/ACT-CHK", { balance: "1999.5", "balance-date": lastMonthEnd }));
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: CHECKING.id,
        settings: { connection: t.simplefin.id, account: "ACT-CHK", stale_after_days: 60 },
      }),
    );
    expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 1, requests: 2 });
    await t.settled();
    const month = new Date(lastMonthEnd * 1000).toISOString().slice(0, 7);
    const history = await t.api.accountBalanceHistory("manual", CHECKING.id);
    expect(Number(history.balance_history[0]!.balances.find((b) => b.month === month)!.balance)).toBe(1999.5);
    const again = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(again.body).toMatchObject({ outcome: "unchanged", history_months: 0, requests: 1 });
  });
});

describe("never more than the Bridge's 24 requests a day, even when run now is pressed all day", () => {
  it("refuses the 25th pull of a day with a clear reason, and pulls again the next day", async () => {
    const t = await claimedDirect();
    const source = await t.map("ACT-CHK");
    let last: RunView | null = null;
    for (let i = 0; i < 26; i++) {
      // Two hours pass for the pull: "run now" reuses a pull of the last hour.
      await runInDurableObject(t.sources, (_i: unknown, state) => {
        state.storage.sql.exec(`UPDATE simplefin_connections SET last_pulled_at = last_pulled_at - 7200000`);
      });
      const run = await t.sources.runNow(t.connectionId, source.id);
      if (run.ok) last = run.value;
    }
    expect((await t.bridge.counters()).accountsRequests).toBe(24);
    expect(last).toMatchObject({ outcome: "failed", requests: 0 });
    expect(last!.reason).toMatch(/about 24 requests a day/);
    // A new UTC day (the day the pulls were counted on moves back).
    await runInDurableObject(t.sources, (_i: unknown, state) => {
      state.storage.sql.exec(`UPDATE simplefin_connections SET pulls_day = '2000-01-01'`);
    });
    await t.bridge.admin("POST", "/next-day");
    const nextDay = await t.sources.runNow(t.connectionId, source.id);
    // The pull, and the budget's balance read to compare with.
    expect(nextDay.ok && nextDay.value).toMatchObject({ outcome: "unchanged", requests: 2 });
  });
});

describe("a source's settings and schedule can be changed, and it can be deleted with its runs", () => {
  it("changes stale_after_days, refuses a bad schedule, and deletes", async () => {
    const t = await claimed();
    const made = await mapChecking(t);
    const path = `/balance-sources/${made.body.id}`;
    const changed = await json<SourceView>(
      t.call("PUT", path, {
        settings: { connection: t.simplefin.id, account: "ACT-CHK", stale_after_days: 7 },
        schedule: { every: "hours", hours: 12 },
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ settings: { stale_after_days: 7 }, schedule: { every: "hours", hours: 12 } });
    const bad = await json<{ error: { message: string } }>(t.call("PUT", path, { schedule: { every: "hours", hours: 5 } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/must divide 24/);
    expect((await t.call("DELETE", path)).status).toBe(204);
    expect((await t.call("GET", `${path}/runs`)).status).toBe(404);
    expect((await t.call("DELETE", path)).status).toBe(404);
  });
});

describe("SimpleFIN transactions (optional): through the channel steps, pending skipped, external_id from account + transaction", () => {
  it("imports the posted transactions once, skips a pending one, and reads again without inserting twice", async () => {
    const t = await claimed((bridge) =>
      bridge.admin("POST", "/accounts/ACT-CHK/transactions", {
        transactions: [
          { id: "TX-POSTED-1", amount: "-12.34", description: "Corner Books" },
          { id: "TX-PENDING-1", amount: "-5.00", description: "Coffee", pending: true },
        ],
      }),
    );
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: CHECKING.id,
        settings: { connection: t.simplefin.id, account: "ACT-CHK", transactions: true },
      }),
    );
    expect(made.body.last_run!.reason).toMatch(/^\d+ transactions handed to delivery$/);
    const handed = Number(/^(\d+)/.exec(made.body.last_run!.reason!)![1]);
    await t.settled();
    const mine = async () => (await t.world.transactions()).filter((tx) => tx.external_id?.startsWith("sf:ACT-CHK:"));
    const first = await mine();
    expect(first.length).toBe(handed);
    expect(first.map((tx) => tx.external_id)).toContain("sf:ACT-CHK:TX-POSTED-1");
    expect(first.map((tx) => tx.external_id)).not.toContain("sf:ACT-CHK:TX-PENDING-1");
    expect(first.find((tx) => tx.external_id === "sf:ACT-CHK:TX-POSTED-1")).toMatchObject({
      manual_account_id: CHECKING.id,
      amount: "12.3400",
    });
    const again = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(again.body.requests).toBe(2); // the transactions window and the budget's balance; the balance reuses the claim's pull
    await t.settled();
    expect((await mine()).length).toBe(handed);
  });
});

describe("runs that changed nothing do not fill the history: GET /imports?unchanged=hide leaves them out", () => {
  it("hides a run that only read again what the budget holds, and shows every run that inserted something", async () => {
    const t = await claimed((bridge) =>
      bridge.admin("POST", "/accounts/ACT-CHK/transactions", {
        transactions: [{ id: "TX-QUIET-1", amount: "-7.00", description: "Bakery" }],
      }),
    );
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: CHECKING.id,
        settings: { connection: t.simplefin.id, account: "ACT-CHK", transactions: true },
      }),
    );
    await t.settled();
    type Listing = {
      imports: { id: string; channel: string; counts: { inserted: number; duplicates: number } }[];
      total: number;
      unchanged: number;
    };
    const listed = async (query = "") => (await json<Listing>(t.call("GET", `/imports${query}`))).body;
    const before = await listed();
    expect(before.unchanged).toBe(0);

    await t.call("POST", `/balance-sources/${made.body.id}/run`); // reads the same days again: every row already there
    await t.settled();
    const all = await listed();
    const quiet = all.imports.find((j) => !before.imports.some((b) => b.id === j.id))!;
    expect(quiet).toMatchObject({ channel: `simplefin:${made.body.id}`, counts: { inserted: 0 } });
    expect(quiet.counts.duplicates).toBeGreaterThan(0);
    expect(all.unchanged).toBe(1);
    const hidden = await listed("?unchanged=hide");
    expect(hidden.total).toBe(all.total - 1);
    expect(hidden.imports.map((j) => j.id)).toEqual(before.imports.map((j) => j.id));

    await t.bridge.admin("POST", "/accounts/ACT-CHK/transactions", {
      transactions: [{ id: "TX-QUIET-2", amount: "-3.00", description: "Kiosk" }],
    });
    await t.call("POST", `/balance-sources/${made.body.id}/run`); // one new row among those already there: shown
    await t.settled();
    const after = await listed("?unchanged=hide");
    expect(after.total).toBe(hidden.total + 1);
    expect(after.imports[0]).toMatchObject({ channel: `simplefin:${made.body.id}`, counts: { inserted: 1 } });
    expect(after.unchanged).toBe(1);
    expect((await t.call("GET", "/imports?unchanged=maybe")).status).toBe(400);
  });
});

describe("a stored Access URL that no longer opens (the token key changed) needs a new setup token", () => {
  it("records a failed run that says so instead of failing the request", async () => {
    const t = await claimedDirect();
    const source = await t.map("ACT-CHK");
    await runInDurableObject(t.sources, (_i: unknown, state) => {
      state.storage.sql.exec(`UPDATE simplefin_connections SET sealed_access = 'v1.other.AAAA.AAAA', last_pulled_at = 0`);
    });
    const run = await t.sources.runNow(t.connectionId, source.id);
    expect(run.ok && run.value).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/claim a new setup token/) });
    const after = await t.sources.get(t.connectionId, source.id);
    expect(after.ok && after.value.state).toBe("attention");
  });
});

describe("a savings move read by SimpleFIN and the checking export's row of it are one transfer", () => {
  it("the CSV's row naming the savings account and the Bridge's incoming transfer are grouped", async () => {
    const t = await claimed((bridge) =>
      bridge.admin("POST", "/accounts/ACT-SAV/transactions", {
        transactions: [{ id: "TX-MOVE-1", amount: "200.00", description: "Transfer from checking" }],
      }),
    );
    const savings = await t.api.createManualAccount({ name: "Rainy Day Savings", type: "cash", currency: "usd", balance: "0" });
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: savings.id,
        settings: { connection: t.simplefin.id, account: "ACT-SAV", transactions: true },
      }),
    );
    expect(made.status).toBe(201);
    await t.settled();
    const moved = (await t.world.transactions()).find((tx) => tx.external_id === "sf:ACT-SAV:TX-MOVE-1");
    expect(moved).toBeDefined();
    const csv = ["Date,Description,Amount", `${moved?.date},Transfer to Rainy Day Savings,-200.00`].join("\n");
    expect((await t.upload(csv, `?account=${CHECKING.id}`)).status).toBe(202);
    const groups = await waitFor(
      async () =>
        (await t.api.listTransactions({ start_date: moved?.date, end_date: moved?.date })).transactions.filter((x) => x.is_group_parent),
      (found) => found.length > 0,
      30_000,
    );
    expect(groups.map((g) => [g.payee, Number(g.amount)])).toEqual([["Transfer: Sandbox Bank Checking → Rainy Day Savings", 0]]);
  });

  it("the CSV's import removed a while later: its row goes, the Bridge's is as it was; then the Bridge's import goes too", async () => {
    const t = await claimed((bridge) =>
      bridge.admin("POST", "/accounts/ACT-SAV/transactions", {
        transactions: [{ id: "TX-MOVE-2", amount: "200.00", description: "Transfer from checking" }],
      }),
    );
    const savings = await t.api.createManualAccount({ name: "Rainy Day Savings", type: "cash", currency: "usd", balance: "0" });
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", {
        kind: "simplefin",
        manual_account_id: savings.id,
        settings: { connection: t.simplefin.id, account: "ACT-SAV", transactions: true },
      }),
    );
    expect(made.status).toBe(201);
    await t.settled();
    const seen = async () => {
      const all = await t.api.listTransactions({ start_date: "2000-01-01", end_date: "2100-12-31", include_group_children: true });
      return all.transactions.filter((x) => !x.is_group_parent).map(({ updated_at: _, ...rest }) => rest);
    };
    const before = await seen();
    const bridgeSide = before.find((tx) => tx.external_id === "sf:ACT-SAV:TX-MOVE-2");
    expect(bridgeSide).toBeDefined();
    const csv = ["Date,Description,Amount", `${bridgeSide?.date},Transfer to Rainy Day Savings,-200.00`].join("\n");
    const uploaded = await t.upload(csv, `?account=${CHECKING.id}`);
    const { id } = (await uploaded.json()) as { id: string };
    await waitFor(
      async () => (await t.api.listTransactions({ start_date: bridgeSide?.date, end_date: bridgeSide?.date })).transactions,
      (found) => found.some((x) => x.is_group_parent),
      30_000,
    );
    await t.settled();
    await scheduler.wait(1100);
    expect((await t.call("POST", `/imports/${id}/remove`)).status).toBe(202);
    await t.settled();
    expect((await t.report(`/imports/${id}?items=true`)).counts).toMatchObject({ removed: 1, kept: 0 });
    expect(await seen()).toEqual(before);
    // The Bridge's own import, removed later: its row goes, Intake's ungroup is not read as the person's change.
    const bridgeJob = (await outboxOf(env).list(t.connectionId)).imports.find(
      (j) => j.kind === "transactions" && j.manual_account_id === savings.id,
    );
    expect(bridgeJob).toBeDefined();
    expect((await t.call("POST", `/imports/${bridgeJob?.id}/remove`)).status).toBe(202);
    await t.settled();
    expect((await t.report(`/imports/${bridgeJob?.id}?items=true`)).counts).toMatchObject({ removed: before.length, kept: 0 });
    expect(await seen()).toEqual([]);
  });
});
