import type { UnseenFixture } from "./fixture";

// Class: one value between the header and the rows (the card's masked number) hides no header; a forex column of
// zeros beside the rupee amounts moves no money (the named column that does is the amount); and an amount header
// in rupees ("Amount(Rs)") is day-first evidence for dates that read both ways. Modelled on an Indian card
// issuer's statement CSV.
export default {
  name: "IN card: masked card number under the header, Forex Amt of zeros, Amount(Rs), Cr/Dr",
  file: [
    '"Card Statement"',
    '"Card Holder:","MS PRIYA NAIR"',
    '"Txn Date","Details","Forex Amt","Amount(Rs)","Cr/Dr"',
    '"4375XXXXXXXX1029"',
    '"02/04/2026","ZOMATO GURGAON IN","0","612.00","Dr"',
    '"03/04/2026","UBER INDIA BANGALORE IN","0","248.50","Dr"',
    '"04/04/2026","PAYMENT RECEIVED THANK YOU","0","5,000.00","Cr"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-02", amount: "612.00", payee: "ZOMATO" },
      { date: "2026-04-03", amount: "248.50", payee: "UBER" },
      { date: "2026-04-04", amount: "-5000.00", payee: "PAYMENT" },
    ],
  },
} satisfies UnseenFixture;
