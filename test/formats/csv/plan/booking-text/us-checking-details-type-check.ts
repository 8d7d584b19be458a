import type { BookingTextFixture } from "./fixture";

// Class: a US checking account's export: "Details" says DEBIT, CREDIT, CHECK or DSLIP, "Type" a code of the
// payment rail (ACH_DEBIT, DEBIT_CARD, CHECK_PAID), and a check's number has a column of its own.
export default {
  name: "US checking: Details (DEBIT/CREDIT/CHECK) and Type (ACH_DEBIT…) columns, a check number column",
  file: [
    "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,",
    "DEBIT,11/20/2026,COMCAST CABLE COMM PPD ID: 0000192201,-89.99,ACH_DEBIT,2310.44,,",
    "CHECK,11/18/2026,CHECK 1047,-150.00,CHECK_PAID,2400.43,1047,",
    "DEBIT,11/17/2026,TRADER JOE S #552 SAN JOSE CA 11/16,-42.18,DEBIT_CARD,2550.43,,",
    "CREDIT,11/15/2026,ACME CORP PAYROLL PPD ID: 9101000390,1920.55,ACH_CREDIT,2592.61,,",
    "DSLIP,11/12/2026,REMOTE ONLINE DEPOSIT # 1,300.00,CHECK_DEPOSIT,672.06,,",
  ].join("\n"),
  rows: [
    { payee: "COMCAST CABLE COMM PPD ID: 0000192201", type: "DEBIT / ACH_DEBIT" },
    { payee: "CHECK 1047", notes: "Check 1047", type: "CHECK / CHECK_PAID", check: "1047" },
    { payee: "TRADER JOE S #552 SAN JOSE CA 11/16", type: "DEBIT / DEBIT_CARD" },
    { payee: "ACME CORP PAYROLL PPD ID: 9101000390", type: "CREDIT / ACH_CREDIT" },
    { payee: "REMOTE ONLINE DEPOSIT # 1", type: "DSLIP / CHECK_DEPOSIT" },
  ],
  ids: ["h:53e678b222060446:1", "h:d8de7c2cc3cc85e2:1", "h:0a9e36b9f331aa66:1", "h:1a50bfb2180c68c2:1", "h:9f277355a2634179:1"],
} satisfies BookingTextFixture;
