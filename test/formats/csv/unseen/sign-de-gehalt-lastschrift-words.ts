import type { UnseenFixture } from "./fixture";

// A German bank's Umsatzliste: one signed Betrag and a Buchungstext that names the direction ("Gehalt",
// "Bareinzahlung", "Kindergeld", "Lastschrift"); a sample of mostly money in.
const fixture: UnseenFixture = {
  name: "German bank export: Gehalt/Lastschrift booking texts, mostly money in",
  file: [
    "Buchungstag;Buchungstext;Auftraggeber/Empfänger;Verwendungszweck;Betrag",
    "28.06.2024;Gehalt/Rente;Muster GmbH;Lohn Juni;3.412,77",
    "28.06.2024;Bareinzahlung;Filiale Mitte;;450,00",
    "01.07.2024;Lastschrift;Stadtwerke;Abschlag Strom;-78,00",
    "02.07.2024;Kindergeld;Familienkasse;KG 07/2024;250,00",
    "03.07.2024;Gutschrift;Finanzamt;Erstattung ESt;612,30",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-28", amount: "-3412.77" },
      { date: "2024-06-28", amount: "-450.00" },
      { date: "2024-07-01", amount: "78.00" },
      { date: "2024-07-02", amount: "-250.00" },
      { date: "2024-07-03", amount: "-612.30" },
    ],
  },
};
export default fixture;
