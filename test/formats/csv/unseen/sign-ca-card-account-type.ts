import type { UnseenFixture } from "./fixture";

// A Canadian card export with nothing in the file to tell the sign: two purchases and a return, no words,
// no card column. The target account is a credit card: its purchases (most rows) are money out.
const fixture: UnseenFixture = {
  name: "Canadian card export: no wording, no card header; the target account is a credit card",
  accountType: "credit",
  file: [
    "Date,Merchant,Amount",
    "2024-02-03,METRO 412 TORONTO,87.12",
    "2024-02-05,CINEPLEX 3321,-24.00",
    "2024-02-06,TIM HORTONS 9981,6.45",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-03", amount: "87.12", payee: "METRO" },
      { date: "2024-02-05", amount: "-24.00", payee: "CINEPLEX" },
      { date: "2024-02-06", amount: "6.45", payee: "TIM" },
    ],
  },
};
export default fixture;
