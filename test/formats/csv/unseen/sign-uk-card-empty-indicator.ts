import type { UnseenFixture } from "./fixture";

// A UK credit card export: purchases leave the Cr/Dr column empty, only credits say "CR".
const fixture: UnseenFixture = {
  name: "UK card export: the indicator column is empty for purchases and CR for credits",
  file: [
    "Date,Description,Reference,Amount,Cr/Dr",
    "02/03/2024,TESCO STORES 2231 LONDON,74523,23.45,",
    "03/03/2024,COSTA COFFEE 441,74524,3.10,",
    "04/03/2024,TFL TRAVEL CH,74525,7.60,",
    "05/03/2024,PAYMENT RECEIVED - THANK YOU,74526,250.00,CR",
    "06/03/2024,AMAZON UK MARKETPLACE,74527,18.99,",
    "07/03/2024,SAINSBURYS S/MKT,74528,41.20,",
    "08/03/2024,BOOTS 1102,74529,6.49,",
    "09/03/2024,PRET A MANGER,74530,5.85,",
    "10/03/2024,SHELL FUEL,74531,62.00,",
    "11/03/2024,NETFLIX.COM,74532,10.99,",
    "12/03/2024,WAITROSE 551,74533,27.30,",
    "13/03/2024,ARGOS LTD,74534,15.00,",
    "14/03/2024,DELIVEROO,74535,21.40,",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "23.45", payee: "TESCO" },
      { date: "2024-03-03", amount: "3.10" },
      { date: "2024-03-04", amount: "7.60" },
      { date: "2024-03-05", amount: "-250.00", payee: "PAYMENT RECEIVED" },
      { date: "2024-03-06", amount: "18.99" },
      { date: "2024-03-07", amount: "41.20" },
      { date: "2024-03-08", amount: "6.49" },
      { date: "2024-03-09", amount: "5.85" },
      { date: "2024-03-10", amount: "62.00" },
      { date: "2024-03-11", amount: "10.99" },
      { date: "2024-03-12", amount: "27.30" },
      { date: "2024-03-13", amount: "15.00" },
      { date: "2024-03-14", amount: "21.40" },
    ],
  },
};
export default fixture;
