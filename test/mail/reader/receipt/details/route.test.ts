// Notes say where a ride or a flight went: the markup's departure and arrival, or the text's pick-up and
// drop-off places, however a ride receipt lays them out, in several languages.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><p>Booked!</p></body></html>`;

describe("a reservation's markup gives the route", () => {
  it.each([
    [
      "a flight's airports by their codes",
      {
        "@type": "FlightReservation",
        reservationFor: {
          "@type": "Flight",
          airline: { "@type": "Airline", name: "Example Air" },
          departureAirport: { "@type": "Airport", name: "Frankfurt", iataCode: "FRA" },
          arrivalAirport: { "@type": "Airport", name: "New York JFK", iataCode: "JFK" },
        },
        totalPrice: "549.00",
        priceCurrency: "EUR",
      },
      "FRA → JFK",
    ],
    [
      "a train's stations by their names",
      {
        "@type": "TrainReservation",
        reservationFor: {
          "@type": "TrainTrip",
          provider: "Spoorweg Voorbeeld",
          departureStation: { "@type": "TrainStation", name: "Amsterdam Centraal" },
          arrivalStation: { "@type": "TrainStation", name: "Bruxelles-Midi" },
        },
        totalPrice: "49.00",
        priceCurrency: "EUR",
      },
      "Amsterdam Centraal → Bruxelles-Midi",
    ],
  ])("%s", async (_case, data, route) => {
    const r = await read(mail({ html: jsonLd(data) }));
    expect(r.route).toBe(route);
  });
});

describe("a ride receipt's text gives the route", () => {
  it.each([
    [
      "en, place above its start/end time (Lyft)",
      "Your Lyft ride",
      "Your Trip\nE 2 St & Ave C\nStart\n12:37 pm\nE 5 St & Ave C\nEnd\n12:46 pm\nTotal: $2.45",
      "E 2 St & Ave C → E 5 St & Ave C",
    ],
    [
      "en, labels with values",
      "Your trip with Example Cabs",
      "Pickup: 12 Market St, San Francisco\nDrop-off: SFO Terminal 2\nTotal: $48.20",
      "12 Market St, San Francisco → SFO Terminal 2",
    ],
    [
      "de, place under its label",
      "Deine Fahrt mit Beispiel Taxi",
      "Abholung\nHauptbahnhof, Berlin\nZiel\nAlexanderplatz 1, Berlin\nGesamt: 18,40 €",
      "Hauptbahnhof, Berlin → Alexanderplatz 1, Berlin",
    ],
    ["es", "Tu viaje", "Recogida: Calle Mayor 5, Madrid\nDestino: Aeropuerto T4\nTotal: 32,00 €", "Calle Mayor 5, Madrid → Aeropuerto T4"],
    [
      "fr",
      "Votre course",
      "Départ : 3 rue de Rivoli, Paris\nArrivée : Gare de Lyon\nTotal : 21,50 €",
      "3 rue de Rivoli, Paris → Gare de Lyon",
    ],
  ])("%s", async (_case, subject, text, route) => {
    const r = await read(mail({ fromName: "Rides", subject, text }));
    expect(r.route).toBe(route);
  });
  it("is not read from a mail that is not about a ride or a trip", async () => {
    const r = await read(
      mail({ subject: "Your subscription", text: "Plan: Pro\nStart\nBilling period\n01/10/2024\nEnd\n31/10/2024\nTotal: €9.00" }),
    );
    expect(r.route).toBe(null);
  });
  it("takes no time or date for a place", async () => {
    const r = await read(mail({ subject: "Your trip", text: "Start\n12:37 pm\nEnd\n12:46 pm\nTotal: $2.45" }));
    expect(r.route).toBe(null);
  });
});
