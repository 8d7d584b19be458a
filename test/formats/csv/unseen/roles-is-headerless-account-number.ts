import type { UnseenFixture } from "./fixture";

// An Icelandic export without a header: whole-krónur amounts (no decimals), an account number before them,
// and a D/K indicator. The account number is never the amount.
const fixture: UnseenFixture = {
  name: "Icelandic export without header: account number before integer amounts, D/K indicator",
  file: [
    "05.03.2024;0133261234;4500;D;BONUS SMARALIND",
    "06.03.2024;0133261234;12990;D;HAGKAUP KRINGLAN",
    "08.03.2024;0133261234;450000;K;LAUN MARS",
    "11.03.2024;0133261234;2390;D;OLIS ARTUNSHOFDA",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-05", amount: "4500", payee: "BONUS" },
      { date: "2024-03-06", amount: "12990" },
      { date: "2024-03-08", amount: "-450000", payee: "LAUN" },
      { date: "2024-03-11", amount: "2390" },
    ],
  },
};
export default fixture;
