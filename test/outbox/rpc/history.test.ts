// The budget's history for what an import learns (src/outbox/rpc/history.ts): every account's transactions since a day,
// paged under the gate, with what Intake kept of a row it named or filed; a refusal for a connection it does not know.
import { describe, expect, it } from "vitest";
import { outboxWorld } from "../../support/outbox-world";

describe("the history is the budget's transactions of the days asked, with what Intake kept of each", () => {
  it("answers each transaction's payee, original name and category, and reads Intake's learned mark", async () => {
    const { outbox, connectionId, api, account } = await outboxWorld();
    await api.insertTransactions({
      transactions: [
        { date: "2026-09-04", amount: "54.20", payee: "WHOLEFDS MKT #10234", external_id: "hist-1", manual_account_id: account.id },
        {
          date: "2026-09-18",
          amount: "61.05",
          payee: "Whole Foods",
          external_id: "hist-2",
          manual_account_id: account.id,
          custom_metadata: { learned: { descriptor: "WHOLEFDS MKT #10456", payee: "Whole Foods" } },
        },
        { date: "2025-01-02", amount: "9.00", payee: "Before the days asked", external_id: "hist-3", manual_account_id: account.id },
      ],
      apply_rules: false,
      skip_duplicates: false,
    });
    const answer = await outbox.budgetHistory(connectionId, "2026-09-01", "2026-09-30", 3);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer).toMatchObject({ complete: true, requests: 1 });
    const byPayee = new Map(answer.transactions.map((t) => [t.payee, t]));
    expect(byPayee.has("Before the days asked")).toBe(false);
    expect(byPayee.get("WHOLEFDS MKT #10234")).toMatchObject({ date: "2026-09-04", learned: null });
    expect(byPayee.get("Whole Foods")?.learned).toEqual({ descriptor: "WHOLEFDS MKT #10456", payee: "Whole Foods" });
  });
});

describe("a connection the Outbox does not know is refused, nothing read", () => {
  it("answers a refusal", async () => {
    const { outbox } = await outboxWorld();
    expect(await outbox.budgetHistory("c-nobody", "2026-09-01", "2026-09-30", 3)).toMatchObject({ ok: false });
  });
});
