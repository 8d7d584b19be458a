import type { UnseenFixture } from "./fixture";

// An Austrian bank's export without a header: booking date, text, value date, then a money-in and a
// money-out column (card payments in the right-hand one); no balance. The texts say which is which: "POS",
// "BANKOMAT" and "Lastschrift" are money out, "Gehalt" money in.
const fixture: UnseenFixture = {
  name: "Austrian headerless export: two money columns, the right-hand one the debits, told by POS/BANKOMAT",
  file: [
    "02.10.2024\tPOS 18,40 AT K1 01.10. 12:14 BILLA DANKT 1234 WIEN 1010\t01.10.2024\t\t18,40",
    "03.10.2024\tBANKOMAT 12345678 K1 03.10. 09:02\t03.10.2024\t\t100,00",
    "04.10.2024\tGehalt Oktober Muster GmbH\t04.10.2024\t2.640,00\t",
    "07.10.2024\tLastschrift Wiener Stadtwerke\t07.10.2024\t\t58,90",
    "08.10.2024\tPOS 6,20 AT K1 07.10. 17:45 SPAR DANKT 5678 WIEN 1070\t07.10.2024\t\t6,20",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-02", amount: "18.40" },
      { date: "2024-10-03", amount: "100.00" },
      { date: "2024-10-04", amount: "-2640.00" },
      { date: "2024-10-07", amount: "58.90" },
      { date: "2024-10-08", amount: "6.20" },
    ],
  },
};
export default fixture;
