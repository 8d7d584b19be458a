import type { UnseenFixture } from "./fixture";

// Class: Turkish headers, debit and credit columns ("Borç" / "Alacak"), the dotless ı of "Açıklama" and the
// balance ("Bakiye"). Modelled on the account-movements export of Turkish banks (Ziraat, İş Bankası).
export default {
  name: "TR account movements: Borç / Alacak, Açıklama, Bakiye",
  file: [
    "Tarih;Açıklama;Borç;Alacak;Bakiye",
    "02.05.2024;MİGROS TİCARET A.Ş.;345,90;;12.654,10",
    "06.05.2024;MAAŞ ÖDEMESİ;;45.000,00;57.654,10",
    "15.05.2024;İSKİ SU FATURASI;212,40;;57.441,70",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "345.90", payee: "MİGROS" },
      { date: "2024-05-06", amount: "-45000.00", payee: "MAAŞ" },
      { date: "2024-05-15", amount: "212.40", payee: "İSKİ" },
    ],
  },
} satisfies UnseenFixture;
