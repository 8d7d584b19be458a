// A Polish marketplace's purchase mail: "Do zapłaty", złoty written zł after the amount.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Allegro / PL / marketplace purchase, Do zapłaty",
  from: { name: "Allegro", address: "powiadomienia@allegro.pl" },
  date: "Sat, 5 Oct 2024 11:48:02 +0200",
  subject: "Dziękujemy za zakup. Opłacone zamówienie nr 8f3c2a10",
  text: [
    "Cześć Kasia,",
    "",
    "dziękujemy za zakup! Sprzedający otrzymał informację o Twoim zamówieniu.",
    "",
    "Data zakupu: 5 października 2024",
    "Sprzedający: ELEKTRO-MAX",
    "",
    "Słuchawki bezprzewodowe JBL Tune 520BT",
    "1 szt. x 189,00 zł",
    "",
    "Wartość przedmiotów: 189,00 zł",
    "Dostawa: Allegro Paczkomaty InPost 0,00 zł",
    "Do zapłaty: 189,00 zł",
    "",
    "Płatność: BLIK – opłacona",
    "",
    "Pozdrawiamy,",
    "Zespół Allegro",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Allegro", "allegro.pl"], total: "189.00", currency: "pln", date: "2024-10-05" },
} satisfies UnseenMail;
