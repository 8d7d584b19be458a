import type { SignWords } from "./index";

// Spanish: the Cargo/Abono and Debe/Haber flags and the conceptos of Spanish and Latin American bank
// exports (Santander, BBVA, CaixaBank: "REINTEGRO CAJERO", "COMPRA TARJETA", "NÓMINA", "BIZUM RECIBIDO").
export const spanish: SignWords = {
  indicatorOut: ["cargo", "débito", "debe"],
  indicatorIn: ["abono", "crédito", "haber"],
  out: [
    "retirada*",
    "reintegro cajero",
    "reintegro efectivo",
    "cajero",
    "disposición efectivo",
    "compra*",
    "compra tarjeta",
    "pago",
    "pago con tarjeta",
    "cargo*",
    "adeudo*",
    "recibo",
    "comisión",
    "transferencia emitida",
    "transferencia enviada",
    "transferencia realizada",
    "bizum enviado",
  ],
  in: [
    "nómina",
    "abono*",
    "ingreso*",
    "transferencia recibida",
    "bizum recibido",
    "depósito",
    "salario",
    "sueldo",
    "pensión",
    "pago recibido",
    "gracias por su pago",
  ],
  reversal: ["devolución", "reembolso", "anulación", "retrocesión"],
  repayment: ["amortización*"],
  card: ["tarjeta", "tarjeta de crédito", "número de tarjeta"],
};
