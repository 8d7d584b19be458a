import type { UnseenFixture } from "./fixture";

// A Turkish bank's hesap hareketleri: unsigned Tutar beside a Borç/Alacak column (Borç = money out, Alacak =
// money in).
const fixture: UnseenFixture = {
  name: "Turkish bank export: unsigned amounts and a Borç/Alacak column",
  file: [
    "Tarih;Açıklama;Tutar;Borç/Alacak",
    "15.05.2024;MAAŞ ÖDEMESİ ÖRNEK A.Ş.;45.000,00;Alacak",
    "16.05.2024;MİGROS KADIKÖY;1.284,50;Borç",
    "18.05.2024;İSKİ SU FATURASI;312,00;Borç",
    "22.05.2024;GELEN EFT AHMET YILMAZ;2.500,00;Alacak",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-15", amount: "-45000.00" },
      { date: "2024-05-16", amount: "1284.50" },
      { date: "2024-05-18", amount: "312.00" },
      { date: "2024-05-22", amount: "-2500.00" },
    ],
  },
};
export default fixture;
