import type { UnseenFixture } from "./fixture";

// Class: Indonesian headers, debit and credit columns ("Debit" / "Kredit"), the description under "Keterangan";
// day/month dates read day-first because the headers are not English. Modelled on Bank Mandiri's account-mutation
// export.
export default {
  name: "ID Mandiri: Debit / Kredit, Keterangan, Saldo",
  file: [
    "Tanggal,Keterangan,Debit,Kredit,Saldo",
    '02/05/2024,PEMBELIAN INDOMARET,"75,500.00",,"4,924,500.00"',
    '05/05/2024,TRANSFER GAJI PT MAJU JAYA,,"9,500,000.00","14,424,500.00"',
    '09/05/2024,PEMBAYARAN PLN PRABAYAR,"250,000.00",,"14,174,500.00"',
    '12/05/2024,GOPAY TOPUP,"100,000.00",,"14,074,500.00"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "75500.00", payee: "INDOMARET" },
      { date: "2024-05-05", amount: "-9500000.00", payee: "MAJU JAYA" },
      { date: "2024-05-09", amount: "250000.00", payee: "PLN" },
      { date: "2024-05-12", amount: "100000.00", payee: "GOPAY" },
    ],
  },
} satisfies UnseenFixture;
