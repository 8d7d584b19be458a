import type { UnseenFixture } from "./fixture";

// Class: Arabic headers, debit and credit columns ("مدين" / "دائن") and the balance ("الرصيد"); dates written
// day/month with every day 12 or less, read day-first because the headers are not English. Modelled on Al Rajhi
// Bank's account-statement export.
export default {
  name: "SA Al Rajhi: مدين / دائن, الرصيد, dates day-first",
  file: [
    "التاريخ,الوصف,مدين,دائن,الرصيد",
    "02/05/2024,مشتريات نقاط البيع - بنده,185.50,,9814.50",
    "05/05/2024,راتب شهر مايو,,12000.00,21814.50",
    "09/05/2024,سداد فاتورة - الكهرباء,320.00,,21494.50",
    "11/05/2024,تحويل إلى محمد أحمد,1500.00,,19994.50",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "185.50", payee: "بنده" },
      { date: "2024-05-05", amount: "-12000.00", payee: "راتب" },
      { date: "2024-05-09", amount: "320.00", payee: "الكهرباء" },
      { date: "2024-05-11", amount: "1500.00", payee: "محمد" },
    ],
  },
} satisfies UnseenFixture;
