import type { UnseenFixture } from "./fixture";

// Signed amounts with nothing to prove which sign is money out (no balance, no wording, no card): negative
// stays money out, and the profile says it was not proved.
const fixture: UnseenFixture = {
  name: "Dutch export: signed amounts, no balance, no wording, as many in as out",
  file: ["Datum,Naam,Bedrag", "2024-04-02,Albert Heijn,-23.10", "2024-04-03,Werkgever BV,2100.00", "", ""].join("\n"),
  expect: {
    items: [
      { date: "2024-04-02", amount: "23.10", payee: "Albert Heijn" },
      { date: "2024-04-03", amount: "-2100.00", payee: "Werkgever" },
    ],
    warns: /the sign was decided without evidence/,
  },
};
export default fixture;
