import type { UnseenFixture } from "./fixture";

// Class: Hebrew headers with the prefix joined to the word ("בחובה" / "בזכות": in debit, in credit), a header with a
// quote inside it ("היתרה בש""ח"), dates day-first. Modelled on Bank Leumi's account-movements export.
export default {
  name: 'IL Leumi: בחובה / בזכות, היתרה בש"ח, תאריך ערך',
  file: [
    'תאריך,תאריך ערך,תיאור,אסמכתא,בחובה,בזכות,"היתרה בש""ח"',
    "02/05/2024,02/05/2024,שופרסל דיל,4411,312.40,,8687.60",
    "09/05/2024,09/05/2024,משכורת,1022,,14500.00,23187.60",
    "16/05/2024,16/05/2024,חברת החשמל,7731,420.15,,22767.45",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "312.40", payee: "שופרסל" },
      { date: "2024-05-09", amount: "-14500.00", payee: "משכורת" },
      { date: "2024-05-16", amount: "420.15", payee: "החשמל" },
    ],
  },
} satisfies UnseenFixture;
