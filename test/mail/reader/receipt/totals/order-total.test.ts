// The order's total, not the first "Total": a "Total" per item or per parcel comes before the order's, and a
// discount can put the order's below an item's. The total the summary above it adds up to (subtotal + tax +
// shipping − discounts, or the parcels' totals less discounts) is the charge.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

describe("the summary's total, which its lines add up to, over an item's or a parcel's larger total", () => {
  it.each([
    [
      "en",
      "Trail Jacket × 2\nTotal: $102.00\nRain Cap\nTotal: $30.00\nSubtotal: $132.00\nDiscount (SPRING40): -$40.00\nShipping: $5.00\nTotal: $97.00",
      "97.00",
    ],
    [
      "de",
      "Wanderschuh\nSumme: 59,90 €\nSocken\nSumme: 20,00 €\nZwischensumme: 79,90 €\nRabatt: -30,00 €\nVersand: 4,90 €\nSumme: 54,80 €",
      "54.80",
    ],
    [
      "fr",
      "Lampe de bureau\nTotal : 45,00 €\nAmpoule\nTotal : 12,00 €\nSous-total : 57,00 €\nRemise : -20,00 €\nLivraison : 3,90 €\nTotal : 40,90 €",
      "40.90",
    ],
    ["es", "Paquete 1\nTotal: 60,00 €\nPaquete 2\nTotal: 25,00 €\nCupón VERANO: -30,00 €\nTotal: 55,00 €", "55.00"],
    [
      "it",
      "Occhiali da sole\nTotale: 80,00 €\nCustodia\nTotale: 15,00 €\nSubtotale: 95,00 €\nSconto: -25,00 €\nSpedizione: 0,00 €\nTotale: 70,00 €",
      "70.00",
    ],
    [
      "nl",
      "Fietsbel\nTotaal: € 49,95\nBidon\nTotaal: € 10,00\nSubtotaal: € 59,95\nKorting: -€ 15,00\nVerzendkosten: € 4,95\nTotaal: € 49,90",
      "49.90",
    ],
    [
      "pt",
      "Cafeteira\nTotal: R$ 150,00\nFiltros\nTotal: R$ 40,00\nSubtotal: R$ 190,00\nDesconto: -R$ 60,00\nFrete: R$ 10,00\nTotal: R$ 140,00",
      "140.00",
    ],
    ["ja", "お届け先1\n合計：¥3,300\nお届け先2\n合計：¥600\n小計：¥3,900\nクーポン割引：-¥1,000\n送料：¥0\n合計：¥2,900", "2900.00"],
  ])("%s", async (_lang, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total]).toEqual(["purchase", value]);
    expect(r.how.total).toMatch(/: took the one the lines above it add up to; confirmed by arithmetic: /);
  });

  it("adds tax the summary names on top, or leaves out the VAT a price already holds", async () => {
    const added = await read(
      mail({ text: textReceipt("Desk lamp\nTotal: $120.00\nSubtotal: $120.00\nCoupon: -$50.00\nSales tax: $5.60\nTotal: $75.60") }),
    );
    expect(added.total).toBe("75.60");
    const held = await read(
      mail({
        text: textReceipt(
          "Lampe\nSumme: 120,00 €\nZwischensumme: 120,00 €\nGutschein: -50,00 €\nenthaltene MwSt.: 11,18 €\nSumme: 70,00 €",
        ),
      }),
    );
    expect(held.total).toBe("70.00");
  });
});
