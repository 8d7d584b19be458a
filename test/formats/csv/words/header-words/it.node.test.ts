// Italian banks' headers (header-words/it.ts): Intesa Sanpaolo, Poste Italiane, Fineco, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD/MM/YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Intesa Sanpaolo",
    columns: [
      ["Data contabile", "date"],
      ["Data valuta", "valueDate"],
      ["Descrizione", "text"],
      ["Importo", "amount"],
      ["Divisa", "currency"],
    ],
  },
  {
    ...style,
    bank: "Poste Italiane",
    columns: [
      ["Data", "date"],
      ["Causale", "text"],
      ["Addebiti", "debit"],
      ["Accrediti", "credit"],
      ["Saldo contabile", "balance"],
    ],
  },
  {
    ...style,
    bank: "Fineco",
    columns: [
      ["Data operazione", "date"],
      ["Beneficiario/Ordinante", "payee"],
      ["Descrizione completa", "notes"],
      ["Entrate", "credit"],
      ["Uscite", "debit"],
    ],
  },
];

describe("a Italian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
