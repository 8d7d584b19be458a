import type { UnseenFixture } from "./fixture";

// Class: dates with Indonesian month names ("02 Mei 2024", "17 Agu 2024", "20 Des 2023"), an unsigned amount
// with dot thousands and comma decimals beside a Db/Cr column. Modelled on an Indonesian bank's (BNI) mutasi export.
export default {
  name: "ID BNI: Indonesian month names, Nominal with Db/Cr, Saldo",
  file: [
    "Tanggal Transaksi;Uraian Transaksi;Tipe;Nominal;Saldo",
    "20 Des 2023;TRANSFER KE BUDI SANTOSO;Db;1.500.000,00;8.500.000,00",
    "02 Mei 2024;PEMBELIAN INDOMARET JAKARTA;Db;87.500,00;8.412.500,00",
    "25 Mei 2024;GAJI PT CONTOH INDONESIA;Cr;12.000.000,00;20.412.500,00",
    "17 Agu 2024;PEMBAYARAN PLN PASCABAYAR;Db;452.300,00;19.960.200,00",
    "05 Okt 2024;TARIK TUNAI ATM BNI;Db;500.000,00;19.460.200,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2023-12-20", amount: "1500000.00", payee: "BUDI" },
      { date: "2024-05-02", amount: "87500.00", payee: "INDOMARET" },
      { date: "2024-05-25", amount: "-12000000.00", payee: "GAJI" },
      { date: "2024-08-17", amount: "452300.00", payee: "PLN" },
      { date: "2024-10-05", amount: "500000.00", payee: "TARIK" },
    ],
  },
} satisfies UnseenFixture;
