// A shipping notice that repeats the order's total: the purchase was booked from the confirmation.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Best Buy / US / shipping notice repeating the total (not a purchase)",
  from: { name: "Best Buy", address: "BestBuyInfo@emailinfo.bestbuy.com" },
  date: "Tue, 8 Oct 2024 14:26:03 -0500",
  subject: "Your order has shipped! Order #BBY01-806712345678",
  html: `<html><body>
<h1>Good news, your order is on its way.</h1>
<p>Order #BBY01-806712345678</p>
<table>
<tr><td>Sony WH-1000XM5 Wireless Noise Canceling Headphones</td><td>Qty: 1</td><td>$329.99</td></tr>
</table>
<p>Shipped via UPS · Tracking number 1Z999AA10123456784</p>
<p>Estimated delivery: Thursday, Oct 10</p>
<table>
<tr><td>Subtotal</td><td>$329.99</td></tr>
<tr><td>Estimated tax</td><td>$27.22</td></tr>
<tr><td>Order Total</td><td>$357.21</td></tr>
</table>
<p><a href="https://www.bestbuy.com/profile/ss/orders">Track your package</a></p>
</body></html>`,
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
