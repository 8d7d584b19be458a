import type { BookingTextFixture } from "./fixture";

// Class: a French bank's export: the label first, the kind of operation in a column of its own ("Prélèvement",
// "Carte", "Virement reçu", "Chèque") and the check's number beside it.
export default {
  name: "FR bank: Type d'opération column and N° de chèque",
  file: [
    "Date opération;Libellé;Type d'opération;N° de chèque;Débit;Crédit",
    "21/11/2026;FREE MOBILE FORFAIT NOV;Prélèvement;;19,99;",
    "19/11/2026;CARREFOUR MARKET LYON 7;Carte;;54,32;",
    "18/11/2026;CHEQUE EMIS;Chèque;8123456;120,00;",
    "15/11/2026;SALAIRE NOVEMBRE SARL DUPONT;Virement reçu;;;2 310,00",
  ].join("\n"),
  rows: [
    { payee: "FREE MOBILE FORFAIT NOV", type: "Prélèvement" },
    { payee: "CARREFOUR MARKET LYON 7", type: "Carte" },
    { payee: "CHEQUE EMIS", notes: "Check 8123456", type: "Chèque", check: "8123456" },
    { payee: "SALAIRE NOVEMBRE SARL DUPONT", type: "Virement reçu" },
  ],
  ids: ["h:a4053fedcce74218:1", "h:ef37a9006160f36b:1", "h:6a96aeb3cddf6180:1", "h:300e9522aeb63239:1"],
} satisfies BookingTextFixture;
