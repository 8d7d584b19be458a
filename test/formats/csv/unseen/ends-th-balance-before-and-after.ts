import type { UnseenFixture } from "./fixture";

// Class: the balances a bank writes before and after each row decide the amount. A Thai co-operative's export in Thai
// romanised headers no word list knows: each row's balance before, its amount, its balance after. Both balances have
// decimals, as the amount has; the amount is the column the balance after moves by.
export default {
  name: "TH co-operative: balance before, amount, balance after on each row, headers no word list knows",
  file: [
    "Wan thi,Rai kan,Yot yok ma,Jamnuan,Yot khong lua",
    "05/03/2025,Fak ngoen sakha,10000.00,2500.00,12500.00",
    "12/03/2025,Thon ngoen ATM,12500.00,-1500.00,11000.00",
    "20/03/2025,Kha nam prapa,11000.00,-386.75,10613.25",
    "28/03/2025,Dok bia,10613.25,12.40,10625.65",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-03-05", amount: "-2500.00", payee: "Fak ngoen" },
      { date: "2025-03-12", amount: "1500.00", payee: "ATM" },
      { date: "2025-03-20", amount: "386.75", payee: "prapa" },
      { date: "2025-03-28", amount: "-12.40", payee: "Dok bia" },
    ],
  },
} satisfies UnseenFixture;
