// A travel agency or a marketplace that charged the card is the payee — the card statement shows it — with the
// carrier, the hotel or the seller its markup names in the notes. The airline's or the shop's own mail keeps
// the business its markup names.
import { describe, expect, it } from "vitest";
import { receiptPlan } from "../../../../../src/mail/reader/receipt-plan";
import { mail, read, RECEIVED } from "../fixtures";

const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><p>Thank you!</p></body></html>`;
const flight = (airline: string, price: string, currency: string) => ({
  "@type": "FlightReservation",
  reservationNumber: "KX72QP",
  underName: { "@type": "Person", name: "Pat Example" },
  reservationFor: { "@type": "Flight", flightNumber: "NA 204", airline: { "@type": "Airline", name: airline } },
  totalPrice: price,
  priceCurrency: currency,
});
const notesOf = async (r: Awaited<ReturnType<typeof read>>) =>
  receiptPlan({ purchase: r, messageId: null, receivedAt: RECEIVED }).items[0]!.item.notes;

describe("a travel agency that sold a flight, a stay or a train is the payee, the carrier or hotel in the notes", () => {
  it.each([
    ["en", ["Sunway Travel", "trips@sunwaytravel.com"], flight("Nordic Air", "469.04", "USD"), "Sunway Travel", "Carrier: Nordic Air"],
    [
      "de",
      ["Reisebüro Sonnenschein", "buchung@sonnenschein-reisen.de"],
      flight("Alpenflug", "212.00", "EUR"),
      "Reisebüro Sonnenschein",
      "Carrier: Alpenflug",
    ],
    [
      "es",
      ["Viajes Alborada", "reservas@viajesalborada.es"],
      flight("Iberia Express", "89.90", "EUR"),
      "Viajes Alborada",
      "Carrier: Iberia Express",
    ],
    [
      "fr",
      ["Agence Voyages Azur", "resa@voyages-azur.fr"],
      {
        "@type": "LodgingReservation",
        reservationNumber: "AZ-5521",
        reservationFor: { "@type": "Hotel", name: "Hôtel du Port" },
        totalPrice: "318.00",
        priceCurrency: "EUR",
      },
      "Agence Voyages Azur",
      "Provider: Hôtel du Port",
    ],
    [
      "it",
      ["Agenzia Viaggi Sole", "prenotazioni@viaggisole.it"],
      {
        "@type": "TrainReservation",
        reservationNumber: "TS-881",
        reservationFor: { "@type": "TrainTrip", provider: { "@type": "Organization", name: "Treni Rapidi" } },
        totalPrice: "59.00",
        priceCurrency: "EUR",
      },
      "Agenzia Viaggi Sole",
      "Carrier: Treni Rapidi",
    ],
    [
      "nl",
      ["Reisbureau Zonneveld", "boekingen@zonneveldreizen.nl"],
      flight("Polder Air", "145.50", "EUR"),
      "Reisbureau Zonneveld",
      "Carrier: Polder Air",
    ],
    [
      "pt",
      ["Agência Atlântico", "reservas@agenciaatlantico.pt"],
      flight("Voa Portugal", "120.00", "EUR"),
      "Agência Atlântico",
      "Carrier: Voa Portugal",
    ],
    ["ja", ["そら旅行", "info@sora-travel.jp"], flight("ジャパン航空", "32000", "JPY"), "そら旅行", "Carrier: ジャパン航空"],
  ])("%s: %s", async (_lang, [fromName, fromAddress], data, merchant, note) => {
    const r = await read(mail({ fromName, fromAddress, subject: "Booking confirmation", html: jsonLd(data) }));
    expect([r.verdict, r.merchant]).toEqual(["purchase", merchant]);
    expect(await notesOf(r)).toContain(note);
  });

  it("reads an agency's microdata the same way, and leaves the airline's own mail to the airline", async () => {
    const html =
      '<div itemscope itemtype="http://schema.org/FlightReservation"><meta itemprop="reservationNumber" content="LMQ2TR">' +
      '<div itemprop="reservationFor" itemscope itemtype="http://schema.org/Flight"><div itemprop="airline" itemscope ' +
      'itemtype="http://schema.org/Airline"><meta itemprop="name" content="Prairie Airlines"></div></div></div>' +
      "<p>Trip total</p><p>$469.04</p><p>Travel credit -$300.00</p><p>Visa *1684</p><p>$169.04</p>";
    const agency = await read(mail({ fromName: "Lakeside Travel", fromAddress: "trips@lakesidebooking.com", html }));
    expect([agency.merchant, agency.total, agency.how.merchant]).toEqual([
      "Lakeside Travel",
      "169.04",
      "sender: the agency or marketplace that sold it (the markup names Prairie Airlines)",
    ]);
    const own = await read(mail({ fromName: "Prairie Airlines", fromAddress: "receipts@flyprairie.com", html }));
    expect([own.merchant, own.how.merchant]).toEqual(["Prairie Airlines", "markup"]);
  });
});

describe("a marketplace that took the payment is the payee, its seller in the notes", () => {
  it.each([
    ["en", ["Amazon.com", "auto-confirm@amazon.com"], "Northwind Gadgets", "Amazon.com"],
    ["de", ["eBay", "ebay@ebay.de"], "Fahrradladen Berger", "eBay"],
    ["nl", ["bol.com", "klantenservice@bol.com"], "Boekhandel Acme", "bol.com"],
  ])("%s: %s", async (_lang, [fromName, fromAddress], seller, merchant) => {
    const data = {
      "@type": "Order",
      orderNumber: "302-118",
      seller: { "@type": "Organization", name: seller },
      price: "24.99",
      priceCurrency: "EUR",
    };
    const r = await read(mail({ fromName, fromAddress, html: jsonLd(data) }));
    expect(r.merchant).toBe(merchant);
    expect(await notesOf(r)).toContain(`Seller: ${seller}`);
  });
});
