import type { UnseenFixture } from "./fixture";

// Class: one side of the money per column, named "Outgoing" and "Incoming" beside the word "Amount", the unused side a
// dash and the incoming values quoted. Modelled on a Japanese wallet app's English history.
export default {
  name: "JP wallet: Amount Outgoing / Amount Incoming (Yen), '-' on the unused side, incoming quoted",
  file: [
    "Date & Time,Amount Outgoing (Yen),Amount Incoming (Yen),Transaction Type,Business Name,Transaction ID",
    "2026/03/09 19:02:11,980,-,Payment,Ramen Shop,00311000000000000101",
    '2026/03/09 08:40:00,-,"10000",Charge,Bank Transfer,00311000000000000102',
    "2026/03/08 12:15:47,2450,-,Payment,Drugstore,00311000000000000103",
    '2026/03/07 21:30:09,-,"1500",Received,Sato Hanako,00311000000000000104',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-09", amount: "980", payee: "Ramen" },
      { date: "2026-03-09", amount: "-10000", payee: "Bank" },
      { date: "2026-03-08", amount: "2450", payee: "Drugstore" },
      { date: "2026-03-07", amount: "-1500", payee: "Sato" },
    ],
  },
} satisfies UnseenFixture;
