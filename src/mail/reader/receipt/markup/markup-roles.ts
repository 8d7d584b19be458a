// Who is who in a schema.org purchase: the roles that name the business that was paid (seller, merchant,
// provider, broker, airline, the operator of what a reservation is for) and the roles that name the person who
// bought (underName, customer, buyer, recipient), who is never the payee — and, for trips, the route.
import type { Thing, Value } from "./markup";

/**
 * Properties of an Order, Invoice or Reservation that name the business, best first: a reservation's broker (the
 * travel agency) took the money for its provider (the airline, the hotel).
 */
const BUSINESS_PROPS = ["seller", "merchant", "broker", "provider", "airline"];
/** Properties of a reservation's Flight, TrainTrip, BusTrip, Event… that name who runs it. */
const OPERATOR_PROPS = ["provider", "airline", "operatedBy", "organizer", "brand"];
/** Things a reservation can be for that are themselves the business (a hotel, a restaurant). */
const BUSINESS_TYPES = /(?:Business|Establishment|Restaurant|Hotel|Motel|Hostel|Resort|Store|Organization|Corporation|Airline)$/;
/** Properties naming the person who bought: never the payee. */
const PERSON_PROPS = ["underName", "customer", "buyer", "recipient"];

export interface Business {
  /** The business as the markup writes it: a name, or a thing with a name, url and address. */
  value: Value;
  /** Which role named it ("seller", "reservationFor.airline"). */
  role: string;
}

/** The business a purchase names, never one of its buyer's names. */
export function businessOf(purchase: Thing): Business | null {
  const people = new Set(personNames(purchase).map(key));
  const named = (value: Value) => {
    const name = nameOf(value);
    return name !== null && !people.has(key(name));
  };
  for (const role of BUSINESS_PROPS) {
    const value = purchase.props.get(role)?.find(named);
    if (value !== undefined) return { value, role };
  }
  for (const target of thingsAt(purchase, "reservationFor")) {
    for (const role of OPERATOR_PROPS) {
      const value = target.props.get(role)?.find(named);
      if (value !== undefined) return { value, role: `reservationFor.${role}` };
    }
    if (target.types.some((t) => BUSINESS_TYPES.test(t)) && named(target)) return { value: target, role: "reservationFor" };
  }
  return null;
}

/** The names of the people the purchase is for or by (underName, customer, buyer, recipient). */
export function personNames(purchase: Thing): string[] {
  return PERSON_PROPS.flatMap((p) => purchase.props.get(p) ?? [])
    .map(nameOf)
    .filter((n): n is string => n !== null);
}

/** "FRA → JFK": where a flight, train, bus or ride of a reservation goes from and to. */
export function routeOf(purchase: Thing): string | null {
  for (const trip of thingsAt(purchase, "reservationFor")) {
    const from = placeName(trip, ["departureAirport", "departureStation", "departureBusStop", "departureBoatTerminal", "pickupLocation"]);
    const to = placeName(trip, ["arrivalAirport", "arrivalStation", "arrivalBusStop", "arrivalBoatTerminal", "dropoffLocation"]);
    if (from && to) return `${from} → ${to}`;
  }
  const from = placeName(purchase, ["pickupLocation"]);
  const to = placeName(purchase, ["dropoffLocation"]);
  return from && to ? `${from} → ${to}` : null;
}

function placeName(trip: Thing, props: readonly string[]): string | null {
  for (const p of props) {
    for (const v of trip.props.get(p) ?? []) {
      if (typeof v === "string") {
        if (v.trim()) return v.trim();
        continue;
      }
      // An airport is best known by its code; a station or an address by its name.
      const code = text(v, "iataCode");
      const name = code ?? text(v, "name") ?? addressOf(v);
      if (name) return name;
    }
  }
  return null;
}

function addressOf(place: Thing): string | null {
  const address = place.props.get("address")?.[0];
  if (address === undefined) return null;
  if (typeof address === "string") return address.trim() || null;
  const parts = ["streetAddress", "addressLocality"].map((p) => text(address, p)).filter((s): s is string => s !== null);
  return parts.length ? parts.join(", ") : null;
}

function nameOf(value: Value): string | null {
  if (typeof value === "string") return value.trim() || null;
  const given = [text(value, "givenName"), text(value, "familyName")].filter((s): s is string => s !== null);
  return text(value, "name") ?? text(value, "legalName") ?? (given.length ? given.join(" ") : null);
}

function text(t: Thing, prop: string): string | null {
  const v = t.props.get(prop)?.find((x): x is string => typeof x === "string" && x.trim() !== "");
  return v?.trim() ?? null;
}

function thingsAt(t: Thing, prop: string): Thing[] {
  return (t.props.get(prop) ?? []).filter((x): x is Thing => typeof x !== "string");
}

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
