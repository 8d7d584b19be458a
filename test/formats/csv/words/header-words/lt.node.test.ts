// Lithuanian banks' headers (header-words/lt.ts): SEB, Swedbank, Luminor, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "YYYY-MM-DD" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "SEB",
    columns: [
      ["Data", "date"],
      ["Gavėjas/Mokėtojas", "payee"],
      ["Mokėjimo paskirtis", "notes"],
      ["Suma", "amount"],
      ["Valiuta", "currency"],
    ],
  },
  {
    ...style,
    bank: "Swedbank",
    columns: [
      ["Operacijos data", "date"],
      ["Gavėjas", "payee"],
      ["Paaiškinimai", "notes"],
      ["Debetas", "debit"],
      ["Kreditas", "credit"],
    ],
  },
  {
    ...style,
    bank: "Luminor",
    columns: [
      ["Įrašo data", "date"],
      ["Valiutavimo data", "valueDate"],
      ["Aprašymas", "text"],
      ["Suma", "amount"],
      ["Likutis", "balance"],
    ],
  },
];

describe("a Lithuanian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
