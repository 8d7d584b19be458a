import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A Japanese regional bank's 入出金明細 in Shift_JIS: the branch, the
// account, the period and notes, one to a line, over a header and two rows.
const fixture: UnseenFixture = {
  name: "JP regional bank 入出金明細 in Shift_JIS: 11 lines of account and notes over two rows",
  file: bytesIn(
    "shift_jis",
    [
      "入出金明細照会",
      "支店名：本店営業部",
      "科目：普通預金",
      "口座番号：1234567",
      "口座名義：ヤマモト　ハナコ",
      "照会期間：2024年05月01日～2024年05月31日",
      "",
      "ご注意",
      "・本明細は照会時点の内容です。",
      "・金額の単位は円です。",
      "・お取引内容は略称で表示しています。",
      "",
      "取引日,お取引内容,お引出金額,お預入金額,差引残高",
      "2024/05/07,カード　セブン銀行,20000,,180000",
      "2024/05/25,給与　カブシキガイシヤ　ミドリ,,245000,425000",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-05-07", amount: "20000", payee: "セブン銀行" },
      { date: "2024-05-25", amount: "-245000", payee: "給与" },
    ],
  },
};
export default fixture;
