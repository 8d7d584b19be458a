// Indonesian banks' headers (header-words/id.ts): Mandiri, BCA, BNI, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Mandiri",
    columns: [
      ["Tanggal", "date"],
      ["Keterangan", "text"],
      ["Debet", "debit"],
      ["Kredit", "credit"],
      ["Saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "BCA",
    columns: [
      ["Tanggal transaksi", "date"],
      ["Uraian transaksi", "text"],
      ["Nominal", "amount"],
      ["Saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "BNI",
    columns: [
      ["Tgl", "date"],
      ["Tanggal efektif", "valueDate"],
      ["Nama penerima", "payee"],
      ["Berita", "notes"],
      ["Jumlah", "amount"],
      ["Nomor referensi", "transactionId"],
    ],
  },
];

describe("a Indonesian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
