import type { UnseenFixture } from "./fixture";

// Class: a mobile-money statement: "Completion Time" holds the date and time, money in under "Paid In", money
// out under "Withdrawn" (written negative), a "Transaction Status" column. Modelled on M-PESA's (Kenya)
// statement export.
export default {
  name: "KE M-PESA: Receipt No., Completion Time, Paid In / Withdrawn, Balance",
  file: [
    "Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance",
    "SE21AB3CDE,2024-05-02 08:14:51,Customer Transfer to - 0712***678 JOHN KAMAU,Completed,,-1500.00,8500.00",
    "SE23FG4HIJ,2024-05-03 12:40:09,Merchant Payment to 123456 - NAIVAS SUPERMARKET,Completed,,-2340.00,6160.00",
    "SE25KL6MNO,2024-05-05 17:02:33,Funds received from - 0722***111 MARY WANJIKU,Completed,4000.00,,10160.00",
    "SE27PQ8RST,2024-05-06 09:21:45,Pay Bill to 888880 - KPLC PREPAID Acc. 37181234567,Completed,,-1000.00,9160.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "1500.00", payee: "JOHN KAMAU" },
      { date: "2024-05-03", amount: "2340.00", payee: "NAIVAS" },
      { date: "2024-05-05", amount: "-4000.00", payee: "MARY" },
      { date: "2024-05-06", amount: "1000.00", payee: "KPLC" },
    ],
  },
} satisfies UnseenFixture;
