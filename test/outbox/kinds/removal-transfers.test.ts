// "Remove this import" and the transfers its rows are a side of (kinds/removal.ts, kinds/transfers.ts), through the
// HTTP interface: a group is ungrouped only when the removal really takes a side of it out of the budget. A row
// another import holds too is kept, and so is its group: the payment is still one movement between the accounts.
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../../src/outbox";
import { connectIntake, SEED_ACCOUNTS } from "../../support/intake";
import { waitFor } from "../../support/world";

const { checking: CHECKING, creditCard: CARD } = SEED_ACCOUNTS;

const csv = (...rows: string[]) => ["Date,Description,Amount", ...rows].join("\n");
/** Checking's export: the card's bill paid, and a coffee. */
const CHECKING_EXPORT = csv("2026-11-03,CREDIT CARD PAYMENT,-500.00", "2026-11-03,Corner Coffee,-4.50");
/** Checking's next export, overlapping the first: its bill row is the same payment, and a day more. */
const CHECKING_LATER = csv("2026-11-03,CREDIT CARD PAYMENT,-500.00", "2026-11-06,Bakery,-7.80");
/** The card's export: the bill received, and a purchase. */
const CARD_EXPORT = csv("2026-11-05,PAYMENT THANK YOU,500.00", "2026-11-04,Grocer,-61.20");

const idle = (r: JobReport) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued";

async function setUp() {
  const intake = await connectIntake();
  const settled = (id: string) => waitFor(() => intake.report(`/imports/${id}?items=true`), idle);
  const upload = async (account: number, body: string) => {
    const response = await intake.upload(body, `?account=${account}&currency_confirmed=true`);
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const remove = async (id: string) => {
    expect((await intake.call("POST", `/imports/${id}/remove`)).status).toBe(202);
    return settled(id);
  };
  /** The budget's transfer groups, each as its members' payees. */
  const groups = async () => {
    const all = (await intake.api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30", include_group_children: true }))
      .transactions;
    return all
      .filter((t) => t.is_group_parent)
      .map((g) =>
        all
          .filter((t) => t.group_parent_id === g.id)
          .map((t) => t.payee)
          .sort(),
      );
  };
  const PAIR = ["CREDIT CARD PAYMENT", "PAYMENT THANK YOU"];
  /** Checking's export, then the card's: paired into one group once the card's import ended. */
  const paired = async () => {
    const first = await upload(CHECKING, CHECKING_EXPORT);
    await upload(CARD, CARD_EXPORT);
    await waitFor(groups, (g) => g.length === 1);
    expect(await groups()).toEqual([PAIR]);
    return first;
  };
  /** The transactions of the budget that are not a group's parent: payee → [amount, grouped]. */
  const rows = async () =>
    new Map(
      (await intake.api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30", include_group_children: true })).transactions
        .filter((t) => !t.is_group_parent)
        .map((t) => [t.payee, [Number(t.amount), t.group_parent_id !== null]] as const),
    );
  return { ...intake, upload, remove, groups, paired, rows, PAIR };
}

describe("a row another import holds too is kept by a removal, and so is its transfer's group", () => {
  it("removing checking's first export: its bill row stays (the later export's row is that payment), still grouped with the card's", async () => {
    const { upload, remove, paired, groups, rows, PAIR } = await setUp();
    const first = await paired();
    const later = await upload(CHECKING, CHECKING_LATER);
    expect(later.items!.find((i) => i.payee === "CREDIT CARD PAYMENT")).toMatchObject({ outcome: "duplicate" });

    const removed = await remove(first.id);
    const bill = removed.items!.find((i) => i.payee === "CREDIT CARD PAYMENT")!;
    expect(bill.outcome).toBe("kept");
    expect(bill.reason).toMatch(/^kept: row 2 of the import of .* is this payment too/);
    expect(removed.items!.find((i) => i.payee === "Corner Coffee")).toMatchObject({ outcome: "removed" });
    expect(await groups()).toEqual([PAIR]);
    const left = await rows();
    expect(left.get("CREDIT CARD PAYMENT")).toEqual([500, true]);
    expect(left.get("PAYMENT THANK YOU")).toEqual([-500, true]);
    expect(left.has("Corner Coffee")).toBe(false);
  });

  it("removing the later export, whose bill row was found already there: nothing of the pair is its own, the group stays", async () => {
    const { upload, remove, paired, groups, rows, PAIR } = await setUp();
    await paired();
    const later = await upload(CHECKING, CHECKING_LATER);

    const removed = await remove(later.id);
    expect(removed.items!.find((i) => i.payee === "Bakery")).toMatchObject({ outcome: "removed" });
    expect(await groups()).toEqual([PAIR]);
    expect((await rows()).get("CREDIT CARD PAYMENT")).toEqual([500, true]);
  });
});

describe("a removal that takes a side out of the budget ungroups its transfer first, as before", () => {
  it("removing checking's only export: its bill row goes, and the card's side is an ordinary income again", async () => {
    const { remove, paired, groups, rows } = await setUp();
    const first = await paired();

    const removed = await remove(first.id);
    expect(removed.counts).toMatchObject({ removed: 2, kept: 0 });
    expect(await groups()).toEqual([]);
    const left = await rows();
    expect(left.has("CREDIT CARD PAYMENT")).toBe(false);
    expect(left.get("PAYMENT THANK YOU")).toEqual([-500, false]);
  });
});
