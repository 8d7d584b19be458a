import type { UnseenFixture } from "./fixture";

// Class: a wallet's activity list in one currency, where a payment comes with rows that name nobody: the bank
// transfer that funded it ("Bank Deposit to PP Account", its "Reference Txn ID" the payment's id). The reference
// names nobody, so it is no payee; amounts, dates and ids read as they always did. Modelled on PayPal's
// "Activity download" CSV of an account that pays from a linked bank, newest first.
export default {
  name: "PayPal: one currency, funding rows that reference the payment, newest first",
  file: [
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Item Title","Reference Txn ID","Balance","Balance Impact"',
    '"24/06/2024","16:03:11","BST","Deliveroo","Express Checkout Payment","Completed","GBP","-23.45","0.00","-23.45","me@example.co.uk","payments@deliveroo.co.uk","3KL45678MN901234P","Order","","0.00","Debit"',
    '"24/06/2024","16:03:11","BST","","Bank Deposit to PP Account ","Completed","GBP","23.45","0.00","23.45","","me@example.co.uk","4MN56789PQ012345R","","3KL45678MN901234P","23.45","Credit"',
    '"19/06/2024","09:30:00","BST","eBay Marketplaces","Payment Refund","Completed","GBP","15.00","0.00","15.00","refunds@ebay.co.uk","me@example.co.uk","5PQ67890RS123456T","Refund","6RS78901TU234567V","0.00","Credit"',
    '"13/06/2024","12:12:12","BST","Transport for London","PreApproved Payment Bill User Payment","Completed","GBP","-8.10","0.00","-8.10","me@example.co.uk","tfl@tfl.gov.uk","7TU89012VW345678X","Oyster top-up","","-15.00","Debit"',
    '"13/06/2024","12:12:12","BST","","Bank Deposit to PP Account ","Completed","GBP","8.10","0.00","8.10","","me@example.co.uk","8VW90123XY456789Z","","7TU89012VW345678X","-6.90","Credit"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-24", amount: "23.45", payee: "Deliveroo" },
      { date: "2024-06-24", amount: "-23.45" },
      { date: "2024-06-19", amount: "-15.00", payee: "eBay" },
      { date: "2024-06-13", amount: "8.10", payee: "Transport for London" },
      { date: "2024-06-13", amount: "-8.10" },
    ],
  },
} satisfies UnseenFixture;
