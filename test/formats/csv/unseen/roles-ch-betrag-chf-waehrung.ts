import type { UnseenFixture } from "./fixture";

// Class: the amount's header ends in its currency in brackets ("Betrag (CHF)") and a Währung column lists the
// currency each purchase was made in: the amounts are francs.
export default {
  name: "CH card (German): Betrag (CHF) with the purchase's Währung beside it",
  file: [
    "Einkaufsdatum;Beschreibung;Währung;Originalbetrag;Betrag (CHF)",
    "11.04.2025;Migros Basel;CHF;45.10;45.10",
    "12.04.2025;Hotel Lyon;EUR;210.00;199.37",
    "14.04.2025;Apple.com/bill;USD;2.99;2.63",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2025-04-11", amount: "45.10", payee: "Migros" },
      { date: "2025-04-12", amount: "199.37", payee: "Hotel" },
      { date: "2025-04-14", amount: "2.63", payee: "Apple" },
    ],
  },
} satisfies UnseenFixture;
