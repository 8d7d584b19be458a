// German banks' headers (header-words/de.ts): Sparkasse, DKB, comdirect, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Sparkasse",
    columns: [
      ["Buchungstag", "date"],
      ["Valutadatum", "valueDate"],
      ["Beguenstigter/Zahlungspflichtiger", "payee"],
      ["Verwendungszweck", "notes"],
      ["Betrag", "amount"],
      ["Waehrung", "currency"],
    ],
  },
  {
    ...style,
    bank: "DKB",
    columns: [
      ["Buchungsdatum", "date"],
      ["Zahlungsempfänger", "payee"],
      ["Verwendungszweck", "notes"],
      ["Betrag (€)", "amount"],
      ["Kontostand", "balance"],
    ],
  },
  {
    ...style,
    bank: "comdirect",
    columns: [
      ["Buchungstag", "date"],
      ["Wertstellung (Valuta)", "valueDate"],
      ["Buchungstext", "text"],
      ["Soll", "debit"],
      ["Haben", "credit"],
    ],
  },
];

describe("a German bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
