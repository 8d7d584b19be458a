// The purchase date: the order date the body names ("Order date: 3 Oct 2023", "Bestelldatum 03.10.2023",
// "Placed on October 3, 2023"), else the original's Date header (often missing or malformed when a forward
// rebuilt it), else when the receipt arrived. Day and month are read by the CSV adapter's date parser.
import { parseDate } from "../../../../locale/dates";
import { DAY_MS } from "../../../../locale/days";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";

/** Labels of the date the purchase was made, by language; longer ones win at the same place. */
const DATE_LABEL_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    "order date",
    "your order of",
    "date ordered",
    "ordered on",
    "order placed",
    "placed on",
    "date of purchase",
    "purchase date",
    "purchased on",
    "invoice date",
    "date of issue",
    "issued on",
    "transaction date",
    "payment date",
    "date paid",
    "paid on",
    "receipt date",
    "booking date",
    "date",
  ],
  de: ["bestelldatum", "bestellt am", "bestellung vom", "rechnungsdatum", "kaufdatum", "zahlungsdatum", "belegdatum", "datum"],
  fr: [
    "date de commande",
    "date de la commande",
    "commande passée le",
    "commandé le",
    "date de facture",
    "date de facturation",
    "date d'achat",
    "date du paiement",
    "commande du",
    "payé le",
  ],
  it: ["data dell'ordine", "data ordine", "data di acquisto", "data fattura", "data del pagamento", "ordine del", "data"],
  es: [
    "fecha del pedido",
    "fecha de pedido",
    "fecha de compra",
    "fecha de la factura",
    "fecha de emisión",
    "fecha del pago",
    "pedido del",
    "fecha",
  ],
  nl: ["besteldatum", "datum van bestelling", "factuurdatum", "aankoopdatum", "betaaldatum", "bestelling van"],
  sv: ["orderdatum", "köpdatum", "fakturadatum", "betalningsdatum"],
  da: ["ordredato", "købsdato", "fakturadato", "dato"],
  pl: ["data zamówienia", "data zakupu", "data wystawienia", "data płatności"],
  pt: ["data do pedido", "data da compra", "data de emissão", "data do pagamento", "pedido em", "comprado em"],
  ja: ["注文日", "ご注文日", "注文日時", "ご注文日時", "購入日", "ご購入日", "お支払日", "決済日", "発行日", "請求日"],
  cs: ["datum objednávky", "datum nákupu", "datum vystavení", "datum platby", "objednávka ze dne"],
  sk: ["dátum objednávky", "dátum nákupu", "dátum vystavenia", "dátum platby", "dátum úhrady", "objednávka zo dňa"],
  tr: ["sipariş tarihi", "satın alma tarihi", "fatura tarihi", "işlem tarihi"],
  hu: ["rendelés dátuma", "rendelés ideje", "vásárlás dátuma", "számla kelte", "kiállítás dátuma", "fizetés dátuma"],
  ro: ["data comenzii", "data achiziției", "data facturii", "data emiterii", "data plății"],
  fi: ["tilauspäivä", "tilauspäivämäärä", "ostopäivä", "laskun päivämäärä", "laskun päiväys", "maksupäivä"],
  ru: ["дата заказа", "дата покупки", "дата оплаты", "дата платежа", "дата счёта", "дата счета"],
  uk: ["дата замовлення", "дата покупки", "дата оплати", "дата платежу", "дата рахунку"],
  el: ["ημερομηνία παραγγελίας", "ημερομηνία αγοράς", "ημερομηνία έκδοσης", "ημερομηνία πληρωμής"],
  he: ["תאריך הזמנה", "תאריך ההזמנה", "תאריך רכישה", "תאריך הרכישה", "תאריך חשבונית", "תאריך תשלום"],
  id: ["tanggal pesanan", "tanggal pembelian", "tanggal transaksi", "tanggal pembayaran", "tanggal faktur", "waktu pemesanan"],
  zh: ["下单时间", "下单日期", "订单日期", "訂單日期", "购买日期", "購買日期", "支付时间", "付款时间", "交易时间"],
  ko: ["주문일", "주문일자", "주문일시", "결제일시", "구매일", "구매일자"],
};
const DATE_LABELS = phrasePattern(Object.values(DATE_LABEL_WORDS).flat(), true);
/** Labels only English has: after them "03/04" may be month-first; after any other language's, day-first. */
const ENGLISH_DATE_LABELS = new Set(DATE_LABEL_WORDS.en);

/** Dates that are not the purchase: deliveries and pickups, due dates, renewals, validity. */
const OTHER_DATES = phrasePattern([
  ...[
    "delivery",
    "delivered",
    "deliver",
    "arriving",
    "arrives",
    "estimated",
    "expected",
    "ship",
    "ships",
    "shipped",
    "shipping",
    "due",
    "expires",
    "expiry",
    "valid",
    "until",
    "renews",
    "renewal",
    "next",
    "trial ends",
    "birth",
    "pickup",
    "pick-up",
    "pick up",
    "collection",
  ],
  ...[
    "lieferdatum",
    "liefertermin",
    "lieferung",
    "voraussichtlich",
    "versand",
    "versanddatum",
    "fällig",
    "fälligkeitsdatum",
    "gültig",
    "bis",
    "verlängerung",
    "abholung",
    "abholdatum",
    "abholtermin",
  ],
  ...["livraison", "livré", "expédition", "expédié", "échéance", "valable", "jusqu'au", "renouvellement", "retrait"],
  ...["consegna", "spedizione", "scadenza", "valido", "fino al", "rinnovo", "ritiro"],
  ...["entrega", "envío", "vencimiento", "válido", "hasta", "renovación", "recogida", "retiro"],
  ...["levering", "leverdatum", "verzending", "vervaldatum", "geldig", "verlenging", "afhalen", "afhaaldatum", "ophalen"],
  ...["leverans", "leveransdatum", "förfallodatum", "giltig"],
  ...["leveringsdato", "forfaldsdato", "gyldig"],
  ...["dostawa", "data dostawy", "termin płatności", "ważny"],
  ...["retirada", "levantamento", "coleta", "previsão"],
  ...["splatnosti", "splatnost", "splatnosť", "dodání", "doručení", "dodania", "doručenia", "son ödeme", "teslimat", "határidő"],
  ...["szállítás", "scadenței", "scadență", "livrării", "livrare", "eräpäivä", "toimitus", "срок оплаты", "доставка", "доставки"],
  ...["термін оплати", "λήξης", "παράδοσης", "προθεσμία", "פירעון", "משלוח", "jatuh tempo", "pengiriman", "付款截止", "发货"],
  ...["配送", "납부기한", "배송"],
  // The days of a stay or a trip: a folio at checkout names the arrival, and it was not the day of the charge.
  ...["arrival", "departure", "check-in", "check-out", "check in", "check out", "anreise", "abreise", "ankunft", "abfahrt"],
  ...["arrivée", "départ", "arrivo", "partenza", "llegada", "salida", "aankomst", "vertrek", "ankomst", "avresa", "afrejse"],
  ...[
    "przyjazd",
    "wyjazd",
    "chegada",
    "partida",
    "příjezd",
    "odjezd",
    "varış",
    "ayrılış",
    "заезд",
    "выезд",
    "チェックイン",
    "チェックアウト",
  ],
]);

const YEAR = String.raw`(\d{4}|\d{2})(?![\d:])`;
/** Dates as receipts write them; the month word is checked by the date parser. */
const SHAPES: readonly { global: RegExp; read: (m: RegExpMatchArray, dayFirst: boolean) => string[] }[] = [
  {
    global: /(?<!\d)(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?!\d)/gu,
    read: (m) => [parseDate(`${m[1]}-${m[3]}-${m[4]}`, "YMD")].filter(isDate),
  },
  {
    // Czech, Slovak and Hungarian space the parts of a dotted date ("5. 10. 2024", "2024. 10. 05.").
    global: /(?<![\d.])(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})(?!\d)/gu,
    read: (m) => [parseDate(`${m[1]}-${m[2]}-${m[3]}`, "YMD")].filter(isDate),
  },
  {
    global: /(?<![\d.])(\d{1,2})\.\s(\d{1,2})\.\s(\d{4})(?![\d.])/gu,
    read: (m) => [parseDate(`${m[1]}.${m[2]}.${m[3]}`, "DMY")].filter(isDate),
  },
  {
    global: /(?<!\d)(\d{4})年\s*(\d{1,2})月\s*(\d{1,2})日/gu,
    read: (m) => [parseDate(`${m[1]}-${m[2]}-${m[3]}`, "YMD")].filter(isDate),
  },
  {
    global: /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d./-])/gu,
    // Dotted dates are day-first wherever they are written ("07.10.2024"); slashes and dashes may be either.
    read: (m, dayFirst) => [
      ...new Set(
        [parseDate(`${m[1]}.${m[3]}.${m[4]}`, "DMY"), dayFirst || m[2] === "." ? null : parseDate(`${m[1]}.${m[3]}.${m[4]}`, "MDY")].filter(
          isDate,
        ),
      ),
    ],
  },
  {
    global: new RegExp(String.raw`(?<!\d)(\d{1,2})(?:\.|st|nd|rd|th|er|º)?\s*(?:de\s+)?(\p{L}{3,})\.?\s*(?:de\s+|,\s*)?${YEAR}`, "gu"),
    read: (m) => [parseDate(`${m[1]} ${m[2]} ${m[3]}`, "DMY")].filter(isDate),
  },
  {
    global: new RegExp(String.raw`(?<![\p{L}])(\p{L}{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+${YEAR}`, "gu"),
    read: (m) => [parseDate(`${m[1]} ${m[2]} ${m[3]}`, "DMY")].filter(isDate),
  },
];
/** Without a year ("Placed on Oct 3", "am 3. Oktober"): only after a date label, the year from the reference. */
const YEARLESS: readonly { pattern: RegExp; order: (m: RegExpExecArray) => [string, string] }[] = [
  {
    pattern: /(?<!\d)(\d{1,2})(?:\.|st|nd|rd|th|er)?\s*(?:de\s+)?(\p{L}{3,})\.?(?![\p{L}])/u,
    order: ([, day = "", month = ""]) => [day, month],
  },
  { pattern: /(?<![\p{L}])(\p{L}{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)/u, order: ([, month = "", day = ""]) => [day, month] },
];

function isDate(d: string | null): d is string {
  return d !== null;
}

export interface DateReading {
  date: string;
  /** Said when the reading is a choice (day/month order, a year added) or the date was set aside. */
  note?: string;
}

/**
 * Slack for clocks and time zones: a date up to this many days after the reference is still "not in the future",
 * when the caller does not say which day is the latest (purchase-day.ts: the day the mail was sent, where it was).
 */
const FUTURE_SLACK_DAYS = 1;
const latestAfter = (reference: Date) => reference.getTime() + FUTURE_SLACK_DAYS * DAY_MS;

/**
 * The first date written in some text, as the calendar day written there. Of two readings (03/04/2024), the
 * one that is in the past and nearest to `reference` wins; when both are far, `monthFirst` decides. With
 * `dayFirst` (a label in a language that writes day-first) there is only one reading. A day after `latest` (an
 * instant: its UTC calendar day and those before it are not in the future) is no reading.
 */
export function dateIn(
  text: string,
  reference: Date,
  monthFirst: MonthFirst,
  dayFirst = false,
  latest = latestAfter(reference),
): DateReading | null {
  let first: { at: number; readings: string[] } | null = null;
  for (const shape of SHAPES) {
    // exec on the shape's one global pattern: a pattern made, or copied by matchAll, on every call cost more than the search.
    const { global } = shape;
    global.lastIndex = 0;
    for (let m = global.exec(text); m !== null; m = global.exec(text)) {
      const readings = shape.read(m, dayFirst);
      if (readings.length === 0) continue;
      if (first === null || m.index < first.at) first = { at: m.index, readings };
      break;
    }
  }
  if (!first) return null;
  return pick(first.readings, reference, monthFirst, latest);
}

/**
 * Whether a date that reads either way is read month first (US dollars, a US merchant): a function when knowing
 * costs a search (the merchant's country), asked only for such a date.
 */
export type MonthFirst = boolean | (() => boolean);

function pick(readings: string[], reference: Date, monthFirstAsked: MonthFirst, latest: number): DateReading | null {
  const past = readings.filter((d) => Date.parse(d) <= latest);
  const [only] = past;
  if (only === undefined) return null;
  // "09/10" the day after the mail and a month before it: the near reading is the one meant, a day still to come.
  if (
    readings.some((d) => Date.parse(d) > latest && Date.parse(d) <= latest + 7 * DAY_MS) &&
    past.every((d) => Date.parse(d) < latest - 7 * DAY_MS)
  )
    return null;
  if (past.length === 1)
    return readings.length === 1 ? { date: only } : { date: only, note: `day and month read so the date is not in the future` };
  const [dayFirst, monthFirstReading] = past as [string, string];
  const distance = (d: string) => reference.getTime() - Date.parse(d);
  const near = past.filter((d) => distance(d) <= 7 * DAY_MS);
  const [nearest] = near;
  if (near.length === 1 && nearest !== undefined)
    return { date: nearest, note: "day and month could be either: read as the one within a week of receipt" };
  const monthFirst = typeof monthFirstAsked === "function" ? monthFirstAsked() : monthFirstAsked;
  const chosen = monthFirst ? monthFirstReading : dayFirst;
  return {
    date: chosen,
    note: `day and month could be either: read ${monthFirst ? "month" : "day"} first (${monthFirst ? "US dollars" : "not a US receipt"}), not sure`,
  };
}

/** The order date the body names after a date label: same line, or the next line; none after `latest`. */
export function orderDateIn(
  lines: readonly string[],
  reference: Date,
  monthFirst: MonthFirst,
  latest = latestAfter(reference),
): (DateReading & { line: number }) | null {
  for (const i of linesWith(lines, DATE_LABELS)) {
    const line = lines[i] ?? "";
    let from = 0;
    for (const label of phrasesIn(line, DATE_LABELS)) {
      const rest = line.slice(label.end);
      // The words since the last label say which date this one is ("Pickup date: … | Order date: …").
      const before = line.slice(from, label.start);
      from = label.end;
      if (phrasesIn(before, OTHER_DATES).length > 0) continue;
      const dayFirst = !ENGLISH_DATE_LABELS.has(label.text.toLowerCase().replace(/\s+/g, " "));
      const sameLine = readAfterLabel(rest, reference, monthFirst, dayFirst, latest);
      if (sameLine) return { ...sameLine, line: i };
      if (rest.trim().replace(/[:\s]/g, "") !== "") continue;
      const next = lines[i + 1];
      const below = next !== undefined ? readAfterLabel(next, reference, monthFirst, dayFirst, latest) : null;
      if (below) return { ...below, line: i + 1 };
    }
  }
  return null;
}

/** A date right after a label (within a few words, none of them naming another date). */
function readAfterLabel(rest: string, reference: Date, monthFirst: MonthFirst, dayFirst: boolean, latest: number): DateReading | null {
  const head = rest.slice(0, 60);
  // A date written with its year and set aside (after `latest`) is not read again without it.
  const reading = dateIn(head, reference, monthFirst, dayFirst, latest) ?? (HAS_YEAR.test(head) ? null : yearless(head, reference, latest));
  if (!reading) return null;
  const firstDigit = head.search(/\d/);
  const gap = head.slice(0, Math.max(0, firstDigit));
  return phrasesIn(gap, OTHER_DATES).length > 0 ? null : reading;
}

function yearless(text: string, reference: Date, latest: number): DateReading | null {
  for (const shape of YEARLESS) {
    const m = shape.pattern.exec(text);
    if (!m) continue;
    const [day, month] = shape.order(m);
    let year = reference.getUTCFullYear();
    let date = parseDate(`${day} ${month} ${year}`, "DMY");
    if (date && Date.parse(date) > latest) date = parseDate(`${day} ${month} ${--year}`, "DMY");
    if (date) return { date, note: `the body gives no year: ${year} taken, the last such day before receipt` };
  }
  return null;
}

/** Oldest header date taken as real: anything before is a broken clock or a placeholder ("1 Jan 1970"). */
const EARLIEST_HEADER_YEAR = 2000;

/** The Date header's calendar day as written ("Tue, 3 Oct 2023 10:00:00 -0700" → 2023-10-03), or why not. */
export function headerDate(raw: string | null, reference: Date): DateReading | { date: null; note: string } {
  if (raw === null || raw.trim() === "") return { date: null, note: "no Date header" };
  const reading = dateIn(raw, reference, false);
  if (!reading) return { date: null, note: `Date header unreadable or in the future ("${raw.slice(0, 40)}")` };
  if (Number(reading.date.slice(0, 4)) < EARLIEST_HEADER_YEAR)
    return { date: null, note: `Date header implausible ("${raw.slice(0, 40)}")` };
  return reading;
}

/** A line that may hold a date with its year ("November 12, 2025", "12/11/25", "2025-11-12"). */
const HAS_YEAR = /(?:19|20)\d{2}|\d[./-]\d{1,2}[./-]\d{2}/;
/** An unlabelled date is the purchase's only when written this close before the mail (a timestamp atop a receipt). */
const WRITTEN_DATE_REACH_DAYS = 7;
/**
 * A row of a folio or an account's statement: its date first, then what was posted, then the amount
 * ("05.10.2024  Logis Doppelzimmer  180,00 EUR"). Each row's date is a posting of the stay, not the day it was paid.
 */
const LEDGER_ROW = /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\s+\p{L}.*\d[.,]\d{2}\s*(?:\p{Lu}{3}|[€£$]|\p{Sc})?\s*$/u;

/**
 * A date written in the body without a label ("November 12, 2025 • 04:47 PM • Transaction ID: 7810" atop an
 * in-store receipt, "JULY 8, 2025" atop a ride): the first one in the week before the mail was sent, on a line
 * that names no other date (delivery, due, renewal). Nearer than a week it is the purchase's day as the
 * merchant wrote it, which a Date header written in UTC may not be.
 */
export function writtenDateIn(
  lines: readonly string[],
  sent: Date,
  monthFirst: MonthFirst,
  latest = latestAfter(sent),
): DateReading | null {
  const earliest = sent.getTime() - WRITTEN_DATE_REACH_DAYS * DAY_MS;
  for (const line of lines) {
    if (!HAS_YEAR.test(line)) continue;
    const reading = dateIn(line, sent, monthFirst, false, latest);
    if (!reading) continue;
    const at = Date.parse(reading.date);
    if (at > latest || at + DAY_MS < earliest || phrasesIn(line, OTHER_DATES).length > 0 || LEDGER_ROW.test(line)) continue;
    return reading;
  }
  return null;
}
