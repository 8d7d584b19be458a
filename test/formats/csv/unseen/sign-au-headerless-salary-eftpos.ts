import type { UnseenFixture } from "./fixture";

// An Australian bank's export without a header (date, amount, description), of a savings account that
// mostly receives: "SALARY", "TRANSFER FROM" are money in, "EFTPOS" and "ATM WITHDRAWAL" money out.
const fixture: UnseenFixture = {
  name: "Australian headerless export: Salary/EFTPOS words, mostly money in",
  file: [
    '15/03/2024,"4,210.55","SALARY ACME PTY LTD"',
    '16/03/2024,"-62.40","EFTPOS COLES 0412 NEWTOWN"',
    '18/03/2024,"500.00","TRANSFER FROM J CITIZEN"',
    '20/03/2024,"12.18","CREDIT INTEREST"',
    '22/03/2024,"-200.00","ATM WITHDRAWAL NEWTOWN"',
    '28/03/2024,"4,210.55","SALARY ACME PTY LTD"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-15", amount: "-4210.55" },
      { date: "2024-03-16", amount: "62.40" },
      { date: "2024-03-18", amount: "-500.00" },
      { date: "2024-03-20", amount: "-12.18" },
      { date: "2024-03-22", amount: "200.00" },
      { date: "2024-03-28", amount: "-4210.55" },
    ],
  },
};
export default fixture;
