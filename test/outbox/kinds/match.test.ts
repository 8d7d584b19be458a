// Match mode (src/outbox/kinds/match.ts), end to end: a receipt of a card payment that the bank export also brings
// enriches the bank's transaction (PUT /transactions/{id}) instead of inserting a second one; with no match in time
// it is inserted or held, as the connection chose. Time is scaled down with the Outbox's match policy.
import { tunableOutbox } from "../../support/outboxes";
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Transaction } from "../../../src/budget-api";
import type { JobReport } from "../../../src/outbox";
import { takeMatch } from "../../../src/outbox/kinds/match";
import { OutboxStore } from "../../../src/outbox/store";
import type { InsertItem } from "../../../src/plan";
import { deliveryContext } from "../../support/delivery-context";
import { listReceipts } from "../../../src/mail/inbox";
import { FullBudgetApi } from "../../support/full-budget-api";
import { connected, deliver, forward, LINDENBLATT_EUR, RECEIPT } from "../../support/mail";
import { waitFor } from "../../support/world";
import { bankRow, CHECKING, receiptsAndExports, unconfirmedTotal } from "../../support/receipts-and-exports";

const CREDIT_CARD = 102; // the sandbox seed's card account, where the bank export goes
const outbox = () => tunableOutbox();

beforeEach(async () => {
  await outbox().configure({ match: { windowMs: 60_000, recheckMs: 60_000 }, retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
});

/** A connection in match mode with the bank's card transactions already imported. */
async function withBank(
  matchMode: "match_or_insert" | "match_or_hold",
  bank: { date: string; amount: string; payee: string; notes?: string; currency?: string; manual_account_id?: number }[],
  budget: { primaryCurrency?: string } = {},
) {
  // What these tests count is matching's requests: the receipt's attachment (its own job) is tested in attach.test.ts.
  const setup = await connected({ matchMode, attachReceipts: false });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: setup.world.token });
  // Before the inserts: the service converts each transaction to the primary currency (to_base) as it stores it.
  if (budget.primaryCurrency) await api.updateAccountSettings({ primary_currency: budget.primaryCurrency });
  const inserted = bank.length
    ? (
        await api.insertTransactions({
          transactions: bank.map((t, i) => ({ manual_account_id: CREDIT_CARD, external_id: `bank-${i}`, ...t })),
          apply_rules: false,
          skip_duplicates: false,
        })
      ).transactions
    : [];
  const receive = async (original = RECEIPT) => {
    await deliver(forward({ to: setup.address, original }), setup.address);
    const entries = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 10 })).receipts;
    return entries[0]!.job_id!;
  };
  const settled = (jobId: string) =>
    waitFor(
      () => outbox().report(jobId, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
  return { ...setup, api, bank: inserted, receive, settled };
}

const receiptOf = (order: string, total: string) => RECEIPT.replaceAll("CB-1042", order).replace("$25.98", `$${total}`);

describe("a receipt enriches the bank's transaction of the same amount within ±3 days", () => {
  it("adds the order to the notes with one PUT and inserts nothing", async () => {
    const { world, api, bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", notes: "card 1234" },
    ]);
    const before = (await world.transactions()).length;
    const report = await settled(await receive());
    expect(report.kind).toBe("match_or_insert");
    expect(report.counts).toMatchObject({ matched: 1, inserted: 0 });
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bank[0]!.id });
    const enriched = await api.transaction(bank[0]!.id);
    expect(enriched.notes).toBe("card 1234 · Order CB-1042 · 1 x The Art of Baking");
    expect(enriched.payee).toBe("CORNER BOOKS 0042");
    expect((await world.transactions()).length).toBe(before);
  });

  it("takes the transaction whose payee is most like the merchant when two have the amount", async () => {
    const { bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "GAS STATION 7" },
      { date: "2026-10-05", amount: "25.98", payee: "CORNERBOOKS.EXAMPLE" },
    ]);
    const report = await settled(await receive());
    expect(report.items?.[0]?.transaction_id).toBe(bank[1]!.id);
  });
});

describe("each bank transaction is matched once", () => {
  it("gives two receipts of the same amount two transactions", async () => {
    const { bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "CORNER BOOKS" },
      { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS" },
    ]);
    const first = await settled(await receive(receiptOf("CB-1", "25.98")));
    const second = await settled(await receive(receiptOf("CB-2", "25.98")));
    const ids = [first.items?.[0]?.transaction_id, second.items?.[0]?.transaction_id];
    expect(ids.sort()).toEqual(bank.map((t) => t.id).sort());
  });

  it("makes the same receipt forwarded twice one match and no insert", async () => {
    const { world, bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "CORNER BOOKS" },
    ]);
    const before = (await world.transactions()).length;
    await settled(await receive());
    const again = await settled(await receive());
    expect(again.items?.[0]).toMatchObject({ outcome: "duplicate", transaction_id: bank[0]!.id });
    expect((await world.transactions()).length).toBe(before);
  });
});

describe("with no bank transaction there yet, the receipt is inserted at once or waits to be held, as the connection chose", () => {
  it("inserts it at once, without waiting (match_or_insert): the bank's row takes it over later", async () => {
    // A window of a day: an insert that waited for it would not come within the test.
    await outbox().configure({ match: { windowMs: 24 * 3600_000, recheckMs: 3600_000 } });
    const { world, receive, settled } = await withBank("match_or_insert", [{ date: "2026-10-20", amount: "25.98", payee: "CORNER BOOKS" }]);
    const report = await settled(await receive());
    expect(report).toMatchObject({ kind: "transactions", counts: { inserted: 1 } });
    const mine = (await world.transactions()).filter((t) => t.external_id === report.items?.[0]?.external_id);
    expect(mine.map((t) => [t.payee, t.amount, t.manual_account_id])).toEqual([["Corner Books", "25.9800", 101]]);
  });

  it("waits, saying for what, while its window lasts (match_or_hold)", async () => {
    await outbox().configure({ match: { windowMs: 60_000, recheckMs: 60_000 } });
    const { receive } = await withBank("match_or_hold", [{ date: "2026-10-20", amount: "25.98", payee: "CORNER BOOKS" }]);
    const jobId = await receive();
    const waiting = await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    expect(waiting.last_error).toMatch(/waiting for the bank's transaction of 25.98/);
  });

  it("holds it (match_or_hold); the person can insert it anyway", async () => {
    await outbox().configure({ match: { windowMs: 500, recheckMs: 200 } });
    const { world, receive, settled } = await withBank("match_or_hold", []);
    const jobId = await receive();
    const held = await settled(jobId);
    expect(held.counts).toMatchObject({ held: 1, inserted: 0 });
    expect(held.items?.[0]?.reason).toMatch(/held/);
    expect(await world.transactions()).toEqual([]);
    expect(await outbox().retryFailed(jobId)).toBe(1);
    const inserted = await settled(jobId);
    expect(inserted.counts).toMatchObject({ held: 0, inserted: 1 });
  });
});

describe("a finished import wakes the receipts that wait for it", () => {
  it("matches as soon as the bank's transactions are imported, not at the next look", async () => {
    const { connectionId, api, receive, settled } = await withBank("match_or_hold", []);
    const jobId = await receive();
    await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    const bankImport = await outbox().enqueue({ connectionId, channel: "csv", manualAccountId: CREDIT_CARD }, [
      { row: 1, item: { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS", external_id: "bank-export-1" } },
    ]);
    const report = await settled(jobId);
    const bankTx = (await api.listTransactions({ start_date: "2026-10-04", end_date: "2026-10-04" })).transactions.find(
      (t) => t.external_id === "bank-export-1",
    );
    expect(bankImport.id).toBeTruthy();
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bankTx?.id });
  });

  it("matches as soon as an import in chunks is sealed after its rows were delivered (its end is the seal)", async () => {
    const { connectionId, api, receive, settled } = await withBank("match_or_hold", []);
    const jobId = await receive();
    await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    const bankImport = await outbox().openJob({ connectionId, channel: "csv", manualAccountId: CREDIT_CARD });
    await outbox().append(bankImport, [
      { row: 1, item: { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS", external_id: "bank-export-2" } },
    ]);
    // Delivered while the upload was still open: the batch's end saw no seal, so the seal is the import's end.
    await waitFor(
      () => outbox().report(bankImport) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
    expect((await outbox().report(jobId))?.status).toBe("waiting");
    await outbox().seal(bankImport);
    const report = await settled(jobId);
    const bankTx = (await api.listTransactions({ start_date: "2026-10-04", end_date: "2026-10-04" })).transactions.find(
      (t) => t.external_id === "bank-export-2",
    );
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bankTx?.id });
  });
});

// Receipts paid abroad, forwarded as Gmail, Apple Mail and Thunderbird do: the bank bills the card in USD.
const HARBOUR_GBP = `Begin forwarded message:

From: Harbour Cafe <receipts@harbourcafe.example>
Subject: Your receipt from Harbour Cafe
Date: 3 October 2026 at 09:15:22 BST
To: Pat <pat@example.org>

Thanks for visiting Harbour Cafe!
2 x Flat white   £7.00
1 x Bacon roll   £5.40
1 x Scone   £6.00
Total: £18.40
Paid by card ending 4471
`;
const QUARTIER_CAD = `-------- Original Message --------
From: Librairie du Quartier <commandes@librairieduquartier.example>
Date: samedi 3 octobre 2026 à 16:40
Subject: Confirmation de votre commande LQ-88
To: Pat <pat@example.org>

Merci pour votre commande LQ-88.
1 x Le Petit Prince   CA$36.52
TPS/TVQ: CA$5.48
Total: CA$42.00
`;

/** What GET /receipts says of the connection's newest receipt. */
async function inboxSays(worldName: string) {
  const response = await SELF.fetch("https://intake.test/receipts", { headers: { Authorization: `Bearer key-${worldName}` } });
  return ((await response.json()) as { receipts: { delivery: string; delivery_reason: string | null }[] }).receipts[0];
}

describe("a receipt in another currency finds the bank's transaction, compared in the budget's currency", () => {
  it.each([
    {
      pair: "EUR receipt, USD card, budget in EUR (the bank's to_base)",
      mail: LINDENBLATT_EUR,
      primaryCurrency: "eur",
      bank: [{ date: "2026-10-04", amount: "25.41", currency: "usd", payee: "LINDENBLATT BUCHH BERLIN" }],
      how: "matched across currencies: 23.50 EUR ≈ 25.41 USD (bank), 0.1% apart in EUR (EUR is the budget's currency), within 5%",
    },
    {
      pair: "GBP receipt, USD card, budget in USD (the service's GBP rate from a GBP transaction of those days)",
      mail: HARBOUR_GBP,
      primaryCurrency: "usd",
      bank: [
        { date: "2026-10-05", amount: "23.60", currency: "usd", payee: "HARBOUR CAFE LONDON" },
        { date: "2026-10-02", amount: "6.80", currency: "gbp", payee: "Tube fare", manual_account_id: 101 },
      ],
      how: "matched across currencies: 18.40 GBP ≈ 23.60 USD (bank), 1.0% apart in the budget's currency (at the service's GBP rate of 2026-10-02), within 5%",
    },
    {
      pair: "CAD receipt, USD card, budget in CAD",
      mail: QUARTIER_CAD,
      primaryCurrency: "cad",
      bank: [{ date: "2026-10-03", amount: "30.90", currency: "usd", payee: "LIBRAIRIE DU QUARTIER MTL" }],
      how: "matched across currencies: 42.00 CAD ≈ 30.90 USD (bank), 0.8% apart in CAD (CAD is the budget's currency), within 5%",
    },
  ])("$pair", async ({ mail, primaryCurrency, bank: bankSide, how }) => {
    const { world, api, bank, receive, settled } = await withBank("match_or_insert", bankSide, { primaryCurrency });
    const before = (await world.transactions()).length;
    const report = await settled(await receive(mail));
    expect(report.counts).toMatchObject({ matched: 1, inserted: 0 });
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bank[0]!.id, reason: how });
    expect(await inboxSays(world.name)).toMatchObject({ delivery: "matched", delivery_reason: how });
    // The bank shows what it billed; the receipt's own amount joins the notes.
    const receiptAmount = how.split(": ")[1]!.split(" ≈")[0]!;
    expect((await api.transaction(bank[0]!.id)).notes).toContain(receiptAmount);
    expect((await world.transactions()).length).toBe(before);
  });
});

describe("across currencies, a transaction outside the tolerance is not the receipt's", () => {
  const far = [{ date: "2026-10-04", amount: "27.50", currency: "usd", payee: "LINDENBLATT BUCHH BERLIN" }];

  it("holds a 23.50 EUR receipt that a 27.50 USD transaction (25.46 EUR, 7.7% apart) does not fit at ±5%", async () => {
    await outbox().configure({ match: { windowMs: 500, recheckMs: 200 } });
    const { world, receive, settled } = await withBank("match_or_hold", far, { primaryCurrency: "eur" });
    const report = await settled(await receive(LINDENBLATT_EUR));
    expect(report.counts).toMatchObject({ held: 1, matched: 0 });
    expect(report.items?.[0]?.reason).toMatch(
      /^no transaction of 23.50 from .+ dated 1 day before to 5 days after 2026-10-03 appeared in time; held/,
    );
    expect((await world.transactions()).map((t) => t.notes)).toEqual([null]);
  });

  it("takes it when the match policy's tolerance is ±10%", async () => {
    await outbox().configure({ match: { windowMs: 60_000, recheckMs: 60_000, fxTolerance: 0.1 } });
    const { bank, receive, settled } = await withBank("match_or_hold", far, { primaryCurrency: "eur" });
    const report = await settled(await receive(LINDENBLATT_EUR));
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bank[0]!.id });
    expect(report.items?.[0]?.reason).toMatch(/7\.7% apart in EUR .* within 10%$/);
  });
});

describe("two bank transactions that fit across currencies are not guessed between", () => {
  it("waits saying which fit, then holds the receipt with that reason", async () => {
    await outbox().configure({ match: { windowMs: 1500, recheckMs: 300 } });
    const { world, receive, settled } = await withBank(
      "match_or_hold",
      [
        { date: "2026-10-04", amount: "25.41", currency: "usd", payee: "LINDENBLATT BERLIN 1" },
        { date: "2026-10-03", amount: "25.30", currency: "usd", payee: "LINDENBLATT BERLIN 2" },
      ],
      { primaryCurrency: "eur" },
    );
    const jobId = await receive(LINDENBLATT_EUR);
    const waiting = await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    expect(waiting.last_error).toMatch(
      /waiting for the bank's transaction of 23.50 .*: 2 bank transactions fit the 23.50 EUR receipt within 5%/,
    );
    const held = await settled(jobId);
    expect(held.counts).toMatchObject({ held: 1, matched: 0 });
    expect(held.items?.[0]?.reason).toMatch(
      /25.30 USD on 2026-10-03, .* 25.41 USD on 2026-10-04\) and no payee is more like the merchant: not guessed; held/,
    );
    expect((await world.transactions()).map((t) => t.notes)).toEqual([null, null]);
  });
});

describe("with no rate for the receipt's currency, it says it cannot compare", () => {
  it("holds a EUR receipt in a USD budget that shows no EUR transaction near its date", async () => {
    await outbox().configure({ match: { windowMs: 500, recheckMs: 200 } });
    const { receive, settled } = await withBank("match_or_hold", [
      { date: "2026-10-04", amount: "25.41", currency: "usd", payee: "LINDENBLATT BUCHH BERLIN" },
    ]);
    const held = await settled(await receive(LINDENBLATT_EUR));
    expect(held.items?.[0]?.reason).toMatch(
      /^the receipt is in EUR and the bank's transactions near 2026-10-03 in USD; the service shows no EUR rate then .* could not be compared; held/,
    );
  });
});

describe("the budget's primary currency is asked of the service once, not at every look", () => {
  it("lists the days of a second receipt without asking GET /me again", async () => {
    const { world, bank, receive, settled } = await withBank(
      "match_or_insert",
      [
        { date: "2026-10-04", amount: "25.41", currency: "usd", payee: "LINDENBLATT BUCHH BERLIN" },
        { date: "2026-10-05", amount: "43.20", currency: "usd", payee: "LINDENBLATT BUCHH BERLIN" },
      ],
      { primaryCurrency: "eur" },
    );
    const first = await settled(await receive(LINDENBLATT_EUR));
    const readsBefore = (await world.counters()).reads;
    const second = await settled(await receive(LINDENBLATT_EUR.replaceAll("LB-2231", "LB-2232").replace("23,50 €\n", "40,00 €\n")));
    expect([first.items?.[0]?.transaction_id, second.items?.[0]?.transaction_id]).toEqual(bank.map((t) => t.id));
    // One GET /transactions; the primary currency (EUR) is the one the first receipt's look asked.
    expect((await world.counters()).reads - readsBefore).toBe(1);
  });
});

describe("the other order: a receipt after its bank row enriches that row (match mode as it comes)", () => {
  it("bank export → receipt → one transaction with the bank's date and the receipt's notes", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ matchMode: "match_or_insert", accountId: CHECKING });
    const imported = await upload();
    const receipt = await receive();
    expect(receipt.items![0]).toMatchObject({ outcome: "matched", transaction_id: bankRow(imported).transaction_id });
    const [one, ...others] = await payment();
    expect(others).toEqual([]);
    expect(one).toMatchObject({ date: "2026-10-05", payee: "CORNER BOOKS 0042 SEATTLE" });
    expect(one!.notes).toMatch(/CB-1042/);
  });

  it("never enriches a transaction that already took another receipt over", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ matchMode: "match_or_insert", accountId: CHECKING });
    await receive();
    await upload();
    const second = await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Sun, 4 Oct"));
    expect(second.items![0]).toMatchObject({ outcome: "inserted" });
    expect(await payment()).toHaveLength(2);
  });
});

describe("a receipt whose total nothing in the mail confirms is matched to its shop's transaction, and the bank's amount is said", () => {
  it("enriches Corner Books' 25.98 for a mail that says 24.00, saying both amounts, and inserts nothing", async () => {
    const { world, bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042" },
    ]);
    const before = (await world.transactions()).length;
    const report = await settled(await receive(unconfirmedTotal("24.00")));
    expect(report.items?.[0]).toMatchObject({
      outcome: "matched",
      transaction_id: bank[0]!.id,
      reason: "matched the bank's transaction of your receipt's shop: your receipt said 24.00; the bank charged 25.98",
    });
    expect((await world.transactions()).length).toBe(before);
  });
});

describe("a transaction deleted between the look and the update sends the receipt to look again", () => {
  const receipt: InsertItem = {
    date: "2026-10-03",
    amount: "25.98",
    payee: "Corner Books",
    notes: "Order CB-77",
    external_id: "rcpt:o:cb77",
  };

  /** Takes the bank's transaction for the receipt (item 0 of a match_or_insert job) in a fresh Outbox's store. */
  async function take(api: FullBudgetApi, transaction: Transaction) {
    const stub = env.OUTBOX.get(env.OUTBOX.idFromName(`match-${crypto.randomUUID()}`));
    return runInDurableObject(stub, async (_instance, state) => {
      const store = new OutboxStore(state.storage);
      const job = { id: "r", connection_id: "c", source: "email", manual_account_id: 101, apply_rules: 1, skip_duplicates: 1, sealed: 1 };
      store.jobs.create({ ...job, created_at: Date.now(), kind: "match_or_insert" });
      store.items.append("r", [{ row: 1, item: receipt, provisional: "receipt" }], []);
      const ctx = deliveryContext(store, state.storage.sql, { matching: api });
      const attempt = ctx.open(store.jobs.get("r")!, [0], Date.now());
      if (!attempt) throw new Error("no slot of the gate for the receipt");
      await takeMatch(ctx, attempt, api, receipt.external_id, receipt, { transaction, how: null, note: null });
      return { pending: store.items.pending("r", 10).map((p) => p.seq), match: store.matches.of("c", receipt.external_id) };
    });
  }

  it("leaves the receipt pending and matched to nothing when the update finds the transaction gone", async () => {
    const { api, bank } = await withBank("match_or_insert", [{ date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042" }]);
    await api.deleteTransaction(bank[0]!.id);
    expect(await take(api, bank[0]!)).toEqual({ pending: [0], match: null });
  });

  it("matches it, enriched, while the transaction stands", async () => {
    const { api, bank } = await withBank("match_or_insert", [{ date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042" }]);
    expect(await take(api, bank[0]!)).toEqual({ pending: [], match: bank[0]!.id });
    expect((await api.transaction(bank[0]!.id)).notes).toBe("Order CB-77");
  });
});
