import type { UnseenFixture } from "./fixture";

// Class: a headerless export whose payees are short names with a store number ("BP 1234", "IGA 12", "KFC 4410"):
// without a header the text column that reads most like a name is the payee, and these are names, not amounts.
// Modelled on an Australian bank's CSV download.
export default {
  name: "AU bank: headerless date, description, signed amount, balance, short payees with numbers",
  file: [
    "14/03/2026,BP 1234,-45.10,954.90",
    "17/03/2026,IGA 12,-23.80,931.10",
    "19/03/2026,KFC 4410,-14.95,916.15",
    "23/03/2026,AB 12 CD,250.00,1166.15",
    "27/03/2026,JB HI FI 3,-99.00,1067.15",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "45.10", payee: "BP 1234" },
      { date: "2026-03-17", amount: "23.80", payee: "IGA 12" },
      { date: "2026-03-19", amount: "14.95", payee: "KFC 4410" },
      { date: "2026-03-23", amount: "-250.00", payee: "AB 12 CD" },
      { date: "2026-03-27", amount: "99.00", payee: "JB HI FI 3" },
    ],
  },
} satisfies UnseenFixture;
