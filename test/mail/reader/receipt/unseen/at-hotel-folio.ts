// A Viennese hotel's folio at checkout: the deposit paid at booking is subtracted, the balance charged now.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Hotel Am Stephansplatz / AT / folio, deposit already paid",
  from: { name: "Hotel Am Stephansplatz", address: "reception@hotelamstephansplatz.at" },
  date: "Tue, 8 Oct 2024 10:47:33 +0200",
  subject: "Ihre Rechnung / Your invoice – Zimmer 512",
  text: [
    "Sehr geehrter Herr Becker,",
    "",
    "vielen Dank für Ihren Aufenthalt. Anbei Ihre Rechnung.",
    "",
    "Rechnung Nr. 2024-18823",
    "Anreise: 05.10.2024   Abreise: 08.10.2024   Zimmer 512",
    "",
    "05.10.2024  Logis Doppelzimmer          180,00 EUR",
    "06.10.2024  Logis Doppelzimmer          180,00 EUR",
    "07.10.2024  Logis Doppelzimmer          180,00 EUR",
    "07.10.2024  Minibar                      14,50 EUR",
    "05.10.-07.10.  Ortstaxe 3 Nächte          9,45 EUR",
    "",
    "Gesamtbetrag                            563,95 EUR",
    "Anzahlung vom 12.09.2024               -180,00 EUR",
    "Bezahlt Visa ****3318 am 08.10.2024     383,95 EUR",
    "Offener Saldo                             0,00 EUR",
    "",
    "Enthaltene MwSt. 10 %: 49,09 EUR · 20 %: 2,42 EUR",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Hotel Am Stephansplatz"], total: "383.95", currency: "eur", date: "2024-10-08" },
} satisfies UnseenMail;
