import type { UnseenFixture } from "./fixture";

// Class: a card export with the purchase's own amount and currency beside the amount in the account's currency,
// whose header names it ("bedrag in EUR"): the budget receives the euros.
export default {
  name: "BE card (Dutch): bedrag and munt of the purchase, then bedrag in EUR",
  file: [
    "kredietkaart;datum verrichting;datum verrekening;bedrag;munt;koers;bedrag in EUR;handelaar;land",
    "5234XXXXXXXX1234;02/03/2025;04/03/2025;-42,00;USD;0,9512;-39,95;AMAZON MKTPL;US",
    "5234XXXXXXXX1234;05/03/2025;06/03/2025;-18,40;EUR;1;-18,40;DELHAIZE GENT;BE",
    "5234XXXXXXXX1234;09/03/2025;10/03/2025;-120,00;GBP;1,1893;-142,72;BRITISH AIRWAYS;GB",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2025-03-02", amount: "39.95", payee: "AMAZON" },
      { date: "2025-03-05", amount: "18.40", payee: "DELHAIZE" },
      { date: "2025-03-09", amount: "142.72", payee: "BRITISH" },
    ],
  },
} satisfies UnseenFixture;
