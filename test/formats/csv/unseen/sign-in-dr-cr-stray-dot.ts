import type { UnseenFixture } from "./fixture";

// An Indian bank's statement download: unsigned amounts, and a "Dr / Cr" column written "Dr." and "CR " (a
// stray dot, a trailing space), with the running balance after each row.
const fixture: UnseenFixture = {
  name: "Indian bank statement: a Dr / Cr column written 'Dr.' and 'CR ' beside unsigned amounts",
  file: [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Amount,Dr / Cr,Balance",
    '15-09-2024,15-09-2024,UPI/SWIGGY/4521,424905112233,412.00,Dr.,"48,210.55"',
    '16-09-2024,16-09-2024,NEFT-SALARY-SAMPLE TECH PVT LTD,N250240001,"65,000.00",CR ,"1,13,210.55"',
    '18-09-2024,18-09-2024,ATM WDL/MUMBAI ANDHERI,ATM8801,"2,000.00",Dr.,"1,11,210.55"',
    '20-09-2024,20-09-2024,UPI/ELECTRICITY BOARD/7781,425410778100,"1,845.00",Dr.,"1,09,365.55"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-15", amount: "412.00" },
      { date: "2024-09-16", amount: "-65000.00" },
      { date: "2024-09-18", amount: "2000.00" },
      { date: "2024-09-20", amount: "1845.00" },
    ],
  },
};
export default fixture;
