import type { UnseenFixture } from "./fixture";

// Class: a row short of a cell that kept its trailing empty one: its cells after the gap sit one column left, the
// debit under the reference and the balance left of its empty column. The running balance says where the cell
// went missing. Modelled on a Sri Lankan bank's statement CSV with spacer columns.
export default {
  name: "LK bank: spacer columns, one row lost a spacer but kept its trailing comma",
  file: [
    "Date,,Description,,Reference,Debit,,Credit,,Balance,",
    '01/04/2026,,OPENING BALANCE,,,,,,,"120,000.00",',
    '03/04/2026,,CEB ELECTRICITY BILL,,EB-4471,"4,350.00",,,,"115,650.00",',
    '08/04/2026,KEELLS SUPER COLOMBO 07,,POS-22,"7,820.25",,,,"107,829.75",',
    '15/04/2026,,SALARY ACME LANKA PVT,,SAL-04,,,"185,000.00",,"292,829.75",',
    '22/04/2026,,DIALOG AXIATA MOBILE,,DLG-91,"2,499.00",,,,"290,330.75",',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-03", amount: "4350.00", payee: "CEB" },
      { date: "2026-04-08", amount: "7820.25", payee: "KEELLS" },
      { date: "2026-04-15", amount: "-185000.00", payee: "SALARY" },
      { date: "2026-04-22", amount: "2499.00", payee: "DIALOG" },
    ],
  },
} satisfies UnseenFixture;
