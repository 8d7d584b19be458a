import type { UnseenFixture } from "./fixture";

// A US budgeting app's export: amounts as integers of cents, and the header says so.
const fixture: UnseenFixture = {
  name: "US app export: Amount (cents) holds whole numbers of cents",
  file: [
    "Date,Payee,Amount (cents),Note",
    "2024-03-02,Blue Bottle Coffee,-475,",
    "2024-03-03,Paycheck,250000,March",
    "2024-03-04,Safeway,-8312,",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "4.75", payee: "Blue Bottle" },
      { date: "2024-03-03", amount: "-2500.00", payee: "Paycheck" },
      { date: "2024-03-04", amount: "83.12", payee: "Safeway" },
    ],
  },
};
export default fixture;
