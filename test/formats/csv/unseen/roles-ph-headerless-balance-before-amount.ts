import type { UnseenFixture } from "./fixture";

// Class: headerless export, dates written YYYY MM DD, a long account number, the running balance BEFORE the
// signed amount: only the balance moving by the amount from row to row says which column is which.
export default {
  name: "PH bank without header: YYYY MM DD, 12-digit account, name, balance before the signed amount",
  file: [
    "2024 04 01,001234567890,7-ELEVEN AYALA AVE,12045.50,-45.00",
    "2024 04 02,001234567890,MERALCO BILLS PAYMENT,9563.25,-2482.25",
    "2024 04 05,001234567890,PAYROLL ACME PHILS INC,37563.25,28000.00",
    "2024 04 06,001234567890,SM SUPERMARKET MAKATI,35892.15,-1671.10",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-01", amount: "45.00", payee: "7-ELEVEN" },
      { date: "2024-04-02", amount: "2482.25", payee: "MERALCO" },
      { date: "2024-04-05", amount: "-28000.00", payee: "PAYROLL" },
      { date: "2024-04-06", amount: "1671.10", payee: "SM SUPERMARKET" },
    ],
  },
} satisfies UnseenFixture;
