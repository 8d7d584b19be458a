// An airline's e-ticket receipt: the fare and taxes with the currency code before the amount, "Total amount" last.
import type { UnseenMail } from "../fixtures";

export default {
  name: "KLM / NL / e-ticket with taxes, codes before amounts",
  from: { name: "KLM Royal Dutch Airlines", address: "noreply@info.klm.com" },
  date: "Thu, 3 Oct 2024 12:09:44 +0200",
  subject: "Your e-ticket receipt – booking code X7K2QP",
  html: `<html><body>
<p>Dear Mr Jansen,</p>
<p>Thank you for booking with KLM. This is your e-ticket receipt.</p>
<table>
<tr><td>Booking code</td><td>X7K2QP</td></tr>
<tr><td>Ticket number</td><td>074 2412345678</td></tr>
<tr><td>Date of issue</td><td>03OCT24</td></tr>
</table>
<table>
<tr><th>Flight</th><th>From</th><th>To</th><th>Date</th></tr>
<tr><td>KL1691</td><td>Amsterdam (AMS)</td><td>Lisbon (LIS)</td><td>14 Nov 2024</td></tr>
<tr><td>KL1692</td><td>Lisbon (LIS)</td><td>Amsterdam (AMS)</td><td>18 Nov 2024</td></tr>
</table>
<table>
<tr><td>Fare</td><td>EUR 212.00</td></tr>
<tr><td>Taxes, fees and charges</td><td>EUR 98.37</td></tr>
<tr><td>Of which carrier-imposed surcharge (YR)</td><td>EUR 24.00</td></tr>
<tr><td><b>Total amount</b></td><td><b>EUR 310.37</b></td></tr>
<tr><td>Form of payment</td><td>CCVI XXXXXXXXXXXX4421 EUR 310.37</td></tr>
</table>
</body></html>`,
  want: { verdict: "purchase", merchant: ["KLM Royal Dutch Airlines", "KLM"], total: "310.37", currency: "eur", date: "2024-10-03" },
} satisfies UnseenMail;
