import type { UnseenFixture } from "./fixture";

// Class: an app statement with dashed day-first dates ("02-05-2024"), a signed amount, a running balance, and
// exchange columns that are empty on most rows. Modelled on Wise's balance-statement CSV.
export default {
  name: "Wise: TransferWise ID, dd-mm-yyyy, Amount, Running Balance, Exchange From/To, Total fees",
  file: [
    '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees"',
    'CARD-1122334455,02-05-2024,-23.40,EUR,"Card transaction of 23.40 EUR issued by Albert Heijn 1234 AMSTERDAM",,476.60,,,,,,,"Albert Heijn 1234",4321,"JANE DOE",,,0.00',
    'TRANSFER-998877665,13-05-2024,1500.00,EUR,"Received money from ACME B.V. with reference Salary May",Salary May,1976.60,,,,"ACME B.V.",,,,,,,,0.00',
    'TRANSFER-998877990,20-05-2024,-251.12,EUR,"Sent money to John Smith",Rent share,1725.48,EUR,GBP,0.8567,,"John Smith",GB29NWBK60161331926819,,,,,,1.12',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "23.40", payee: "Albert Heijn" },
      { date: "2024-05-13", amount: "-1500.00", payee: "ACME" },
      { date: "2024-05-20", amount: "251.12", payee: "John Smith" },
    ],
  },
} satisfies UnseenFixture;
