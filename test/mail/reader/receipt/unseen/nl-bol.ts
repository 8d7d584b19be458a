// A Dutch marketplace's order confirmation: a table, "Totaalbedrag", paid with iDEAL.
import type { UnseenMail } from "../fixtures";

export default {
  name: "bol.com / NL / order confirmation, Totaalbedrag",
  from: { name: "bol.com", address: "klantenservice@bol.com" },
  date: "Sun, 6 Oct 2024 19:27:31 +0200",
  subject: "Bedankt voor je bestelling (bestelnummer 4520012345)",
  html: `<html><body>
<h1>Bedankt voor je bestelling!</h1>
<p>Hoi Sanne, we gaan meteen voor je aan de slag.</p>
<table>
<tr><td>Bestelnummer</td><td>4520012345</td></tr>
<tr><td>Besteldatum</td><td>6 oktober 2024</td></tr>
</table>
<table>
<tr><td>Philips Hue White Ambiance E27 - 2-pack</td><td>1 st.</td><td>€ 39,99</td></tr>
<tr><td>Verkoop door bol</td><td></td><td></td></tr>
<tr><td>Tefal Ingenio pannenset 3-delig</td><td>1 st.</td><td>€ 44,99</td></tr>
<tr><td>Verkoop door KeukenXL</td><td></td><td></td></tr>
</table>
<table>
<tr><td>Subtotaal</td><td>€ 84,98</td></tr>
<tr><td>Verzendkosten</td><td>Gratis</td></tr>
<tr><td><strong>Totaalbedrag</strong></td><td><strong>€ 84,98</strong></td></tr>
<tr><td>Betaald met iDEAL</td><td>€ 84,98</td></tr>
</table>
<p>Je ontvangt een e-mail zodra je bestelling onderweg is.</p>
</body></html>`,
  want: { verdict: "purchase", merchant: ["bol.com", "bol"], total: "84.98", currency: "eur", date: "2024-10-06" },
} satisfies UnseenMail;
