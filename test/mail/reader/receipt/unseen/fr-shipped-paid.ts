// A French shop's dispatch notice whose summary says "Montant payé": the amount the order confirmation charged.
import type { UnseenMail } from "../fixtures";

export default {
  name: "French e-shop / FR / avis d'expédition, Montant payé (not a purchase)",
  from: { name: "Fnac", address: "commande@fnac.com" },
  date: "Fri, 4 Oct 2024 08:47:55 +0200",
  subject: "Votre commande 3KQ7ZP a été expédiée",
  html: `<html><body>
<p>Bonjour,</p>
<p>Bonne nouvelle : votre commande 3KQ7ZP a été expédiée.</p>
<p>Numéro de suivi Colissimo : 6A23456789012</p>
<table>
<tr><td>Casque Sony WH-CH720N</td><td>1</td><td>89,99 €</td></tr>
<tr><td>Montant payé</td><td></td><td>89,99 €</td></tr>
</table>
<p>À bientôt sur fnac.com</p>
</body></html>`,
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
