// The amount an alert says moved, in the account's currency. A payment abroad names two: the purchase's own
// ("You spent 40.00 CHF") and what it cost the account ("This used 42.85 EUR from your account", "Betrag in EUR:
// 42,85", "(≈ €42.85)"); the account's is the amount, the other is kept as `original`. Amounts are read by the
// receipt reader's money pattern; signs it does not know that alerts write ("₸", "руб.", "元", "원") are read here.
import { moneyIn, parseNumber, type Money } from "../receipt/money/amounts";
import { currencyOfSign, signInLabel, type CurrencyContext } from "../receipt/money/currency";
import type { Issuer } from "./issuers";

export interface AlertMoney {
  value: string;
  currency: string | null;
  /** How the currency was read, when the sign alone did not say it ("$ read as cad (RBC is Canadian)"). */
  note?: string;
  line: number;
}

export interface AmountReading {
  amount: AlertMoney;
  original: AlertMoney | null;
  how: string;
}

/** Currency words after an amount that the money pattern does not know as signs. */
const SIGN_AFTER: readonly [RegExp, string][] = [
  [/^\s?(?:₸|тг\.?|тенге)(?![\p{L}])/u, "kzt"],
  [/^\s?(?:руб(?:\.|лей|ля|ль)?|р\.)(?![\p{L}])/u, "rub"],
  [/^\s?元/u, "cny"],
  [/^\s?원/u, "krw"],
];
/** … and before it ("人民币38.00", "₸ 5 400"). */
const SIGN_BEFORE: readonly [RegExp, string][] = [
  [/(?:人民币|人民幣)\s?$/u, "cny"],
  [/₸\s?$/u, "kzt"],
];

/** An exchange rate ("Exchange rate: 1 CHF = 1.0712 EUR"): its numbers, and those after it on its line, are no amounts. */
const RATE =
  /(?<![\p{L}])(?:rate|kurs|wechselkurs|umrechnungskurs|taux|tipo de cambio|câmbio|cambio|tasso|wisselkoers|курс|汇率|レート|환율)(?![\p{L}])|\d\s?[A-Z]{3}\s?=\s?\d/iu;
/** Words of the account's side of a payment abroad. */
const ACCOUNT_SIDE =
  /(?<![\p{L}])(?:from your (?:\p{L}+ )?(?:account|balance|card)|this used|used|taken|deducted|debited|charged to your|converted|billing amount|billed|account currency|in your currency|≈|approx(?:imately)?|vom konto|abgebucht|belastet|umgerechnet|betrag in|in kontowährung|débité|converti|du compte|montant débité|cargado|convertido|debitado|na sua conta|addebitat[oi]|convertit[oi]|afgeschreven|omgerekend|списано|со сч[её]та|в валюте сч[её]та)(?![\p{L}])|扣款|入账金额|円換算|청구금액/iu;
/** Labels of the amount when the sentence names none ("Purchase Amount:", "Betrag:", "Сумма:"). */
const AMOUNT_LABEL =
  /(?<![\p{L}])(?:(?:purchase|payment|deposit|withdrawal|transaction|credit|refund|charge)\s+amount|amount|betrag|umsatz|montant|importe|monto|valor|importo|bedrag|сумма|金额|金額|ご利用金額|利用金額|결제금액|승인금액|금액)\s*[:：]?/iu;

/** A fee beside the payment ("Transaction fee HKD 0.31", "Gebühr", "手续费"): its amount is not what was paid. */
const FEE =
  /(?<![\p{L}])(?:fees?|commission|gebühr|entgelt|frais|comisión|taxa|tarifa de servicio|commissione|kosten|poplatek|prowizja|avgift|gebyr|palkkio|ücret|masraf|díj|comision|taxă|комиссия|комісія|προμήθεια|biaya|phí|ค่าธรรมเนียม|עמלה|رسوم)(?![\p{L}])|手续费|手續費|手数料|수수료/iu;

/** Whether a line names a fee: its amount is no payment's. */
export function namesFee(line: string): boolean {
  return FEE.test(line);
}

export interface AmountContext {
  issuer: Issuer | null;
  /** The line (-1: the subject) whose sentence said the kind: its amount is the payment's. */
  kindLine: number;
}

export function amountIn(subject: string, lines: readonly string[], ctx: AmountContext): AmountReading | null {
  const text = (i: number) => (i < 0 ? subject : (lines[i] ?? ""));
  const sentence = moneyOfLine(text(ctx.kindLine), ctx.kindLine, ctx.issuer)[0];
  const labelled = sentence ? null : labelledMoney(lines, ctx.issuer);
  const first = sentence ?? labelled ?? firstMoney(subject, lines, ctx.issuer);
  if (!first) return null;
  const how = sentence ? "the alert's sentence" : labelled ? "the amount's label" : "the first amount in the alert";
  const sides = twoSides(first, subject, lines, ctx.issuer);
  if (!sides) return { amount: first, original: null, how };
  const { account, original, why } = sides;
  return { amount: account, original, how: `${why}; ${original.value} ${original.currency ?? ""} is the purchase's own`.trim() };
}

/** The amounts of one line, with their currencies. */
export function moneyOfLine(written: string, index: number, issuer: Issuer | null): AlertMoney[] {
  const line = beforeRate(written);
  if (!/\d/.test(line)) return [];
  const found = moneyIn(line).map((m) => ({ at: m.start, money: withCurrency(m, line, index, issuer) }));
  // Whole amounts before a currency word the money pattern does not know ("15,000원", "5 400 ₸") are not
  // read by it at all (a number without decimals or a sign is a count there).
  WHOLE_BEFORE_WORD.lastIndex = 0;
  for (let m = WHOLE_BEFORE_WORD.exec(line); m !== null; m = WHOLE_BEFORE_WORD.exec(line)) {
    const start = m.index;
    const end = start + m[0].length;
    const value = parseNumber(m.groups?.num ?? "");
    const word = m.groups?.word ?? "";
    const currency = SIGN_AFTER.find(([p]) => p.test(word))?.[1] ?? null;
    if (value === null || currency === null) continue;
    const read = { at: start, money: { value, currency, line: index } };
    const same = found.findIndex((f) => f.at >= start && f.at < end);
    if (same < 0) found.push(read);
    else if (found[same]?.money.currency === null) found[same] = read;
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.money);
}

/** A whole amount and a currency word after it. */
const WHOLE_BEFORE_WORD =
  /(?<![\d.,])(?<num>\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?<word>\s?(?:₸|тг\.?|тенге|руб\.?|р\.|元|원))/gu;

function withCurrency(m: Money, line: string, index: number, issuer: Issuer | null): AlertMoney {
  if (m.sign === null) {
    const after = line.slice(m.end, m.end + 8);
    const before = line.slice(Math.max(0, m.start - 6), m.start);
    const found = SIGN_AFTER.find(([p]) => p.test(after)) ?? SIGN_BEFORE.find(([p]) => p.test(before));
    if (found) return { value: m.value, currency: found[1], line: index };
    // A label naming the currency of the bare amount after it ("Betrag in EUR: 32,71", "Amount (GBP) 43.10").
    const label = line.slice(Math.max(0, m.start - 30), m.start).replace(/^.*\d/su, "");
    const labelled = signInLabel(label);
    if (labelled === null) return { value: m.value, currency: null, line: index };
    return { ...withCurrency({ ...m, sign: labelled }, line, index, issuer), note: `the currency its label names (${labelled})` };
  }
  const ctx: CurrencyContext = {
    country: issuer?.country ? { code: issuer.country, how: `${issuer.name}'s country` } : null,
    language: null,
    writtenDollar: null,
  };
  const reading = currencyOfSign(m.sign, ctx);
  return { value: m.value, currency: reading.currency, line: index, ...(reading.note ? { note: reading.note } : {}) };
}

function labelledMoney(lines: readonly string[], issuer: Issuer | null): AlertMoney | null {
  for (let i = 0; i < lines.length; i++) {
    const label = AMOUNT_LABEL.exec(lines[i] ?? "");
    if (!label) continue;
    const rest = (lines[i] ?? "").slice(label.index + label[0].length);
    const same = moneyOfLine(rest, i, issuer)[0];
    if (same) return same;
    if (rest.trim() === "") {
      const next = moneyOfLine(lines[i + 1] ?? "", i + 1, issuer)[0];
      if (next) return next;
    }
  }
  return null;
}

function firstMoney(subject: string, lines: readonly string[], issuer: Issuer | null): AlertMoney | null {
  for (let i = 0; i < lines.length; i++) {
    if (namesFee(lines[i] ?? "")) continue;
    const found = moneyOfLine(lines[i] ?? "", i, issuer)[0];
    if (found) return found;
  }
  return moneyOfLine(subject, -1, issuer)[0] ?? null;
}

/**
 * The two sides of a payment abroad, when the alert names amounts in two currencies: the account's is on a line
 * saying it left the account ("This used 42.85 EUR from your balance", "(≈ €42.85)"), else the one in the
 * issuer's only currency; the purchase's own is the other (the sentence's, when it is not the account's).
 */
function twoSides(
  first: AlertMoney,
  subject: string,
  lines: readonly string[],
  issuer: Issuer | null,
): { account: AlertMoney; original: AlertMoney; why: string } | null {
  if (first.currency === null) return null;
  const all: { money: AlertMoney; text: string }[] = [];
  for (let i = -1; i < Math.min(lines.length, 30); i++) {
    const text = i < 0 ? subject : (lines[i] ?? "");
    for (const money of moneyOfLine(text, i, issuer)) if (money.currency !== null) all.push({ money, text });
  }
  if (!all.some((o) => o.money.currency !== first.currency)) return null;
  const side = all.find((o) => ACCOUNT_SIDE.test(sideOf(o.text, o.money)));
  const home = issuer?.currency ? all.find((o) => o.money.currency === issuer.currency) : undefined;
  const account = side ?? home;
  if (!account) return null;
  const original = first.currency !== account.money.currency ? first : all.find((o) => o.money.currency !== account.money.currency)?.money;
  if (!original) return null;
  const why = side
    ? `the account's side of a payment abroad ("${snippet(side.text)}")`
    : `the amount in ${issuer?.name}'s account currency`;
  return { account: account.money, original, why };
}

/**
 * The words of one amount of a line that names two ("You spent 40.00 CHF. This used 42.85 EUR from your
 * balance"): the gap between two amounts is split at its last stop, comma or parenthesis ("… CHF (≈ €42.85)"),
 * else it is the later amount's ("… CHF which used 42.85 EUR"), so the purchase's amount does not take the
 * account's words.
 */
function sideOf(text: string, money: AlertMoney): string {
  const amounts = moneyIn(text);
  const at = amounts.findIndex((m) => m.value === money.value);
  const own = amounts[at];
  if (amounts.length < 2 || own === undefined) return text;
  const split = (left: number, right: number) => {
    const gap = text.slice(left, right);
    const stop = Math.max(gap.lastIndexOf("."), gap.lastIndexOf(","), gap.lastIndexOf(";"), gap.lastIndexOf("("));
    return stop < 0 ? left : left + stop;
  };
  const previous = amounts[at - 1];
  const next = amounts[at + 1];
  const start = previous ? split(previous.end, own.start) : 0;
  const end = next ? split(own.end, next.start) : text.length;
  return text.slice(start, end);
}

function snippet(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Whether a line names an amount of money (kind words are read on such lines). */
export function namesMoney(line: string): boolean {
  const read = beforeRate(line);
  return /\d/.test(read) && moneyIn(read).length > 0;
}

/** The line up to its exchange rate, when it writes one after the payment ("You spent 40 CHF. Rate 1.0712"). */
function beforeRate(line: string): string {
  const rate = RATE.exec(line);
  return rate ? line.slice(0, rate.index) : line;
}
