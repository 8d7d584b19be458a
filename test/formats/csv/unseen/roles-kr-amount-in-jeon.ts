import type { UnseenFixture } from "./fixture";

// Class: amounts in the currency's hundredths, named in the header in the bank's script: "(전)", the jeon of a won
// account kept in US dollars' cents by a Korean bank's foreign-currency export.
export default {
  name: "KR bank: 거래금액 (전) and 잔액 (전), whole numbers in hundredths",
  file: ["거래일자,적요,거래금액 (전),잔액 (전)", "2026.08.07,입금 이서연,24153,65284", "2026.08.08,카드대금,-851,64433"].join("\n"),
  expect: {
    items: [
      { date: "2026-08-07", amount: "-241.53" },
      { date: "2026-08-08", amount: "8.51" },
    ],
  },
} satisfies UnseenFixture;
