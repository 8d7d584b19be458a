import type { UnseenFixture } from "./fixture";

// Class: traditional Chinese headers, withdrawal and deposit columns ("提出" / "存入"), a transaction date beside
// the booking date ("交易日期" / "帳務日期"). Modelled on Cathay United Bank's (國泰世華) account-detail export.
export default {
  name: "TW Cathay United: 交易日期 / 帳務日期, 提出 / 存入, 餘額, 說明",
  file: [
    "交易日期,帳務日期,說明,提出,存入,餘額,備註",
    "2024/05/02,2024/05/03,全家便利商店,85,,45915,",
    "2024/05/05,2024/05/05,薪資轉入 台積電,,62000,107915,",
    "2024/05/08,2024/05/09,台灣電力公司,1320,,106595,電費",
    "2024/05/18,2024/05/20,誠品書店,640,,105955,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "85", payee: "全家" },
      { date: "2024-05-05", amount: "-62000", payee: "薪資" },
      { date: "2024-05-08", amount: "1320", payee: "台灣電力" },
      { date: "2024-05-18", amount: "640", payee: "誠品" },
    ],
  },
} satisfies UnseenFixture;
