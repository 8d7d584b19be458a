// A British energy bill collected by Direct Debit "on or just after" a later day: the payment has not been made.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Octopus Energy / GB / bill, Direct Debit collected on or just after (not a purchase yet)",
  from: { name: "Octopus Energy", address: "hello@octopus.energy" },
  date: "Mon, 4 Nov 2024 09:30:12 +0000",
  subject: "Your latest Octopus Energy bill",
  html: `<html><body>
<p>Hi Sam,</p>
<p>Your latest bill is ready. Here's a summary:</p>
<table>
<tr><td>Electricity</td><td>£54.12</td></tr>
<tr><td>Gas</td><td>£38.40</td></tr>
<tr><td>Total</td><td>£92.52</td></tr>
</table>
<p>There's nothing you need to do. We'll collect £92.52 by Direct Debit on or just after 18 November 2024.</p>
<p>Thanks for being with us,<br>The Octopus Energy team</p>
</body></html>`,
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
