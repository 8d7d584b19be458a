// French banks' headers (header-words/fr.ts): BNP Paribas, Crédit Agricole, Boursorama, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD/MM/YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "BNP Paribas",
    columns: [
      ["Date opération", "date"],
      ["Libellé", "text"],
      ["Montant", "amount"],
      ["Devise", "currency"],
    ],
  },
  {
    ...style,
    bank: "Crédit Agricole",
    columns: [
      ["Date", "date"],
      ["Libellé opération", "text"],
      ["Débit", "debit"],
      ["Crédit", "credit"],
    ],
  },
  {
    ...style,
    bank: "Boursorama",
    columns: [
      ["Date comptable", "date"],
      ["Date de valeur", "valueDate"],
      ["Libellé", "text"],
      ["Catégorie", "category"],
      ["Montant", "amount"],
      ["Solde", "balance"],
    ],
  },
];

describe("a French bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
