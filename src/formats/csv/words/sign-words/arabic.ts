import type { SignWords } from "./index";

// Arabic: the مدين/دائن (debit/credit) flags, written in their own column or after the amount, and the البيان of
// Saudi, Emirati, Qatari, Egyptian and Jordanian bank exports (Al Rajhi, Emirates NBD, QNB: "سحب نقدي", "شراء",
// "سداد فاتورة", "رسوم", "راتب", "إيداع", "تحويل وارد").
export const arabic: SignWords = {
  indicatorOut: ["مدين", "سحب"],
  indicatorIn: ["دائن", "إيداع", "ايداع"],
  out: ["سحب*", "شراء*", "سداد*", "رسوم*", "عمولة*", "تحويل صادر*"],
  in: ["راتب*", "إيداع*", "ايداع*", "تحويل وارد*", "حوالة واردة*"],
  reversal: ["استرداد*", "مسترد*", "عكس*"],
  repayment: [],
  card: ["بطاقة ائتمان", "البطاقة الائتمانية", "رقم البطاقة"],
};
