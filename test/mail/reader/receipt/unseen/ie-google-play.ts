// An app store's subscription renewal receipt: the price per month, the seller an app developer.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Google Play / IE / subscription renewal, price per month",
  from: { name: "Google Play", address: "googleplay-noreply@google.com" },
  date: "Mon, 7 Oct 2024 06:02:19 +0000",
  subject: "Your Google Play Order Receipt from 7 Oct 2024",
  html: `<html><body>
<p>Thank you.</p>
<p>You've made a purchase from Duolingo on Google Play. Your subscription has renewed.</p>
<table>
<tr><td>Order number:</td><td>GPA.3312-4478-1290-55123..3</td></tr>
<tr><td>Order date:</td><td>7 Oct 2024 07:02:11 IST</td></tr>
<tr><td>Your account:</td><td>me@example.org</td></tr>
</table>
<table>
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Super Duolingo (Duolingo)</td><td>€12.99/month</td></tr>
<tr><td>Auto-renewing subscription</td><td></td></tr>
</table>
<table>
<tr><td>Total:</td><td>€12.99/month (includes VAT of €2.43)</td></tr>
</table>
<p>Payment method: Mastercard-8812</p>
<p>You can cancel your subscription at any time from the Subscriptions section of the Google Play app.</p>
</body></html>`,
  want: { verdict: "purchase", merchant: ["Google Play", "Duolingo"], total: "12.99", currency: "eur", date: "2024-10-07" },
} satisfies UnseenMail;
