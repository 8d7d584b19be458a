import type { UnseenFixture } from "./fixture";

// Class: Korean headers, withdrawal and deposit columns with the currency after them ("출금액(원)" / "입금액(원)"),
// the counterparty under "보낸분/받는분". Modelled on KB Kookmin Bank's (KB국민은행) transaction-history export.
export default {
  name: "KR KB Kookmin: 출금액(원) / 입금액(원), 보낸분/받는분, 잔액(원)",
  file: [
    "거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원),송금메모,거래점",
    '2024.05.02 12:31:05,체크카드,스타벅스 강남점,"6,500",0,"1,293,500",,',
    '2024.05.10 09:00:12,급여,주식회사한빛,0,"3,200,000","4,493,500",5월 급여,',
    '2024.05.13 18:20:44,인터넷뱅킹,김민수,"150,000",0,"4,343,500",회비,',
    '2024.05.25 07:10:00,자동이체,한국전력공사,"48,210",0,"4,295,290",,',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "6500", payee: "스타벅스" },
      { date: "2024-05-10", amount: "-3200000", payee: "한빛" },
      { date: "2024-05-13", amount: "150000", payee: "김민수" },
      { date: "2024-05-25", amount: "48210", payee: "한국전력" },
    ],
  },
} satisfies UnseenFixture;
