import type { UnseenFixture } from "./fixture";

// Class: the balances a bank repeats on each row of a day decide the amount. An Indonesian host-to-host statement of
// two days: every row repeats its day's opening and closing balance (eight digits and two decimals, which read as no
// date), beside whole rupiah under a header no word list knows and a branch code. The day's rows take its opening to
// its closing under one column only: that is the amount, and the file's balances check every row.
export default {
  name: "ID host-to-host statement: a day's opening and closing balance on each of its rows prove the amount",
  file: [
    '"TGL TRANSAKSI","KODE CABANG","MATA UANG","NILAI","D/K","KETERANGAN","SALDO PEMBUKAAN","SALDO PENUTUPAN"',
    '"20250602 091502","0412","360","12500000","K","SETORAN KLIRING CV MEKAR","48210335.50","55410335.50"',
    '"20250602 140311","0412","360","5300000","D","PEMBAYARAN PT LOGISTIK","48210335.50","55410335.50"',
    '"20250603 081945","0530","360","2750000","K","TRANSFER DARI TOKO ANEKA","55410335.50","52960335.50"',
    '"20250603 162200","0412","360","5200000","D","TARIK TUNAI KANTOR CABANG","55410335.50","52960335.50"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-06-02", amount: "-12500000", payee: "CV MEKAR" },
      { date: "2025-06-02", amount: "5300000", payee: "LOGISTIK" },
      { date: "2025-06-03", amount: "-2750000", payee: "TOKO ANEKA" },
      { date: "2025-06-03", amount: "5200000", payee: "TARIK TUNAI" },
    ],
  },
} satisfies UnseenFixture;
