// A receipt outside the takeover's window is asked about, never merged in silence (src/outbox/receipt-question.ts):
// end to end through a mailed receipt, the preview, the import's report and the answer route, and the rule's
// look-alikes that must stay without a question.
import { env, SELF } from "cloudflare:test";
import { saveConnection } from "../../src/connections";
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../src/outbox";
import type { BankRow, OpenProvisional } from "../../src/matching/provisional-match";
import { receiptQuestions } from "../../src/matching/receipt-question";
import { listReceipts } from "../../src/mail/inbox";
import { connected, deliver, forward, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";

const CHECKING = 101;
const CARD = 102;

/** The card's export: the Corner Books receipt of 3 Oct paid on the 9th, six days later (the window ends at five). */
const LATE_EXPORT = ["Date,Description,Amount", "2026-10-02,Corner Coffee,-3.50", "2026-10-09,CORNER BOOKS 0042 SEATTLE,-25.98"].join("\n");

/** A receipt of `shop` for `total` on `day` (October 2026), forwarded as Gmail does. */
const receiptOf = (shop: string, domain: string, day: number, total: string, order: string) => `---------- Forwarded message ---------
From: ${shop} <orders@${domain}>
Date: Sat, ${day} Oct 2026 at 14:02
Subject: Your order #${order}
To: Pat <pat@example.org>

Thank you for your order #${order}.
1 x Item   $${total}
Order total: $${total}
`;

interface Preview {
  receipt_questions: { count: number };
  items: {
    row: number;
    item: { payee: string };
    matches?: unknown;
    receipt_question?: { says: string; receipts: { transaction_id: number; date: string }[] };
  }[];
}

async function setUp(accountId: number | null = CHECKING) {
  const setup = await connected({ matchMode: "off", attachReceipts: false, accountId });
  const auth = { Authorization: `Bearer key-${setup.world.name}` };
  const report = async (id: string) =>
    (await (await SELF.fetch(`https://intake.test/imports/${id}?items=true`, { headers: auth })).json()) as JobReport;
  const settled = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued",
    );
  const receive = async (original = RECEIPT) => {
    await deliver(forward({ to: setup.address, original }), setup.address);
    const entries = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 1 })).receipts;
    return settled(entries[0]!.job_id!);
  };
  const send = (query: string, body: string, account = CHECKING) =>
    SELF.fetch(`https://intake.test/imports?account=${account}&currency_confirmed=true${query}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body,
    });
  const preview = async (body = LATE_EXPORT, account = CHECKING) => (await (await send("&dry_run=true", body, account)).json()) as Preview;
  const upload = async (body = LATE_EXPORT, account = CHECKING, query = "") => {
    const response = await send(query, body, account);
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const answer = (id: string, row: number, body: unknown) =>
    SELF.fetch(`https://intake.test/imports/${id}/rows/${row}/receipt`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const payments = async (amount = 25.98) => (await setup.world.transactions()).filter((t) => Number(t.amount) === amount);
  return { ...setup, auth, report, settled, receive, preview, upload, answer, payments };
}

const bookRow = (report: JobReport) => report.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")!;

describe("a receipt outside the takeover's window is a question on the preview and in the report", () => {
  it("receipt of 3 Oct, the card's row of 9 Oct: asked; 'one payment' makes one transaction, undone by Remove this import", async () => {
    const { receive, preview, upload, answer, payments, settled, report, auth } = await setUp();
    const receipt = await receive();
    const receiptTx = receipt.items![0]!.transaction_id!;

    const planned = await preview();
    expect(planned.receipt_questions).toEqual({ count: 1 });
    const row = planned.items.find((i) => i.item.payee === "CORNER BOOKS 0042 SEATTLE")!;
    expect(row.matches).toBeUndefined();
    expect(row.receipt_question?.says).toMatch(/^is this your receipt "Corner Books" of 2026-10-03\?/);
    expect(row.receipt_question?.receipts).toEqual([expect.objectContaining({ transaction_id: receiptTx, date: "2026-10-03" })]);

    // Never a silent merge: the row is inserted beside the receipt, and the report asks.
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 2, matched: 0 });
    expect(await payments()).toHaveLength(2);
    const asked = bookRow(imported);
    expect(asked.receipt_question).toEqual({
      says: expect.stringMatching(/^is this your receipt "Corner Books" of 2026-10-03\?/),
      receipts: [{ transaction_id: receiptTx, date: "2026-10-03", amount: "25.98", payee: "Corner Books" }],
    });

    const answered = await answer(imported.id, asked.row, { answer: "one", transaction_id: receiptTx });
    expect(answered.status).toBe(202);
    const after = await settled(imported.id);
    expect(bookRow(after)).toMatchObject({ outcome: "matched", transaction_id: receiptTx });
    expect(bookRow(after).receipt_question).toBeUndefined();
    const [one, ...others] = await payments();
    expect(others).toEqual([]);
    expect(one).toMatchObject({ id: receiptTx, date: "2026-10-09", payee: "Corner Books", external_id: asked.external_id });

    // Asked once: answering again is a 409.
    expect((await answer(imported.id, asked.row, { answer: "apart" })).status).toBe(409);

    // Intake's own writes are undone: the receipt is back as it was, the coffee goes.
    expect((await SELF.fetch(`https://intake.test/imports/${imported.id}/remove`, { method: "POST", headers: auth })).status).toBe(202);
    await waitFor(
      () => report(imported.id),
      (r) => r.counts.pending + r.counts.removing === 0,
    );
    const [back, ...more] = await payments();
    expect(more).toEqual([]);
    expect(back).toMatchObject({ id: receiptTx, date: "2026-10-03", external_id: receipt.items![0]!.external_id });
    expect(await payments(3.5)).toEqual([]);
  });

  it("'two payments' keeps both and is not asked again", async () => {
    const { receive, upload, answer, payments, report, preview } = await setUp();
    await receive();
    const imported = await upload();
    const asked = bookRow(imported);
    expect(asked.receipt_question).toBeDefined();
    const answered = await answer(imported.id, asked.row, { answer: "apart" });
    expect(answered.status).toBe(202);
    expect(await answered.json()).toMatchObject({ answer: "apart", transaction_id: null });
    expect(bookRow(await report(imported.id)).receipt_question).toBeUndefined();
    expect(await payments()).toHaveLength(2);
    expect((await answer(imported.id, asked.row, { answer: "apart" })).status).toBe(409);
    // The same file again: every row is there; nothing asks.
    expect((await preview()).receipt_questions).toEqual({ count: 0 });
  });

  it("the preview's answer (take) makes the import take the receipt over, as in the window", async () => {
    const { receive, preview, upload, payments } = await setUp();
    const receiptTx = (await receive()).items![0]!.transaction_id!;
    const row = (await preview()).items.find((i) => i.receipt_question)!;
    const imported = await upload(LATE_EXPORT, CHECKING, `&take=${row.row}:${receiptTx}`);
    expect(bookRow(imported)).toMatchObject({ outcome: "matched", transaction_id: receiptTx });
    expect(await payments()).toHaveLength(1);
  });

  it("an answer naming a transaction the row does not ask about is a 409; a malformed one a 400", async () => {
    const { receive, upload, answer } = await setUp();
    await receive();
    const imported = await upload();
    const asked = bookRow(imported);
    expect((await answer(imported.id, asked.row, { answer: "one", transaction_id: 999_999 })).status).toBe(409);
    expect((await answer(imported.id, asked.row, { answer: "yes" })).status).toBe(400);
    expect((await answer(imported.id, 1, { answer: "apart" })).status).toBe(409);
  });
});

describe("a connection that cannot update a transaction", () => {
  it("v1: asked all the same, and 'one payment' is a 409 that says why; 'two payments' is kept", async () => {
    const setup = await setUp();
    await saveConnection(env, setup.connectionId, setup.world.token, `key-${setup.world.name}`, { apiVersion: "v1" });
    await setup.receive();
    const imported = await setup.upload();
    const asked = bookRow(imported);
    const receiptTx = asked.receipt_question!.receipts[0]!.transaction_id;
    const refused = await setup.answer(imported.id, asked.row, { answer: "one", transaction_id: receiptTx });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "cannot_update" } });
    expect((await setup.answer(imported.id, asked.row, { answer: "apart" })).status).toBe(202);
    expect(await setup.payments()).toHaveLength(2);
  });
});

describe("look-alikes make no question", () => {
  it("a receipt in another account than the file's", async () => {
    const { receive, preview } = await setUp(CARD);
    await receive();
    expect((await preview(LATE_EXPORT, CHECKING)).receipt_questions).toEqual({ count: 0 });
  });

  it("a receipt already taken over by a row in the window", async () => {
    const { receive, upload, preview } = await setUp();
    await receive();
    const inWindow = ["Date,Description,Amount", "2026-10-05,CORNER BOOKS 0042 SEATTLE,-25.98"].join("\n");
    expect((await upload(inWindow)).counts).toMatchObject({ matched: 1 });
    expect((await preview()).receipt_questions).toEqual({ count: 0 });
  });

  it("a different shop of the same amount, mailed", async () => {
    const { receive, preview } = await setUp();
    await receive(receiptOf("Harbor Florist", "harborflorist.example", 3, "25.98", "HF-20931"));
    expect((await preview()).receipt_questions).toEqual({ count: 0 });
  });
});

const row = (date: string, amount: string, payee: string): BankRow => ({ date, amount, payee });
const receipt = (transactionId: number, date: string, amount: string, payee: string, text?: string): OpenProvisional => ({
  transactionId,
  channel: "receipt",
  date,
  amount,
  payee,
  currency: null,
  toBase: null,
  text,
});
const ask = (rows: BankRow[], open: OpenProvisional[], answered = () => false) =>
  receiptQuestions(rows, open, () => false, answered, "usd");
const named = (found: Map<number, OpenProvisional[]>) => [...found].map(([r, c]) => [r, c.map((o) => o.transactionId)]);

describe("the rule: same shop and amount, outside the window, within 10 days", () => {
  const bookshop = row("2026-10-09", "25.98", "CORNER BOOKS 0042 SEATTLE");

  it("asks from the sixth day after the receipt to the tenth, and from two days before to ten", () => {
    for (const date of ["2026-10-03", "2026-10-01", "2026-10-13"]) {
      const asked = ask(
        [row(date === "2026-10-13" ? "2026-10-03" : "2026-10-09", "25.98", bookshop.payee)],
        [receipt(1, date, "25.98", "Corner Books")],
      );
      expect(named(asked)).toEqual([[0, [1]]]);
    }
  });

  it("never inside the window (the takeover's), never past 10 days", () => {
    for (const date of ["2026-10-04", "2026-10-08", "2026-10-10", "2026-09-28", "2026-10-20"])
      expect(named(ask([bookshop], [receipt(1, date, "25.98", "Corner Books")]))).toEqual([]);
  });

  it("never a different amount, a different shop, another currency, a card alert or a tap", () => {
    const tap: OpenProvisional = { ...receipt(4, "2026-10-03", "25.98", "Corner Books"), channel: "tap" };
    const alert: OpenProvisional = { ...receipt(5, "2026-10-03", "25.98", "Corner Books"), alert: true };
    const euro: OpenProvisional = { ...receipt(6, "2026-10-03", "25.98", "Corner Books"), currency: "eur" };
    const open = [receipt(1, "2026-10-03", "25.89", "Corner Books"), receipt(2, "2026-10-03", "25.98", "Harbor Florist"), tap, alert, euro];
    expect(named(ask([bookshop], open))).toEqual([]);
  });

  it("never a pair the person answered, nor a row that takes a transaction over, nor a pending row", () => {
    const open = [receipt(1, "2026-10-03", "25.98", "Corner Books")];
    expect(named(ask([bookshop], open, () => true))).toEqual([]);
    expect(
      named(
        receiptQuestions(
          [bookshop],
          open,
          () => true,
          () => false,
        ),
      ),
    ).toEqual([]);
    expect(named(ask([{ ...bookshop, pending: true }], open))).toEqual([]);
  });

  it("two receipts of the shop and amount: the one an order number names; else both, oldest first", () => {
    const withOrder = { ...bookshop, text: "ORDER CB-1042" };
    const two = [
      receipt(1, "2026-10-02", "25.98", "Corner Books", "Order CB-0977"),
      receipt(2, "2026-10-16", "25.98", "Corner Books", "Order CB-1042"),
    ];
    expect(named(ask([withOrder], two))).toEqual([[0, [2]]]);
    expect(named(ask([bookshop], two))).toEqual([[0, [1, 2]]]);
  });
});
