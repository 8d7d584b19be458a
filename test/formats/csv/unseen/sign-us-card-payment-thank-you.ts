import type { UnseenFixture } from "./fixture";

// A US card export: purchases positive, the payment to the card negative and worded "THANK YOU".
const fixture: UnseenFixture = {
  name: "US card export: purchases positive, INTERNET PAYMENT - THANK YOU negative",
  file: [
    "Trans. Date,Post Date,Description,Amount,Category",
    "01/14/2024,01/15/2024,TRADER JOE S #552 SAN FRANCISCO CA,54.31,Supermarkets",
    "01/16/2024,01/17/2024,SHELL OIL 57444,41.02,Gasoline",
    "01/18/2024,01/18/2024,INTERNET PAYMENT - THANK YOU,-612.40,Payments and Credits",
    "01/19/2024,01/20/2024,NETFLIX.COM,15.49,Services",
    "01/22/2024,01/23/2024,AMAZON.COM*RT4K,23.99,Merchandise",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-01-14", amount: "54.31", payee: "TRADER JOE" },
      { date: "2024-01-16", amount: "41.02" },
      { date: "2024-01-18", amount: "-612.40", payee: "PAYMENT" },
      { date: "2024-01-19", amount: "15.49" },
      { date: "2024-01-22", amount: "23.99" },
    ],
  },
};
export default fixture;
