import type { BookingTextFixture } from "./fixture";

// Class: a Dutch bank's export: a two-letter "Code" (GT, BA, IC) and its words in "Mutatiesoort" ("Online
// bankieren", "Betaalautomaat", "Incasso"), the direction in "Af Bij", the message in "Mededelingen".
export default {
  name: "NL bank: Code and Mutatiesoort columns beside Af Bij",
  file: [
    `"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"`,
    `"20261120","Albert Heijn 1403","NL20INGB0001234567","","BA","Af","31,45","Betaalautomaat","Pasvolgnr: 004 20-11-2026 17:41"`,
    `"20261118","Vattenfall Klantenservice N.V.","NL20INGB0001234567","NL52INGB0000012345","IC","Af","112,00","Incasso","Termijnbedrag november"`,
    `"20261116","P. de Vries","NL20INGB0001234567","NL91ABNA0417164300","GT","Bij","40,00","Online bankieren","Terugbetaling etentje"`,
  ].join("\n"),
  rows: [
    { payee: "Albert Heijn 1403", notes: "Pasvolgnr: 004 20-11-2026 17:41", type: "BA / Betaalautomaat" },
    { payee: "Vattenfall Klantenservice N.V.", notes: "Termijnbedrag november", type: "IC / Incasso" },
    { payee: "P. de Vries", notes: "Terugbetaling etentje", type: "GT / Online bankieren" },
  ],
  ids: ["h:688b2305ad808c64:1", "h:6e228ac367a26a36:1", "h:a3bb6dec4e6b57a2:1"],
} satisfies BookingTextFixture;
