import type { UnseenFixture } from "./fixture";

// A Lithuanian export without a header: ISO dates, unsigned amounts, a D/C column, the account's IBAN.
const fixture: UnseenFixture = {
  name: "Lithuanian export without header: unsigned amounts and a D/C indicator",
  file: [
    "LT601010012345678901;2024-03-04;MAXIMA LT UAB;Pirkimas kortele;18.34;EUR;D",
    "LT601010012345678901;2024-03-05;UAB DARBDAVYS;Atlyginimas;1450.00;EUR;C",
    "LT601010012345678901;2024-03-06;BOLT FOOD;Pirkimas kortele;14.90;EUR;D",
    "LT601010012345678901;2024-03-08;IGNITIS UAB;Saskaita;62.11;EUR;D",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "18.34", payee: "MAXIMA" },
      { date: "2024-03-05", amount: "-1450.00", payee: "DARBDAVYS" },
      { date: "2024-03-06", amount: "14.90" },
      { date: "2024-03-08", amount: "62.11" },
    ],
  },
};
export default fixture;
