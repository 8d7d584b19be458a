import type { SignWords } from "./index";

// Hebrew: the חובה/זכות (debit/credit) flags, written in their own column or after the amount, and the תיאור of
// Israeli bank exports (Hapoalim, Leumi, Discount: "משיכת מזומן", "עמלת", "משכורת", "הפקדה").
export const hebrew: SignWords = {
  indicatorOut: ["חובה", "ח"],
  indicatorIn: ["זכות", "ז"],
  out: ["משיכה*", "משיכת*", "עמלה*", "עמלת*", "תשלום*"],
  in: ["משכורת*", "הפקדה*", "הפקדת*", "זיכוי*"],
  reversal: ["החזר*", "ביטול*"],
  repayment: [],
  card: ["כרטיס אשראי", "מספר כרטיס"],
};
