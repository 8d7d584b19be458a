import type { UnseenFixture } from "./fixture";

// A Hong Kong bank's account history: signed Amount (HKD) and a DR/CR column beside it, a sample with more
// deposits than withdrawals.
const fixture: UnseenFixture = {
  name: "Hong Kong bank history: signed amounts beside a DR/CR column",
  file: [
    "Transaction Date,Description,DR/CR,Amount (HKD)",
    '28/06/2024,PAYROLL SAMPLE (HK) LIMITED,CR,"38,500.00"',
    "29/06/2024,FPS TRANSFER CHAN TAI MAN,CR,800.00",
    "30/06/2024,OCTOPUS AAVS,DR,-500.00",
    '02/07/2024,FPS TRANSFER WONG SIU MING,CR,"1,200.00"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-28", amount: "-38500.00" },
      { date: "2024-06-29", amount: "-800.00" },
      { date: "2024-06-30", amount: "500.00" },
      { date: "2024-07-02", amount: "-1200.00" },
    ],
  },
};
export default fixture;
