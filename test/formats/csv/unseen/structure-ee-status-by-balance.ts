import type { UnseenFixture } from "./fixture";

// Class: a status column in words no table knows, told by the running balance (newest first): booked rows "Täidetud"
// with their balance, a payment the bank cancelled ("Tühistatud") without one. Modelled on an Estonian bank's export.
export default {
  name: "EE bank: status by the balance, newest first (Täidetud / Tühistatud)",
  file: [
    "Kuupäev,Saaja/Maksja,Selgitus,Summa,Jääk,Olek",
    "14.03.2025,Rimi Tallinn,Kaardimakse,-23.40,1480.15,Täidetud",
    "13.03.2025,Elisa Eesti AS,Arve 55102,-19.99,,Tühistatud",
    "12.03.2025,Tööandja OÜ,Palk,1300.00,1503.55,Täidetud",
    "11.03.2025,Bolt,Kaardimakse,-7.20,203.55,Täidetud",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-03-14", amount: "23.40", payee: "Rimi" },
      { date: "2025-03-12", amount: "-1300.00", payee: "Tööandja" },
      { date: "2025-03-11", amount: "7.20", payee: "Bolt" },
    ],
  },
} satisfies UnseenFixture;
