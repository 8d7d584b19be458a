import type { SignWords } from "./index";

// German: the S/H (Soll/Haben) flags and the Buchungstext words of German, Austrian and Swiss bank and card
// exports (Sparkasse, Volksbank, PostFinance: "Lastschrift", "Gutschrift", "Gehalt", "Bargeldauszahlung").
export const german: SignWords = {
  indicatorOut: ["s", "soll", "ausgang", "belastung", "lastschrift"],
  indicatorIn: ["h", "haben", "eingang", "gutschrift"],
  out: [
    "lastschrift*",
    "abbuchung*",
    "auszahlung*",
    "bargeldauszahlung",
    "bargeldabhebung",
    "abhebung",
    "geldautomat*",
    "kartenzahlung",
    "girocard",
    "einkauf",
    "dauerauftrag",
    "belastung",
    "zahlungsausgang",
    "ausgehend*",
    "gebühr*",
    "kontoführung*",
  ],
  in: [
    "gutschrift*",
    "gehalt*",
    "lohn",
    "lohnzahlung",
    "bezüge",
    "einzahlung*",
    "bareinzahlung",
    "zahlungseingang",
    "zahlung erhalten",
    "vielen dank für ihre zahlung",
    "überweisungseingang",
    "eingehend*",
    "kindergeld",
  ],
  reversal: ["storno*", "erstattung*", "rückerstattung", "rückbuchung", "rückgabe"],
  repayment: ["tilgung*", "kreditkartenabrechnung", "kartenabrechnung"],
  card: ["karte", "kartennummer", "karteninhaber", "kreditkarte*"],
};
