import type { UnseenFixture } from "./fixture";

// A Swedish export: Bokföringsdag (booked), Transaktionsdag (the purchase) and Valutadag.
const fixture: UnseenFixture = {
  name: "Swedish export: Bokföringsdag, Transaktionsdag and Valutadag",
  file: [
    "Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo",
    "1,8327-9,9139920775,Privatkonto,SEK,2024-03-18,2024-03-16,2024-03-18,ICA NARA,ICA NARA FRIDHEM,-245.50,10254.50",
    "2,8327-9,9139920775,Privatkonto,SEK,2024-03-15,2024-03-14,2024-03-15,SL,SL ACCESS,-42.00,10500.00",
    "3,8327-9,9139920775,Privatkonto,SEK,2024-03-13,2024-03-13,2024-03-13,LON,LON MARS,10542.00,10542.00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-16", amount: "245.50", payee: "ICA" },
      { date: "2024-03-14", amount: "42.00", payee: "SL" },
      { date: "2024-03-13", amount: "-10542.00", payee: "LON" },
    ],
  },
};
export default fixture;
