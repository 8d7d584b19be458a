// What the Outbox asks of the budget outside delivery (src/outbox/rpc/budget.ts): an account's balance, the budget's
// categories, a preview's transfers, each under the gate and answered as a value or a refusal.
import { describe, expect, it } from "vitest";
import { outboxWorld } from "../../support/outbox-world";

describe("an account's balance is the budget's, or a refusal for an account it does not have", () => {
  it("answers the manual account's balance, and unknown_account for another id", async () => {
    const { outbox, connectionId, account } = await outboxWorld();
    expect(await outbox.accountBalance(connectionId, account.id)).toEqual({ ok: true, balance: account.balance });
    expect(await outbox.accountBalance(connectionId, 999_999)).toMatchObject({ ok: false });
  });
});

describe("the budget's categories, with whether each counts in totals", () => {
  it("lists the sandbox's categories by id and name", async () => {
    const { outbox, connectionId } = await outboxWorld();
    const answer = await outbox.categoryList(connectionId);
    expect(answer.ok).toBe(true);
    if (answer.ok) {
      expect(answer.categories.length).toBeGreaterThan(0);
      for (const c of answer.categories)
        expect(c).toEqual({ id: expect.any(Number), name: expect.any(String), exclude_from_totals: expect.any(Boolean) });
    }
  });
});

describe("a connection without a credential is refused, nothing sent", () => {
  it("answers a refusal for a connection the Outbox does not know", async () => {
    const { outbox } = await outboxWorld();
    expect(await outbox.accountBalance("c-nobody", 1)).toMatchObject({ ok: false });
    expect(await outbox.categoryList("c-nobody")).toMatchObject({ ok: false });
  });
});
