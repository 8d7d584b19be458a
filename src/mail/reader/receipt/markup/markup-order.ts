// The purchase schema.org markup describes: an Order, an Invoice or a Reservation (flights, hotels, tables…),
// with its price (a number, a string such as "$70.00", or a PriceSpecification/MonetaryAmount), currency,
// seller, number, date and items; and whether the markup says the mail is about a parcel on its way.
import { addDecimals } from "../../../../locale/numbers";
import { withinServiceLimit } from "../../../../formats/plausible";
import { moneyOfValue, type Money } from "../money/amounts";
import { domainOf } from "../merchant/domains";
import type { Thing, Value } from "./markup";
import { businessOf, routeOf } from "./markup-roles";

export interface MarkupOrder {
  /** The type that was read ("Order", "Invoice", "FlightReservation"). */
  type: string;
  money: Money | null;
  /** priceCurrency as written ("USD"), when the markup names one. */
  currencyCode: string | null;
  /** How the total was found, when it is not the thing's own price ("the sum of 2 offers"). */
  totalNote?: string;
  merchant: string | null;
  /** Which schema.org role named the merchant ("seller", "reservationFor.airline"). */
  merchantRole: string | null;
  merchantDomain: string | null;
  merchantCountry: string | null;
  orderNumber: string | null;
  date: string | null;
  items: string[];
  /** Where a flight, train or ride went ("FRA → JFK"). */
  route: string | null;
  /** orderStatus / reservationStatus / paymentStatus without the vocabulary ("OrderDelivered"). */
  status: string | null;
}

const isPurchaseType = (t: string) => t === "Order" || t === "Invoice" || t.endsWith("Reservation") || t === "ReservationPackage";

/** Where the total is, in the order a sender most likely means it. */
const PRICE_PROPS = ["totalPaymentDue", "totalPrice", "price", "priceSpecification", "minimumPaymentDue"];
const CURRENCY_PROPS = ["priceCurrency", "currency"];
const NUMBER_PROPS = ["orderNumber", "confirmationNumber", "reservationNumber", "reservationId", "invoiceNumber", "identifier"];
const DATE_PROPS = ["orderDate", "bookingTime", "paymentDate", "dateIssued", "dateCreated"];

/** Every thing in the markup, nested ones included (an Invoice's referencesOrder, an EmailMessage's about). */
export function allThings(things: readonly Thing[]): Thing[] {
  const out: Thing[] = [];
  const visit = (t: Thing) => {
    out.push(t);
    for (const values of t.props.values()) for (const v of values) if (typeof v !== "string") visit(v);
  };
  things.forEach(visit);
  return out;
}

/** Whether the markup says the mail is about a delivery (ParcelDelivery, an order in transit or delivered). */
export function markupShipping(things: readonly Thing[]): string | null {
  for (const t of allThings(things)) {
    if (t.types.includes("ParcelDelivery")) return "the markup describes a parcel delivery";
  }
  return null;
}

/** The first purchase in the markup with a price, or the first without one. */
export function orderFromMarkup(things: readonly Thing[]): MarkupOrder | null {
  const read: MarkupOrder[] = [];
  for (const t of allThings(things)) {
    const type = t.types.find(isPurchaseType);
    if (type !== undefined) read.push(readPurchase(t, type));
  }
  return read.find((o) => o.money !== null) ?? read[0] ?? null;
}

/** A thing of a purchase type (its first such type). */
function readPurchase(t: Thing, type: string): MarkupOrder {
  const price = priceOf(t);
  const business = businessOf(t);
  const merchantThing = business?.value ?? null;
  const order = type === "Invoice" ? thingAt(t, "referencesOrder") : null;
  const items = itemsOf(t).concat(order ? itemsOf(order) : []);
  return {
    type,
    money: price.money,
    currencyCode: price.currency,
    ...(price.note ? { totalNote: price.note } : {}),
    merchant:
      merchantThing === null
        ? null
        : typeof merchantThing === "string"
          ? merchantThing || null
          : (text(merchantThing, ["name", "legalName"]) ?? null),
    merchantRole: business?.role ?? null,
    merchantDomain: typeof merchantThing === "object" && merchantThing ? domainOf(urlHost(text(merchantThing, ["url", "sameAs"]))) : null,
    merchantCountry: typeof merchantThing === "object" && merchantThing ? countryOf(merchantThing) : null,
    orderNumber: text(t, NUMBER_PROPS) ?? (order ? text(order, NUMBER_PROPS) : null),
    date: text(t, DATE_PROPS) ?? (order ? text(order, DATE_PROPS) : null),
    items,
    route: routeOf(t),
    status: (text(t, ["orderStatus", "reservationStatus", "paymentStatus"]) ?? "").replace(/^.*[/#:]/, "") || null,
  };
}

/** The price of a purchase: its own, or a price specification's, or the sum of its offers' prices. */
function priceOf(t: Thing): { money: Money | null; currency: string | null; note?: string } {
  const own = text(t, CURRENCY_PROPS);
  for (const name of PRICE_PROPS) {
    for (const v of t.props.get(name) ?? []) {
      if (typeof v === "string") {
        const money = moneyOfValue(v);
        if (money) return { money, currency: own };
      } else {
        const inner = text(v, ["price", "value", "amount"]);
        const money = inner === null ? null : moneyOfValue(inner);
        if (money) return { money, currency: text(v, CURRENCY_PROPS) ?? own };
      }
    }
  }
  // No total: the offers' prices times their quantities, said as such.
  let sum: string | null = null;
  let currency: string | null = own;
  let count = 0;
  for (const offer of things(t, ["acceptedOffer", "orderedItem"])) {
    const price = text(offer, ["price"]);
    const money = price === null ? null : moneyOfValue(price);
    if (!money) continue;
    const quantity = Number(text(offer, ["eligibleQuantity", "orderQuantity", "quantity"]) ?? "1");
    const times = Number.isInteger(quantity) && quantity > 0 && quantity < 1000 ? quantity : 1;
    for (let i = 0; i < times; i++) sum = addDecimals(sum ?? "0.00", money.value);
    currency ??= text(offer, CURRENCY_PROPS);
    count++;
  }
  if (sum === null || !withinServiceLimit(sum)) return { money: null, currency };
  return {
    money: { value: sum, negative: false, sign: null, start: 0, end: 0 },
    currency,
    note: `no total in the markup: the sum of ${count} item price(s)`,
  };
}

/** Item names with their quantity ("Mug × 2"), from offers or order items. */
function itemsOf(t: Thing): string[] {
  const out: string[] = [];
  for (const entry of things(t, ["acceptedOffer", "orderedItem"])) {
    const product = thingAt(entry, "itemOffered") ?? thingAt(entry, "orderedItem");
    const name = (product ? text(product, ["name"]) : null) ?? text(entry, ["name", "itemOffered", "orderedItem"]);
    if (!name) continue;
    const quantity = text(entry, ["eligibleQuantity", "orderQuantity", "quantity"]);
    out.push(quantity && quantity !== "1" && /^\d+$/.test(quantity) ? `${name} × ${quantity}` : name);
  }
  return out;
}

function countryOf(merchant: Thing): string | null {
  const address = thingAt(merchant, "address");
  if (!address) return null;
  const country = first(address, ["addressCountry"]);
  return typeof country === "string" ? country || null : country ? text(country, ["name", "identifier"]) : null;
}

function urlHost(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function first(t: Thing, names: readonly string[]): Value | null {
  for (const n of names) {
    const v = t.props.get(n)?.[0];
    if (v !== undefined) return v;
  }
  return null;
}

/** The first text value of the first named property; a thing's own name or value stands for it. */
function text(t: Thing, names: readonly string[]): string | null {
  for (const n of names) {
    for (const v of t.props.get(n) ?? []) {
      const s = typeof v === "string" ? v : (text(v, ["name", "value"]) ?? "");
      if (s !== "") return s;
    }
  }
  return null;
}

function thingAt(t: Thing, name: string): Thing | null {
  const v = t.props.get(name)?.find((x): x is Thing => typeof x !== "string");
  return v ?? null;
}

function things(t: Thing, names: readonly string[]): Thing[] {
  return names.flatMap((n) => (t.props.get(n) ?? []).filter((x): x is Thing => typeof x !== "string"));
}
