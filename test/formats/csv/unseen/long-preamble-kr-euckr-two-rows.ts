import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A Korean bank's 거래내역 in EUC-KR: the account holder, the account, the
// period and notices, one to a line, over a header and two rows.
const fixture: UnseenFixture = {
  name: "KR bank 거래내역조회 in EUC-KR: 10 lines of account and notices over two rows",
  file: bytesIn(
    "euc-kr",
    [
      "거래내역조회",
      "예금주 : 김민수",
      "계좌번호 : 123-456789-01-234",
      "조회기간 : 2024.07.01 ~ 2024.07.31",
      "조회일시 : 2024.08.01 10:12:33",
      "",
      "안내사항",
      "1. 본 내역은 참고용입니다.",
      "2. 잔액은 거래 후 잔액입니다.",
      "3. 문의는 고객센터로 하시기 바랍니다.",
      "",
      "거래일시,적요,출금금액,입금금액,거래후잔액,거래점",
      "2024.07.04 13:20,체크카드 이마트,58200,0,941800,본점",
      "2024.07.25 09:00,급여,0,3200000,4141800,인터넷",
    ].join("\n"),
  ),
  expect: {
    items: [
      { date: "2024-07-04", amount: "58200", payee: "이마트" },
      { date: "2024-07-25", amount: "-3200000", payee: "급여" },
    ],
  },
};
export default fixture;
