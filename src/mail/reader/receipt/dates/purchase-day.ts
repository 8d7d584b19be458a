// The purchase day: the markup's order date, else the body's order date, else a date written in the body in the
// week before the mail, else the original's Date header as the person's day, else the day the mail arrived.
// A date the body writes after the day the mail was sent is no purchase's (a pickup, a delivery, a show): the
// purchase is on or before the day the mail was sent, wherever it was sent from. The person's day is read in
// the forwarding client's offset, else in the zone they set, else in the zone of the address the mail ships or
// bills to, else in one guessed from the budget's currency; a day a guess decided is said to be unsure.
import { dateIn, headerDate, orderDateIn, writtenDateIn, type DateReading, type MonthFirst } from "./dates";
import type { MarkupOrder } from "../markup/markup-order";
import { dayAt, dayIn, headerInstant, userDayOf, userOffset, zoneFor, type PersonZone } from "./user-day";
import { recipientZone, zoneOfCurrency } from "./zones";

export interface DayInput {
  order: MarkupOrder | null;
  lines: readonly string[];
  /** The original's Date header. */
  header: string | null;
  receivedAt: Date;
  /** The forwarding client's own Date header: it carries the person's UTC offset. */
  forwardedAt?: string | null | undefined;
  /** The person's zone: set on the mailbox, or guessed from the budget's currency (mail/time-zone.ts). */
  zone?: PersonZone | null | undefined;
  /** The receipt's currency, lowercase. */
  currency: string | null;
  monthFirst: MonthFirst;
}

export interface PurchaseDay {
  date: string;
  /** The source first ("markup", "label", "body", "header", "received"), then what was chosen and why. */
  how: string;
  /** Taken from weak evidence: no date in the mail at all, a day a guessed zone decided, a day and month read either way. */
  weak: boolean;
}

export function purchaseDay(input: DayInput): PurchaseDay {
  const { order, lines, header, receivedAt, monthFirst } = input;
  const fromHeader = headerDate(header, receivedAt);
  // Day/month choices are made against the original's own date when it has one.
  const reference = fromHeader.date ? new Date(Date.parse(fromHeader.date) + 43_200_000) : receivedAt;
  const say = (source: string, r: DateReading) => `${source}${r.note ? ": " + r.note : ""}`;
  const unsure = (r: DateReading) => r.note?.endsWith("not sure") === true;
  const markup = order?.date ? dateIn(order.date, reference, monthFirst) : null;
  if (markup) return { date: markup.date, how: say("markup", markup), weak: unsure(markup) };
  const offset = userOffset(input.forwardedAt);
  const instant = fromHeader.date && header !== null ? headerInstant(header, fromHeader.date) : null;
  const sent = instant ?? reference;
  // The person's zone and the day the mail was sent in each zone cost a search and a conversion each: they are
  // asked only for the header's day, or for a body's date later than the header's own day and UTC's.
  let zone: PersonZone | null | undefined;
  const personal = () => (zone === undefined ? (zone = personZone(input)) : zone);
  let last: string | undefined;
  const lastDay = (written: string) => (last ??= sentDay(written, instant, personal(), offset, input.currency));
  let aside: string | null = null;
  /** A date read with the usual slack, read again against the day the mail was sent when it is later than that. */
  const bounded = <T extends DateReading>(read: (latest?: number) => T | null): T | null => {
    const loose = read();
    if (!loose || !fromHeader.date || loose.date <= quickDay(fromHeader.date, instant, offset)) return loose;
    const sentOn = lastDay(fromHeader.date);
    if (loose.date <= sentOn) return loose;
    aside ??= loose.date;
    return read(Date.parse(sentOn));
  };
  const body = bounded((latest) => orderDateIn(lines, reference, monthFirst, latest));
  if (body) return { date: body.date, how: say("label", body), weak: unsure(body) };
  const written = bounded((latest) => writtenDateIn(lines, sent, monthFirst, latest));
  if (written) {
    const note = written.note ?? "a date written without a label, in the week before the mail";
    return { date: written.date, how: say("body", { ...written, note }), weak: unsure(written) };
  }
  // headerDate reads a date only from a header: the `header !== null` tells the type so.
  if (fromHeader.date && header !== null) {
    const person = personal();
    const day = userDayOf(header, fromHeader, offset, person);
    const later = aside
      ? `; the body's ${aside} is after the day the mail was sent: a pickup, delivery or event day, not the purchase's`
      : "";
    const guessed = person?.currency !== undefined && offset === null && day.date !== fromHeader.date;
    return { date: day.date, how: `${say("header", day)}${later}`, weak: guessed };
  }
  const received = offset === null ? receivedAt.toISOString().slice(0, 10) : dayAt(receivedAt.getTime(), offset);
  return { date: received, how: `received: no order date in the body, ${fromHeader.note}`, weak: true };
}

/** The zone the person's day is read in: one they set, else their address's in the mail, else a guess for this currency. */
function personZone({ zone, lines, currency }: DayInput): PersonZone | null {
  if (zone?.chosen) return zone;
  const address = recipientZone(lines);
  if (address) return { name: address.zone, source: `the mail's ${address.where}`, chosen: false };
  return zoneFor(zone, currency);
}

/**
 * The latest calendar day the mail was sent on anywhere it may have been written or read: its header's own day,
 * and its instant's day in UTC, the person's zone, the forwarder's offset and the zone of the receipt's currency.
 */
function sentDay(written: string, at: Date | null, zone: PersonZone | null, offset: number | null, currency: string | null): string {
  if (at === null) return written;
  const local = [zone?.name, currency ? zoneOfCurrency(currency) : null]
    .filter((z): z is string => !!z)
    .map((z) => dayIn(at.getTime(), z))
    .filter((d): d is string => d !== null);
  // UTC's day too: a merchant's server may write the order's date in UTC.
  return [quickDay(written, at, offset), ...local].reduce((a, b) => (b > a ? b : a));
}

/** The latest of the header's own day, UTC's and the forwarder's: no time-zone conversion needed. */
function quickDay(written: string, at: Date | null, offset: number | null): string {
  if (at === null) return written;
  const days = [written, at.toISOString().slice(0, 10), ...(offset === null ? [] : [dayAt(at.getTime(), offset)])];
  return days.reduce((a, b) => (b > a ? b : a));
}
