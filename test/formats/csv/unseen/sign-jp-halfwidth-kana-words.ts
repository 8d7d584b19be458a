import type { UnseenFixture } from "./fixture";

// A Japanese net bank's export: one signed 入出金(円) and 入出金内容 in the half-width katakana older bank CSVs
// write ("ｷﾕｳﾖ" salary and "ｼﾖｳﾖ" bonus are money in, "ATM" and "ﾃﾞﾋﾞｯﾄ" money out); a sample of mostly money in.
const fixture: UnseenFixture = {
  name: "Japanese net bank: half-width kana direction words, mostly money in",
  file: [
    "取引日,入出金(円),入出金内容",
    "20240425,265000,ｷﾕｳﾖ ｶ)ｻﾝﾌﾟﾙ",
    "20240426,-10000,ATM ｾﾌﾞﾝｷﾞﾝｺｳ",
    "20240427,30000,ﾌﾘｺﾐ ﾔﾏﾀﾞ ﾊﾅｺ",
    "20240428,-3480,ﾃﾞﾋﾞｯﾄ AMAZON.CO.JP",
    "20240430,8000,ﾌﾘｺﾐ ｽｽﾞｷ ｲﾁﾛｳ",
    "20240430,120000,ｼﾖｳﾖ ｶ)ｻﾝﾌﾟﾙ",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-25", amount: "-265000" },
      { date: "2024-04-26", amount: "10000" },
      { date: "2024-04-27", amount: "-30000" },
      { date: "2024-04-28", amount: "3480" },
      { date: "2024-04-30", amount: "-8000" },
      { date: "2024-04-30", amount: "-120000" },
    ],
  },
};
export default fixture;
