import type { UnseenFixture } from "./fixture";

// Class: a debit/credit pair whose empty side is two dashes ("--"). Modelled on a Malaysian bank's statement.
export default {
  name: "MY bank: Debit / Credit with '--' on the empty side, Balance",
  file: [
    "Date,Transaction Description,Debit,Credit,Balance",
    "03/06/2026,DUITNOW QR MYDIN USJ,45.60,--,2154.40",
    "05/06/2026,SALARY EXAMPLE SDN BHD,--,4800.00,6954.40",
    "12/06/2026,TNB ELECTRICITY JOMPAY,132.75,--,6821.65",
    "19/06/2026,TOUCH N GO RELOAD,50.00,--,6771.65",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-06-03", amount: "45.60", payee: "MYDIN" },
      { date: "2026-06-05", amount: "-4800.00", payee: "SALARY" },
      { date: "2026-06-12", amount: "132.75", payee: "TNB" },
      { date: "2026-06-19", amount: "50.00", payee: "TOUCH" },
    ],
  },
} satisfies UnseenFixture;
