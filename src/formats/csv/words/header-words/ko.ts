import type { HeaderWords } from "../header-vocabulary";

// Korean: KB Kookmin, Shinhan, Woori, Hana and KakaoBank account exports ("출금액/입금액", "찾으신금액/맡기신금액",
// "잔액"), and their card companies' statements ("이용일", "이용금액").
export default {
  date: "날짜, 일자, 거래일, 거래일자, 기장일, 기장일자, 거래일시, 이용일, 이용일자, 이용일시, 승인일, 승인일자, 일시",
  transactionDate: "이용일, 이용일시, 승인일",
  bookingDate: "매입일, 처리일, 기장일, 기장일자",
  valueDate: "결제일, 결제예정일",
  amount: "금액, 거래금액, 이용금액, 승인금액, 결제금액, 원화금액, 현지금액, 청구금액",
  debit: "출금, 출금액, 찾으신금액, 지급, 지급액, 인출",
  credit: "입금, 입금액, 맡기신금액, 환불, 환불액, 환불금액",
  indicator: "입출금구분, 입지구분, 입출구분, 입/출, 입출금 구분, 차대구분",
  payee: "보낸분, 받는분, 보낸분/받는분, 거래처, 가맹점, 가맹점명, 이용처, 의뢰인, 수취인",
  notes: "적요, 내용, 기재내용, 거래내용, 메모, 송금메모, 비고, 상세내용",
  currency: "통화, 통화코드",
  balance: "잔액, 거래후잔액, 잔고",
  transactionId: "승인번호, 거래번호, 참조번호",
  category: "카테고리, 분류, 업종",
  type: "거래구분, 거래종류, 거래유형, 이용구분, 구분",
  status: "상태, 처리상태",
  foreign: "현지, 외화",
  account: "원화, 청구금액, 결제금액",
  not: {
    amount: "수수료, 잔액, 환율",
    // "이월잔액": what a card carries into next month's bill, not the running balance.
    balance: "이월",
    debit: "입출금, 수수료, 잔액",
    credit: "입출금, 수수료, 잔액",
  },
} satisfies HeaderWords;
