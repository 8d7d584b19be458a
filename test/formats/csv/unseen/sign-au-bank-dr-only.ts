import type { UnseenFixture } from "./fixture";

// An Australian bank export that marks only debits ("DR") and leaves deposits blank.
const fixture: UnseenFixture = {
  name: "Australian bank export: DR on debits, an empty indicator on deposits",
  file: [
    "Date,Amount,DR/CR,Narrative",
    "14/07/2023,45.00,DR,EFTPOS WOOLWORTHS 1234 SYDNEY",
    "17/07/2023,1850.00,,SALARY ACME PTY LTD",
    "18/07/2023,12.50,DR,EFTPOS GUZMAN Y GOMEZ",
    "20/07/2023,99.95,DR,BPAY ORIGIN ENERGY",
    "21/07/2023,30.00,,TRANSFER FROM J SMITH",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2023-07-14", amount: "45.00", payee: "WOOLWORTHS" },
      { date: "2023-07-17", amount: "-1850.00", payee: "SALARY" },
      { date: "2023-07-18", amount: "12.50" },
      { date: "2023-07-20", amount: "99.95" },
      { date: "2023-07-21", amount: "-30.00" },
    ],
  },
};
export default fixture;
