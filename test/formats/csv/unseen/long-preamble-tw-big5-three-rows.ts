import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A Taiwanese bank's 存款交易明細 in Big5: a title, the account, the period
// and ten numbered notes over a header and three rows with their running balance.
const fixture: UnseenFixture = {
  name: "TW bank 存款交易明細 in Big5: 14 lines of account and notes over three rows",
  file: bytesIn(
    "big5",
    [
      "存款交易明細查詢",
      "帳號：0123-456-789012",
      "戶名：陳美玲",
      "查詢期間：2024/02/01 至 2024/02/29",
      "幣別：新臺幣",
      "說明：",
      "一、本資料僅供參考。",
      "二、實際餘額以本行帳載為準。",
      "三、交易時間為本行系統時間。",
      "四、如有疑問請洽各分行。",
      "五、支出金額為轉出或提款。",
      "六、存入金額為轉入或存款。",
      "七、本查詢不含當日未入帳交易。",
      "八、資料產生時間：2024/03/01",
      "交易日期,摘要,支出金額,存入金額,餘額,備註",
      "2024/02/03,跨行提款,3000,,47000,台北車站",
      "2024/02/10,薪資轉入,,52000,99000,公司薪資",
      "2024/02/21,信用卡費,12450,,86550,自動扣繳",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-02-03", amount: "3000" },
      { date: "2024-02-10", amount: "-52000" },
      { date: "2024-02-21", amount: "12450" },
    ],
  },
};
export default fixture;
