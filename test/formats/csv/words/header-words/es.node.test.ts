// Spanish banks' headers (header-words/es.ts): BBVA, CaixaBank, Banorte, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD/MM/YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "BBVA",
    columns: [
      ["F. Operación", "date"],
      ["F. Valor", "valueDate"],
      ["Concepto", "text"],
      ["Importe", "amount"],
      ["Divisa", "currency"],
      ["Disponible", "balance"],
    ],
  },
  {
    ...style,
    bank: "CaixaBank",
    columns: [
      ["Fecha", "date"],
      ["Fecha valor", "valueDate"],
      ["Concepto", "text"],
      ["Más datos", "notes"],
      ["Importe", "amount"],
      ["Saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "Banorte",
    columns: [
      ["Fecha", "date"],
      ["Descripción", "text"],
      ["Retiros", "debit"],
      ["Depósitos", "credit"],
      ["Saldo", "balance"],
    ],
  },
];

describe("a Spanish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
