import type { HeaderWords } from "../header-vocabulary";

// Spanish: BBVA, Santander, CaixaBank, Sabadell, ING España exports, and Mexican (BBVA México, Banorte), Argentine
// and Colombian (Bancolombia) layouts.
export default {
  date: "Fecha, Fecha movimiento, Fecha operación, F. Operación, Fecha de operación, Fecha contable",
  transactionDate: "Operación, Compra",
  bookingDate: "Contable, Contabilización",
  valueDate: "Fecha valor, Fecha de valor, F. Valor",
  amount: "Importe, Importe EUR, Monto, Valor",
  debit: "Cargo, Cargos, Debe, Débito, Retiro, Retiros, Egreso, Egresos",
  credit: "Abono, Abonos, Haber, Crédito, Depósito, Depósitos, Ingreso, Ingresos, Reembolso, Reembolsos, Devolución, Devoluciones",
  indicator: "Debe/Haber, Cargo/Abono, Signo, D/H",
  payee: "Beneficiario/Ordenante, Ordenante, Beneficiario, Destinatario, Nombre, Comercio",
  notes: "Descripción, Más datos, Concepto, Observaciones, Detalle",
  currency: "Moneda, Divisa",
  balance: "Saldo, Saldo disponible, Disponible",
  transactionId: "Número operación, Número de operación, ID operación",
  category: "Categoría, Subcategoría",
  type: "Tipo, Tipo de movimiento, Tipo de operación",
  status: "Estado",
  fee: "Comisión, Comisiones",
  checkNumber: "Número de cheque, Nº de cheque, =Cheque",
  foreign: "Moneda original, Divisa original, Importe original",
  account: "Moneda de la cuenta",
  not: {
    amount: "Comisión, Comisiones, Tipo de cambio, Saldo",
    payee: "Cuenta, Tarjeta",
    credit: "Límite, Disponible",
  },
} satisfies HeaderWords;
