// "Remove this import" of a bank file whose row took over a tap's transaction (kinds/removal.ts `putBack`,
// kinds/put-back-fields.ts), through the HTTP interface: what the takeover wrote goes back to the tap's, field by field,
// only where the transaction still holds what Intake wrote. What the person changed since stays, and the report says so.
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../../src/budget-api";
import type { JobReport } from "../../../src/outbox";
import { putBackFields } from "../../../src/outbox/kinds/put-back-fields";
import { day, ofxDay } from "../../support/days";
import { connectIntake, SEED_ACCOUNTS } from "../../support/intake";
import { waitFor } from "../../support/world";

const CARD = SEED_ACCOUNTS.creditCard;

/** The card's statement: the dinner the tap reported (at `amount`: a tip may make it more), and a bookshop. */
const statement = (amount: string) =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4242</CCACCTFROM><BANKTRANLIST>",
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-5)}<TRNAMT>-${amount}<FITID>F-2001<NAME>TST* TRATTORIA ROMA 0042</STMTTRN>`,
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-4)}<TRNAMT>-12.00<FITID>F-2002<NAME>BOOKSHOP</STMTTRN>`,
    "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
  ].join("\n");

const DINNER = { merchant: "Trattoria Roma", amount: "40.00", card: "4242", time: `${day(-6)}T20:15:00-05:00`, id: "n-9" };

/** A tap of the dinner, then the card's statement, whose row takes the tap's transaction over. */
async function takenOver(bankAmount: string) {
  const intake = await connectIntake();
  const settled = (id: string) =>
    waitFor(
      () => intake.report(`/imports/${id}?items=true`),
      (r: JobReport) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued",
    );
  await intake.call("PUT", "/taps/settings", { account_id: null, cards: [{ card: "4242", account_id: CARD }] });
  const tapped = (await (await intake.call("POST", "/taps", DINNER)).json()) as { id: string };
  const tx = (await settled(tapped.id)).items![0]!.transaction_id!;
  /** What the person sees of the transaction: everything a takeover or the person may change. */
  const seen = async () => {
    const { date, amount, currency, manual_account_id, external_id, custom_metadata, payee, notes } = await intake.api.transaction(tx);
    return { date, amount, currency, manual_account_id, external_id, custom_metadata, payee, notes };
  };
  const asTapped = await seen();
  const importStatement = async () => {
    const response = await intake.upload(statement(bankAmount), `?account=${CARD}`, "application/x-ofx");
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const bank = await importStatement();
  expect(bank.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
  const remove = async () => {
    expect((await intake.call("POST", `/imports/${bank.id}/remove`)).status).toBe(202);
    const report = await settled(bank.id);
    return report.items!.find((i) => i.transaction_id === tx)!;
  };
  return { ...intake, tx, seen, asTapped, remove, importStatement };
}

describe("a removal never puts the tap back over what the person changed since the bank's row took it over", () => {
  it.each([
    ["at once", 0],
    ["a while later", 1100],
  ])("the person corrected the amount (40 → 50), the payee and the notes %s: theirs stay, the rest is the tap's again", async (_, wait) => {
    const s = await takenOver("40.00");
    await scheduler.wait(wait);
    const correction = { amount: "50.00", payee: "Trattoria Roma (with Sam)", notes: "tip added at the table" };
    await s.api.updateTransaction(s.tx, correction);

    const row = await s.remove();
    expect(row.outcome).toBe("removed");
    expect(row.reason).toMatch(/^put back as it was before this import/);
    expect(row.reason).toMatch(/what you changed since stays as you left it: the amount \(50\.00\)$/);
    // The bank's day, id and details go; the person's amount, payee and notes stay.
    expect(await s.seen()).toEqual({ ...s.asTapped, amount: "50.0000", payee: correction.payee, notes: correction.notes });
  });

  it("the person changed the day and the amount the bank wrote (a tip): both stay, the tap's id and details come back", async () => {
    const s = await takenOver("47.00");
    await s.api.updateTransaction(s.tx, { date: day(-3), amount: "48.00" });

    const row = await s.remove();
    expect(row.outcome).toBe("removed");
    expect(row.reason).toMatch(new RegExp(`stays as you left it: the day \\(${day(-3)}\\), the amount \\(48\\.00\\)$`));
    expect(await s.seen()).toEqual({ ...s.asTapped, date: day(-3), amount: "48.0000" });
  });

  it("the statement imported again takes the corrected tap over again: one transaction, the person's amount kept", async () => {
    const s = await takenOver("40.00");
    await s.api.updateTransaction(s.tx, { amount: "50.00" });
    await s.remove();

    const again = await s.importStatement();
    expect(again.items![0]).toMatchObject({ outcome: "matched", transaction_id: s.tx });
    expect((await s.world.transactions()).filter((t) => t.date <= day(-5) && t.date >= day(-6))).toEqual([
      expect.objectContaining({ id: s.tx, amount: "50.0000", date: day(-5) }),
    ]);
  });
});

describe("what the person did not change is put back exactly as the tap had it", () => {
  it("no change since the takeover: the tap's day, amount, id and details, and nothing said of the person", async () => {
    const s = await takenOver("47.00");
    expect(await s.seen()).toMatchObject({ amount: "47.0000", date: day(-5) });

    const row = await s.remove();
    expect(row).toMatchObject({
      outcome: "removed",
      reason: "put back as it was before this import (the transaction Intake had put there stays)",
    });
    expect(await s.seen()).toEqual(s.asTapped);
  });

  it("the person changed only what the takeover never writes (the payee, the notes): everything the bank wrote goes", async () => {
    const s = await takenOver("47.00");
    await scheduler.wait(1100);
    await s.api.updateTransaction(s.tx, { payee: "Trattoria Roma", notes: "birthday dinner" });

    const row = await s.remove();
    expect(row).toMatchObject({
      outcome: "removed",
      reason: "put back as it was before this import (the transaction Intake had put there stays)",
    });
    expect(await s.seen()).toEqual({ ...s.asTapped, notes: "birthday dinner" });
  });
});

describe("field by field: a field goes back while it holds what Intake wrote, one with the person's value stays and is named", () => {
  const before = {
    date: "2026-10-03",
    amount: "42.00",
    currency: "eur",
    external_id: "tap:1",
    manual_account_id: null,
    custom_metadata: { tap: { card: "4242" } },
  };
  const written = {
    date: "2026-10-05",
    amount: "46.2000",
    currency: "usd",
    external_id: "ofx:1",
    manual_account_id: 102,
    custom_metadata: { tap: { card: "4242" }, intake: { bank_external_id: "ofx:1" } },
  };
  const now = (change: Partial<Transaction>) => ({ ...written, custom_metadata: { ...written.custom_metadata }, ...change }) as Transaction;

  it("a tap in euros the card's dollar row took over: the amount and its currency go back together", () => {
    expect(putBackFields(before, written, now({}))).toEqual({
      update: { ...before, amount: "42.00" },
      theirs: [],
    });
    // Metadata read back with its keys in another order is still what Intake wrote.
    const reordered = now({ custom_metadata: { intake: { bank_external_id: "ofx:1" }, tap: { card: "4242" } } });
    expect(putBackFields(before, written, reordered).update.custom_metadata).toEqual(before.custom_metadata);
  });

  it("the person's currency or amount keeps both; the person's account keeps the account", () => {
    expect(putBackFields(before, written, now({ currency: "gbp" }))).toEqual({
      update: { date: "2026-10-03", external_id: "tap:1", manual_account_id: null, custom_metadata: before.custom_metadata },
      theirs: ["the amount (46.20)"],
    });
    expect(putBackFields(before, written, now({ manual_account_id: 101 })).theirs).toEqual(["the account"]);
  });

  it("everything Intake wrote changed since: nothing to send, every field named", () => {
    const theirs = now({
      date: "2026-10-04",
      amount: "50.0000",
      external_id: "mine",
      manual_account_id: 101,
      custom_metadata: { mine: true },
    });
    expect(putBackFields(before, written, theirs)).toEqual({
      update: {},
      theirs: ["the day (2026-10-04)", "the amount (50.00)", "the account", "the external id (mine)", "the custom metadata"],
    });
  });

  it("a field back as it was before (the person undid it themselves) is neither sent nor named", () => {
    expect(putBackFields(before, written, now({ date: "2026-10-03" })).update).not.toHaveProperty("date");
    expect(putBackFields(before, written, now({ date: "2026-10-03" })).theirs).toEqual([]);
  });
});
