// A German shop's shipping confirmation in HTML: "Bezahlt" beside the order's sum is its state, not a new charge.
import type { UnseenMail } from "../fixtures";

export default {
  name: "German e-shop / DE / Versandbestätigung, Bestellsumme … Bezahlt (not a purchase)",
  from: { name: "Thalia", address: "service@thalia.de" },
  date: "Wed, 9 Oct 2024 11:03:27 +0200",
  subject: "Ihre Bestellung 4711-0815 ist unterwegs",
  html: `<html><body>
<h1>Ihr Paket ist unterwegs</h1>
<p>Ihre Bestellung 4711-0815 wurde versandt.</p>
<p>Sendungsnummer: 00340434161234567890 (DHL)</p>
<table>
<tr><td>Der Gesang der Flusskrebse (Taschenbuch)</td><td>1</td><td>14,00 €</td></tr>
<tr><td>Versandkosten</td><td></td><td>0,00 €</td></tr>
<tr><td>Bestellsumme</td><td></td><td>14,00 € Bezahlt</td></tr>
</table>
<p>Viel Freude mit Ihrer Bestellung!</p>
</body></html>`,
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
