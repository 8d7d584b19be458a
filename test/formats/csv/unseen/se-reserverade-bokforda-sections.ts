import type { UnseenFixture } from "./fixture";

// Class: a Swedish bank's account export: reserved card amounts ("Reserverade belopp", no balance yet) in a
// section above the booked transactions ("Bokförda transaktioner", with a balance column).
export default {
  name: "SE bank: Reserverade belopp section (3 columns) above Bokförda transaktioner (4 columns)",
  file: [
    "Reserverade belopp",
    "Datum;Text;Belopp",
    "2024-03-14;ICA NARA SODERMALM;-123,50",
    "",
    "Bokförda transaktioner",
    "Bokföringsdag;Text;Belopp;Saldo",
    "2024-03-01;Hyra mars;-8 500,00;12 300,00",
    "2024-03-05;Lön;28 000,00;40 300,00",
    "2024-03-09;SL Access;-970,00;39 330,00",
    "2024-03-12;Systembolaget;-289,00;39 041,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "123.50", payee: "ICA" },
      { date: "2024-03-01", amount: "8500.00", payee: "Hyra" },
      { date: "2024-03-05", amount: "-28000.00", payee: "Lön" },
      { date: "2024-03-09", amount: "970.00", payee: "SL" },
      { date: "2024-03-12", amount: "289.00", payee: "Systembolaget" },
    ],
  },
} satisfies UnseenFixture;
