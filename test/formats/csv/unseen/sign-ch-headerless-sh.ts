import type { UnseenFixture } from "./fixture";

// A Swiss export without a header: S (Soll, money out) and H (Haben, money in) after unsigned amounts.
const fixture: UnseenFixture = {
  name: "Swiss export without header: S/H indicator after unsigned amounts",
  file: ["03.04.2024;Migros Zürich;87.45;S;CHF", "05.04.2024;Lohn April;6'250.00;H;CHF", "08.04.2024;SBB CFF FFS;24.80;S;CHF", ""].join(
    "\r\n",
  ),
  expect: {
    items: [
      { date: "2024-04-03", amount: "87.45", payee: "Migros" },
      { date: "2024-04-05", amount: "-6250.00", payee: "Lohn" },
      { date: "2024-04-08", amount: "24.80", payee: "SBB" },
    ],
  },
};
export default fixture;
