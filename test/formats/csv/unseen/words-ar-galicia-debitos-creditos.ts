import type { UnseenFixture } from "./fixture";

// Class: a wide Argentine export: Débitos and Créditos columns with comma decimals among many text columns
// (Grupo de Conceptos, Leyendas Adicionales), the balance last. Modelled on Banco Galicia's movements export.
export default {
  name: "AR Galicia: Débitos / Créditos among Leyendas Adicionales, Saldo",
  file: [
    "Fecha;Descripción;Origen;Débitos;Créditos;Grupo de Conceptos;Concepto;Número de Terminal;Observaciones Cliente;Número de Comprobante;Leyendas Adicionales1;Leyendas Adicionales2;Leyendas Adicionales3;Leyendas Adicionales4;Tipo de Movimiento;Saldo",
    "02/05/2024;COMPRA DEBITO;;15.420,50;0,00;Compras;COMPRA DEBITO;;;00123456;COTO SUC 45;;;;Débito;184.579,50",
    "03/05/2024;TRANSFERENCIA DE TERCEROS;;0,00;350.000,00;Transferencias;TRANSF. RECIBIDA;;;00123457;ACME SA;20301234567;;;Crédito;534.579,50",
    "06/05/2024;PAGO DE SERVICIOS;;28.905,00;0,00;Pagos;PAGO SERVICIOS;;;00123458;EDESUR;;;;Débito;505.674,50",
    "07/05/2024;IMP. DEB/CRED LEY 25413;;173,43;0,00;Impuestos;IMPUESTO LEY 25413;;;00123459;;;;;Débito;505.501,07",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "15420.50", payee: "COMPRA" },
      { date: "2024-05-03", amount: "-350000.00", payee: "TRANSFERENCIA" },
      { date: "2024-05-06", amount: "28905.00", payee: "PAGO" },
      { date: "2024-05-07", amount: "173.43", payee: "25413" },
    ],
  },
} satisfies UnseenFixture;
