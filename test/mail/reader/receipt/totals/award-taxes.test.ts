// A trip or a stay paid with points or miles charged its taxes and fees: that is the purchase, not the fare's
// value a total prints, and not nothing.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("a trip or a stay paid with points is the taxes and fees charged beside them", () => {
  it.each([
    [
      "en, a stay",
      "Your stay is booked",
      "Total for stay: €612.00\nPaid with 60,000 Harbor Rewards points\nTaxes charged to your card: €21.30",
      "21.30",
      "eur",
    ],
    [
      "en, a flight whose only total is miles",
      "Award ticket receipt",
      "Flight PDX-BOS\nTotal: 42,000 miles\nTaxes and fees: $24.10",
      "24.10",
      "usd",
    ],
    [
      "fr",
      "Votre billet prime",
      "Billet payé avec 25 000 Miles\nValeur du billet : 845,00 €\nTaxes et surcharges payées : 112,40 €",
      "112.40",
      "eur",
    ],
    ["es", "Confirmación de tu vuelo", "Pagado con 18.000 Avios\nTasas: 45,20 €\nPrecio total: 318,00 €", "45.20", "eur"],
    [
      "de",
      "Ihre Prämienbuchung",
      "Flug FRA-LIS\nBezahlt mit 35.000 Meilen\nSteuern und Gebühren: 87,40 €\nGesamtpreis: 612,00 €",
      "87.40",
      "eur",
    ],
    ["it", "Il tuo biglietto premio", "Volo FCO-CDG\nPagato con 20.000 punti\nTasse: 64,80 €\nTotale: 290,00 €", "64.80", "eur"],
    [
      "nl",
      "Je bevestiging",
      "Vlucht AMS-OSL\nBetaald met 30.000 Miles\nTotaalprijs: € 520,00\nBetaalde belastingen: € 88,50",
      "88.50",
      "eur",
    ],
    ["pt", "Sua reserva", "Voo GRU-GIG\nPagamento: 12.000 pontos\nTaxas: R$ 64,20\nValor total: R$ 780,00", "64.20", "brl"],
    ["ja", "特典航空券のご予約", "お支払い: 60,000マイル\n運賃: ¥98,000\n税金・手数料: ¥12,340", "12340.00", "jpy"],
  ])("%s", async (_case, subject, text, total, currency) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", total, currency]);
    expect(r.how.total).toMatch(/the taxes of a booking paid with/);
  });
});

describe("points that paid only part, or that a shop took, leave the total as it is", () => {
  it.each([
    ["a shop's points beside a card payment", "Your receipt", "Paid with 500 points\nTax: $2.10\nTotal: $30.00", "30.00"],
    [
      "a fare paid partly in cash on the points' line",
      "Your flight",
      "Paid with 10,000 points + $55.00\nTaxes: $12.00\nTotal charged: $67.00",
      "67.00",
    ],
    ["points earned on a paid stay", "Your stay", "Room: $200.00\nTaxes: $24.00\nTotal: $224.00\nYou earned 2,240 points", "224.00"],
  ])("%s", async (_case, subject, text, total) => {
    const r = await read(mail({ subject, text }));
    expect([r.verdict, r.total]).toEqual(["purchase", total]);
  });
});
