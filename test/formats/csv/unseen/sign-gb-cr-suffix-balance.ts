import type { UnseenFixture } from "./fixture";

// A British bank statement export: credits written "2,150.00CR", debits unmarked, and a balance that says
// CR when in credit and DR when overdrawn (as the paper statement prints them).
const fixture: UnseenFixture = {
  name: "UK bank statement: credits marked CR on the amount, a balance marked CR/DR",
  file: [
    "Date,Description,Amount,Balance",
    "01/03/2024,CARD PAYMENT TESCO STORES,84.20,15.80CR",
    "04/03/2024,DIRECT DEBIT BRITISH GAS,96.00,80.20DR",
    '08/03/2024,BACS ACME LTD,"2,150.00CR","2,069.80CR"',
    '12/03/2024,CASH MACHINE HIGH ST,40.00,"2,029.80CR"',
    '18/03/2024,FASTER PAYMENT J SMITH,25.00CR,"2,054.80CR"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "84.20" },
      { date: "2024-03-04", amount: "96.00" },
      { date: "2024-03-08", amount: "-2150.00" },
      { date: "2024-03-12", amount: "40.00" },
      { date: "2024-03-18", amount: "-25.00" },
    ],
  },
};
export default fixture;
