import type { UnseenFixture } from "./fixture";

// Class: cells padded with ideographic spaces (U+3000), as Japanese exports align their columns: dates and
// amounts read as if unpadded.
export default {
  name: "JP export padded with ideographic spaces",
  file: [
    "日付,摘要,金額,残高",
    "　2024/05/01　,　セブンイレブン　,　-540　,　99460　",
    "　2024/05/10　,　給与　,　250000　,　349460　",
    "　2024/05/15　,　東京電力　,　-8642　,　340818　",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "540", payee: "セブンイレブン" },
      { date: "2024-05-10", amount: "-250000", payee: "給与" },
      { date: "2024-05-15", amount: "8642", payee: "東京電力" },
    ],
  },
} satisfies UnseenFixture;
