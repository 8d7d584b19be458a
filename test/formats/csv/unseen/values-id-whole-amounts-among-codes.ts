import type { UnseenFixture } from "./fixture";

// Class: the amount typed by its values among codes. An Indonesian corporate bank's export with abbreviated headers
// no word list knows: whole rupiah beside a branch code, the currency's number (360 on every row) and a DB/CR mark.
// The amounts are the whole numbers that vary from row to row; a branch code repeats, a constant is no amount.
export default {
  name: "ID corporate bank: whole rupiah among a branch code and a constant currency number, DB/CR mark",
  file: [
    "TGL_TRX,KD_CAB,MATA_UANG,NILAI,DBCR,URAIAN",
    "20250303,0207,360,2500000,CR,SETORAN TUNAI TOKO MAKMUR",
    "20250303,0207,360,750000,DB,BIAYA ADMIN KLIRING",
    "20250304,0311,360,18250000,CR,TRF DARI PT SINAR JAYA",
    "20250305,0207,360,4100000,DB,PEMBAYARAN SUPPLIER CV ABADI",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-03-03", amount: "-2500000", payee: "TOKO MAKMUR" },
      { date: "2025-03-03", amount: "750000", payee: "KLIRING" },
      { date: "2025-03-04", amount: "-18250000", payee: "SINAR JAYA" },
      { date: "2025-03-05", amount: "4100000", payee: "CV ABADI" },
    ],
  },
} satisfies UnseenFixture;
