import type { UnseenFixture } from "./fixture";

// A New Zealand export without a header: DR/CR after the amount, a reference column of long digits.
const fixture: UnseenFixture = {
  name: "New Zealand export without header: DR/CR indicator, long reference numbers",
  file: [
    "2024/03/14,COUNTDOWN PONSONBY,000123456789,56.20,DR",
    "2024/03/15,IRD TAX REFUND,000123456790,310.00,CR",
    "2024/03/18,Z ENERGY,000123456791,95.00,DR",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "56.20", payee: "COUNTDOWN" },
      { date: "2024-03-15", amount: "-310.00", payee: "IRD" },
      { date: "2024-03-18", amount: "95.00", payee: "Z ENERGY" },
    ],
  },
};
export default fixture;
