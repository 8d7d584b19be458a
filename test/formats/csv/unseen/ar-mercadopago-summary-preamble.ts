import type { UnseenFixture } from "./fixture";

// Class: a summary table above the transactions (INITIAL_BALANCE;CREDITS;DEBITS;FINAL_BALANCE and its one row of
// figures), upper-case snake-case English headers over Spanish descriptions, dashed day-first dates and comma
// decimals. Modelled on Mercado Pago's (Argentina) account-statement CSV.
export default {
  name: "AR Mercado Pago: summary table, RELEASE_DATE, TRANSACTION_NET_AMOUNT, PARTIAL_BALANCE",
  file: [
    "INITIAL_BALANCE;CREDITS;DEBITS;FINAL_BALANCE",
    "12.345,67;350.000,00;-48.905,50;313.440,17",
    "",
    "RELEASE_DATE;TRANSACTION_TYPE;REFERENCE_ID;TRANSACTION_NET_AMOUNT;PARTIAL_BALANCE",
    "01-11-2026;Transferencia recibida Juan Perez;91234567801;350.000,00;362.345,67",
    "03-11-2026;Pago Coto Digital;91234567802;-30.420,50;331.925,17",
    "07-11-2026;Pago de servicios Edenor;91234567803;-18.485,00;313.440,17",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-01", amount: "-350000.00", payee: "Juan Perez" },
      { date: "2026-11-03", amount: "30420.50", payee: "Coto" },
      { date: "2026-11-07", amount: "18485.00", payee: "Edenor" },
    ],
  },
} satisfies UnseenFixture;
