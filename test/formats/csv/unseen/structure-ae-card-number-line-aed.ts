import type { UnseenFixture } from "./fixture";

// Class: one value between the header and the rows (the card's number) hides no header, and amounts in dirhams
// ("Amount (AED)") are day-first evidence for dates that read both ways. Modelled on a UAE bank's card statement.
export default {
  name: "AE card: card number line under the header, Amount (AED), ambiguous dates",
  file: [
    "Transaction Date,Posting Date,Description,Amount (AED)",
    "Card No. XXXX-XXXX-XXXX-4417",
    "03/02/2026,04/02/2026,CARREFOUR CITY CENTRE DEIRA,-214.75",
    "07/02/2026,08/02/2026,DEWA BILL PAYMENT,-389.00",
    "10/02/2026,10/02/2026,PAYMENT - THANK YOU,1500.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-03", amount: "214.75", payee: "CARREFOUR" },
      { date: "2026-02-07", amount: "389.00", payee: "DEWA" },
      { date: "2026-02-10", amount: "-1500.00", payee: "PAYMENT" },
    ],
  },
} satisfies UnseenFixture;
