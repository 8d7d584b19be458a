import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A wallet's 零钱明细 in GBK: nineteen lines of account details, totals and
// numbered notices (no comma in any), then a header and two payments. Two rows of a table are fewer than a third of
// the lines, yet a header over dated rows with amounts is a table whatever the lines above it.
const fixture: UnseenFixture = {
  name: "CN wallet 零钱明细 in GBK: 19 lines of details and notices over a header and two rows",
  file: bytesIn(
    "gbk",
    [
      "零钱明细导出",
      "====================",
      "用户昵称：[王小明]",
      "起始时间：[2024-04-01 00:00:00]",
      "终止时间：[2024-04-30 23:59:59]",
      "导出时间：[2024-05-02 09:15:40]",
      "",
      "共2笔记录",
      "收入：1笔 200.00元",
      "支出：1笔 36.80元",
      "",
      "注意事项：",
      "1. 本明细仅展示零钱的收支记录；",
      "2. 如对明细有疑问请联系客服；",
      "3. 明细中的金额单位为人民币元；",
      "4. 本文件仅供个人对账使用。",
      "",
      "====================明细列表====================",
      "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态",
      "2024-04-03 12:31:08,商户消费,兰州拉面馆,午餐,支出,36.80,零钱,支付成功",
      "2024-04-15 18:02:44,转账,王大明,生活费,收入,200.00,零钱,已收钱",
      "",
    ].join("\n"),
  ),
  expect: {
    items: [
      { date: "2024-04-03", amount: "36.80", payee: "兰州拉面馆" },
      { date: "2024-04-15", amount: "-200.00", payee: "王大明" },
    ],
  },
};
export default fixture;
