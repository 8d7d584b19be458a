import type { UnseenFixture } from "./fixture";

// Class: a wallet's activity list where a card-style authorisation is its own row beside the payment that settles
// it: "General Authorization" (pending, then kept as a memo that moves no balance) and the completed payment,
// which points back at it by "Reference Txn ID". One purchase, one transaction: the completed payment. Modelled on
// PayPal's "Activity download" CSV, oldest first.
export default {
  name: "PayPal: General Authorization rows beside the completed payment",
  file: [
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Item Title","Reference Txn ID","Balance","Balance Impact"',
    '"01/07/2024","09:00:00","CEST","Spotify AB","PreApproved Payment Bill User Payment","Completed","EUR","-10.99","0.00","-10.99","me@example.com","billing@spotify.com","1AA11111AA111111A","Premium","","89.01","Debit"',
    '"03/07/2024","10:00:00","CEST","Uber BV","General Authorization","Completed","EUR","-25.00","0.00","-25.00","me@example.com","paypal@uber.com","2BB22222BB222222B","","","89.01","Memo"',
    '"03/07/2024","22:41:10","CEST","Uber BV","Express Checkout Payment","Completed","EUR","-23.40","0.00","-23.40","me@example.com","paypal@uber.com","3CC33333CC333333C","Trip","2BB22222BB222222B","65.61","Debit"',
    '"05/07/2024","18:20:00","CEST","Bolt Operations","General Authorization","Pending","EUR","-14.00","0.00","-14.00","me@example.com","paypal@bolt.eu","4DD44444DD444444D","","","65.61","Memo"',
    '"06/07/2024","08:15:00","CEST","Bolt Operations","Express Checkout Payment","Completed","EUR","-12.80","0.00","-12.80","me@example.com","paypal@bolt.eu","5EE55555EE555555E","Ride","4DD44444DD444444D","52.81","Debit"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-01", amount: "10.99", payee: "Spotify" },
      { date: "2024-07-03", amount: "23.40", payee: "Uber" },
      { date: "2024-07-06", amount: "12.80", payee: "Bolt" },
    ],
  },
} satisfies UnseenFixture;
