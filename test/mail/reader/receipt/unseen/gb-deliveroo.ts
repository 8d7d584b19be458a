// A British food-delivery receipt: fees and a rider tip on top of the food, the total charged last.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Deliveroo / GB / food delivery with fees and tip",
  from: { name: "Deliveroo", address: "noreply@t.deliveroo.com" },
  date: "Mon, 7 Oct 2024 19:58:21 +0100",
  subject: "Your order's in the kitchen",
  html: `<html><body>
<h2>Thanks for your order, Tom</h2>
<p>Dishoom Shoreditch is preparing your food. Order #4521</p>
<table>
<tr><td>1x House Black Daal</td><td>£8.50</td></tr>
<tr><td>1x Chicken Ruby</td><td>£14.20</td></tr>
<tr><td>2x Garlic Naan</td><td>£9.00</td></tr>
</table>
<table>
<tr><td>Subtotal</td><td>£31.70</td></tr>
<tr><td>Delivery fee</td><td>£2.49</td></tr>
<tr><td>Service fee</td><td>£1.99</td></tr>
<tr><td>Rider tip</td><td>£2.00</td></tr>
<tr><td><b>Total</b></td><td><b>£38.18</b></td></tr>
</table>
<p>Paid with Visa ending 4421 on 7 October 2024</p>
</body></html>`,
  want: { verdict: "purchase", merchant: ["Deliveroo", "Dishoom Shoreditch"], total: "38.18", currency: "gbp", date: "2024-10-07" },
} satisfies UnseenMail;
