import type { UnseenFixture } from "./fixture";

// Class: Arabic headers (تاريخ العملية، البيان، مدين، دائن، الرصيد) over English descriptions, day-first dates,
// debits and credits in two columns. Modelled on Egyptian banks' (Banque Misr) Arabic statement export.
export default {
  name: "EG bank: Arabic headers, مدين / دائن, الرصيد",
  file: [
    "تاريخ العملية,تاريخ القيمة,البيان,مدين,دائن,الرصيد",
    '03/11/2026,03/11/2026,POS HYPERONE SHEIKH ZAYED,"2,315.40",,"47,684.60"',
    '05/11/2026,05/11/2026,SALARY ACME EGYPT SAE,,"38,500.00","86,184.60"',
    '09/11/2026,09/11/2026,FAWRY WE INTERNET,650.00,,"85,534.60"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-03", amount: "2315.40", payee: "HYPERONE" },
      { date: "2026-11-05", amount: "-38500.00", payee: "SALARY" },
      { date: "2026-11-09", amount: "650.00", payee: "FAWRY" },
    ],
  },
} satisfies UnseenFixture;
