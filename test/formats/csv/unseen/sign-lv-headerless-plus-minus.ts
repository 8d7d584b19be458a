import type { UnseenFixture } from "./fixture";

// A Latvian export without a header: + and - in their own column say the direction of unsigned amounts.
const fixture: UnseenFixture = {
  name: "Latvian export without header: a +/- column beside unsigned amounts",
  file: [
    "12.03.2024;RIMI LATVIA;Pirkums;-;23,15;EUR",
    "13.03.2024;SIA DARBA DEVEJS;Alga;+;1 720,00;EUR",
    "15.03.2024;CIRCLE K LATVIA;Pirkums;-;48,00;EUR",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-12", amount: "23.15", payee: "RIMI" },
      { date: "2024-03-13", amount: "-1720.00", payee: "DARBA" },
      { date: "2024-03-15", amount: "48.00", payee: "CIRCLE" },
    ],
  },
};
export default fixture;
