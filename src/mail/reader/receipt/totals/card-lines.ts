// Payment lines: a card named by its brand and last digits, with the amount that went to it ("Visa •••• 1234
// $13.05", "Mastercard endet auf 4321: 13,05 €", "Visa *1234" over "$2.45", "$18.20 · Visa •••• 4242",
// "VISA 末尾4242 1,820円"), or a wallet with its amount ("PayPal  $18.20", "Apple Pay: 18,20 €"). The amount charged
// to the card is what left the user's account: it outranks an order or trip total that credits, points or gift
// cards paid part of, and it is the total of a receipt that labels none. A brand alone is a payment line only
// when it is the whole label ("Discover:" over "$22.32").
import { moneyIn } from "../money/amounts";
import { phrasePattern, phrasesIn } from "../text/phrases";
import { EXCLUDED_LABELS } from "./total-labels";
import type { TotalCandidate } from "./totals";

const BRAND = String.raw`visa|master\s?card|mc|amex|american\s+express|discover|maestro|jcb|diners(?:\s+club)?|union\s?pay|carte\s+bancaire|cb|girocard|ec-karte|debit\s+card|credit\s+card|debit|credit|card|karte|kreditkarte|carte|tarjeta|carta|kaart|cartão|クレジットカード|デビットカード|カード`;
/** The mask of a card number, whole or in groups ("••••", "**** **** ****", "xxxx-xxxx-xxxx-"). */
const MASK = String.raw`[*•·xX#…\u2022\u25cf]+(?:[\s-]+[*•·xX#…\u2022\u25cf]+)*[\s-]*`;
/** How receipts write a card's last digits: masked ("•••• 1234", "*1234", "XXXX1234"), after a dash ("Visa - 4242"), or in words ("ending", "末尾"). */
const LAST_DIGITS = String.raw`(?:${MASK}|\s+[-–]\s+(?=\d{4}(?!\d))|\s+(?:ending(?:\s+in)?|ends\s+in|endet\s+auf|endend\s+auf|terminant\s+par|se\s+terminant\s+par|terminada\s+en|que\s+termina\s+en|che\s+termina\s+con|terminante\s+in|eindigend\s+op|eindigt\s+op|final|com\s+final)\s*[*•·xX#]*\s*|\s*(?:末尾|下\s*[4４]\s*桁|下四桁)\s*[:：]?\s*[*•·xX#]*)(\d{4}|\d{2,3}(?!\d))`;
/**
 * A brand, a few words at most (the card's name: "Visa Debit", "Sapphire"), then its last digits. The ASCII
 * look-behind says first, and cheaply, what the Unicode one says of most places of a line (inside a Latin word).
 */
const CARD = new RegExp(String.raw`(?<![a-z])(?<![\p{L}])(?:${BRAND})(?![\p{L}])[^\d\n]{0,24}?${LAST_DIGITS}`, "iu");
const DIGIT = /[0-9]/;
/** The line is only a card network's name, as a label ("Discover:", "VISA"). */
const BRAND_ONLY = /^\s*(?:visa|master\s?card|amex|american\s+express|discover|maestro|jcb|diners(?:\s+club)?|union\s?pay)\s*:?\s*$/iu;
/**
 * A wallet's or a pay-later service's name opening the line, with the account it paid from in brackets ("PayPal
 * (pat@example.org)") or in words ("Venmo account", "Klarna Pay in 4", "PayPal-Konto"). A wallet's balance is no
 * payment method (tenders.ts).
 */
const WALLET = new RegExp(
  String.raw`^\s*(?:paypal|apple\s+pay|google\s+pay|samsung\s+pay|amazon\s+pay|shop\s+pay|klarna|afterpay|clearpay|affirm|zip|sezzle|ideal|bancontact|twint|bizum|mb\s+way|pix|satispay|paypay|alipay|wechat\s+pay|venmo|cash\s+app(?:\s+pay)?|revolut|swish|vipps|mobilepay|blik|lydia|楽天ペイ|メルペイ|d払い|au\s*pay)(?![\p{L}])` +
    String.raw`(?:\s*[(（][^)）]{0,60}[)）]|[\s-]*(?:account|konto|compte|cuenta|conta|conto|rekening|pay\s+in\s+\d+|pay\s+later|pay\s+over\s+time|ratenkauf|später\s+bezahlen|en\s+\d+\s+fois|en\s+\d+\s+plazos)(?![\p{L}]))?\s*[:：]?`,
  "iu",
);
/** Words a payment row puts between the card and its amount: the payment's status ("Visa •••• 4242  Approved  $18.20"). */
const STATUS =
  /^[\s\t:·|–-]*(?:approved|authori[sz]ed|captured|successful|genehmigt|autorisé|autorisée|accepté|aprobado|aprobada|approvato|autorizzato|goedgekeurd|geautoriseerd|aprovado|autorizado|承認済み?)[\s\t:·|–-]*$/iu;
/** What makes an amount on a card's line not a charge to it: a refund, a balance, a limit, a charge to come. */
const NOT_A_CHARGE = phrasePattern(
  [
    ...EXCLUDED_LABELS.refund,
    ...EXCLUDED_LABELS.balance,
    ...EXCLUDED_LABELS.notYet,
    ...EXCLUDED_LABELS.deposit,
    ...EXCLUDED_LABELS.discount,
    "credited",
    "available",
    "limit",
    "credit limit",
    "expires",
    "exp",
  ],
  true,
);
const MAX_GAP = 40;
const NEXT_LINE_REACH = 2;

/** The amounts charged to cards the mail names, as total candidates of the strongest rank. */
export function cardCandidates(lines: readonly string[]): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    // The card's last digits are digits: most lines of a mail have none, and CARD is tried at every character.
    const card = DIGIT.test(line) ? CARD.exec(line) : null;
    const wallet = card ? null : WALLET.exec(line);
    const end = card ? card.index + card[0].length : wallet ? wallet[0].length : BRAND_ONLY.test(line) ? line.length : -1;
    if (end < 0) continue;
    const label = (card ?? wallet)?.[0].trim() ?? line.trim().replace(/:$/, "");
    const found = (card ? amountBefore(line, i, card.index, end) : null) ?? amountAfter(lines, i, end);
    if (found && !found.money.negative) out.push({ ...found, rank: 3, label, lang: null, line: i, method: true });
  }
  return out;
}

type Found = Pick<TotalCandidate, "money" | "where" | "at">;

function amountAfter(lines: readonly string[], i: number, end: number): Found | null {
  const line = lines[i] ?? "";
  if (phrasesIn(line, NOT_A_CHARGE).length > 0) return null;
  const after = moneyIn(line).find((m) => m.start >= end);
  // Between the card and its amount only padding and punctuation ("Visa •••• 1234 ..... $13.05"): words make
  // it a sentence ("card ••1001 was credited for $840.72") that labels and notices read, not a payment line.
  if (after) {
    const between = line.slice(end, after.start);
    return between.length <= MAX_GAP && (!/\p{L}/u.test(between) || STATUS.test(between))
      ? { money: after, where: "same line", at: i }
      : null;
  }
  if (/\p{L}{3,}/u.test(line.slice(end))) return null;
  for (let j = i + 1; j < lines.length && j <= i + NEXT_LINE_REACH; j++) {
    const next = lines[j] ?? "";
    if (next.trim() === "") continue;
    const [amount, ...others] = moneyIn(next);
    if (!amount || others.length > 0 || phrasesIn(next, NOT_A_CHARGE).length > 0) return null;
    const rest = next.slice(0, amount.start) + next.slice(amount.end);
    return (rest.match(/\p{L}/gu)?.length ?? 0) <= 3 ? { money: amount, where: "next line", at: j } : null;
  }
  return null;
}

/** "$18.20 · Visa •••• 4242": the line is an amount and the card it went to, nothing else. */
function amountBefore(line: string, i: number, cardAt: number, cardEnd: number): Found | null {
  const amounts = moneyIn(line);
  const money = amounts[0];
  if (!money || amounts.length > 1 || money.end > cardAt || /\p{L}/u.test(line.slice(cardEnd))) return null;
  if (phrasesIn(line, NOT_A_CHARGE).length > 0) return null;
  const around = line.slice(0, money.start) + line.slice(money.end, cardAt);
  return around.length <= MAX_GAP && !/\p{L}/u.test(around) ? { money, where: "same line", at: i } : null;
}

/** Whether a line names a card by its last digits (a label's line: "Amount charged to Visa ending 4242"). */
export function namesCard(line: string): boolean {
  return CARD.test(line);
}
