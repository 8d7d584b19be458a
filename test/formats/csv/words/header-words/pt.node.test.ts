// Portuguese banks' headers (header-words/pt.ts): Caixa Geral de Depósitos, Millennium bcp, Itaú, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD-MM-YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Caixa Geral de Depósitos",
    columns: [
      ["Data mov.", "date"],
      ["Data valor", "valueDate"],
      ["Descrição", "text"],
      ["Débito", "debit"],
      ["Crédito", "credit"],
      ["Saldo contabilístico", "balance"],
    ],
  },
  {
    ...style,
    bank: "Millennium bcp",
    columns: [
      ["Data lançamento", "date"],
      ["Descritivo", "text"],
      ["Montante", "amount"],
      ["Moeda", "currency"],
    ],
  },
  {
    ...style,
    bank: "Itaú",
    columns: [
      ["Data", "date"],
      ["Histórico", "text"],
      ["Valor", "amount"],
      ["Saldo", "balance"],
    ],
  },
];

describe("a Portuguese bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
