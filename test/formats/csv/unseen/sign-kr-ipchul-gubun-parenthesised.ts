import type { UnseenFixture } from "./fixture";

// A Korean bank's transaction history: unsigned 거래금액 beside a 입출구분 column that writes the English word
// in brackets ("입금(In)", "출금(Out)").
const fixture: UnseenFixture = {
  name: "Korean bank history: a 입출구분 column of 입금(In) / 출금(Out) beside unsigned amounts",
  file: [
    "거래일자,적요,입출구분,거래금액,거래후잔액,보낸분/받는분",
    '2024.11.01,급여,입금(In),"3,250,000","4,012,300",샘플주식회사',
    '2024.11.02,체크카드,출금(Out),"12,800","3,999,500",편의점',
    '2024.11.04,자동이체,출금(Out),"55,000","3,944,500",통신요금',
    '2024.11.06,타행이체,출금(Out),"300,000","3,644,500",김민준',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-01", amount: "-3250000" },
      { date: "2024-11-02", amount: "12800" },
      { date: "2024-11-04", amount: "55000" },
      { date: "2024-11-06", amount: "300000" },
    ],
  },
};
export default fixture;
