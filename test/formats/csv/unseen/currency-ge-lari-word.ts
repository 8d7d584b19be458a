import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency's word after the digits. A Georgian bank's export in Georgian writes
// "ლარი" (lari) after signed amounts; no word list knows its headers, and the balance moves by the amounts.
export default {
  name: "GE bank in Georgian: amounts with the word ლარი after them, headers no list knows",
  file: [
    "თარიღი,აღწერა,თანხა,ნაშთი",
    "2024-10-02,ნიკორა,-23.40 ლარი,976.60 ლარი",
    "2024-10-10,ხელფასი,1800.00 ლარი,2776.60 ლარი",
    "2024-10-19,ტელასი,-35.00 ლარი,2741.60 ლარი",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-02", amount: "23.40", payee: "ნიკორა" },
      { date: "2024-10-10", amount: "-1800.00", payee: "ხელფასი" },
      { date: "2024-10-19", amount: "35.00", payee: "ტელასი" },
    ],
  },
} satisfies UnseenFixture;
