// An order-status tracker's stages ("Ordered · Shipped · Out for delivery · Delivered") name stages, not what
// happened: an order confirmation that draws one is still a purchase, and a shipping notice is still told by
// what it says.
import { describe, expect, it } from "vitest";
import { trackerLines } from "../../../../../src/mail/reader/receipt/kinds/status-tracker";
import { mail, read, textReceipt } from "../fixtures";

describe("a tracker drawn in an order confirmation does not make it a shipping notice", () => {
  it.each([
    ["a row (en)", "Order confirmed\nOrdered · Shipped · Out for delivery · Delivered", "Order total: $70.00"],
    ["a row with arrows (de)", "Bestellt → Versandt → In Zustellung → Zugestellt", "Gesamtbetrag: 70,00 €"],
    ["a column with dates (fr)", "Commandée\n3 oct.\nExpédiée\nEn cours de livraison\nLivrée", "Total TTC : 70,00 €"],
    ["a column (es)", "Pedido realizado\nEnviado\nEn reparto\nEntregado", "Importe total: 70,00 €"],
    ["a row of bars (nl)", "Besteld | Verzonden | Onderweg | Bezorgd", "Totaal: € 70,00"],
  ])("%s", async (_case, tracker, total) => {
    const r = await read(mail({ subject: "Your order #1001", text: textReceipt(total, `Thanks for your order #1001!\n${tracker}`) }));
    expect([r.verdict, r.total]).toEqual(["purchase", "70.00"]);
  });
  it("still reads a shipping notice that draws a tracker by what it says", async () => {
    const text = "Your order has shipped!\nOrdered · Shipped · Out for delivery · Delivered\nOrder total: $70.00";
    expect((await read(mail({ subject: "Order #1001", text }))).reason).toMatch(/^shipping or delivery notice without a new charge/);
  });
});

describe("what a tracker is", () => {
  it("is three stages or more in a row or a column; a sentence or a lone heading is none", () => {
    const lines = [
      "Ordered • Shipped • Delivered",
      "Your package is out for delivery.",
      "Out for delivery",
      "Thanks!",
      "Ordered",
      "Oct 3",
      "Shipped",
      "✓",
      "Delivered",
    ];
    expect([...trackerLines(lines)]).toEqual([0, 4, 6, 8]);
    expect([...trackerLines(["Shipped", "Order total: $70.00", "Delivered"])]).toEqual([]);
  });
});
