// GET /accounts/{id}/coverage: which days an account's imports cover and whether the budget agrees with the bank's
// balances (src/outbox/kinds/agreement.ts), end to end against the sandbox: files with a running balance uploaded as a
// person would, the check that follows each import, `?check=now`, and what the answer names when it differs.
import { describe, expect, it } from "vitest";
import type { Agreement, Cause, Coverage } from "../../src/outbox";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { tunableOutbox } from "../support/outboxes";
import { waitFor } from "../support/world";

const { checking: CHECKING, creditCard: CARD } = SEED_ACCOUNTS;

type Row = [date: string, payee: string, amount: number];

/** A bank's export with a running balance after each row (the holder's view), oldest first. */
function exportCsv(opening: number, rows: readonly Row[]): string {
  let balance = opening;
  const lines = ["Date,Description,Amount,Balance"];
  for (const [date, payee, amount] of rows) {
    balance = Math.round((balance + amount) * 100) / 100;
    lines.push(`${date},${payee},${amount.toFixed(2)},${balance.toFixed(2)}`);
  }
  return lines.join("\n");
}

const JANUARY: Row[] = [
  ["2026-01-05", "Grocer", -61.2],
  ["2026-01-09", "Salary", 2000],
  ["2026-01-14", "Corner Deli", -18.4],
  ["2026-01-27", "Rent", -900],
];
const FEBRUARY: Row[] = [
  ["2026-02-03", "Grocer", -45.1],
  ["2026-02-10", "Pharmacy", -12.99],
  ["2026-02-26", "Salary", 2000],
];
const MARCH: Row[] = [
  ["2026-03-04", "Grocer", -30],
  ["2026-03-20", "Bookshop", -25.5],
];
const sum = (rows: readonly Row[]) => rows.reduce((s, r) => s + r[2], 0);

type Answer = Coverage & { account_id: number; newest_day: string | null; agreement: Agreement & { checked_at?: string; says?: string } };

async function setUp() {
  const intake = await connectIntake();
  const coverage = async (account: number, query = "") => {
    const response = await intake.call("GET", `/accounts/${account}/coverage${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  /** Uploads a file into the account and waits for it, and for the check its end asks for, to be done. */
  const importFile = async (account: number, csv: string) => {
    const before = (await coverage(account)).agreement.checked_at ?? "";
    const accepted = await intake.upload(csv, `?account=${account}`);
    expect(accepted.status).toBeLessThan(300);
    const { id } = (await accepted.json()) as { id: string };
    await waitFor(
      () => intake.report(`/imports/${id}`),
      (r) => r.status === "done",
      30_000,
    );
    await waitFor(
      () => coverage(account),
      (c) => (c.agreement.checked_at ?? "") > before,
      30_000,
    );
    return id;
  };
  return { ...intake, coverage, importFile };
}

const kinds = (causes: readonly Cause[]) => causes.map((c) => c.kind);

describe("everything imported: the budget agrees with the bank", () => {
  it("two months in a row add up from the first file's opening to the second's closing", async () => {
    const { importFile, coverage } = await setUp();
    const jan = await importFile(CHECKING, exportCsv(1000, JANUARY));
    const feb = await importFile(CHECKING, exportCsv(1000 + sum(JANUARY), FEBRUARY));
    const answer = await coverage(CHECKING);
    expect(answer.spans).toEqual([
      { from: "2026-01-05", to: "2026-01-27", import_id: jan, kind: "csv" },
      { from: "2026-02-03", to: "2026-02-26", import_id: feb, kind: "csv" },
    ]);
    expect(answer.gaps).toEqual([]);
    expect(answer.newest_day).toBe("2026-02-26");
    const closing = (1000 + sum(JANUARY) + sum(FEBRUARY)).toFixed(2);
    expect(answer.agreement).toMatchObject({
      status: "agrees",
      as_of: "2026-02-26",
      bank_balance: closing,
      budget_sum: closing,
      difference: "0.00",
    });
  });
});

describe("the agreement's sentences write days as the budget does, as the page beside them", () => {
  it("says the day the budget agrees on in the budget's own format (the sandbox's: MMM D, YYYY)", async () => {
    const { importFile, coverage } = await setUp();
    await importFile(CHECKING, exportCsv(1000, JANUARY));
    const answer = await coverage(CHECKING);
    expect(answer.agreement.says).toBe("Agrees with the bank on Jan 27, 2026");
  });
});

describe("two monthly statements with a month between them", () => {
  it("leave that month as a gap, and the money the bank moved there as the difference", async () => {
    const { importFile, coverage } = await setUp();
    await importFile(CHECKING, exportCsv(1000, JANUARY));
    await importFile(CHECKING, exportCsv(1000 + sum(JANUARY) + sum(FEBRUARY), MARCH));
    const answer = await coverage(CHECKING);
    expect(answer.gaps).toEqual([{ from: "2026-01-28", to: "2026-03-03" }]);
    expect(answer.agreement).toMatchObject({ status: "differs", since: "2026-01-28" });
    expect(answer.agreement.causes).toMatchObject([
      { kind: "not_covered", date: "2026-01-28", to: "2026-03-03", amount: (-sum(FEBRUARY)).toFixed(2) },
    ]);
  });
});

describe("a transaction deleted in the budget", () => {
  it("makes the account differ, naming the row of the file and the transaction it was", async () => {
    const { importFile, coverage, report, api } = await setUp();
    const jan = await importFile(CHECKING, exportCsv(1000, JANUARY));
    const deli = (await report(`/imports/${jan}?items=true`)).items?.find((i) => i.payee === "Corner Deli");
    expect(deli?.transaction_id).toBeTypeOf("number");
    await api.deleteTransaction(deli?.transaction_id ?? 0);
    const answer = await coverage(CHECKING, "?check=now");
    expect(answer.agreement).toMatchObject({ status: "differs", difference: "18.40" });
    expect(answer.agreement.causes).toMatchObject([
      {
        kind: "missing_in_budget",
        date: "2026-01-14",
        amount: "18.40",
        import_id: jan,
        row: deli?.row,
        payee: "Corner Deli",
        transaction_id: deli?.transaction_id,
      },
    ]);
  });
});

describe("a receipt never taken over", () => {
  it("makes the account differ, naming the receipt's transaction", async () => {
    const { importFile, coverage, world } = await setUp();
    const connectionId = `c-${world.name}`;
    const receipt = await tunableOutbox().enqueue({ connectionId, channel: "email", manualAccountId: CHECKING }, [
      { row: 1, item: { date: "2026-01-20", amount: "42.00", payee: "Online Shop", external_id: "rcpt:never" }, provisional: "receipt" },
    ]);
    await waitFor(
      async () => (await tunableOutbox().report(receipt.id, { items: true }))?.items?.[0]?.transaction_id ?? null,
      (id) => id !== null,
    );
    const receiptTx = (await tunableOutbox().report(receipt.id, { items: true }))?.items?.[0]?.transaction_id;
    await importFile(CHECKING, exportCsv(1000, JANUARY));
    const answer = await coverage(CHECKING);
    expect(answer.agreement).toMatchObject({ status: "differs", difference: "-42.00" });
    expect(answer.agreement.causes).toMatchObject([
      { kind: "not_in_any_file", date: "2026-01-20", amount: "42.00", transaction_id: receiptTx, payee: "Online Shop" },
    ]);
  });
});

describe("a liability account (a card) is answered in its own sign: what is owed is positive", () => {
  const CARD_ROWS: Row[] = [
    ["2026-01-06", "Grocer", -60],
    ["2026-01-19", "Bookshop", -25.5],
  ];
  it("a card export whose balance is the holder's (owed is negative)", async () => {
    const { importFile, coverage } = await setUp();
    await importFile(CARD, exportCsv(-100, CARD_ROWS));
    expect((await coverage(CARD)).agreement).toMatchObject({ status: "agrees", bank_balance: "185.50", budget_sum: "185.50" });
  });
  it("a card export whose balance is what is owed (it grows with purchases)", async () => {
    const { importFile, coverage } = await setUp();
    const owed = ["Date,Description,Amount,Balance", "2026-01-06,Grocer,-60.00,160.00", "2026-01-19,Bookshop,-25.50,185.50"].join("\n");
    await importFile(CARD, owed);
    expect((await coverage(CARD)).agreement).toMatchObject({ status: "agrees", bank_balance: "185.50", budget_sum: "185.50" });
  });
});

describe("an account in another currency than the budget's", () => {
  it("is checked in its own currency", async () => {
    const { importFile, coverage, api } = await setUp();
    const euro = await api.createManualAccount({ name: "Euro Savings", type: "cash", currency: "eur", balance: "0" });
    const rows: Row[] = [
      ["2026-01-07", "Bäckerei", -12.4],
      ["2026-01-21", "Zinsen", 3.1],
    ];
    await importFile(euro.id, exportCsv(500, rows));
    expect((await coverage(euro.id)).agreement).toMatchObject({ status: "agrees", bank_balance: "490.70", budget_sum: "490.70" });
  });
});

describe("the answer refuses what is not an account of the budget", () => {
  it("400 for an id that is not one, 404 for an account the budget does not have, 400 for another check", async () => {
    const { call } = await setUp();
    expect((await call("GET", "/accounts/abc/coverage")).status).toBe(400);
    expect((await call("GET", "/accounts/999999/coverage")).status).toBe(404);
    expect((await call("GET", `/accounts/${CHECKING}/coverage?check=later`)).status).toBe(400);
  });
  it("an account with nothing imported is unknown, and says why", async () => {
    const { coverage } = await setUp();
    const answer = await coverage(CHECKING, "?check=now");
    expect(answer).toMatchObject({ spans: [], gaps: [], newest_day: null, agreement: { status: "unknown" } });
    expect((await coverage(CHECKING)).agreement.reason).toMatch(/no balance of the bank/);
  });
});

describe("a removed import covers nothing and states no balance", () => {
  it("its days and balances leave the account's coverage, and the account is checked without them", async () => {
    const { importFile, coverage, call } = await setUp();
    const jan = await importFile(CHECKING, exportCsv(1000, JANUARY));
    const feb = await importFile(CHECKING, exportCsv(1000 + sum(JANUARY), FEBRUARY));
    const removed = await call("POST", `/imports/${feb}/remove`);
    expect(removed.status).toBeLessThan(300);
    const answer = await waitFor(
      () => coverage(CHECKING),
      (c) => c.spans.length === 1 && c.agreement.as_of === "2026-01-27",
      30_000,
    );
    expect(answer.spans.map((s) => s.import_id)).toEqual([jan]);
    expect(answer.agreement).toMatchObject({ status: "agrees", as_of: "2026-01-27" });
  });
});

describe("a turn to differs is told once, with its cause", () => {
  it("the Outbox's attention lists the account from the check that found it, and the same event on the next check", async () => {
    const { importFile, coverage, report, api, world } = await setUp();
    const jan = await importFile(CHECKING, exportCsv(1000, JANUARY));
    const since = Date.now() - 1000;
    const differing = async () =>
      (await tunableOutbox().attention(since)).differing.filter((d) => d.connectionId === `c-${world.name}` && d.accountId === CHECKING);
    expect(await differing()).toEqual([]);
    const rent = (await report(`/imports/${jan}?items=true`)).items?.find((i) => i.payee === "Rent");
    await api.deleteTransaction(rent?.transaction_id ?? 0);
    await coverage(CHECKING, "?check=now");
    const [told] = await differing();
    expect(told?.agreement.causes[0]).toMatchObject({ kind: "missing_in_budget", payee: "Rent" });
    await coverage(CHECKING, "?check=now");
    expect((await differing()).map((d) => d.differsAt)).toEqual([told?.differsAt]);
  });
});
