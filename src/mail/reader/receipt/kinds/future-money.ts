// Money that has not gone out yet is no charge: a booking paid later at the property, a payment scheduled or
// due, a debit announced for a day, a pro-forma or an unpaid invoice — and a mail that says itself it is not a
// receipt. Each is kept out of the budget with its reason for the inbox. A total labelled as paid or charged
// outweighs the booking, the pro-forma and the unpaid invoice, and a payment to come that is not beside it (a
// receipt may announce the next payment); a status that says the invoice is paid outweighs them all. A due date
// is outweighed too by words that say the invoice was charged, is paid by the card on file or collected by
// direct debit (settled.ts); a debit announced for a day only by words that it was made.
import { moneyIn } from "../money/amounts";
import { linesWith, phrasePattern, phrasesIn, type Phrases } from "../text/phrases";
import { chargeMadeIn, settledIn } from "./settled";
import { DEBIT_AHEAD, DEBIT_AHEAD_WORDS, MADE, SCHEDULED as SCHEDULED_WORDS } from "../../meanings/money-ahead";

/** The reason of a due date or a scheduled payment beside the total: the one a paid invoice's words turn (settled.ts). */
export const DUE_REASON = "not paid yet: a payment still to come";

/** The phrases looked for anywhere in the mail (the others only beside its total). */
const ANYWHERE: string[] = [];
/**
 * Each phrase as typed and with a typographic apostrophe, as mail templates print it ("you’ll pay on"). Unspaced:
 * the Japanese phrases end where a character of theirs follows ("お支払期限は").
 */
const words = (lists: readonly (readonly string[])[], anywhere = false) => {
  const phrases = lists.flat().flatMap((p) => (p.includes("'") ? [p, p.replaceAll("'", "\u2019")] : [p]));
  if (anywhere) ANYWHERE.push(...phrases);
  return phrasePattern(phrases, true);
};

/** "This is not a payment receipt": the mail says so itself. */
const NOT_A_RECEIPT = words(
  [
    ["not a receipt", "not a payment receipt", "not a proof of payment", "not a confirmation of payment", "not a payment confirmation"],
    ["keine quittung", "kein zahlungsbeleg", "keine zahlungsbestätigung", "kein kaufbeleg", "keine zahlungsquittung"],
    ["n'est pas un reçu", "ne constitue pas un reçu", "n'est pas un justificatif de paiement", "ne vaut pas reçu"],
    ["no es un recibo", "no constituye un recibo", "no es un comprobante de pago", "no es un justificante de pago"],
    ["non è una ricevuta", "non costituisce ricevuta", "non è una conferma di pagamento", "non è una prova di pagamento"],
    ["is geen betalingsbewijs", "is geen kwitantie", "is geen ontvangstbewijs"],
    ["não é um recibo", "não é um comprovante de pagamento", "não é comprovante de pagamento"],
  ],
  true,
);

/** A booking paid later, where the guest stays or arrives. */
const PAY_LATER = words(
  [
    ["pay at the property", "pay at the hotel", "payment at the property", "payable at the property", "pay the property directly"],
    ["pay when you arrive", "pay on arrival", "payment on arrival", "pay at check-in", "paid at the property", "pay at the venue"],
    ["zahlung in der unterkunft", "zahlen sie in der unterkunft", "bezahlung vor ort", "sie zahlen vor ort", "zahlung bei anreise"],
    ["zahlbar vor ort", "zahlung vor ort", "paiement à l'établissement", "vous paierez sur place", "payable sur place"],
    ["à régler sur place", "paiement sur place", "paiement à l'arrivée", "pago en el alojamiento", "pagarás en el alojamiento"],
    ["pagará en el alojamiento", "pago en el establecimiento", "pago a la llegada", "pagamento in struttura", "pagherai in struttura"],
    ["pagamento all'arrivo", "da pagare in struttura", "pagamento presso la struttura", "betaling bij de accommodatie"],
    ["je betaalt bij de accommodatie", "betalen bij aankomst", "betaling ter plaatse", "u betaalt bij aankomst"],
    ["pagamento na propriedade", "pagará na propriedade", "pagamento no local", "pagamento no hotel", "pagamento na chegada"],
  ],
  true,
);

/**
 * A stay or trip booked now and paid on a later day, or at the property: said in a booking's own words. Alone these
 * could be a subscription's ("payment scheduled"), so they count only in a mail about a booking (BOOKING).
 */
const BOOKED_LATER = words(
  [
    ["you'll pay on", "you will pay on", "you'll be charged on", "you will be charged on", "payment scheduled", "no payment taken"],
    ["payment is scheduled", "scheduled payment", "we'll charge", "we will charge", "will be charged on", "charge your card on"],
    ["will be processed on", "payment will be taken", "pay the property", "you'll pay the property", "pay when you stay"],
    ["no payment has been taken", "no payment today", "nothing to pay now", "pay nothing today", "pay nothing now"],
    ["you won't be charged until", "you will not be charged until", "zahlung im hotel", "bezahlung im hotel", "sie zahlen im hotel"],
    ["keine vorauszahlung", "heute keine zahlung", "sie zahlen am", "paiement à l'hôtel", "vous paierez à l'hôtel", "vous paierez le"],
    [
      "aucun paiement n'a été",
      "aucun paiement ne sera",
      "le paiement s'effectue sur place",
      "paiement prévu le",
      "pago en el hotel",
      "pagarás en el hotel",
      "pagarás el",
    ],
    ["pagará el", "sin pago por adelantado", "no se realizará ningún cargo", "pagherai direttamente in hotel", "pagamento in hotel"],
    ["pagherai il", "nessun pagamento anticipato", "je betaalt in het hotel", "u betaalt in het hotel", "betaling in het hotel"],
    ["je betaalt op", "geen vooruitbetaling", "você pagará em", "nenhum pagamento foi", "pagamento no hotel", "pague no hotel"],
  ],
  true,
);
/** Words a booking's mail uses of itself: the stay, the room, the reservation. */
const BOOKING = words([
  ["booking", "reservation", "your stay", "check-in", "check in", "hotel", "property", "room", "nights", "accommodation"],
  ["buchung", "reservierung", "aufenthalt", "anreise", "unterkunft", "zimmer", "nächte", "réservation", "séjour", "chambre", "nuits"],
  ["hébergement", "reserva", "estancia", "habitación", "noches", "alojamiento", "prenotazione", "soggiorno", "camera", "notti"],
  ["struttura", "boeking", "reservering", "verblijf", "kamer", "nachten", "accommodatie", "estadia", "quarto", "noites"],
]);
/** Japanese runs its words together: what a booking paid at the property says, and what a booking is, as written. */
const BOOKED_LATER_JA = /現地払い|現地でのお支払い|現地にてお支払い|お支払いは現地|事前決済なし|現地決済/u;
const BOOKING_JA = /予約|宿泊|チェックイン/u;

/** A pro-forma invoice, a quote or an estimate: a price, not a payment. */
const PRO_FORMA = words(
  [
    ["pro forma", "pro-forma", "proforma", "quotation", "estimate #", "cost estimate"],
    ["kostenvoranschlag", "angebot nr", "facture pro forma", "devis n", "votre devis", "preventivo n", "presupuesto n"],
    ["offerte nr", "orçamento n"],
  ],
  true,
);

/** An invoice not paid yet, or an invitation to pay it. */
const UNPAID = words(
  [
    ["unpaid", "not yet paid", "has not been paid", "outstanding balance", "overdue", "payment reminder", "past due"],
    ["awaiting payment", "pay invoice", "pay this invoice", "pay your invoice", "view and pay", "review and pay"],
    ["unbezahlt", "noch nicht bezahlt", "offener betrag", "zahlungserinnerung", "mahnung", "rechnung bezahlen"],
    ["impayé", "impayée", "non payée", "pas encore payé", "rappel de paiement", "en retard de paiement", "payer la facture"],
    ["non pagato", "non pagata", "sollecito di pagamento", "in attesa di pagamento", "paga la fattura"],
    ["impagado", "impagada", "pendiente de pago", "recordatorio de pago", "pagar factura", "pagar la factura"],
    ["onbetaald", "nog niet betaald", "betalingsherinnering", "openstaand bedrag", "factuur betalen"],
    ["não pago", "não paga", "em aberto", "aguardando pagamento", "lembrete de pagamento", "em atraso"],
    ["nezaplaceno", "neuhrazeno", "upomínka", "výzva k úhradě", "neuhradené", "upomienka", "ödenmemiş", "ödeme hatırlatması"],
    ["fizetési emlékeztető", "kifizetetlen", "neachitat", "neachitată", "reamintire de plată", "maksumuistutus", "maksamaton"],
    ["не оплачен", "не оплачено", "напоминание об оплате", "нагадування про оплату", "υπενθύμιση πληρωμής", "תזכורת תשלום"],
    ["belum dibayar", "menunggu pembayaran", "pengingat pembayaran", "待付款", "未付款", "待支付", "미결제", "입금대기", "결제대기"],
  ],
  true,
);

/**
 * A payment to come, said beside the total ("Amount due: $250.00", "Due date: 14 Nov"). Not "total to pay",
 * "Net à payer", "Totale da pagare", "Zu zahlen", "Te betalen": receipts print those for what was paid.
 */
const DUE = words([
  ["amount due", "balance due", "payment due", "due date", "due by", "due on", "to be paid"],
  ["fälliger betrag", "fällig am", "zahlbar bis", "zahlungsziel", "montant dû", "date d'échéance", "échéance"],
  ["importo dovuto", "scadenza", "importe adeudado", "fecha de vencimiento", "vervaldatum", "verschuldigd bedrag", "vencimento"],
  ["お支払期限", "お支払い期限", "支払期限", "お支払期日", "支払期日"],
  ["termin płatności", "förfallodatum", "förfallodag", "betala senast", "forfaldsdato", "betalingsfrist", "forfallsdato"],
  ["datum splatnosti", "splatnost", "dátum splatnosti", "splatnosť", "son ödeme tarihi", "fizetési határidő", "data scadenței"],
  ["scadență", "eräpäivä", "оплатить до", "срок оплаты", "сплатити до", "термін оплати", "jatuh tempo", "付款截止", "납부기한"],
  ["προθεσμία πληρωμής", "πληρωτέο έως", "תאריך פירעון", "לתשלום עד"],
]);
/**
 * A charge set for later, beside the total even when its label says "payment" ("Payment scheduled for Nov 13"): the
 * words of a charge to come that bills print too (meanings/money-ahead.ts, shared with the alert reader).
 */
const SCHEDULED = words(Object.values(SCHEDULED_WORDS));
/** The words a sentence of DEBIT_AHEAD starts with: one pass over the mail finds the few lines that may hold one. */
const DEBIT_AHEAD_START = phrasePattern(DEBIT_AHEAD_WORDS);
const MONTHS = [
  ...["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
  ...["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "januar", "februar", "märz", "mai"],
  ...["juni", "juli", "oktober", "dezember", "okt", "dez", "janvier", "février", "mars", "avril", "juin", "juillet", "août"],
  ...["septembre", "octobre", "novembre", "décembre", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto"],
  ...["septiembre", "octubre", "noviembre", "diciembre", "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio"],
  ...["settembre", "ottobre", "dicembre", "januari", "februari", "maart", "mei", "augustus"],
];
const WEEKDAYS = [
  ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "montag", "dienstag", "mittwoch"],
  ...["donnerstag", "freitag", "samstag", "sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  ...["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "lunedì", "martedì", "mercoledì", "giovedì"],
  ...["venerdì", "sabato", "domenica", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
];
/**
 * A day named after a preposition: "am 15.", "zum 15.11.2024", "on or just after 15 November", "on the 15th", "le
 * 15/11", "el día 5", "il 30/11", "op 28 november", "em 10/12".
 */
const DAY = new RegExp(
  String.raw`(?<!\p{L})(?:on|after|around|am|zum|ab dem|um den|le|du|vers le|el|del|il|dal|in data|op|rond|omstreeks|vanaf|em|no dia)` +
    String.raw`(?:\s+(?:the|or|just|about|after|dem|den|día|dia|giorno|${WEEKDAYS.join("|")}),?)*` +
    String.raw`\s+(?:\d{1,2}(?!\d)|(?:${MONTHS.join("|")})(?!\p{L}))`,
  "iu",
);
/** Longest text of a debit announced, quoted in the reason. */
const QUOTE_MAX = 60;

/** A line about the next period ("Next payment due on 9 Dec"): the receipt's own charge is another. */
const NEXT = words([
  ["next", "renews", "renewal", "nächste", "nächsten", "prochain", "prochaine", "prossimo", "prossima"],
  ["próximo", "próxima", "volgende"],
]);
/** "Total due today" is what checkout charges now. */
const DUE_NOW = words([["due today", "due now", "heute fällig", "à payer aujourd'hui", "a pagar hoy", "da pagare oggi"]]);

/** The label of an invoice's or a payment's status ("Status:", "Stav platby:", "Статус оплаты:", "支付状态："). */
const STATUS_LABELS = [
  ...["status", "payment status", "zahlungsstatus", "statut", "stato", "estado", "estado del pago", "betaalstatus"],
  ...["status płatności", "stav", "stav platby", "stav faktury", "stav objednávky", "durum", "ödeme durumu", "fatura durumu"],
  ...["állapot", "fizetési állapot", "státusz", "stare", "starea plății", "tila", "maksun tila", "статус", "статус оплаты"],
  ...["статус платежа", "статус оплати", "статус платежу", "κατάσταση", "κατάσταση πληρωμής", "סטטוס", "סטטוס תשלום"],
  ...["status pembayaran", "状态", "支付状态", "付款状态", "狀態", "付款狀態", "상태", "결제 상태", "결제상태"],
];
/** What such a status says when the invoice is settled ("Paid", "Zaplaceno", "Ödendi", "Оплачен", "已支付", "결제완료"). */
const PAID_WORDS = [
  ...["paid", "paid in full", "payment received", "bezahlt", "payé", "payée", "réglé", "réglée", "pagato", "pagata"],
  ...["pagado", "pagada", "betaald", "pago", "paga", "opłacono", "opłacone", "zapłacono", "zapłacone", "zaplaceno", "uhrazeno"],
  ...["zaplacena", "uhrazena", "zaplatené", "uhradené", "zaplatená", "uhradená", "ödendi", "ödenmiştir", "kifizetve", "fizetve"],
  ...["achitat", "achitată", "plătit", "plătită", "maksettu", "оплачено", "оплачен", "оплачена", "сплачено", "оплачений"],
  ...["πληρώθηκε", "εξοφλήθηκε", "εξοφλημένο", "εξοφλημένη", "שולם", "שולמה", "lunas", "sudah dibayar", "telah dibayar"],
  ...["dibayar", "已支付", "已付款", "已付清", "결제완료", "결제 완료", "납부완료", "납부 완료"],
];
/** A status that says the invoice is settled ("Status: Paid", "Paid in full", "Bezahlt", "Stav: Zaplaceno"). */
const PAID_STATUS = new RegExp(`^(?:(?:${STATUS_LABELS.join("|")})\\s*[:：]?\\s*)?(?:${PAID_WORDS.join("|")})\\s*[.!✓✔]?$`, "iu");

/** Every phrase above that is looked for anywhere in the body, as one list. */
const ANY = phrasePattern(ANYWHERE);

/** The lines before and after the total's that speak of it. */
const NEAR = 2;

export interface FutureMoneyInput {
  subject: string;
  lines: readonly string[];
  /** The line of the total's label, its value ("39.99"), and whether it says the money was charged or paid. */
  totalAt: number | null;
  total?: string | null;
  charged: boolean;
}

interface Coming {
  reason: string;
  /** The mail names the day the money is to be taken: a card on file or a mandate is how, not that it was. */
  dated?: true;
}

/** Why the mail is no charge yet, or null. */
export function notChargedYet(input: FutureMoneyInput): string | null {
  const { subject, lines } = input;
  // One pass finds the few lines that say any of it; most receipts have none.
  const spoken = linesWith(lines, ANY).map((i) => lines[i] ?? "");
  const said = (p: Phrases) => found(subject, p) ?? spoken.map((l) => found(l, p)).find((t) => t);
  const notReceipt = said(NOT_A_RECEIPT);
  if (notReceipt) return `not a receipt: the mail says so ("${notReceipt}")`;
  const coming = toCome(input, said);
  // A settled status outweighs a payment to come; a "paid" label alone does not (above): it can name an amount
  // that is only scheduled ("Payment amount: $102.12 / Payment scheduled for Nov 13").
  if (!coming || lines.some((l) => PAID_STATUS.test(l.trim()))) return null;
  const { reason } = coming;
  if (!reason.startsWith(DUE_REASON)) return reason;
  // A debit announced for a day is still to come however it will be paid: only words that it was made turn it.
  if (coming.dated) return chargeMadeIn(subject, lines) ? null : reason;
  // A due date beside an invoice that says it was charged, has nothing left to pay, or is collected by direct
  // debit is the invoice's terms, not money still to come (settled.ts). An unpaid invoice or a stay paid at the
  // hotel is not turned by it.
  return settledIn(subject, lines) ? null : reason;
}

function toCome(input: FutureMoneyInput, said: (p: Phrases) => string | undefined): Coming | null {
  const { subject, lines, charged } = input;
  if (!charged) {
    const later = said(PAY_LATER) ?? bookedLater(subject, lines, said);
    if (later) return { reason: `not paid yet: to be paid later ("${later}")` };
    const proForma = said(PRO_FORMA);
    if (proForma) return { reason: `not paid yet: a pro-forma invoice or quote ("${proForma}")` };
    const unpaid = said(UNPAID);
    if (unpaid) return { reason: `not paid yet: an unpaid invoice ("${unpaid}")` };
  }
  if (input.totalAt === null) return null;
  const from = Math.max(0, input.totalAt - NEAR);
  const near = lines.slice(from, input.totalAt + NEAR + 1);
  // A line about the next period, or a total due today, is not this one's payment; beside a charged total, a
  // line that names an amount of its own is another charge to come ("the remaining $50.00 will be charged":
  // later-charges.ts), not this one scheduled.
  const otherPeriod = (l: string) => found(l, DUE_NOW) !== undefined || found(l, NEXT) !== undefined;
  // Asked of each line near the total by both questions below: answered once a line.
  const aside = near.map((l, i) => otherPeriod(l) || (charged && from + i !== input.totalAt && moneyIn(l).length > 0));
  // The debit a line near the total announces, searched once a line for both questions below (a long pattern).
  const debits = new Map<number, string | undefined>();
  const debitNear = (l: string, i: number) => {
    if (!debits.has(i)) debits.set(i, debitAhead(l));
    return debits.get(i);
  };
  // A debit announced for a day: beside a charged total, or anywhere in a mail whose total no label calls charged
  // (a bill says it below its summary), unless its line names another amount.
  const dated = charged
    ? near.map((l, i) => (aside[i] || !DAY.test(l) ? undefined : debitNear(l, i))).find((t) => t)
    : linesWith(lines, DEBIT_AHEAD_START)
        .map((i) => lines[i] ?? "")
        .filter((l) => !otherPeriod(l) && moneyIn(l).every((m) => m.value === input.total) && DAY.test(l))
        .map((l) => debitAhead(l))
        .find((t) => t);
  if (dated) return { reason: `${DUE_REASON} ("${dated}")`, dated: true };
  const ahead = (l: string, i: number) =>
    aside[i] ? undefined : (found(l, SCHEDULED) ?? debitNear(l, i) ?? (charged ? undefined : found(l, DUE)));
  const due = (charged ? undefined : found(subject, DUE)) ?? found(subject, SCHEDULED) ?? near.map(ahead).find((t) => t);
  return due ? { reason: `${DUE_REASON} ("${due}")` } : null;
}

/** The words of a debit the line announces, or undefined (a debit announced for a day: its line names one, `DAY`). */
function debitAhead(line: string): string | undefined {
  const m = DEBIT_AHEAD.exec(line);
  if (!m || MADE.test(m[0])) return undefined;
  const text = line.slice(m.index).trim();
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

/** What a booking says of its payment to come, when the mail is about a booking. */
function bookedLater(subject: string, lines: readonly string[], said: (p: Phrases) => string | undefined): string | undefined {
  const text = [subject, ...lines];
  const japanese = text.map((l) => BOOKED_LATER_JA.exec(l)?.[0]).find((t) => t);
  if (japanese && text.some((l) => BOOKING_JA.test(l))) return japanese;
  const later = said(BOOKED_LATER);
  return later && (found(subject, BOOKING) || linesWith(lines, BOOKING).length > 0) ? later : undefined;
}

function found(line: string, p: Phrases): string | undefined {
  return phrasesIn(line, p)[0]?.text;
}
