import type { UnseenFixture } from "./fixture";

// Class: headerless export, dates written YYYY MM DD, a 16-digit account number, names, signed amounts
// beside the running balance; amounts under a dollar are written without the leading zero ("-.46", ".12").
export default {
  name: "US credit union without header: YYYY MM DD, account number, amounts written -.46, running balance",
  file: [
    '"2024 05 01","0004417123456789","DIVIDEND EARNED",".12","1523.19"',
    '"2024 05 01","0004417123456789","ROUND UP TRANSFER","-.46","1522.73"',
    '"2024 05 02","0004417123456789","MONTHLY SERVICE FEE","-.75","1521.98"',
    '"2024 05 03","0004417123456789","ROUND UP TRANSFER","-.88","1521.10"',
    '"2024 05 06","0004417123456789","PAYROLL ACME INC","1840.00","3361.10"',
    '"2024 05 07","0004417123456789","ROUND UP TRANSFER","-.27","3360.83"',
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "-0.12", payee: "DIVIDEND" },
      { date: "2024-05-01", amount: "0.46", payee: "ROUND UP" },
      { date: "2024-05-02", amount: "0.75", payee: "SERVICE FEE" },
      { date: "2024-05-03", amount: "0.88", payee: "ROUND UP" },
      { date: "2024-05-06", amount: "-1840.00", payee: "PAYROLL" },
      { date: "2024-05-07", amount: "0.27", payee: "ROUND UP" },
    ],
  },
} satisfies UnseenFixture;
