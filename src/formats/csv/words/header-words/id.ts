import type { HeaderWords } from "../header-vocabulary";

// Indonesian: Bank Mandiri, BCA, BNI, BRI and Jenius statement exports ("Tanggal", "Keterangan", "Debet/Kredit", "Saldo").
export default {
  date: "Tanggal, Tgl, Tanggal transaksi",
  transactionDate: "Transaksi",
  valueDate: "Tanggal valuta, Tanggal efektif",
  amount: "Jumlah, Nominal, Mutasi",
  debit: "Debet, Debit",
  credit: "Kredit",
  indicator: "D/K, Debet/Kredit, DB/CR",
  payee: "Penerima, Nama penerima, Pengirim",
  notes: "Keterangan, Uraian, Uraian transaksi, Deskripsi, Berita, Catatan",
  currency: "Mata uang",
  balance: "Saldo",
  transactionId: "Nomor referensi, No. referensi",
  category: "Kategori",
  type: "Jenis transaksi, Tipe",
  status: "Status",
  not: {
    amount: "Biaya, Kurs, Saldo",
    payee: "Rekening, Nomor rekening",
  },
} satisfies HeaderWords;
