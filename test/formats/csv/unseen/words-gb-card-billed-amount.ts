import type { UnseenFixture } from "./fixture";

// Class: an English card statement with the purchase's own amount and currency ("Amount (transaction currency)",
// "Transaction currency") beside the amount billed in the account's currency ("Billed amount"): the billed amount
// is imported, and the purchase's currency is not.
export default {
  name: "GB card: Amount (transaction currency) / Transaction currency beside Billed amount",
  accountType: "credit",
  file: [
    "Transaction date,Posting date,Merchant,Amount (transaction currency),Transaction currency,Billed amount",
    "2024-05-02,2024-05-03,PRET A MANGER LONDON,6.45,GBP,6.45",
    "2024-05-04,2024-05-06,FNAC PARIS,59.99,EUR,51.87",
    "2024-05-10,2024-05-13,AMAZON US,25.00,USD,20.12",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "6.45", payee: "PRET" },
      { date: "2024-05-04", amount: "51.87", payee: "FNAC" },
      { date: "2024-05-10", amount: "20.12", payee: "AMAZON" },
    ],
  },
} satisfies UnseenFixture;
