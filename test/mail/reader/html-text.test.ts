// HTML mail read as text: lines where the markup breaks them, cells side by side, no scripts, entities decoded.
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../src/mail/reader/html-text";

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
  it("decodes them in the HTML's text", async () => {
    expect(await htmlToText("<p>Gesamtbetrag:&nbsp;12,50&nbsp;&euro;</p>")).toBe("Gesamtbetrag: 12,50 €");
  });
});

describe("end tags close what they enclose, and only what is open", () => {
  it("ignores an end tag with nothing open to end, so a stray one does not split a line", () => {
    expect(htmlToText("<div>Order total</span></div>")).toBe("Order total");
    expect(htmlToText("<span>Order total</div> $70.00</span>")).toBe("Order total $70.00");
  });

  it("reads '</br>' as a line break and a lone '</p>' as an empty paragraph, as browsers do", () => {
    expect(htmlToText("Order #123</br>Placed Oct 3")).toBe("Order #123\nPlaced Oct 3");
    expect(htmlToText("Order #123</p>Placed Oct 3")).toBe("Order #123\nPlaced Oct 3");
  });

  it("ends a hidden element when an element around it ends", () => {
    expect(htmlToText("<div><noscript>Enable scripts</div>Total $5")).toBe("Total $5");
  });
});

describe("the head ends where the body starts", () => {
  it("hides an unclosed head, and shows the body after it", () => {
    expect(htmlToText("<html><head><title>Receipt</title><meta charset=utf-8><body>Paid $5")).toBe("Paid $5");
    expect(htmlToText("<head><head><body>Paid $5")).toBe("Paid $5");
  });
});

describe("a cell outside a row starts one", () => {
  it("puts a row of cells written without <tr> on its own line", () => {
    const html = "<table><thead><td>Item</td><td>Price</td><tbody><td>Mug</td><td>$5</td></table>";
    expect(htmlToText(html)).toBe("Item\tPrice\nMug\t$5");
  });

  it("separates cells in no table at all by a tab", () => {
    expect(htmlToText("Total<td>$70.00")).toBe("Total\t$70.00");
  });
});

describe("every block element breaks lines", () => {
  it("reads details, summary and center as blocks", () => {
    expect(htmlToText("<p>Order #123<details><summary>Items</summary>Mug</details><center>Thanks</center>")).toBe(
      "Order #123\nItems\nMug\nThanks",
    );
  });
});

describe("markup nested deeper than browsers build", () => {
  it("still reads the text, hides what is hidden and shows what follows", () => {
    const deep = "<span>".repeat(2000);
    expect(htmlToText(`${deep}Order total<style>td{}</style> $70.00${"</span>".repeat(2000)}<p>Thanks`)).toBe("Order total $70.00\nThanks");
  });
});
