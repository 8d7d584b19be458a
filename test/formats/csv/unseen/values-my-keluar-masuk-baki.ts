import type { UnseenFixture } from "./fixture";

// Class: money columns typed by their values where the header's words name none. A Malaysian bank's export in Malay
// (Tarikh, Butiran, Keluar, Masuk, Baki): no word list knows one of them; each row fills "Keluar" (out) or "Masuk"
// (in), newest first, and the balance after each row says which is which.
export default {
  name: "MY bank in Malay: Keluar / Masuk / Baki, newest first, no header word known",
  file: [
    "Tarikh,Butiran,Keluar,Masuk,Baki",
    "28/01/2025,BAYARAN TNB,132.80,,2417.20",
    "25/01/2025,GAJI SYARIKAT MAJU SDN BHD,,3800.00,2550.00",
    "14/01/2025,PEMBELIAN KEDAI 99 SPEEDMART,48.90,,-1250.00",
    "03/01/2025,PINDAHAN DARI AHMAD,,150.00,-1201.10",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-01-28", amount: "132.80", payee: "TNB" },
      { date: "2025-01-25", amount: "-3800.00", payee: "GAJI" },
      { date: "2025-01-14", amount: "48.90", payee: "SPEEDMART" },
      { date: "2025-01-03", amount: "-150.00", payee: "AHMAD" },
    ],
  },
} satisfies UnseenFixture;
