import type { HeaderWords } from "../header-vocabulary";

// Hindi: the Devanagari headers of State Bank of India, Punjab National Bank and Bank of Baroda bilingual statements
// ("दिनांक", "विवरण", "नामे/जमा", "शेष").
export default {
  date: "दिनांक, तारीख, तिथि, लेनदेन तिथि, लेनदेन दिनांक",
  transactionDate: "लेनदेन",
  valueDate: "मूल्य तिथि, मूल्य दिनांक",
  amount: "राशि, रकम",
  debit: "नामे, डेबिट, निकासी",
  credit: "जमा, क्रेडिट",
  payee: "प्राप्तकर्ता, भुगतानकर्ता, लाभार्थी",
  notes: "विवरण, ब्यौरा, टिप्पणी",
  currency: "मुद्रा",
  balance: "शेष, शेष राशि",
  transactionId: "संदर्भ संख्या",
  category: "श्रेणी",
  type: "प्रकार, लेनदेन प्रकार",
  status: "स्थिति",
  not: {
    amount: "शुल्क, शेष",
    payee: "खाता",
  },
} satisfies HeaderWords;
