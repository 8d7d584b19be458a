// An Italian bookshop's order summary: "Totale ordine" with "IVA inclusa", shipping added.
import type { UnseenMail } from "../fixtures";

export default {
  name: "IBS.it / IT / order summary, Totale ordine IVA inclusa",
  from: { name: "IBS.it", address: "noreply@ibs.it" },
  date: "Fri, 4 Oct 2024 09:31:55 +0200",
  subject: "Conferma ordine n. 70012345",
  html: `<html><body>
<p>Gentile Luca,</p>
<p>grazie per aver acquistato su IBS.it. Ecco il riepilogo del tuo ordine.</p>
<p>Numero ordine: 70012345<br>Data ordine: 04/10/2024</p>
<table>
<tr><th>Articolo</th><th>Quantità</th><th>Prezzo</th></tr>
<tr><td>Il nome della rosa - Umberto Eco</td><td>1</td><td>14,25 €</td></tr>
<tr><td>Le città invisibili - Italo Calvino</td><td>2</td><td>11,40 €</td></tr>
</table>
<table>
<tr><td>Subtotale</td><td>37,05 €</td></tr>
<tr><td>Spese di spedizione</td><td>2,90 €</td></tr>
<tr><td><b>Totale ordine</b></td><td><b>39,95 €</b></td></tr>
<tr><td colspan="2">IVA inclusa</td></tr>
</table>
<p>Metodo di pagamento: PayPal</p>
</body></html>`,
  want: { verdict: "purchase", merchant: ["IBS.it", "ibs.it"], total: "39.95", currency: "eur", date: "2024-10-04" },
} satisfies UnseenMail;
