import type { UnseenFixture } from "./fixture";

// Class: upper-case Spanish headers with an abbreviation ("DCTO."), year-first dates with slashes, one signed
// VALOR with comma thousands, a document-number column of digits. Modelled on Bancolombia's movements export.
export default {
  name: "CO Bancolombia: FECHA, DESCRIPCIÓN, SUCURSAL, DCTO., VALOR, SALDO",
  file: [
    "FECHA,DESCRIPCIÓN,SUCURSAL,DCTO.,VALOR,SALDO",
    '2024/05/02,COMPRA EN EXITO CALLE 80,,0000123,"-85,000.00","1,915,000.00"',
    '2024/05/03,PAGO DE NOMINA EMPRESA SAS,,0000124,"3,200,000.00","5,115,000.00"',
    '2024/05/06,PAGO PSE EPM SERVICIOS,,0000125,"-245,300.00","4,869,700.00"',
    '2024/05/09,RETIRO CAJERO CENTRO,OFICINA CENTRO,0000126,"-400,000.00","4,469,700.00"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "85000.00", payee: "EXITO" },
      { date: "2024-05-03", amount: "-3200000.00", payee: "NOMINA" },
      { date: "2024-05-06", amount: "245300.00", payee: "EPM" },
      { date: "2024-05-09", amount: "400000.00", payee: "RETIRO" },
    ],
  },
} satisfies UnseenFixture;
