// HTML mail read as text: lines where the markup breaks them, cells side by side, no scripts, entities decoded.
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText } from "../../../src/sources/email/html-text";

describe("a table row reads as one line, label and value side by side", () => {
  it("keeps 'Total' and its amount together, each row on its own line", async () => {
    const html = "<table><tr><td>Subtotal</td><td>$60.00</td></tr><tr><td><b>Order total</b></td><td>$70.00</td></tr></table>";
    expect(await htmlToText(html)).toBe("Subtotal\t$60.00\nOrder total\t$70.00");
  });
});

describe("blocks break lines, inline elements do not", () => {
  it("reads paragraphs, line breaks and list items as lines", async () => {
    const html = "<p>Thanks for your <b>order</b>!</p><div>Order #123<br>Placed Oct 3</div><ul><li>Mug</li><li>Tea</li></ul>";
    expect(await htmlToText(html)).toBe("Thanks for your order!\nOrder #123\nPlaced Oct 3\nMug\nTea");
  });
});

describe("what a reader does not see is not text", () => {
  it("drops the head, scripts and styles", async () => {
    const html =
      "<html><head><title>Receipt</title><style>td{color:red}</style></head><body><script>var t='Total 9';</script>Paid</body></html>";
    expect(await htmlToText(html)).toBe("Paid");
  });
});

describe("character references are decoded", () => {
  it("decodes named, decimal and hex references, and leaves unknown names", async () => {
    expect(decodeEntities("Total&nbsp;&#36;70.00 &amp; &#x20AC;5 &euro;3 &bogus;")).toBe("Total\u00a0$70.00 & €5 €3 &bogus;");
    expect(await htmlToText("<p>Gesamtbetrag:&nbsp;12,50&nbsp;&euro;</p>")).toBe("Gesamtbetrag: 12,50 €");
  });
});
