import type { UnseenFixture } from "./fixture";

// Class: a Hebrew card export with a title line, the amount charged in shekels ("סכום חיוב") beside the
// purchase's original amount and currency ("סכום עסקה מקורי", "מטבע עסקה מקורי"), purchases positive. Modelled on
// Israeli card issuers' (Max) transactions export.
export default {
  name: "IL card: title, סכום חיוב beside סכום עסקה מקורי / מטבע עסקה מקורי",
  accountType: "credit",
  file: [
    "כל המשתמשים (1),,,,,,,,",
    "תאריך עסקה,שם בית העסק,קטגוריה,4 ספרות אחרונות של כרטיס האשראי,סוג עסקה,סכום חיוב,מטבע חיוב,סכום עסקה מקורי,מטבע עסקה מקורי",
    "02-05-2024,שופרסל דיל,מזון וצריכה,1234,רגילה,312.40,₪,312.40,₪",
    '05-05-2024,AIRBNB * HMABC123,תיירות,1234,רגילה,"1,145.80",₪,310.00,$',
    "09-05-2024,חברת החשמל,חשמל וגז,1234,הוראת קבע,486.00,₪,486.00,₪",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "312.40" },
      { date: "2024-05-05", amount: "1145.80", payee: "AIRBNB" },
      { date: "2024-05-09", amount: "486.00" },
    ],
  },
} satisfies UnseenFixture;
