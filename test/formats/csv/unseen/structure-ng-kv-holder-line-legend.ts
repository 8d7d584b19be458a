import type { UnseenFixture } from "./fixture";

// Class: a short table amid prose, and an account block of labels and values ("Joint Holder :- -") that is no
// section title: the rows under it are booked, not pending. Modelled on a Nigerian bank's statement download.
export default {
  name: "NG bank: label :- value preamble, Joint Holder :- -, three rows, legend footer",
  file: [
    "Customer Name :- ADEBAYO OLUWASEUN",
    "Joint Holder :- -",
    "Address :- 14 ALLEN AVENUE,",
    "IKEJA,",
    "LAGOS",
    "Currency :- NGN",
    "Account Type :- SAVINGS",
    "",
    "Date,Transaction Ref,Narration,Withdrawals,Lodgements,Balance",
    '02-04-2026,FT2609212,POS PURCHASE SHOPRITE IKEJA,"18,450.00",,"231,550.00"',
    '07-04-2026,FT2609788,TRANSFER FROM OKAFOR CHINEDU,,"50,000.00","281,550.00"',
    '16-04-2026,FT2610301,AIRTIME PURCHASE MTN,"2,000.00",,"279,550.00"',
    "",
    "Legend :",
    "FT , Funds transfer",
    "POS , Point of sale",
    "NIP , Instant payment",
    "SMS , Alert charge",
    "VAT , Value added tax",
    "COT , Commission on turnover",
    "STAMP , Stamp duty",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-02", amount: "18450.00", payee: "SHOPRITE" },
      { date: "2026-04-07", amount: "-50000.00", payee: "OKAFOR" },
      { date: "2026-04-16", amount: "2000.00", payee: "MTN" },
    ],
  },
} satisfies UnseenFixture;
