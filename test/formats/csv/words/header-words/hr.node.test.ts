// Croatian banks' headers (header-words/hr.ts): Zagrebačka banka, PBZ, Erste, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Zagrebačka banka",
    columns: [
      ["Datum knjiženja", "date"],
      ["Datum valute", "valueDate"],
      ["Opis plaćanja", "text"],
      ["Isplata", "debit"],
      ["Uplata", "credit"],
      ["Stanje", "balance"],
    ],
  },
  {
    ...style,
    bank: "PBZ",
    columns: [
      ["Datum izvršenja", "date"],
      ["Primatelj/Platitelj", "payee"],
      ["Svrha plaćanja", "notes"],
      ["Iznos", "amount"],
      ["Valuta", "currency"],
    ],
  },
  {
    ...style,
    bank: "Erste",
    columns: [
      ["Datum transakcije", "date"],
      ["Naziv primatelja", "payee"],
      ["Opis transakcije", "notes"],
      ["Terećenje", "debit"],
      ["Odobrenje", "credit"],
      ["Poziv na broj", "transactionId"],
    ],
  },
];

describe("a Croatian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
