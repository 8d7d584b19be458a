import type { SignWords } from "./index";

// Korean: the 출금/입금 flags and the 적요 of Korean bank and card exports (국민은행, 신한은행, 우리은행:
// "ATM출금", "체크카드", "급여", "타행입금").
export const korean: SignWords = {
  indicatorOut: ["출금", "지급"],
  indicatorIn: ["입금"],
  out: ["출금", "인출", "결제", "자동이체", "수수료", "체크카드"],
  in: ["입금", "급여", "월급", "상여"],
  reversal: ["환불", "취소"],
  repayment: ["상환", "결제대금"],
  card: ["신용카드", "카드번호", "카드명"],
};
