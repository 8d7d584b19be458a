import type { UnseenFixture } from "./fixture";

// Class: dates written "05-Nov-2026" (day, English month abbreviation, year, with hyphens), Debit / Credit
// columns, a running balance, and a footer of totals. Modelled on an Egyptian bank's (CIB) statement export.
export default {
  name: "EG CIB: dd-Mon-yyyy, Debit / Credit, Balance, Total footer",
  file: [
    "Booking Date,Value Date,Description,Debit,Credit,Balance",
    '02-Oct-2026,02-Oct-2026,POS PURCHASE CARREFOUR CITY STARS,"1,245.75",,"38,754.25"',
    '05-Oct-2026,05-Oct-2026,SALARY TRANSFER ACME EGYPT,,"42,000.00","80,754.25"',
    '11-Oct-2026,11-Oct-2026,INSTAPAY TRANSFER AHMED MOHAMED,"3,000.00",,"77,754.25"',
    '18-Oct-2026,18-Oct-2026,VODAFONE CASH BILL PAYMENT,450.00,,"77,304.25"',
    'Total,,,"4,695.75","42,000.00",',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-10-02", amount: "1245.75", payee: "CARREFOUR" },
      { date: "2026-10-05", amount: "-42000.00", payee: "SALARY" },
      { date: "2026-10-11", amount: "3000.00", payee: "AHMED" },
      { date: "2026-10-18", amount: "450.00", payee: "VODAFONE" },
    ],
  },
} satisfies UnseenFixture;
