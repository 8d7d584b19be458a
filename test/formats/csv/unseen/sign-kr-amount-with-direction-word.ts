import type { UnseenFixture } from "./fixture";

// Class: the direction written after the number in the amount cell, in the bank's script ("24,153 입금", "851 출금").
export default {
  name: "KR bank: 거래금액 cells carry 입금/출금 after the number",
  file: [
    "거래일자,적요,거래금액,잔액",
    '2026.08.07,입금 이서연,"24,153 입금","65,284"',
    '2026.08.08,카드대금 신한카드,851 출금,"64,433"',
    '2026.08.10,ATM 출금,"5,804 출금","58,629"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-08-07", amount: "-24153" },
      { date: "2026-08-08", amount: "851" },
      { date: "2026-08-10", amount: "5804" },
    ],
  },
} satisfies UnseenFixture;
