import type { UnseenFixture } from "./fixture";

// Class: dates "02-May-24" (two-digit year after a month abbreviation), Debit / Credit columns, and a balance
// written with its side ("125,430.00 Cr"). Modelled on Pakistani banks' (HBL) statement export.
export default {
  name: "PK HBL: dd-Mon-yy, Debit / Credit, Balance with Cr suffix",
  file: [
    "Transaction Date,Value Date,Particulars,Cheque No.,Debit,Credit,Balance",
    '02-May-24,02-May-24,POS PURCHASE IMTIAZ SUPER MARKET KHI,,"6,480.00",,"118,950.00 Cr"',
    '05-May-24,05-May-24,IBFT INWARD ACME PVT LTD SALARY,,,"185,000.00","303,950.00 Cr"',
    '09-May-24,09-May-24,K-ELECTRIC BILL PAYMENT,,"12,340.00",,"291,610.00 Cr"',
    '14-May-24,14-May-24,CHEQUE WITHDRAWAL,00481234,"50,000.00",,"241,610.00 Cr"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "6480.00", payee: "IMTIAZ" },
      { date: "2024-05-05", amount: "-185000.00", payee: "SALARY" },
      { date: "2024-05-09", amount: "12340.00", payee: "K-ELECTRIC" },
      { date: "2024-05-14", amount: "50000.00", payee: "CHEQUE" },
    ],
  },
} satisfies UnseenFixture;
