import type { UnseenFixture } from "./fixture";

// A UK building society export: one "Debit/Credit" column of signed amounts, and a running balance.
const fixture: UnseenFixture = {
  name: "UK building society: a Debit/Credit column of signed amounts beside the balance",
  file: [
    "Date,Description,Debit/Credit,Balance",
    "14/02/2024,DIRECT DEBIT COUNCIL TAX,-142.00,1858.00",
    "15/02/2024,CARD PAYMENT TO ASDA,-63.27,1794.73",
    "16/02/2024,BANK CREDIT EMPLOYER LTD,1200.00,2994.73",
    "19/02/2024,CARD PAYMENT TO TESCO,-22.10,2972.63",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-14", amount: "142.00", payee: "COUNCIL" },
      { date: "2024-02-15", amount: "63.27" },
      { date: "2024-02-16", amount: "-1200.00" },
      { date: "2024-02-19", amount: "22.10" },
    ],
  },
};
export default fixture;
