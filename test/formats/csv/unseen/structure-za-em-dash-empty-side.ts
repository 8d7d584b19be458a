import type { UnseenFixture } from "./fixture";

// Class: a money out / money in pair whose empty side is an em dash ("—"), as a statement laid out for reading
// writes it; no header word names the pair ("Out", "In" abbreviated to arrows), so the values and the balance do.
// Modelled on a South African bank's statement export.
export default {
  name: "ZA bank: ↓ / ↑ columns, '—' on the empty side, Balance",
  file: [
    "Date,Description,↓,↑,Balance",
    "2026/05/04,CHECKERS HYPER SANDTON,412.99,—,8587.01",
    "2026/05/06,SALARY EXAMPLE PTY LTD,—,24500.00,33087.01",
    "2026/05/09,ESKOM PREPAID,650.00,—,32437.01",
    "2026/05/15,VODACOM AIRTIME,99.00,—,32338.01",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-04", amount: "412.99", payee: "CHECKERS" },
      { date: "2026-05-06", amount: "-24500.00", payee: "SALARY" },
      { date: "2026-05-09", amount: "650.00", payee: "ESKOM" },
      { date: "2026-05-15", amount: "99.00", payee: "VODACOM" },
    ],
  },
} satisfies UnseenFixture;
