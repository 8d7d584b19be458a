// The demo data of a Bridge user (documented in sandbox/README.md): two institutions, four accounts
// (checking, savings, a card owed, a brokerage cash account in EUR), recent transactions and a pending
// one on each of checking and the card. Balances are "refreshed today" (no fixed balance-date), so a
// long-lived `npm start` never shows them stale. Transactions are dated relative to the seeding.
import type { Db } from "../db";
import { addAccount, addConnection, putTransactions, type TransactionFields } from "./accounts";
import { epochSeconds } from "./context";
import { resetUser } from "./users";

/** The Bridge user `npm start` knows without a reset; its setup token "demo" can be claimed any number of times. */
export const DEMO_USER = "demo";
/** The protocol's demo Access URL credentials (`demo:demo`), public by design. */
export const DEMO_CREDENTIALS = { username: "demo", password: "demo" };
/** SHA-256 hex of the demo password, as access passwords are stored (a constant: seeding stays synchronous). */
const DEMO_PASSWORD_HASH = "2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea";

const DAY = 24 * 3600;

export function seedUser(db: Db, user: string, now = new Date()): void {
  const t = epochSeconds(now);
  const ago = (days: number) => t - days * DAY;
  const tx = (id: string, days: number, amount: string, description: string, extra: Partial<TransactionFields> = {}) => ({
    id,
    posted: ago(days),
    transacted_at: ago(days + 1),
    amount,
    description,
    pending: false,
    ...extra,
  });

  addConnection(db, user, { conn_id: "CON-SCU", name: "Sandbox Credit Union", org_id: "ORG-SCU", org_url: "https://credit-union.example" });
  addConnection(db, user, { conn_id: "CON-SBR", name: "Sandbox Brokerage", org_id: "ORG-SBR", org_url: "https://brokerage.example" });
  const account = (id: string, conn_id: string, name: string, currency: string, balance: string, available?: string) =>
    addAccount(db, user, { id, conn_id, name, currency, balance, "available-balance": available });
  account("ACT-CHK", "CON-SCU", "Everyday Checking", "USD", "2345.67", "2300.00");
  account("ACT-SAV", "CON-SCU", "High-Yield Savings", "USD", "10250.00");
  account("ACT-VISA", "CON-SCU", "Rewards Visa", "USD", "-512.34", "4487.66");
  account("ACT-BRK", "CON-SBR", "Brokerage Cash", "EUR", "1520.40");

  putTransactions(db, user, "ACT-CHK", [
    tx("TRN-CHK-1", 9, "3200.00", "PAYROLL ACME CORP", { payee: "Acme Corp", memo: "Salary" }),
    tx("TRN-CHK-2", 7, "-1450.00", "RENT MAPLE STREET APTS", { payee: "Maple Street Apartments" }),
    tx("TRN-CHK-3", 4, "-86.19", "GROCERY MART #221", { payee: "Grocery Mart" }),
    tx("TRN-CHK-4", 2, "-4.75", "STARBUCKS STORE 1234", { payee: "Starbucks" }),
    tx("TRN-CHK-5", 0, "-23.40", "CITY PARKING", { posted: 0, transacted_at: ago(0), pending: true }),
  ]);
  putTransactions(db, user, "ACT-VISA", [
    tx("TRN-VISA-1", 8, "-64.99", "ONLINE BOOKS", { payee: "Online Books" }),
    tx("TRN-VISA-2", 5, "-42.10", "PIZZERIA NAPOLI", { payee: "Pizzeria Napoli", memo: "Dinner" }),
    tx("TRN-VISA-3", 3, "150.00", "PAYMENT THANK YOU"),
    tx("TRN-VISA-4", 0, "-17.25", "CINEMA TICKETS", { posted: 0, transacted_at: ago(0), pending: true }),
  ]);
  putTransactions(db, user, "ACT-SAV", [tx("TRN-SAV-1", 6, "12.81", "INTEREST PAYMENT")]);
}

/**
 * The demo user as `npm start` finds it: created and seeded once, and its demo Access URL present again
 * after a reset of the user (claiming the demo token calls this too). A revoked demo access stays revoked.
 */
export function ensureDemo(db: Db): void {
  if (!db.get("SELECT 1 AS x FROM users WHERE name = ?", DEMO_USER)) {
    resetUser(db, DEMO_USER, {});
    seedUser(db, DEMO_USER);
  }
  db.run(
    `INSERT OR IGNORE INTO access (username, user, password_hash, accounts, created_at, day, day_requests, total_requests)
     VALUES (?, ?, ?, NULL, ?, '', 0, 0)`,
    DEMO_CREDENTIALS.username,
    DEMO_USER,
    DEMO_PASSWORD_HASH,
    epochSeconds(),
  );
}
