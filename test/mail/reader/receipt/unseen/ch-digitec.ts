// A Swiss shop's order confirmation: francs with an apostrophe between thousands, the code before the amount.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Galaxus / CH / order, CHF 1'249.00 apostrophe thousands",
  from: { name: "Galaxus", address: "noreply@galaxus.ch" },
  date: "Fri, 4 Oct 2024 20:18:36 +0200",
  subject: "Bestellbestätigung 81234567",
  html: `<html><body>
<p>Grüezi Herr Meier</p>
<p>Vielen Dank für Ihre Bestellung. Wir haben sie erhalten.</p>
<p>Bestellnummer: 81234567<br>Bestelldatum: 04.10.2024</p>
<table>
<tr><td>1 x</td><td>Apple iPad Air 11" (2024) 256 GB, Space Grey</td><td>CHF 1'199.00</td></tr>
<tr><td>1 x</td><td>Logitech Crayon</td><td>CHF 59.90</td></tr>
</table>
<table>
<tr><td>Versandkosten</td><td>CHF 0.00</td></tr>
<tr><td><b>Total</b></td><td><b>CHF 1'258.90</b></td></tr>
<tr><td>inkl. MwSt. 8.1%</td><td>CHF 94.33</td></tr>
</table>
<p>Zahlungsart: TWINT</p>
</body></html>`,
  want: { verdict: "purchase", merchant: ["Galaxus", "galaxus.ch"], total: "1258.90", currency: "chf", date: "2024-10-04" },
} satisfies UnseenMail;
