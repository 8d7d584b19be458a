// The dry run names the account a file's rows are already in when it is not the one chosen: a card's export
// previewed against the checking account is not "3 to import" with nothing more said.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

const CARD = ["Date,Description,Amount", "10/01/2026,Corner Cafe,-4.50", "10/02/2026,Book Shop,-18.00", "10/03/2026,Cinema,-12.00"].join(
  "\n",
);

type Dry = {
  already_in_budget: { count: number; checked: boolean; requests: number };
  elsewhere_in_budget: { count: number; checked: boolean; accounts: { account_id: number; account_name: string; count: number }[] };
  items: { row: number; already?: string; elsewhere?: { account_id: number; account_name: string } }[];
};

describe("a preview says which other account already holds its rows", () => {
  it("names the card account for a card's file previewed against the checking account, in one listing", async () => {
    const { upload, report } = await connectIntake();
    const sent = await upload(CARD, `?account=${SEED_ACCOUNTS.creditCard}`);
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: string };
    await waitFor(
      () => report(`/imports/${id}`),
      (r) => r.status === "done",
    );
    const dry = (await (await upload(CARD, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`)).json()) as Dry;
    expect(dry.already_in_budget).toEqual({ count: 0, checked: true, requests: 1 });
    const card = { account_id: SEED_ACCOUNTS.creditCard, account_name: "Sandbox Bank Credit Card" };
    expect(dry.elsewhere_in_budget).toEqual({ count: 3, checked: true, accounts: [{ ...card, count: 3 }] });
    expect(dry.items.map((i) => i.elsewhere)).toEqual([card, card, card]);
    // Against the card account itself, the rows are already there, and nothing is said of elsewhere.
    const same = (await (await upload(CARD, `?account=${SEED_ACCOUNTS.creditCard}&dry_run=true`)).json()) as Dry;
    expect(same.already_in_budget.count).toBe(3);
    expect(same.elsewhere_in_budget).toEqual({ count: 0, checked: true, accounts: [] });
  });
});
