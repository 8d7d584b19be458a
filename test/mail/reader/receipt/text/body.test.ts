// The text a receipt is read from: the plain text, or the HTML read as text (htmlparser2) when the mail has
// only HTML or its plain text names no total.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const tableReceipt = `<!doctype html><html><head><style>td{padding:4px}</style><title>Receipt</title></head><body>
<table role="presentation" width="100%"><tr><td><img src="logo.png" alt="Example Shop"></td></tr></table>
<h1>Thanks for your order!</h1>
<p>Order&nbsp;number: <strong>ES-10042</strong><br>Order date: October 7, 2024</p>
<table>
  <tr><th>Item</th><th>Qty</th><th>Price</th></tr>
  <tr><td>Trail mug</td><td>2</td><td>$40.00</td></tr>
  <tr><td>Camp kettle</td><td>1</td><td>$25.00</td></tr>
  <tr><td colspan="2">Subtotal</td><td>$65.00</td></tr>
  <tr><td colspan="2">Shipping</td><td>$0.00</td></tr>
  <tr><td colspan="2">Tax</td><td>$5.00</td></tr>
  <tr><td colspan="2"><b>Order total</b></td><td><b>&#36;70.00</b></td></tr>
</table>
<p style="font-size:10px">Example Shop Inc. · <a href="https://example-shop.com/unsubscribe">Unsubscribe</a></p>
</body></html>`;

describe("HTML-only mail is read as text", () => {
  it("reads a table receipt: total, order number, date and items", async () => {
    const r = await read(mail({ text: "", html: tableReceipt }));
    expect(r).toMatchObject({
      verdict: "purchase",
      merchant: "Example Shop",
      total: "70.00",
      currency: "usd",
      date: "2024-10-07",
      orderNumber: "ES-10042",
      items: ["Trail mug 2", "Camp kettle 1"],
      how: { total: 'label: "Order total" (same line); confirmed by arithmetic: 65.00 + 0.00 + 5.00 = 70.00', date: "label" },
    });
  });
  it("reads the HTML when the plain text is a stub without a total", async () => {
    const r = await read(mail({ text: "View this email in your browser: https://example-shop.com/r/10042", html: tableReceipt }));
    expect(r.total).toBe("70.00");
  });
  it("prefers the plain text when it names a total", async () => {
    const r = await read(mail({ text: "Order total: $70.00", html: "<p>Order total: $71.00</p>" }));
    expect(r.total).toBe("70.00");
  });
  it("reads the conversion an earlier step kept with the message instead of converting the HTML again", async () => {
    const r = await read(mail({ text: "", html: "<p>Order total: $71.00</p>", htmlText: "Order total: $70.00" }));
    expect(r.total).toBe("70.00");
  });
});
