// A receipt's arithmetic: a "Total" that is one item's quantity times its price is that item's, not the order's;
// the order's total is the one taken, and the item's is said to be set aside.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

describe("an item's total (its quantity times its price) is not the order's", () => {
  it.each([
    [
      "en, quantity and price on lines of their own",
      "Vitamin D3 softgels\nQty: 3\nPrice: $9.50\nTotal: $28.50\nMember offer applied at checkout\nTotal: $26.90",
      "26.90",
      '"Total" 28.50 is an item\'s total (3 × 9.50)',
    ],
    [
      "de, Menge and Einzelpreis",
      "Kaffeebohnen 1 kg\nMenge: 2\nEinzelpreis: 18,90 €\nSumme: 37,80 €\nTreuerabatt wurde abgezogen\nSumme: 35,91 €",
      "35.91",
      '"Summe" 37.80 is an item\'s total (2 × 18.90)',
    ],
    [
      "fr, a count written with ×",
      "Carnet A5 × 3 à 4,00 €\nTotal : 12,00 €\nCode promo appliqué\nTotal : 10,80 €",
      "10.80",
      '"Total" 12.00 is an item\'s total (3 × 4.00)',
    ],
    [
      "es, Cantidad and Precio",
      "Camiseta básica\nCantidad: 2\nPrecio: 15,00 €\nTotal: 30,00 €\nDescuento de bienvenida aplicado\nTotal: 27,00 €",
      "27.00",
      '"Total" 30.00 is an item\'s total (2 × 15.00)',
    ],
    [
      "ja, 数量 and 単価",
      "緑茶ティーバッグ\n数量：4\n価格：¥600\n合計：¥2,400\nクーポンを適用しました\n合計：¥2,160",
      "2160.00",
      '"合計" 2400.00 is an item\'s total (4 × 600.00)',
    ],
  ])("%s", async (_, totals, value, aside) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total, r.how.total]).toEqual(["purchase", value, expect.stringContaining(aside)]);
  });

  it("takes an item's total when the mail names no other, and says it is unsure", async () => {
    const r = await read(mail({ text: textReceipt("Hand soap refill\nQty: 2\nPrice: $7.25\nTotal: $14.50") }));
    expect([r.total, r.confidence.total]).toEqual(["14.50", "low"]);
  });
});
