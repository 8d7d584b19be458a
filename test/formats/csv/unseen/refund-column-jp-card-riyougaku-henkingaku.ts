import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// Class: a card's amount column beside a refund column of its own (money back on the rows the amount leaves empty),
// and a cancellation written as a minus in the amount. A Japanese card's statement detail in Shift_JIS.
const fixture: UnseenFixture = {
  name: "JP card 明細 in Shift_JIS: ご利用金額 beside 返金額, a cancellation as a minus",
  file: bytesIn(
    "shift_jis",
    [
      "カード名称,サンプルカード",
      "お支払日,2026年07月27日",
      "",
      "ご利用日,ご利用店名,ご利用金額,返金額,支払区分",
      '2026/06/03,コンビニエンスストア,"1,280",,1回払い',
      '2026/06/09,家電量販店,"24,800",,1回払い',
      '2026/06/12,家電量販店,,"3,000",',
      '2026/06/20,書店,"-1,540",,',
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2026-06-03", amount: "1280" },
      { date: "2026-06-09", amount: "24800" },
      { date: "2026-06-12", amount: "-3000" },
      { date: "2026-06-20", amount: "-1540" },
    ],
  },
};
export default fixture;
