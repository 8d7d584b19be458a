import type { UnseenFixture } from "./fixture";

// Class: a fixed-width text: no delimiter, each column padded with spaces, money out and money in in two columns
// (the empty side left blank) and a closing balance grouped in lakhs. The columns are where the transaction lines
// hold text. Modelled on an Indian bank's "text" statement download.
export default {
  name: "IN bank: fixed-width statement, Withdrawal Amt. / Deposit Amt. / Closing Balance",
  file: [
    "                         STATEMENT OF ACCOUNT",
    "Account No : 50100012345678          Period : 01/05/2026 To 31/05/2026",
    "",
    "  Date      Narration                              Value Dt    Withdrawal Amt.   Deposit Amt.    Closing Balance",
    "  02/05/26  UPI-SWIGGY-BLR                         02/05/26             450.00                          24,550.00",
    "  03/05/26  NEFT CR-ACME SOFTWARE PVT LTD SALARY   03/05/26                          85,000.00      1,09,550.00",
    "  07/05/26  ATM WDL MG ROAD BLR                    07/05/26           5,000.00                       1,04,550.00",
    "  15/05/26  ELECTRICITY BILL BESCOM                15/05/26           1,234.50                       1,03,315.50",
    "",
    "                         ** END OF STATEMENT **",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-02", amount: "450.00", payee: "SWIGGY" },
      { date: "2026-05-03", amount: "-85000.00", payee: "SALARY" },
      { date: "2026-05-07", amount: "5000.00", payee: "ATM" },
      { date: "2026-05-15", amount: "1234.50", payee: "BESCOM" },
    ],
  },
} satisfies UnseenFixture;
