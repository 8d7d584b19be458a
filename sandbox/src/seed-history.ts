// A budget with a history of shops (world `history`, budget 2004 "Budget with a history" of the seeded user, and any
// world reset with `history: true`): three months before the current one of a person who renames the bank's
// descriptors and files them, a shop the seeded rule names and files as it arrives (Starbucks), a shop whose
// category the person keeps changing, and two products of one platform. An upload of this month's file into
// checking (docs/examples/learning.csv) lands under the person's payees and categories, with why, in the preview.
import type { Db } from "./db";
import { SEED_IDS } from "./seed";
import { insertRows } from "./transactions/insert";

export const HISTORY_WORLD = "history";

const { categories: c, manualAccounts } = SEED_IDS;

/** A shop: the bank's descriptors (one a visit, in turn), what the person made of it, and the days of the month it came. */
const SHOPS: { descriptors: string[]; payee?: string; categories: (number | null)[]; days: number[]; rule?: true }[] = [
  {
    descriptors: ["WHOLEFDS MKT #10234 AUSTIN TX", "WHOLEFDS MKT #10456 ROUND ROCK TX"],
    payee: "Whole Foods",
    categories: [c.groceries],
    days: [4, 18],
  },
  { descriptors: ["SHELL OIL 57442 AUSTIN TX", "SHELL OIL 57119 CEDAR PARK TX"], payee: "Shell", categories: [c.transport], days: [9] },
  { descriptors: ["UBER *TRIP 8XK2Q", "UBER *TRIP 3MZ7P"], payee: "Uber", categories: [c.transport], days: [12] },
  { descriptors: ["UBER *EATS 5TQ2W", "UBER *EATS 9RL4D"], payee: "Uber Eats", categories: [c.restaurants], days: [15] },
  { descriptors: ["SQ *BLUE BOTTLE", "SQ *BLUE BOTTLE 2"], payee: "Blue Bottle", categories: [c.coffee], days: [6, 20] },
  { descriptors: ["STARBUCKS STORE 00123 AUSTIN TX"], categories: [null], days: [7], rule: true },
  { descriptors: ["TST* JOES DINER 0123", "TST* JOES DINER 0456"], payee: "Joe's Diner", categories: [c.restaurants, c.food], days: [22] },
];

/** Seeds the history, dated the three months before `now`'s; each transaction the person changed the day after. */
export function seedHistory(db: Db, now = new Date()): void {
  let visit = 0;
  for (let back = 3; back >= 1; back--) {
    for (const shop of SHOPS) {
      for (const dayOfMonth of shop.days) {
        const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, dayOfMonth)).toISOString().slice(0, 10);
        const descriptor = shop.descriptors[visit % shop.descriptors.length] ?? "";
        const category = shop.categories[visit % shop.categories.length] ?? null;
        visit++;
        const [row] = insertRows(
          db,
          [
            {
              date: day,
              amount: (-(8 + ((visit * 7.31) % 90))).toFixed(2),
              payee: descriptor,
              manual_account_id: manualAccounts.checking,
              external_id: `history-${visit}`,
            },
          ],
          shop.rule === true,
        );
        if (!row) continue;
        const created = `${day}T10:00:00.000Z`;
        const edited = new Date(Date.parse(created) + 86_400_000).toISOString();
        if (shop.rule) db.run("UPDATE transactions SET created_at = ?, updated_at = ? WHERE id = ?", created, created, row.id);
        else
          db.run(
            "UPDATE transactions SET payee = ?, category_id = ?, created_at = ?, updated_at = ? WHERE id = ?",
            shop.payee ?? descriptor,
            category,
            created,
            edited,
            row.id,
          );
      }
    }
  }
}
