import type { UnseenFixture } from "./fixture";

// Class: multi-line quoted memos, dates written YYYY:MM:DD, amounts under a dollar written "-.46": a
// round-up savings app, where most amounts are cents.
export default {
  name: "US round-up app: YYYY:MM:DD, memos quoted over several lines, amounts written -.46",
  file: [
    "Date,Description,Memo,Amount",
    '2024:06:03,Round-up,"Blue Bottle Coffee\n$4.54 rounded to $5.00",-.46',
    '2024:06:03,Round-up,"Safeway #1234\n$22.27 rounded to $23.00",-.73',
    '2024:06:04,Round-up,"Uber Trip\n$13.12 rounded to $14.00",-.88',
    '2024:06:05,Withdrawal,"Transfer to checking\nRequested by you",25.00',
    '2024:06:06,Round-up,"Chipotle\n$11.95 rounded to $12.00",-.05',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "0.46", payee: "Blue Bottle" },
      { date: "2024-06-03", amount: "0.73" },
      { date: "2024-06-04", amount: "0.88" },
      { date: "2024-06-05", amount: "-25.00" },
      { date: "2024-06-06", amount: "0.05" },
    ],
  },
} satisfies UnseenFixture;
