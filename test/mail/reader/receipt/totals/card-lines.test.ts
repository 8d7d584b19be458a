// The amount charged to the payment method: a card named by brand and last digits with its amount outranks an
// order or trip total that credits, points, gift cards or vouchers paid part of, and is the total of a receipt
// that labels none. Money credited to a card, a card's balance or limit, or a gift card is no charge.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const reading = async (totals: string) => {
  const r = await read(mail({ text: textReceipt(totals) }));
  return [r.verdict, r.total];
};

describe("the amount charged to a named card wins over an order or trip total", () => {
  it.each([
    ["a ride paid partly with ride credit", "Trip total $20.05\nRide credit -$7.00\nVisa ••••1234 $13.05", "13.05"],
    ["a German shop with a voucher", "Gesamtbetrag 59,90 €\nGutschein -20,00 €\nMastercard endet auf 4321: 39,90 €", "39.90"],
    ["a French shop with a voucher", "Total TTC 45,00 €\nBon d'achat -15,00 €\nCB •••• 9876 30,00 €", "30.00"],
    [
      "a Spanish shop with points, the amount below the card",
      "Total 32,00 €\nPuntos canjeados -10,00 €\nTarjeta terminada en 5555\n22,00 €",
      "22.00",
    ],
    ["a card over a 'You paid' that counts the credit too", "You paid $20.05\nStore credit -$7.00\nAmex (•••• 1005) · $13.05", "13.05"],
  ])("%s", async (_, totals, value) => {
    expect(await reading(totals)).toEqual(["purchase", value]);
  });
  it("says which card line it read", async () => {
    const r = await read(mail({ text: textReceipt("Trip total $20.05\nVisa ••••1234 $13.05") }));
    expect(r.how.total).toBe(
      'label: "Visa ••••1234" (same line); confirmed by payment_method: the amount beside the payment method ("Visa ••••1234")',
    );
  });
});

describe("a payment line with no label is the total when no total is labelled", () => {
  it.each([
    ["a bike ride (amount on the next line)", "Ebike ride\n$2.25\nSales tax\n$0.20\nVisa *1234\n$2.45", "2.45"],
    ["a Dutch card slip", "1 x Koffie 3,50\n1 x Croissant 2,20\nVISA ************1234 5,70 EUR", "5.70"],
    ["an Italian till", "Caffè 1,20\nCornetto 1,50\nCarta che termina con 8765: € 2,70", "2.70"],
    ["a network name alone as the label", "Oreo kit\n$12.99\nDiscover:\n$22.32", "22.32"],
  ])("%s", async (_, totals, value) => {
    expect(await reading(totals)).toEqual(["purchase", value]);
  });
});

describe("a wallet's or a pay-later account's line with its amount is the payment", () => {
  it.each([
    ["Venmo, the amount below", "Ride fare\n$19.60\nService fee\n$2.50\nVenmo account\n$22.10", "22.10"],
    ["PayPal, in English", "Ebook bundle $24.00\nPayPal account: $24.00", "24.00"],
    ["PayPal, in German", "Hörbuch 9,95 €\nPayPal-Konto 9,95 €", "9.95"],
    ["Klarna, in French", "Casque audio 59,97 €\nKlarna en 3 fois : 59,97 €", "59.97"],
    ["Klarna, in Spanish", "Zapatillas 59,97 €\nKlarna en 3 plazos: 59,97 €", "59.97"],
    ["Klarna, pay in 4", "Desk chair $79.96\nKlarna Pay in 4: $79.96", "79.96"],
    ["Cash App Pay", "Sneakers $80.00\nCash App Pay $80.00", "80.00"],
    ["Afterpay", "Rain jacket $120.00\nAfterpay $120.00", "120.00"],
    ["Google Pay's account", "Coffee beans $16.00\nGoogle Pay account: $16.00", "16.00"],
  ])("%s", async (_, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total, r.how.total]).toEqual([
      "purchase",
      value,
      expect.stringMatching(/confirmed by (payment_method|arithmetic)/),
    ]);
  });
});

describe("a card's line that is no charge to it", () => {
  it.each([
    ["money credited to the card", "Your credit card account ************1001 was credited for $840.72"],
    ["the card's available credit", "Visa ending 1234 available credit $5,000.00"],
    ["a gift card used", "Gift card ****9999 -$20.00"],
    ["a refund to the card", "Refunded to Visa •••• 1234: $13.05"],
    ["a charge still to come", "Mastercard •••• 4321: 13,05 € (will be charged on shipping)"],
  ])("%s", async (_, line) => {
    expect((await read(mail({ text: textReceipt(line) }))).total).toBe(null);
  });
});

describe("a label naming the payment method", () => {
  it.each([
    ["English", "Order total: $25.00\nStore credit: -$11.95\nPaid with Visa •••• 1234 $13.05", "13.05"],
    ["English, billed", "Order total: $25.00\nPoints: -$11.95\nBilled to Mastercard: $13.05", "13.05"],
    ["German", "Gesamtsumme 25,00 €\nGutschein -11,95 €\nZahlungsart: PayPal 13,05 €", "13.05"],
    ["French", "Montant total 25,00 €\nBon de réduction -11,95 €\nMoyen de paiement : Visa 13,05 €", "13.05"],
    ["Spanish", "Importe total 25,00 €\nCupón -11,95 €\nMétodo de pago: Visa 13,05 €", "13.05"],
    ["Dutch", "Totaalbedrag € 25,00\nWaardebon -€ 11,95\nBetaalmethode: iDEAL € 13,05", "13.05"],
    ["Portuguese", "Valor total R$ 25,00\nCupom -R$ 11,95\nForma de pagamento: Pix R$ 13,05", "13.05"],
  ])("%s", async (_, totals, value) => {
    expect(await reading(totals)).toEqual(["purchase", value]);
  });
});

describe("an amount beside the payment method is the charge, however the line writes the two", () => {
  it.each([
    ["en, the amount before the card", "Trail mug\n$18.20 · Visa •••• 4242", "18.20", "usd"],
    ["en, a card as a payment page writes it", "Trail mug\nVisa - 4242\t$18.20", "18.20", "usd"],
    ["de, a status between card and amount", "Tasse\nVisa •••• 4242\tGenehmigt\t18,20 €", "18.20", "eur"],
    ["fr, a wallet without a card number", "Tasse\nApple Pay\t18,20 €", "18.20", "eur"],
    ["es, the amount before the card", "Taza\n18,20 € — Tarjeta terminada en 1234", "18.20", "eur"],
    ["it, a wallet with its account", "Tazza\nPayPal (marco@esempio.it)\t18,20 €", "18.20", "eur"],
    ["nl, a number masked in groups", "Mok\nMaestro xxxx-xxxx-xxxx-1234\t€ 18,20", "18.20", "eur"],
    ["pt, a card after a dash", "Caneca\nCartão de crédito - 1234\tR$ 18,20", "18.20", "brl"],
    ["ja, the last digits in Japanese", "マグカップ\nクレジットカード（VISA 末尾4242）\t1,820円", "1820.00", "jpy"],
  ])("%s", async (_, lines, value, currency) => {
    const r = await read(mail({ text: textReceipt(lines) }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", value, currency]);
  });
});
