import type { UnseenFixture } from "./fixture";

// Class: a statement of one transaction under key/value lines of the account (more lines of two cells than rows of
// the table), every value quoted and a trailing comma on the row. Modelled on a Malaysian bank's history export.
export default {
  name: "MY bank: one row under six key/value lines, quoted values, trailing comma",
  file: [
    "Account Transaction History As At 27/02/2026",
    "Account No,5140-2233-9981",
    "Account Holder,SAMPLE TRADING SDN BHD",
    "Product,Current Account-i",
    "Currency,MYR",
    "Period,01/02/2026 - 27/02/2026",
    "Posting Date,Description,Debit (MYR),Credit (MYR),Balance (MYR),Channel",
    '"09/02/2026","DUITNOW TRANSFER","1,250.00","","18,402.75","MOBILE",',
  ].join("\n"),
  expect: { items: [{ date: "2026-02-09", amount: "1250.00", payee: "DUITNOW" }] },
} satisfies UnseenFixture;
