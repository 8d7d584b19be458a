import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// A Japanese internet bank's export in EUC-JP: compact dates, a signed amount in yen, the balance after, and
// the description with full-width spaces and an asterisk (振込＊ヤマダ　タロウ).
const fixture: UnseenFixture = {
  name: "Japanese net bank export in EUC-JP: compact dates, signed yen, full-width description",
  file: bytesIn(
    "euc-jp",
    [
      "取引日,入出金(円),取引後残高(円),入出金内容",
      "20240105,-1200,98800,デビット　セブンイレブン",
      "20240110,50000,148800,振込＊ヤマダ　タロウ",
      "20240125,-8800,140000,口座振替　東京電力",
      "",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-05", amount: "1200", payee: "セブンイレブン" },
      { date: "2024-01-10", amount: "-50000", payee: "ヤマダ" },
      { date: "2024-01-25", amount: "8800", payee: "東京電力" },
    ],
  },
};
export default fixture;
