// "Remove this import" of bank files that took over one payment in turn (kinds/removal.ts): a mailed receipt, the
// card's row while it is pending, then booked. Each removal puts back what the person saw before that import, in
// either order, and the booked row imported again takes the payment over again instead of adding a second.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../../src/outbox";
import { HANDED_OVER } from "../../../src/outbox/kinds/removal";
import { FullBudgetApi } from "../../support/full-budget-api";
import { connected, deliver, forward } from "../../support/mail";
import { listReceipts } from "../../../src/mail/inbox";
import { waitFor } from "../../support/world";

const CARD = 101;

/** A payment seen three times: its receipt by mail, the bank's row pending (a hold), then booked. */
interface Chain {
  name: string;
  receipt: string;
  pending: string;
  booked: string;
  /** What the booked row leaves on the payment: its day and amount as the service writes them. */
  bookedAs: { date: string; amount: string };
}

const receiptMail = (shop: string, domain: string, day: string, order: string, lines: string[]) =>
  [
    "---------- Forwarded message ---------",
    `From: ${shop} <orders@${domain}>`,
    `Date: ${day}`,
    `Subject: Your order ${order}`,
    "To: Pat <pat@example.org>",
    "",
    ...lines,
    "",
  ].join("\n");

const CHAINS: Chain[] = [
  {
    name: "a hardware store's receipt, an American card's export with a Status column (Pending, then Posted)",
    receipt: receiptMail("Harbor Hardware", "harborhardware.example", "Tue, 10 Nov 2026 at 09:12", "#HH-5521", [
      "Thank you for your order #HH-5521.",
      "1 x Cordless drill   $44.50",
      "Tax: $3.70",
      "Order total: $48.20",
    ]),
    pending: ["Date,Description,Amount,Status", "2026-11-10,HARBOR HARDWARE #12 TACOMA WA,-48.20,Pending"].join("\n"),
    booked: [
      "Date,Description,Amount,Status",
      "2026-11-12,HARBOR HARDWARE #12 TACOMA WA,-48.20,Posted",
      "2026-11-13,Rent November,-900.00,Posted",
    ].join("\n"),
    bookedAs: { date: "2026-11-12", amount: "48.2000" },
  },
  {
    name: "a fuel station's receipt in German, a savings bank's export (vorgemerkt, then gebucht at another amount)",
    receipt: receiptMail("Tankstelle Weber", "tankstelle-weber.example", "Wed, 25 Nov 2026 at 18:40", "Beleg 7781", [
      "Vielen Dank für Ihren Einkauf, Beleg 7781.",
      "Super E10 29,41 l   52,10 €",
      "Gesamtsumme: 52,10 €",
    ]),
    pending: [
      `"Buchungstag";"Valutadatum";"Buchungstext";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung";"Info"`,
      `"25.11.26";"25.11.26";"KARTENZAHLUNG";"TANKSTELLE WEBER 2231";"-52,10";"EUR";"Umsatz vorgemerkt"`,
    ].join("\n"),
    booked: [
      `"Buchungstag";"Valutadatum";"Buchungstext";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung";"Info"`,
      `"27.11.26";"25.11.26";"KARTENZAHLUNG";"TANKSTELLE WEBER 2231";"-53,60";"EUR";"Umsatz gebucht"`,
      `"27.11.26";"27.11.26";"DAUERAUFTRAG";"Hausverwaltung Miete";"-800,00";"EUR";"Umsatz gebucht"`,
    ].join("\n"),
    bookedAs: { date: "2026-11-27", amount: "53.6000" },
  },
];

async function setUp() {
  const setup = await connected({ matchMode: "off", attachReceipts: false, accountId: CARD });
  const auth = { Authorization: `Bearer key-${setup.world.name}` };
  const report = async (id: string) =>
    (await (await SELF.fetch(`https://intake.test/imports/${id}?items=true`, { headers: auth })).json()) as JobReport;
  const settled = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued",
    );
  const receive = async (original: string) => {
    await deliver(forward({ to: setup.address, original }), setup.address);
    const entries = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 1 })).receipts;
    return settled(entries[0]!.job_id!);
  };
  const upload = async (body: string) => {
    const response = await SELF.fetch(`https://intake.test/imports?account=${CARD}&currency_confirmed=true`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body,
    });
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const removal = async (id: string) => {
    const response = await SELF.fetch(`https://intake.test/imports/${id}/remove`, { method: "POST", headers: auth });
    expect(response.status).toBe(202);
    return settled(id);
  };
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: setup.world.token });
  /** What the person sees of a transaction: everything a takeover may change. */
  const seen = async (id: number) => {
    const { date, amount, currency, manual_account_id, external_id, custom_metadata, payee } = await api.transaction(id);
    return { date, amount, currency, manual_account_id, external_id, custom_metadata, payee };
  };
  return { ...setup, receive, upload, removal, seen, api };
}

/** The receipt, its pending row and its booked row imported in turn: one transaction, as the person saw it at each step. */
async function chain(c: Chain) {
  const s = await setUp();
  const receipt = await s.receive(c.receipt);
  expect(receipt.counts).toMatchObject({ inserted: 1 });
  const tx = receipt.items![0]!.transaction_id!;
  const asReceipt = await s.seen(tx);
  const pending = await s.upload(c.pending);
  expect(pending.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
  const asPending = await s.seen(tx);
  // The booked file comes later, on the service's clock: Intake's own writes then (its takeover, its put-back) are
  // never the person's change to the pending row.
  await scheduler.wait(1100);
  const booked = await s.upload(c.booked);
  expect(booked.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
  expect(await s.seen(tx)).toMatchObject(c.bookedAs);
  /** The transactions of the payment: those of its amounts, whatever their day. */
  const payment = async () =>
    (await s.world.transactions()).filter((t) => [asReceipt.amount, asPending.amount, c.bookedAs.amount].includes(t.amount));
  return { ...s, tx, asReceipt, asPending, pending, booked, payment };
}

describe("removing the imports of a receipt → pending → booked chain puts back what the person saw before each", () => {
  it.each(CHAINS.map((c) => [c.name, c] as const))("%s: the booked file first, then the pending one", async (_, c) => {
    const s = await chain(c);
    const booked = await s.removal(s.booked.id);
    expect(booked.items![0]).toMatchObject({ outcome: "removed", reason: expect.stringMatching(/^put back as it was/) });
    expect(await s.seen(s.tx)).toEqual(s.asPending);

    const pending = await s.removal(s.pending.id);
    expect(pending.items![0]).toMatchObject({ outcome: "removed", reason: expect.stringMatching(/^put back as it was/) });
    expect(await s.seen(s.tx)).toEqual(s.asReceipt);
    expect(await s.payment()).toHaveLength(1);
  });

  it.each(CHAINS.map((c) => [c.name, c] as const))("%s: the pending file first, then the booked one", async (_, c) => {
    const s = await chain(c);
    const pending = await s.removal(s.pending.id);
    // The booked row holds the payment still: what the person sees stays the booked row's.
    expect(pending.items![0]).toMatchObject({ outcome: "removed", transaction_id: s.tx, reason: HANDED_OVER });
    expect(await s.seen(s.tx)).toMatchObject(c.bookedAs);

    const booked = await s.removal(s.booked.id);
    expect(booked.items![0]).toMatchObject({ outcome: "removed", reason: expect.stringMatching(/^put back as it was/) });
    expect(await s.seen(s.tx)).toEqual(s.asReceipt);
    expect(await s.payment()).toHaveLength(1);
  });
});

describe("a change the person made to the pending row before the booked row came is theirs: it is what removal puts back", () => {
  it("removing the pending import keeps it, saying so; removing the booked one puts back their corrected row", async () => {
    const c = CHAINS[0]!;
    const s = await setUp();
    const tx = (await s.receive(c.receipt)).items![0]!.transaction_id!;
    const pending = await s.upload(c.pending);
    // Later than the pending row's takeover, on the service's clock: the person moves the day.
    await scheduler.wait(1100);
    await s.api.updateTransaction(tx, { date: "2026-11-09" });
    const corrected = await s.seen(tx);
    const booked = await s.upload(c.booked);
    expect(booked.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });

    const removedPending = await s.removal(pending.id);
    expect(removedPending.items![0]).toMatchObject({ outcome: "kept", transaction_id: tx });
    expect(removedPending.items![0]!.reason).toMatch(/^kept: changed in your budget since this import's row took it over/);
    await s.removal(booked.id);
    expect(await s.seen(tx)).toEqual(corrected);
  });
});

describe("the booked file imported again after a removal takes the payment over again: never a second transaction", () => {
  it.each(CHAINS.map((c) => [c.name, c] as const))("%s: after removing the booked import", async (_, c) => {
    const s = await chain(c);
    await s.removal(s.booked.id);
    const again = await s.upload(c.booked);
    expect(again.items![0]).toMatchObject({ outcome: "matched", transaction_id: s.tx });
    expect(await s.seen(s.tx)).toMatchObject(c.bookedAs);
    expect(await s.payment()).toHaveLength(1);
  });

  it.each(CHAINS.map((c) => [c.name, c] as const))("%s: after removing both imports, in either order", async (_, c) => {
    for (const order of ["booked first", "pending first"]) {
      const s = await chain(c);
      const [first, second] = order === "booked first" ? [s.booked, s.pending] : [s.pending, s.booked];
      await s.removal(first.id);
      await s.removal(second.id);
      const again = await s.upload(c.booked);
      expect(again.items![0], order).toMatchObject({ outcome: "matched", transaction_id: s.tx });
      expect(await s.seen(s.tx), order).toMatchObject(c.bookedAs);
      expect(await s.payment(), order).toHaveLength(1);
    }
  });
});
