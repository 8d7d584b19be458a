import type { UnseenFixture } from "./fixture";

// Class: Hindi (Devanagari) headers, debit and credit columns ("नामे" / "जमा"), the balance ("शेष"). Written from
// the Hindi headers of State Bank of India's bilingual account statement.
export default {
  name: "IN SBI (Hindi): नामे / जमा, विवरण, शेष",
  file: [
    "दिनांक,विवरण,संदर्भ संख्या,नामे,जमा,शेष",
    "02/05/2024,UPI/BIGBASKET,412345678901,850.00,,24150.00",
    "05/05/2024,NEFT/SALARY/INFOSYS,NEFT00012345,,65000.00,89150.00",
    "14/05/2024,UPI/SWIGGY,412398765432,432.50,,88717.50",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "850.00", payee: "BIGBASKET" },
      { date: "2024-05-05", amount: "-65000.00", payee: "SALARY" },
      { date: "2024-05-14", amount: "432.50", payee: "SWIGGY" },
    ],
  },
} satisfies UnseenFixture;
