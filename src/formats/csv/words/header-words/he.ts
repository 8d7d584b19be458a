import type { HeaderWords } from "../header-vocabulary";

// Hebrew: Bank Hapoalim, Leumi, Discount and Mizrahi-Tefahot account exports ("חובה/זכות", "יתרה"), Isracard and Max card
// exports ("סכום עסקה" in the purchase's currency beside "סכום חיוב" in shekels).
export default {
  date: "תאריך, תאריך עסקה, תאריך פעולה",
  transactionDate: "עסקה, פעולה",
  valueDate: "תאריך ערך, תאריך חיוב",
  amount: "סכום, סכום עסקה, סכום חיוב",
  debit: "חובה",
  credit: "זכות, החזר, זיכוי",
  payee: "שם בית העסק, בית עסק, שם המוטב, מוטב",
  notes: "תיאור, תיאור הפעולה, פרטים, הערות, פירוט",
  currency: "מטבע, מטבע חיוב, מטבע עסקה",
  balance: "יתרה",
  transactionId: "אסמכתא",
  category: "קטגוריה, ענף",
  type: "סוג עסקה, סוג פעולה, סוג",
  status: "סטטוס",
  foreign: "עסקה, מקור",
  account: "חיוב",
  not: {
    amount: "עמלה, שער, יתרה",
    payee: "חשבון",
  },
} satisfies HeaderWords;
