// A marketplace order with items from several sellers, one order total, and a delivery that is free.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Amazon.co.uk / GB / marketplace order, several sellers",
  from: { name: "Amazon.co.uk", address: "auto-confirm@amazon.co.uk" },
  date: "Sun, 6 Oct 2024 17:33:02 +0100",
  subject: 'Your Amazon.co.uk order of "Anker PowerCore 10000..." and 2 more items',
  html: `<html><body>
<p>Hello Claire,</p>
<p>Thank you for shopping with us. We'll send a confirmation when your items ship.</p>
<p>Order #202-4412871-5523310 · Placed on Sunday, 6 October 2024</p>
<table>
<tr><td>Anker PowerCore 10000 Portable Charger</td><td>Sold by: AnkerDirect UK</td><td>£19.99</td></tr>
<tr><td>Pukka Pads A4 Jotta Notebooks, 3 pack</td><td>Sold by: Amazon EU S.à r.l.</td><td>£8.75</td></tr>
<tr><td>Stainless Steel Water Bottle 750 ml</td><td>Sold by: HydroHome Ltd</td><td>£12.49</td></tr>
</table>
<table>
<tr><td>Item(s) Subtotal:</td><td>£41.23</td></tr>
<tr><td>Postage &amp; Packing:</td><td>£0.00</td></tr>
<tr><td>Total Before VAT:</td><td>£34.36</td></tr>
<tr><td>VAT:</td><td>£6.87</td></tr>
<tr><td><b>Order Total:</b></td><td><b>£41.23</b></td></tr>
</table>
</body></html>`,
  want: { verdict: "purchase", merchant: ["Amazon.co.uk", "Amazon"], total: "41.23", currency: "gbp", date: "2024-10-06" },
} satisfies UnseenMail;
