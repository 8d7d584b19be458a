import type { UnseenFixture } from "./fixture";

// Class: the era written as its letter ("R8.6.3"), as a Japanese card's statement export prints it.
export default {
  name: "JP card: ご利用日 written R8.6.3",
  file: ["ご利用日,ご利用店名,ご利用金額", "R8.6.3,コンビニ,640", "R8.6.14,書店,2310"].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2026-06-03", amount: "640" },
      { date: "2026-06-14", amount: "2310" },
    ],
  },
} satisfies UnseenFixture;
