import type { UnseenFixture } from "./fixture";

// Class: a wallet's activity list in several currencies, where a purchase paid in another currency is three rows:
// the payment in its currency, then a pair of "General Currency Conversion" rows without a name (the foreign
// currency bought, the account's currency spent), each pointing back at the payment by "Reference Txn ID". The
// budget gets one transaction in the account's currency, paid to the payment's name. Modelled on PayPal's
// "Activity download" CSV, oldest first.
export default {
  name: "PayPal: a USD purchase on a EUR account, its conversion pair and a bank top-up",
  file: [
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Shipping Address","Address Status","Item Title","Item ID","Shipping and Handling Amount","Insurance Amount","Sales Tax","Option 1 Name","Option 1 Value","Option 2 Name","Option 2 Value","Reference Txn ID","Invoice Number","Custom Number","Quantity","Receipt ID","Balance","Contact Phone Number","Subject","Note","Balance Impact"',
    '"02/05/2024","10:14:22","CEST","Spotify AB","PreApproved Payment Bill User Payment","Completed","EUR","-9,99","0,00","-9,99","me@example.com","billing@spotify.com","1AB23456CD789012E","","","Premium","","0,00","","0,00","","","","","B-5XY12345AB678901C","","","1","","90,01","","","","Debit"',
    '"05/05/2024","18:40:03","CEST","Humble Bundle, Inc.","Express Checkout Payment","Completed","USD","-12,00","0,00","-12,00","me@example.com","paypal@humblebundle.com","2CD34567EF890123G","","","Bundle","","0,00","","0,00","","","","","","","","1","","-12,00","","","","Debit"',
    '"05/05/2024","18:40:03","CEST","","General Currency Conversion","Completed","USD","12,00","0,00","12,00","me@example.com","","3EF45678GH901234J","","","","","","","","","","","","2CD34567EF890123G","","","","","0,00","","","","Credit"',
    '"05/05/2024","18:40:03","CEST","","General Currency Conversion","Completed","EUR","-11,47","0,00","-11,47","me@example.com","","4GH56789JK012345L","","","","","","","","","","","","2CD34567EF890123G","","","","","78,54","","","","Debit"',
    '"09/05/2024","08:02:51","CEST","Deutsche Bahn AG","Express Checkout Payment","Completed","EUR","-27,90","0,00","-27,90","me@example.com","paypal@bahn.de","5JK67890LM123456N","","","Ticket","","0,00","","0,00","","","","","","","","1","","50,64","","","","Debit"',
    '"12/05/2024","12:00:00","CEST","","Bank Deposit to PP Account ","Completed","EUR","50,00","0,00","50,00","","me@example.com","6LM78901NP234567Q","","","","","","","","","","","","","","","","","100,64","","","","Credit"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "9.99", payee: "Spotify" },
      { date: "2024-05-05", amount: "11.47", payee: "Humble Bundle" },
      { date: "2024-05-09", amount: "27.90", payee: "Deutsche Bahn" },
      { date: "2024-05-12", amount: "-50.00" },
    ],
  },
} satisfies UnseenFixture;
