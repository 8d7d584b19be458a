// Who charged the card when a travel agency or a marketplace sold someone else's trip or goods: the agency or
// the marketplace (the card statement shows "Capital One Travel", "Expedia", "Amazon Marketplace"), not the
// airline, the hotel or the seller its markup names. Those go to the notes ("Carrier: American Airlines").
import { foldAccents } from "../text/phrases";

/** Marketplaces that take the payment for the sellers they list: their mail's seller is not the payee. */
const MARKETPLACES = new Set([
  ...["amazon", "ebay", "walmart", "bol", "cdiscount", "allegro", "rakuten", "mercadolibre", "mercadolivre", "zalando"],
  ...["otto", "aliexpress", "temu", "kaufland", "emag", "fnac", "manomano", "wayfair", "newegg", "flipkart"],
]);
/** A reservation, or a package of them (a trip's flights and hotel). */
const RESERVATION = /Reservation(?:Package)?$/;
/** Reservations of a trip: their operator is a carrier. */
const TRIPS = /^(?:Flight|Train|Bus|Boat|Taxi|RentalCar)Reservation$/;
/** Words any two travel businesses share ("… Airlines", "… Travel"): they do not make two names one business. */
const COMMON = new Set([
  ...["air", "airline", "airlines", "airways", "travel", "travels", "hotel", "hotels", "resort", "inn", "the", "and", "group"],
  ...["tickets", "ticket", "booking", "bookings", "reservations", "rail", "railway", "lines", "cruises", "car", "rental"],
  ...["com", "inc", "llc", "ltd", "gmbh", "international", "services", "online", "store", "shop"],
]);

export interface AgencySale {
  /** Who charged: the sender's business. */
  merchant: string;
  /** The operator or seller the markup names, for the notes ("Carrier: American Airlines"). */
  via: string;
}

export interface AgencyInput {
  /** The business the markup names, and the role and purchase type it was named in. */
  markup: string;
  role: string | null;
  type: string | null;
  /** The sender's business (its display name, or its domain's name), and the name in its domain ("capitalonebooking"). */
  sender: string | null;
  domainName: string | null;
}

/** The agency or marketplace that sold what the markup names, or null when the markup's business sent the mail. */
export function agencySale(input: AgencyInput): AgencySale | null {
  const { markup, role, type, sender, domainName } = input;
  if (!sender || sameBusiness(markup, sender, domainName)) return null;
  // A reservation names the carrier, the hotel or the venue it is for: another business that sent it sold it.
  if (type !== null && RESERVATION.test(type) && role !== "broker")
    return { merchant: sender, via: `${TRIPS.test(type) ? "Carrier" : "Provider"}: ${markup}` };
  // A marketplace's order names the seller it listed.
  if (type === "Order" && domainName !== null && MARKETPLACES.has(domainName)) return { merchant: sender, via: `Seller: ${markup}` };
  return null;
}

/** Whether two names (and the sender's domain) share a word of their own ("Frontier Airlines" and "flyfrontier"). */
function sameBusiness(markup: string, sender: string, domainName: string | null): boolean {
  const own = words(markup);
  if (own.length === 0) return true;
  const theirs = new Set(words(sender));
  const domain = domainName ? foldAccents(domainName).replace(/[^a-z0-9]/g, "") : "";
  return own.some((w) => theirs.has(w) || (w.length >= 4 && domain.includes(w)));
}

function words(name: string): string[] {
  return foldAccents(name)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length >= 3 && !COMMON.has(w));
}
