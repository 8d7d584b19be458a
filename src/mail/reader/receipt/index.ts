// A receipt's one purchase, read from the original message (after any forward was unwrapped): the total,
// currency, date, merchant, order number and items, each with how it was read — and, when the mail is not a
// purchase after all (a parcel notice, an offer, a zero total, a lookalike sender…), why not. Pure: nothing
// here sends, stores or fetches; the best signal wins (schema.org markup, then labels in the text, then
// headers, then the time of receipt), and what the rest of the mail does not confirm is said to be unsure
// (confirm.ts: a total no sum, payment line, subject or other label repeats; a merchant or a day from a guess).
import type { MailMessage } from "../message";
import { moneyIn, withAmountsKept, writtenWithPlus, type Money } from "./money/amounts";
import { htmlBody, plainBody, type Body } from "./text/body";
import { cardPurchaseIn, notBoughtIn, type CardPurchase } from "./merchant/card-alert";
import { notAPurchase } from "./kinds/classify";
import { paidEvidence } from "./kinds/paid-evidence";
import { merchantCountry, type Country } from "./money/country";
import { currencyOfSign, dollarNamed, isCurrencyCode, signInLabel, unitColumn, type CurrencyContext } from "./money/currency";
import { holdFor, type HeldVerdict } from "./hold/hold";
import { domainOf } from "./merchant/domains";
import { impersonation } from "./scams/impersonation";
import { readMarkup } from "./markup/markup";
import { routeIn } from "./details/route";
import { markupShipping, orderFromMarkup, type MarkupOrder } from "./markup/markup-order";
import { itemsIn, orderNumberIn } from "./details/order";
import { isForwarder, processorOf, readPayee, type Payee } from "./merchant/payee";
import { pdfsAsked, readWithPdfs } from "./text/pdf-invoice";
import { awardTaxes, type AwardTaxes } from "./totals/award-taxes";
import { chooseTotal, totalCandidates, type TotalCandidate, type TotalChoice } from "./totals/totals";
import { confirmationOf, confirmationWords, markupConfirmation, type Confirmed, type Evidence } from "./totals/confirm";
import { laterCharge } from "./totals/later-charges";
import { tipIn } from "./totals/tips";
import { paidOtherwise } from "./totals/tenders";
import { purchaseDay, type PurchaseDay } from "./dates/purchase-day";
import type { PersonZone } from "./dates/user-day";

/** Why a mail read whole is held when nothing in it says the person paid. */
const UNPROVEN =
  "is this a purchase? The mail names an amount, but nothing in it says you paid (no paid or charged words, card, items, order or receipt)";

export interface ReceiptReading {
  /**
   * needs_amount, needs_review: a purchase held for the person (hold.ts): its total, or its business, could not be
   * read. suspicious: a charge claimed in someone else's name (impersonation.ts): not booked, and the inbox says so.
   */
  verdict: "purchase" | "not_a_receipt" | "suspicious" | HeldVerdict;
  /** Why not a purchase, in words for the inbox (shipping notice, marketing, zero total, lookalike sender, no total found), or why held. */
  reason?: string;
  merchant: string | null;
  /** Positive decimal with "." ("70.00"): the money that went out. */
  total: string | null;
  /**
   * The question a held mail asks the person: "is_purchase" where it was read whole but nothing in it says they paid
   * (a total beside no paid word, card, item, order or receipt). Their answer is remembered for the sender.
   */
  asks?: "is_purchase";
  /** Lowercase ISO 4217. */
  currency: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  orderNumber: string | null;
  items: string[];
  /** What the mail says is still to be charged later (the rest after a deposit), as written, for the notes. */
  later?: string;
  /** The tip the total includes (tips.ts): the card's authorisation was that much below it. */
  tip?: string;
  /** Where a ride or flight went ("FRA → JFK"), for the notes. */
  route: string | null;
  /** The carrier or seller an agency or a marketplace charged for ("Carrier: American Airlines"), for the notes. */
  via?: string;
  /** The card descriptor as the alert wrote it, when the payee is its tidied form ("AMZN Mktp CA"), for the notes. */
  descriptor: string | null;
  /**
   * How each field was read, for the inbox: the source first — "markup", "label", "body", "header", "sender" or
   * "received" — and after a colon, where a choice was made or the reading is unsure, what and why
   * ("label: $ read as cad (the merchant's domain .ca)").
   */
  how: Partial<Record<"merchant" | "total" | "currency" | "date" | "evidence", string>>;
  /**
   * The fields read from weak evidence, "low" each: a total nothing else in the mail confirms (`how.total` says
   * what confirmed one), a merchant or a day taken from a guess. The inbox and the receipt's report say so.
   */
  confidence: Partial<Record<"merchant" | "total" | "date", "low">>;
}

export interface ReceiptContext {
  /** When the mail reached Intake: the date of last resort. */
  receivedAt: Date;
  /** The address (or "Name <address>") of the person who forwarded the receipt: never the merchant. */
  forwarder?: string | null;
  /** The message is a reply and only its own text was kept (unwrap/reply.ts): the inbox says why nothing was read. */
  reply?: boolean;
  /** The forwarding client's own Date header (the outer message's): it carries the user's UTC offset. */
  forwardedAt?: string | null;
  /** The person's time zone, for a Date header in UTC when the forward gives no offset (user-day.ts). */
  zone?: PersonZone | null;
}

export async function readReceipt(message: MailMessage, context: ReceiptContext): Promise<ReceiptReading> {
  const reading = withAmountsKept(() => read(message, context));
  // A PDF invoice is read only when the mail names no total, or one with a due date (pdf-invoice.ts): its text as
  // the mail's extra lines.
  if (!pdfsAsked(message, reading)) return reading;
  return readWithPdfs(message, reading, (extra, lockedPdf) => withAmountsKept(() => read(message, context, extra, lockedPdf)));
}

function read(message: MailMessage, context: ReceiptContext, extraLines: readonly string[] = [], lockedPdf?: string): ReceiptReading {
  const markup = message.html ? readMarkup(message.html) : { things: [], problems: [] };
  const order = orderFromMarkup(markup.things);
  const text = withExtraLines(readText(message), extraLines);
  const lines = text.body?.lines ?? [];
  const alert = cardPurchaseIn(message.subject, lines);
  const alerted = alert?.money ? alertTotal(alert, alert.money) : null;
  const candidates = text.candidates.length === 0 && alerted ? [alerted] : text.candidates;
  const choice = chooseTotal(candidates, lines, { subject: message.subject, pdfFrom: text.pdfFrom, alert: alerted });
  const how: ReceiptReading["how"] = {};

  const fromForwarder = isForwarder(message.from, context.forwarder);
  const senderDomain = fromForwarder || processorOf(message.from) ? null : domainOf(message.from?.address);
  // The country and a written dollar are searched for only when a sign several currencies share ("$", "kr",
  // "¥") or a date that reads either way asks: each is a pass over every line, and most mail asks neither.
  let country: Country | null | undefined;
  let writtenDollar: string | null | undefined;
  const ctx: CurrencyContext = {
    get country() {
      if (country === undefined)
        country = merchantCountry(order?.merchantCountry ?? null, [order?.merchantDomain ?? null, senderDomain], lines);
      return country;
    },
    language: choice?.best.lang ?? languageOf(candidates),
    get writtenDollar() {
      if (writtenDollar === undefined) writtenDollar = dollarWritten(lines);
      return writtenDollar;
    },
  };

  // A booking paid with points charged its taxes (award-taxes.ts), unless a card named in the mail took an amount.
  const award = candidates.some((c) => c.method) ? null : awardTaxes(message.subject, lines);
  const charged = candidates.some((c) => c.rank === 3);
  const evidence: Evidence = { lines, subject: message.subject, candidates, pdfFrom: text.pdfFrom };
  const money = award ? awardMoney(award, lines, ctx, evidence) : readMoney(order, choice, lines, ctx, markup.problems, evidence);
  Object.assign(how, money.how);
  const monthFirst = () => money.currency === "usd" || ctx.country?.code === "us";
  const date = purchaseDay({ ...context, order, lines, header: message.date, currency: money.currency, monthFirst });
  how.date = date.how;
  const payee = readPayee({
    markupMerchant: order?.merchant ?? null,
    markupRole: order?.merchantRole ?? null,
    markupType: order?.type ?? null,
    cardPurchase: alert,
    from: message.from,
    forwarder: context.forwarder,
    subject: message.subject,
    lines,
  });
  how.merchant = payee.how;

  const suspicion = fromForwarder
    ? null
    : impersonation({
        from: message.from,
        subject: message.subject,
        lines,
        claimed: order?.merchant ?? null,
        total: money.total === null ? null : { value: money.total, currency: money.currency },
      });
  const refused = notAPurchase({
    subject: message.subject,
    lines,
    total:
      money.total === null
        ? null
        : {
            value: money.total,
            negative: money.negative,
            plus: !award && !order?.money && choice !== null && writtenWithPlus(lines[choice.best.at] ?? "", choice.best.money),
            charged: award !== null || choice?.best.rank === 3,
            line: award?.line ?? choice?.best.line ?? null,
            label: award ? null : (choice?.best.label ?? null),
          },
    markupStatus: order?.status ?? null,
    markupShipping: markupShipping(markup.things),
    paidOtherwise: order?.money || award ? null : paidOtherwise(lines, choice, charged),
  });
  // Where the mail would pass, or say only "no total found" (classify.ts), a notice of money moved says what it is.
  const reason =
    suspicion ?? (refused === null || refused === "no total found" ? notBought(order, alert, message.subject, lines) : null) ?? refused;
  const later = order?.money ? null : laterCharge(lines, choice);
  const tip = tipIn(lines, money.total, choice?.best.line ?? null);
  // Item lines are read above a total; a mail without one has none worth listing.
  const items = order?.items.length ? order.items : choice ? itemsIn(lines, choice.best.line) : [];
  const orderNumber = order?.orderNumber ?? orderNumberIn(message.subject, lines);
  // A suspicious mail or a reply is no purchase to hold for the person.
  const hold =
    suspicion || context.reply
      ? null
      : holdFor({
          reason,
          total: money.total,
          merchant: payee.merchant,
          subject: message.subject,
          lines,
          orderNumber,
          markupOrder: order?.type === "Order",
          html: message.html,
          attachments: message.attachments ?? [],
          fromForwarder,
          lockedPdf: lockedPdf ?? null,
        });
  // Asked only of a mail that would be booked (nothing else needs it): what in it says the person paid.
  const decides = !suspicion && !hold && reason === null;
  const paidBy = !decides
    ? null
    : paidEvidence({
        subject: message.subject,
        lines,
        markupOrder: Boolean(order?.money),
        cardPurchase: alert !== null,
        award: award !== null,
        chargedLabel: choice?.best.rank === 3,
        paidWithCard: candidates.some((c) => c.method),
        items: items.length,
        orderNumber: orderNumber !== null,
        totalLine: choice?.best.line ?? null,
      });
  if (paidBy !== null) how.evidence = paidBy;
  // A mail read whole whose words prove no payment is asked about, never booked on its total alone.
  const unproven = decides && paidBy === null;
  const why =
    hold?.reason ??
    (unproven ? UNPROVEN : null) ??
    (reason !== null && context.reply ? `a reply: the mail it quotes is not read, only a forwarded one is (${reason})` : reason);
  return {
    verdict: suspicion ? "suspicious" : (hold?.verdict ?? (unproven ? "needs_review" : reason === null ? "purchase" : "not_a_receipt")),
    ...(why === null ? {} : { reason: why }),
    ...(unproven ? { asks: "is_purchase" as const } : {}),
    merchant: payee.merchant,
    total: money.total,
    currency: money.currency,
    date: date.date,
    orderNumber,
    items: [...new Set(items)],
    ...(later ? { later } : {}),
    ...(tip ? { tip } : {}),
    ...(payee.via ? { via: payee.via } : {}),
    // Only a purchase's notes are written: other mail (often long marketing) is not searched for a route.
    route: reason === null ? (order?.route ?? routeIn(message.subject, lines)) : null,
    descriptor: alert && payee.merchant === alert.merchant && alert.descriptor !== alert.merchant ? alert.descriptor : null,
    how,
    confidence: confidenceOf(payee, money, date),
  };
}

/** The fields read from weak evidence: a guessed merchant, a total nothing confirms, a day a guess decided. */
function confidenceOf(payee: Payee, money: MoneyReading, date: PurchaseDay): ReceiptReading["confidence"] {
  const low = {
    merchant: payee.merchant !== null && payee.weak === true,
    total: money.total !== null && !money.confirmed,
    date: date.weak,
  };
  return Object.fromEntries(Object.entries(low).flatMap(([field, weak]) => (weak ? [[field, "low"]] : [])));
}

/** An alert's "You spent 15 CAD at …" is what was charged when no label names a total. */
function alertTotal(alert: CardPurchase, money: Money): TotalCandidate {
  const line = Math.max(alert.line, 0);
  return { money, rank: 3, label: "the card purchase sentence", lang: null, line, at: line, where: "same line", bank: true };
}

/** A notice of a refund, a deposit, a withdrawal or a payment to the card: money moved, nothing was bought. */
function notBought(order: MarkupOrder | null, alert: CardPurchase | null, subject: string | null, lines: readonly string[]): string | null {
  if (order || alert) return null;
  const kind = notBoughtIn(subject, lines);
  return kind ? `not a purchase: the mail is about ${kind}` : null;
}

interface Text {
  body: Body | null;
  candidates: TotalCandidate[];
  /** Where an attached PDF's lines start, when they were read after the mail's. */
  pdfFrom?: number;
}

/** The plain text, or the HTML as text when there is no plain text or only the HTML names a total. */
function readText(message: MailMessage): Text {
  const plain = plainBody(message);
  const fromPlain = plain ? totalCandidates(plain.lines) : [];
  if (fromPlain.length > 0 || !message.html) return { body: plain, candidates: fromPlain };
  const html = htmlBody(message);
  const fromHtml = html ? totalCandidates(html.lines) : [];
  return fromHtml.length > 0 || !plain ? { body: html, candidates: fromHtml } : { body: plain, candidates: fromPlain };
}

/** The text read with a PDF's lines after it, its total candidates read again over both. */
function withExtraLines(text: Text, extra: readonly string[]): Text {
  if (extra.length === 0) return text;
  const own = text.body?.lines ?? [];
  const lines = [...own, "", ...extra];
  return { body: { lines, fromHtml: text.body?.fromHtml ?? false }, candidates: totalCandidates(lines), pdfFrom: own.length + 1 };
}

interface MoneyReading {
  total: string | null;
  negative: boolean;
  currency: string | null;
  how: ReceiptReading["how"];
  /** What else in the mail says the total (confirm.ts); null when nothing does or there is none. */
  confirmed: Confirmed | null;
}

function readMoney(
  order: MarkupOrder | null,
  choice: TotalChoice | null,
  lines: readonly string[],
  ctx: CurrencyContext,
  problems: string[],
  evidence: Evidence,
): MoneyReading {
  const unread = problems.length > 0 ? ` (${problems.join("; ")})` : "";
  if (order?.money) {
    const text = choice && choice.best.money.value !== order.money.value ? `the text's total is ${choice.best.money.value}` : null;
    const confirmed = markupConfirmation(order.money.value, evidence);
    const notes = [order.totalNote, text, confirmationWords(confirmed)].filter((n) => n);
    const currency =
      markupCurrency(order, ctx) ?? (choice ? currencyNear(choice.best.money, lines[choice.best.line] ?? "", lines, ctx) : null);
    return {
      total: order.money.value,
      negative: order.money.negative,
      currency: currency?.currency ?? null,
      how: {
        total: `markup: ${notes.join("; ")}`,
        currency: currency?.how ?? "no currency in the markup or next to the total",
      },
      confirmed,
    };
  }
  if (!choice)
    return { total: null, negative: false, currency: null, how: { total: `no total label with an amount${unread}` }, confirmed: null };
  const best = choice.best;
  const currency =
    currencyNear(best.money, lines[best.line] ?? "", lines, ctx) ??
    (order?.currencyCode ? { currency: order.currencyCode.toLowerCase(), how: "markup: priceCurrency" } : null);
  return {
    total: best.money.value,
    negative: best.money.negative,
    currency: currency?.currency ?? null,
    how: {
      total: `label: "${best.label}" (${best.where})${choice.note ? `; ${choice.note}` : ""}${unread}; ${confirmationWords(choice.confirmed)}`,
      currency: currency?.how ?? "no currency written next to the total or anywhere in the mail",
    },
    confirmed: choice.confirmed,
  };
}

function awardMoney(award: AwardTaxes, lines: readonly string[], ctx: CurrencyContext, evidence: Evidence): MoneyReading {
  const currency = currencyNear(award.money, lines[award.line] ?? "", lines, ctx);
  const taxes: TotalCandidate = {
    money: award.money,
    rank: 3,
    label: award.label,
    lang: null,
    line: award.line,
    at: award.line,
    where: "same line",
  };
  const confirmed = confirmationOf(taxes, evidence);
  return {
    total: award.money.value,
    negative: false,
    currency: currency?.currency ?? null,
    how: {
      total: `label: "${award.label}" (the taxes of a booking paid with ${award.points}: the card paid these, not the fare); ${confirmationWords(confirmed)}`,
      currency: currency?.how ?? "no currency written next to the taxes",
    },
    confirmed,
  };
}

function markupCurrency(order: MarkupOrder, ctx: CurrencyContext): { currency: string | null; how: string } | null {
  const code = order.currencyCode?.trim().toUpperCase();
  if (code && isCurrencyCode(code)) return { currency: code.toLowerCase(), how: "markup" };
  if (order.money?.sign) {
    const r = currencyOfSign(order.money.sign, ctx);
    return { currency: r.currency, how: `markup${r.note ? ": " + r.note : ""}` };
  }
  return null;
}

/** The currency written next to the amount, else a code on its line ("Total (EUR)"), else the mail's usual one. */
function currencyNear(
  money: Money,
  line: string,
  lines: readonly string[],
  ctx: CurrencyContext,
): { currency: string | null; how: string } | null {
  if (money.sign) {
    const r = currencyOfSign(money.sign, ctx);
    return { currency: r.currency, how: `label${r.note ? ": " + r.note : ""}` };
  }
  const code = line.match(/(?<![\p{L}])[A-Z]{3}(?![\p{L}])/gu)?.find(isCurrencyCode);
  if (code) return { currency: code.toLowerCase(), how: "label: the code on the total's line" };
  const sign = moneyIn(line).every((m) => !m.sign) ? signInLabel(line) : null;
  const signed = sign ? currencyOfSign(sign, ctx) : null;
  if (signed?.currency)
    return { currency: signed.currency, how: `label: the sign in the total's label${signed.note ? ": " + signed.note : ""}` };
  const counts = new Map<string, number>();
  for (const l of lines)
    for (const m of moneyIn(l))
      if (m.sign) {
        const c = currencyOfSign(m.sign, ctx).currency;
        if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
      }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (top) return { currency: top[0], how: "label: no sign next to the total; the currency of the mail's other amounts" };
  const unit = unitColumn(lines);
  return unit ? { currency: unit, how: "label: no sign next to the total; the one currency a column of the table names" } : null;
}

/** The one dollar the mail names explicitly ("CAD", "A$"), for its bare "$" amounts. */
function dollarWritten(lines: readonly string[]): string | null {
  const named = new Set<string>();
  for (const l of lines)
    for (const m of moneyIn(l))
      if (m.sign) {
        const d = dollarNamed(m.sign);
        if (d) named.add(d);
      }
  const [only] = named;
  return named.size === 1 && only !== undefined ? only : null;
}

/** The language most total labels of the mail are in, when "Total" alone does not say. */
function languageOf(candidates: readonly TotalCandidate[]): string | null {
  const counts = new Map<string, number>();
  for (const c of candidates) if (c.lang) counts.set(c.lang, (counts.get(c.lang) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
