// A bank's or card issuer's purchase alert: "You made a purchase of $12.50 at STARBUCKS #1234", "… towards AMZN
// Mktp CA", "You spent 15 CAD at Independent City Market", "Kartenzahlung über 12,50 € bei REWE", "Achat de
// 12,50 € chez Carrefour". The merchant is the one the sentence names (its descriptor tidied), never the bank
// that sent the mail; the amount is the sentence's when no total label gives one. Alerts of money in or out
// that are not purchases (a refund, a credit, a deposit, a withdrawal, a payment to the card) are told apart.
import { MONEY_WORDS, RANK, type MeaningName } from "../../meanings";
import { moneyIn, type Money } from "../money/amounts";
import { tidyDescriptor } from "./descriptor";

export interface CardPurchase {
  /** The merchant, its descriptor tidied ("Amazon.ca"). */
  merchant: string;
  /** The descriptor as the alert wrote it ("AMZN Mktp CA"). */
  descriptor: string;
  /** The amount the sentence names, when it names one. */
  money: Money | null;
  /** The line the sentence is on, -1 for the subject. */
  line: number;
}

/** A count of instalments or items where a name would start ("10x de", "3 x", "12×"). */
const INSTALMENTS = /^\d{1,2}\s*[x×](?![\p{L}\p{N}])/u;
/** Alerts are short: the sentence is near the top, and a long mail's later lines are not searched. */
const LINES_READ = 80;

/**
 * A purchase word, then within the sentence the word before the merchant: "purchase … at", "transaction with",
 * "spent … at", "Zahlung … bei", "achat … chez", "compra … en", "acquisto … presso", "betaling … bij", "compra … em".
 * Both start with an ASCII look-behind: it says cheaply, of most places of a line (inside a Latin word), what the
 * Unicode one says (every character it matches under the i flag is a letter).
 */
const PURCHASE =
  /(?<![a-z])(?<![\p{L}])(?:purchase|transaction|charge|card payment|spent|spend|you paid|zahlung|kartenzahlung|einkauf|kauf|umsatz|transaktion|belastung|ausgegeben|bezahlt|achat|paiement|transaction|dépense|dépensé|compra|pago|transacción|cargo|gastado|gastaste|gastou|consumo|acquisto|pagamento|transazione|addebito|speso|spesa|betaling|aankoop|transactie|uitgegeven|betaald|pinbetaling|transação)(?![\p{L}])/iu;
/** The word that introduces the merchant, by language. "with" (Chase: "transaction with STARBUCKS") is taken only before a name. */
const BEFORE_MERCHANT = /(?<![a-z])(?<![\p{L}])(?:at|towards|toward|with|bei|chez|auprès de|en|presso|bij|em|no|na|@)\s+/giu;
/** Words between the preposition and the name ("at the merchant STARBUCKS", "no estabelecimento X"). */
const FILLER =
  /^(?:(?:the|el|la|le|der|die|o|a|il|lo|de|het)\s+)?(?:merchant|store|shop|retailer|comercio|establecimiento|estabelecimento|loja|commerçant|magasin|esercente|negozio|winkel|händler|akzeptanzstelle|geschäft)\s*:?\s+/iu;
/**
 * Where the merchant's name ends: the sentence's end, a date, the card, the amount, a word of the sentence going
 * on. Those words are matched in lower case only: descriptors are written in capitals ("NO FRILLS", "BAR ON 5TH").
 */
const NAME_END =
  /[.!?;](?:\s|$)|[,(]|\s+[-–—|]\s+|\s+(?:on|for|using|with|via|was|has|in the amount|from your|am|um|für|mit|auf|wurde|ausgegeben|bezahlt|getätigt|le|pour|avec|avec votre|a été|el|por|con|con tu|il|per|op|met|voor|is|uitgegeven|betaald|gedaan|com|pelo|no|na|em)\s|\s+(?:ausgegeben|bezahlt|getätigt|uitgegeven|betaald)$|\s*[$€£¥]|\s+\d{1,2}[./]\d{1,2}[./]\d{2,4}/u;
/** A name is a business only if it starts as names do and is not the card, the account or the person. */
const NOT_A_NAME =
  /^(?:your|you|my|our|this|that|card|account|visa|mastercard|master card|amex|american express|debit|credit|ending|tu|su|votre|ihre|ihrer|je|uw|sua|seu|la tua|il tuo)(?![\p{L}])/iu;
/** Labels an alert puts the merchant under ("Transaction Description:", "Merchant:", "Händler:"). */
const MERCHANT_LABEL =
  /^\s*(?:transaction description|merchant(?: name)?|händler|akzeptanzstelle|commerçant|comercio|establecimiento|esercente|winkelier|handelaar|estabelecimento)\s*:?\s*(?<value>.*)$/iu;
/** An alert's sentence is short; a longer line is a paragraph of something else. */
const MAX_SENTENCE = 400;
const STARTS_NAME = /^[\p{Lu}\d]/u;
/** Longest merchant name taken: beyond this the sentence ran on. */
const MAX_NAME = 60;

/** The purchase an alert names, from the body's first lines, else the subject; null when it names none. */
export function cardPurchaseIn(subject: string | null, lines: readonly string[]): CardPurchase | null {
  const read = Math.min(lines.length, LINES_READ);
  for (let i = 0; i < read; i++) {
    const found = sentencePurchase(stripQuote(lines[i] ?? ""), i);
    if (found) return found;
  }
  if (subject) {
    const found = sentencePurchase(subject.replace(/^\s*(?:(?:fwd?|tr|wg|rv|i)\s*:\s*)+/iu, ""), -1);
    if (found) return found;
  }
  return labelledPurchase(lines, read);
}

function sentencePurchase(line: string, index: number): CardPurchase | null {
  if (line.length > MAX_SENTENCE) return null;
  const trigger = PURCHASE.exec(line);
  if (!trigger) return null;
  BEFORE_MERCHANT.lastIndex = trigger.index;
  for (let m = BEFORE_MERCHANT.exec(line); m !== null; m = BEFORE_MERCHANT.exec(line)) {
    let rest = line.slice(m.index + m[0].length);
    // Most "at", "with", "en" are followed by a lower-case word: no name, and no need to look for its end.
    if (!STARTS_NAME.test(rest)) {
      rest = rest.replace(FILLER, "");
      if (!STARTS_NAME.test(rest)) continue;
    }
    const descriptor = nameAt(rest);
    if (!descriptor) continue;
    const money = moneyIn(line.slice(0, m.index))[0] ?? moneyIn(line.slice(m.index + m[0].length))[0] ?? null;
    return { merchant: tidyDescriptor(descriptor), descriptor, money, line: index };
  }
  return null;
}

function labelledPurchase(lines: readonly string[], read: number): CardPurchase | null {
  for (let i = 0; i < read; i++) {
    const label = MERCHANT_LABEL.exec(stripQuote(lines[i] ?? ""));
    if (!label) continue;
    let value = (label.groups?.value ?? "").trim();
    for (let j = i + 1; value === "" && j < Math.min(read, i + 4); j++) value = stripQuote(lines[j] ?? "").trim();
    const descriptor = value ? nameAt(value) : null;
    if (descriptor) return { merchant: tidyDescriptor(descriptor), descriptor, money: null, line: i };
  }
  return null;
}

function nameAt(text: string): string | null {
  const end = NAME_END.exec(text);
  // An amount ends the name with its sign, letters and all ("R$", "CA$"), not at the "$" inside it.
  const amount = moneyIn(text)[0];
  const stop = Math.min(end ? end.index : text.length, amount ? amount.start : text.length);
  const name = text.slice(0, stop).trim();
  // The card's last digits ("terminada en 4321 en …") are not a name either, nor a count of instalments ("em 10x de").
  if (name === "" || name.length > MAX_NAME || NOT_A_NAME.test(name) || /^\d+(?:\s|$)/.test(name) || INSTALMENTS.test(name)) return null;
  // Names start with a capital or a digit ("7-Eleven"); a lower-case word is the sentence going on.
  if (!/^[\p{Lu}\d]/u.test(name) || !/\p{L}{2}/u.test(name) || /^\d{1,2}[:.h]\d{2}/u.test(name)) return null;
  return name;
}

/** Quoted forwards ("> …") keep their quote marks in the text. */
function stripQuote(line: string): string {
  return line.replace(/^(?:\s*>)+\s?/, "");
}

/**
 * What an alert or a notice says moved when it is not a purchase: the subject, else the first line with an amount,
 * meaning a refund or a credit, money received, a withdrawal or a payment to the card (meanings/, in every language
 * they are written in), whatever payment the line also names (the refund of a purchase is money in). A purchase sentence, read first, wins; a return policy ("Refunds
 * will be issued…") names no amount and is not read; what a merchant's own mail says in another sense (a hotel's
 * "Deposit", an invoice's "Payment received") is not taken.
 */
const NOT_BOUGHT: Partial<Record<MeaningName, string>> = {
  refund: "a refund or credit",
  received: "money received (a deposit, a transfer or a payment in)",
  withdrawal: "a withdrawal",
  "paid-to-card": "a payment to your card or account",
};

export function notBoughtIn(subject: string | null, lines: readonly string[]): string | null {
  const subjectKind = subject ? notBoughtOn(subject) : null;
  if (subjectKind) return subjectKind;
  const read = Math.min(lines.length, LINES_READ);
  for (let i = 0; i < read; i++) {
    const line = lines[i] ?? "";
    if (!/\d/.test(line) || moneyIn(line).length === 0) continue;
    // The first sentence with an amount says what the mail is about.
    return notBoughtOn(line);
  }
  return null;
}

function notBoughtOn(text: string): string | null {
  let best: MeaningName | null = null;
  for (const found of MONEY_WORDS.read(text)) {
    if (found.alertOnly || NOT_BOUGHT[found.meaning] === undefined) continue;
    if (best === null || (RANK.get(found.meaning) ?? Infinity) < (RANK.get(best) ?? Infinity)) best = found.meaning;
  }
  return best === null ? null : (NOT_BOUGHT[best] ?? null);
}
