// schema.org roles say who is who: seller, merchant, provider, broker, airline and the operator of what a
// reservation is for name the business that was paid; underName, customer, buyer and recipient name the person
// who bought, who is never the payee — in JSON-LD and microdata alike.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><p>Thanks!</p></body></html>`;

describe("the business roles name the payee", () => {
  it.each([
    [
      "seller",
      { "@type": "Order", seller: { "@type": "Organization", name: "Librería Norte" }, price: "19.90", priceCurrency: "EUR" },
      "Librería Norte",
    ],
    [
      "merchant",
      { "@type": "Order", merchant: { "@type": "Organization", name: "Café Lumière" }, price: "8.40", priceCurrency: "EUR" },
      "Café Lumière",
    ],
    [
      "provider",
      {
        "@type": "Invoice",
        provider: { "@type": "Organization", name: "Stadtwerke Nord" },
        totalPaymentDue: { "@type": "MonetaryAmount", value: "54.00", currency: "EUR" },
      },
      "Stadtwerke Nord",
    ],
    [
      "broker",
      {
        "@type": "LodgingReservation",
        broker: { "@type": "Organization", name: "Viaggi Sole" },
        totalPrice: "120.00",
        priceCurrency: "EUR",
      },
      "Viaggi Sole",
    ],
    [
      "airline",
      { "@type": "FlightReservation", airline: { "@type": "Airline", name: "Example Air" }, totalPrice: "249.90", priceCurrency: "EUR" },
      "Example Air",
    ],
  ])("%s", async (_role, data, merchant) => {
    const r = await read(mail({ fromName: "Bookings", html: jsonLd(data) }));
    expect([r.merchant, r.how.merchant]).toEqual([merchant, "markup"]);
  });

  it("takes the operator of what a reservation is for: a flight's airline, a trip's provider, the hotel itself", async () => {
    const flight = {
      "@type": "FlightReservation",
      reservationNumber: "XK9Q2L",
      underName: { "@type": "Person", name: "Maria Lopez" },
      reservationFor: {
        "@type": "Flight",
        flightNumber: "EA123",
        airline: { "@type": "Airline", name: "Aerolíneas Ejemplo", iataCode: "EJ" },
      },
      totalPrice: "310.00",
      priceCurrency: "EUR",
    };
    const train = {
      "@type": "TrainReservation",
      underName: "Jan de Vries",
      reservationFor: { "@type": "TrainTrip", provider: { "@type": "Organization", name: "Spoorweg Voorbeeld" } },
      totalPrice: "42.00",
      priceCurrency: "EUR",
    };
    const hotel = {
      "@type": "LodgingReservation",
      underName: { "@type": "Person", name: "Hans Müller" },
      reservationFor: { "@type": "LodgingBusiness", name: "Hotel Alpenblick" },
      totalPrice: "180.00",
      priceCurrency: "EUR",
    };
    expect((await read(mail({ fromName: null, html: jsonLd(flight) }))).merchant).toBe("Aerolíneas Ejemplo");
    expect((await read(mail({ fromName: null, html: jsonLd(train) }))).merchant).toBe("Spoorweg Voorbeeld");
    expect((await read(mail({ fromName: null, html: jsonLd(hotel) }))).merchant).toBe("Hotel Alpenblick");
  });
});

describe("the person roles are never the payee", () => {
  it.each([
    [
      "underName",
      {
        "@type": "FoodEstablishmentReservation",
        underName: { "@type": "Person", name: "Claire Martin" },
        totalPrice: "60.00",
        priceCurrency: "EUR",
      },
    ],
    ["customer", { "@type": "Order", customer: { "@type": "Person", name: "Giulia Rossi" }, price: "35.00", priceCurrency: "EUR" }],
    [
      "buyer",
      { "@type": "Order", buyer: { "@type": "Person", givenName: "Pedro", familyName: "Alves" }, price: "35.00", priceCurrency: "EUR" },
    ],
    ["recipient", { "@type": "Order", recipient: { "@type": "Person", name: "Jane Smith" }, price: "35.00", priceCurrency: "USD" }],
  ])("%s alone leaves the sender to name the business", async (_role, data) => {
    const r = await read(mail({ fromName: "Trattoria Esempio", html: jsonLd(data) }));
    expect([r.merchant, r.how.merchant]).toEqual(["Trattoria Esempio", "sender: display name"]);
  });

  it("a seller who is the buyer (a mail that fills both with the account holder) is not taken", async () => {
    const data = {
      "@type": "Order",
      seller: { "@type": "Person", name: "Jane Smith" },
      merchant: { "@type": "Organization", name: "Northwind Books" },
      customer: { "@type": "Person", name: "Jane Smith" },
      price: "19.00",
      priceCurrency: "USD",
    };
    expect((await read(mail({ html: jsonLd(data) }))).merchant).toBe("Northwind Books");
  });

  it("reads microdata the same way: the customer is skipped, the seller taken", async () => {
    const html = `<html><body><div itemscope itemtype="http://schema.org/Order">
      <div itemprop="customer" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Jan Kowalski</span></div>
      <div itemprop="seller" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Księgarnia Przykład</span></div>
      <meta itemprop="price" content="49.00"><meta itemprop="priceCurrency" content="PLN">
    </div></body></html>`;
    const r = await read(mail({ fromName: "Zamówienia", html }));
    expect([r.merchant, r.total, r.currency]).toEqual(["Księgarnia Przykład", "49.00", "pln"]);
    const onlyPerson = html.replace(/<div itemprop="seller"[\s\S]*?<\/div>/, "");
    expect((await read(mail({ fromName: null, html: onlyPerson }))).merchant).toBe("example-shop.com");
  });
});
