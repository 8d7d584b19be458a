import type { UnseenFixture } from "./fixture";

// Class: a running balance where one row's balance cell is empty (a same-day booking the bank prints without
// it), amounts in Debit / Credit with the currency written in the header ("Debit (AED)"), day-first dates.
// Modelled on a UAE bank's (Emirates NBD) account-statement export.
export default {
  name: "AE Emirates NBD: Debit (AED) / Credit (AED), Balance with a missing cell",
  file: [
    "Transaction Date,Value Date,Narration,Debit (AED),Credit (AED),Balance (AED)",
    '03/11/2026,03/11/2026,POS-PURCHASE CARREFOUR MALL OF THE EMIRATES,312.45,,"18,687.55"',
    "03/11/2026,03/11/2026,DEWA BILL PAYMENT,640.00,,",
    '06/11/2026,06/11/2026,SALARY CREDIT ACME FZ LLC,,"22,500.00","40,547.55"',
    '13/11/2026,13/11/2026,"ATM WDL DUBAI MALL, DUBAI","1,000.00",,"39,547.55"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-03", amount: "312.45", payee: "CARREFOUR" },
      { date: "2026-11-03", amount: "640.00", payee: "DEWA" },
      { date: "2026-11-06", amount: "-22500.00", payee: "SALARY" },
      { date: "2026-11-13", amount: "1000.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
