import type { UnseenFixture } from "./fixture";

// Class: a short table amid prose: an address block above it and a page of notices and a legend under it, most of
// the file's lines, so that the rows of the table are fewer than a third of them. Modelled on a Kenyan bank's
// account statement export.
export default {
  name: "KE bank: four rows between an address block and a page of notices and a legend",
  file: [
    "Account Name : JANE WANJIKU MWANGI",
    "P.O. BOX 40123-00100",
    "NAIROBI",
    "KENYA",
    "Branch : MOI AVENUE",
    "Account Number : 0123456789012",
    "Currency : KES",
    "",
    "Statement Period : 01-03-2026 to 31-03-2026",
    "",
    "Txn Date,Value Date,Description,Cheque No,Debit,Credit,Balance",
    '03-03-2026,03-03-2026,MPESA TRANSFER TO 0722000111,,"1,500.00",,"48,500.00"',
    '14-03-2026,14-03-2026,SALARY ACME KENYA LTD,,,"95,000.00","143,500.00"',
    '18-03-2026,18-03-2026,NAIVAS SUPERMARKET WESTLANDS,,"6,240.50",,"137,259.50"',
    '27-03-2026,27-03-2026,KPLC PREPAID TOKENS,,"2,000.00",,"135,259.50"',
    "",
    '"Please examine this statement and report any discrepancy within 30 days of receipt."',
    '"Deposits are protected by the Kenya Deposit Insurance Corporation up to the prescribed limit."',
    '"The bank will never ask for your PIN, password or one time code by phone, SMS or e-mail."',
    '"Report suspected fraud to our contact centre immediately."',
    "",
    "Legend :",
    "MPESA , Mobile money transfer",
    "POS , Card payment at a merchant",
    "ATM , Cash withdrawal",
    "EFT , Electronic funds transfer",
    "RTGS , Real time gross settlement",
    "CHQ , Cheque",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "1500.00", payee: "MPESA" },
      { date: "2026-03-14", amount: "-95000.00", payee: "SALARY" },
      { date: "2026-03-18", amount: "6240.50", payee: "NAIVAS" },
      { date: "2026-03-27", amount: "2000.00", payee: "KPLC" },
    ],
  },
} satisfies UnseenFixture;
