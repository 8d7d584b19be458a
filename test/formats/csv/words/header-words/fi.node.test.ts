// Finnish banks' headers (header-words/fi.ts): Nordea, OP, S-Pankki, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Nordea",
    columns: [
      ["Kirjauspäivä", "date"],
      ["Arvopäivä", "valueDate"],
      ["Määrä", "amount"],
      ["Saaja/Maksaja", "payee"],
      ["Viesti", "notes"],
      ["Arkistointitunnus", "transactionId"],
    ],
  },
  {
    ...style,
    bank: "OP",
    columns: [
      ["Tapahtumapäivä", "date"],
      ["Määrä EUROA", "amount"],
      ["Saaja/Maksaja", "payee"],
      ["Selitys", "notes"],
    ],
  },
  {
    ...style,
    bank: "S-Pankki",
    columns: [
      ["Maksupäivä", "date"],
      ["Selite", "text"],
      ["Otto", "debit"],
      ["Pano", "credit"],
      ["Saldo", "balance"],
    ],
  },
];

describe("a Finnish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
