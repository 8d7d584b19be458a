import type { UnseenFixture } from "./fixture";

// Class: two columns headed "Dr / Cr": the first says the side of the unsigned amount, the second the side of
// the balance after it (always Cr on an account in credit). Modelled on Kotak Mahindra Bank's (India)
// account-statement CSV.
export default {
  name: "IN Kotak: Amount, Dr / Cr, Balance, Dr / Cr",
  file: [
    "Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr",
    '1,02-05-2024,02-05-2024,UPI/SWIGGY/412345678901/Payment,UPI-412345678901,450.00,DR,"52,550.00",CR',
    '2,05-05-2024,05-05-2024,NEFT ACME SOFTWARE PVT LTD SALARY,NEFT-N126241234,"1,25,000.00",CR,"1,77,550.00",CR',
    '3,07-05-2024,07-05-2024,ACH DR BAJAJ FINANCE EMI,ACH-0987654,"8,450.00",DR,"1,69,100.00",CR',
    '4,10-05-2024,10-05-2024,ATM WDL KOTAK ATM ANDHERI,ATM-1234,"5,000.00",DR,"1,64,100.00",CR',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "450.00", payee: "SWIGGY" },
      { date: "2024-05-05", amount: "-125000.00", payee: "ACME" },
      { date: "2024-05-07", amount: "8450.00", payee: "BAJAJ" },
      { date: "2024-05-10", amount: "5000.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
