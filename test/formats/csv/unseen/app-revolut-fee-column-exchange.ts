import type { UnseenFixture } from "./fixture";

// Class: an app export whose fee is in its own column beside the amount ("Amount","Fee"); the balance moves by
// amount minus fee, so a row's money out is both. Exchange rows move money to another pocket of the app.
// Modelled on Revolut's account-statement CSV.
export default {
  name: "Revolut: Type, Started/Completed Date, Amount and Fee columns, State, Balance",
  file: [
    "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance",
    "CARD_PAYMENT,Current,2024-05-02 10:11:12,2024-05-03 09:00:01,Tesco,-12.50,0.00,GBP,COMPLETED,987.50",
    "TOPUP,Current,2024-05-04 08:00:00,2024-05-04 08:00:05,Top-Up by *1234,200.00,0.00,GBP,COMPLETED,1187.50",
    "EXCHANGE,Current,2024-05-06 14:30:00,2024-05-06 14:30:00,Exchanged to EUR,-100.00,0.50,GBP,COMPLETED,1087.00",
    "ATM,Current,2024-05-08 18:02:44,2024-05-09 07:12:30,Cash at Barclays,-50.00,1.00,GBP,COMPLETED,1036.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "12.50", payee: "Tesco" },
      { date: "2024-05-04", amount: "-200.00", payee: "Top-Up" },
      { date: "2024-05-06", amount: "100.50", payee: "Exchanged" },
      { date: "2024-05-08", amount: "51.00", payee: "Barclays" },
    ],
  },
} satisfies UnseenFixture;
