// A Japanese convenience store's e-receipt from its app: ￥ full-width, 合計 then お預り and お釣り.
import type { UnseenMail } from "../fixtures";

export default {
  name: "FamilyMart / JP / konbini e-receipt, お預り and お釣り",
  from: { name: "ファミリーマート", address: "no-reply@famima.com" },
  date: "Tue, 8 Oct 2024 08:12:44 +0900",
  subject: "【ファミペイ】電子レシートのお知らせ",
  text: [
    "ファミリーマート 新宿三丁目店",
    "東京都新宿区新宿3-1-1",
    "",
    "2024年10月08日(火) 08:11",
    "",
    "おにぎり 鮭　　　　　　￥160軽",
    "ファミマカフェ ブレンドM　￥180軽",
    "ファミチキ　　　　　　　￥230軽",
    "",
    "小計　　　　　　　　　　￥570",
    "(8%対象　￥570)",
    "(内消費税等　￥42)",
    "合計　　　　　　　　　　￥570",
    "ファミペイ支払　　　　　￥570",
    "お釣り　　　　　　　　　　￥0",
    "",
    "軽は軽減税率対象商品です。",
  ].join("\n"),
  want: {
    verdict: "purchase",
    merchant: ["ファミリーマート", "ファミリーマート 新宿三丁目店", "famima.com"],
    total: "570.00",
    currency: "jpy",
    date: "2024-10-08",
  },
} satisfies UnseenMail;
