// Hungarian banks' headers (header-words/hu.ts): OTP, Erste, K&H, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "YYYY.MM.DD" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "OTP",
    columns: [
      ["Könyvelés dátuma", "date"],
      ["Értéknap", "valueDate"],
      ["Összeg", "amount"],
      ["Devizanem", "currency"],
      ["Ellenoldali név", "payee"],
      ["Közlemény", "notes"],
    ],
  },
  {
    ...style,
    bank: "Erste",
    columns: [
      ["Tranzakció dátuma", "date"],
      ["Partner neve", "payee"],
      ["Közlemény", "notes"],
      ["Terhelés", "debit"],
      ["Jóváírás", "credit"],
      ["Egyenleg", "balance"],
    ],
  },
  {
    ...style,
    bank: "K&H",
    columns: [
      ["Dátum", "date"],
      ["Kedvezményezett neve", "payee"],
      ["Leírás", "notes"],
      ["Összeg", "amount"],
    ],
  },
];

describe("a Hungarian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
