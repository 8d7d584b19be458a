// A refund: money back to the card after a return. Not a purchase.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Zalando / DE / refund after a return (not a purchase)",
  from: { name: "Zalando", address: "info@service-mail.zalando.de" },
  date: "Mon, 7 Oct 2024 09:14:51 +0200",
  subject: "Deine Erstattung für Bestellung 10104512345678",
  text: [
    "Hallo Julia,",
    "",
    "wir haben deine Rücksendung erhalten und geprüft.",
    "",
    "Bestellnummer: 10104512345678",
    "Zurückgeschickt: Levi's 501 Original Jeans, W32/L32",
    "",
    "Erstattungsbetrag: 109,95 €",
    "Die Erstattung erfolgt auf deine Kreditkarte (Visa **** 1234).",
    "Je nach Bank kann es 3–5 Werktage dauern, bis der Betrag gutgeschrieben wird.",
    "",
    "Dein Zalando-Team",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
