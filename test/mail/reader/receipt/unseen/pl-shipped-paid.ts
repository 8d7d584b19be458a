// A Polish shop's dispatch notice: the order's total beside "zapłacono" is the order's, charged when it was placed.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Polish e-shop / PL / dispatch notice, Razem … zapłacono (not a purchase)",
  from: { name: "x-kom", address: "sklep@x-kom.pl" },
  date: "Thu, 10 Oct 2024 16:40:11 +0200",
  subject: "Twoje zamówienie nr 88123456 zostało wysłane",
  text: [
    "Cześć,",
    "",
    "Twoje zamówienie zostało wysłane i jest już w drodze.",
    "Numer przesyłki InPost: 620345678901234567890123",
    "",
    "Logitech MX Master 3S     1 szt.    449,00 zł",
    "Dostawa: Paczkomat InPost          0,00 zł",
    "Razem: 449,00 zł — zapłacono",
    "",
    "Dziękujemy za zakupy!",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
