import type { UnseenFixture } from "./fixture";

// A Korean bank app's 거래내역: unsigned 거래금액 beside a 거래유형 column (입금 = money in, 출금 = money out).
const fixture: UnseenFixture = {
  name: "Korean bank app: unsigned amounts and a 거래유형 column of 입금/출금",
  file: [
    "거래일시,적요,거래유형,거래금액,메모",
    "2024-06-25 09:12,주식회사샘플,입금,3200000,급여",
    "2024-06-25 12:40,GS25 역삼점,출금,4500,",
    "2024-06-27 18:03,김민수,입금,50000,",
    "2024-06-28 08:00,한국전력공사,출금,41230,자동이체",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-25", amount: "-3200000" },
      { date: "2024-06-25", amount: "4500" },
      { date: "2024-06-27", amount: "-50000" },
      { date: "2024-06-28", amount: "41230" },
    ],
  },
};
export default fixture;
