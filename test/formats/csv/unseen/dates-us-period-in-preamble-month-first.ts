import type { UnseenFixture } from "./fixture";

// Class: the period above the table reads only month-first, and it wins over the locale's hints (headers in Spanish, a
// decimal comma would say day-first). A US credit union's Spanish-language export.
export default {
  name: "US credit union (Spanish): period 02/01/2026 al 02/27/2026 proves month-first over Spanish headers",
  file: [
    "Estado de cuenta",
    "Periodo,02/01/2026 al 02/27/2026",
    "Fecha,Descripción,Importe",
    "02/03/2026,WALMART SUPERCENTER,-54.10",
    "02/06/2026,NOMINA EMPRESA,1250.00",
    "02/11/2026,SHELL OIL,-38.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-03", amount: "54.10" },
      { date: "2026-02-06", amount: "-1250.00" },
      { date: "2026-02-11", amount: "38.00" },
    ],
  },
} satisfies UnseenFixture;
