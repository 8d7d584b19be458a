import type { UnseenFixture } from "./fixture";

// A Nigerian bank's account statement: unsigned amounts beside a "Type" column that writes the letter and
// the word ("D Debit", "C Credit").
const fixture: UnseenFixture = {
  name: "Nigerian bank statement: a Type column of 'D Debit' / 'C Credit' beside unsigned amounts",
  file: [
    "Trans Date,Reference,Narration,Type,Amount,Balance",
    '02-Sep-2024,FT24246XKQ2,POS PURCHASE SHOPRITE LEKKI,D Debit,"18,450.00","231,550.00"',
    '03-Sep-2024,FT24247LMN8,TRANSFER FROM ADEBAYO OLU,C Credit,"50,000.00","281,550.00"',
    '05-Sep-2024,FT24249PQR1,AIRTIME MTN 0803,D Debit,"2,000.00","279,550.00"',
    '06-Sep-2024,FT24250STU4,SMS ALERT CHARGES,D Debit,52.50,"279,497.50"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-02", amount: "18450.00" },
      { date: "2024-09-03", amount: "-50000.00" },
      { date: "2024-09-05", amount: "2000.00" },
      { date: "2024-09-06", amount: "52.50" },
    ],
  },
};
export default fixture;
