import type { UnseenFixture } from "./fixture";

// Class: "Fecha valuta" (value date) beside the booking date, one signed "Monto" with dot decimals, and many
// trailing columns (branch, operation number and time, user, UTC). Modelled on BCP's (Peru) movements export.
export default {
  name: "PE BCP: Fecha / Fecha valuta, Descripción operación, signed Monto, Saldo",
  file: [
    "Fecha,Fecha valuta,Descripción operación,Monto,Saldo,Sucursal - agencia,Operación - Número,Operación - Hora,Usuario,UTC,Referencia2",
    '02/05/2024,02/05/2024,PLAZA VEA SAN ISIDRO,-186.40,"4,313.60",193 - OF. SAN ISIDRO,01234567,10:14:22,BATCH,UTC-5,',
    '04/05/2024,03/05/2024,HABER MAYO EMPRESA SAC,"5,200.00","9,513.60",191 - OF. PRINCIPAL,01234568,08:01:05,BATCH,UTC-5,',
    '07/05/2024,07/05/2024,PAGO SERV LUZ DEL SUR,-145.90,"9,367.70",193 - OF. SAN ISIDRO,01234569,19:45:51,WEB,UTC-5,',
    '13/05/2024,13/05/2024,YAPE A JUAN PEREZ,-60.00,"9,307.70",193 - OF. SAN ISIDRO,01234570,21:12:00,APP,UTC-5,',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "186.40", payee: "PLAZA VEA" },
      { date: "2024-05-04", amount: "-5200.00", payee: "HABER" },
      { date: "2024-05-07", amount: "145.90", payee: "LUZ DEL SUR" },
      { date: "2024-05-13", amount: "60.00", payee: "JUAN" },
    ],
  },
} satisfies UnseenFixture;
