// The sandbox's budget with a history (sandbox/src/seed-history.ts): what `npm start`'s person picks to see an import
// learn, and what a test resets a world with (`history: true`).
import { describe, expect, it } from "vitest";
import { newWorld, SANDBOX_ORIGIN } from "./world";

interface Listed {
  transactions: {
    date: string;
    payee: string;
    original_name: string | null;
    category_id: number | null;
    created_at: string;
    updated_at: string;
  }[];
}

describe("a world reset with history holds three months of a person's renamed and filed shops", () => {
  it("the person's payees over the bank's descriptors, changed after they arrived; the rule's shop as the rule left it", async () => {
    const world = await newWorld("history", { history: true });
    const { transactions } = (await (
      await world.api("GET", "/transactions?start_date=2000-01-01&end_date=2100-01-01&limit=500")
    ).json()) as Listed;
    const months = new Set(transactions.map((t) => t.date.slice(0, 7)));
    expect(months.size).toBe(3);
    const wholeFoods = transactions.filter((t) => t.original_name?.startsWith("WHOLEFDS"));
    expect(wholeFoods).toHaveLength(6);
    for (const t of wholeFoods) {
      expect(t).toMatchObject({ payee: "Whole Foods", category_id: 11 });
      expect(t.updated_at > t.created_at).toBe(true);
    }
    const starbucks = transactions.filter((t) => t.original_name?.startsWith("STARBUCKS"));
    expect(starbucks.length).toBe(3);
    for (const t of starbucks) expect(t).toMatchObject({ payee: "Starbucks", category_id: 12, updated_at: t.created_at });
    const rides = transactions.filter((t) => t.original_name?.startsWith("UBER *TRIP")).map((t) => t.payee);
    const meals = transactions.filter((t) => t.original_name?.startsWith("UBER *EATS")).map((t) => t.payee);
    expect([new Set(rides), new Set(meals)]).toEqual([new Set(["Uber"]), new Set(["Uber Eats"])]);
  });

  it("a world reset without it holds no transactions", async () => {
    const world = await newWorld("plain");
    const { transactions } = (await (await world.api("GET", "/transactions?start_date=2000-01-01&end_date=2100-01-01")).json()) as Listed;
    expect(transactions).toHaveLength(0);
  });

  it("the world `history` (budget 2004 of the seeded user) starts with its shops on its first request", async () => {
    const minted = (await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/worlds/history/tokens`, { method: "POST", body: "{}" })).json()) as {
      token: string;
    };
    const res = await fetch(`${SANDBOX_ORIGIN}/v2/transactions?start_date=2000-01-01&end_date=2100-01-01&limit=500`, {
      headers: { Authorization: `Bearer ${minted.token}` },
    });
    const { transactions } = (await res.json()) as Listed;
    expect(transactions.some((t) => t.payee === "Whole Foods" && t.original_name?.startsWith("WHOLEFDS"))).toBe(true);
  });
});
