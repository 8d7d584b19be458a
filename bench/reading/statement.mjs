// A statement's truth, drawn before any layout: its sections (an account, or a currency of one account), each with
// an opening balance, its rows in the order they happened and the balance after each, and the closing balance.
// Amounts are integers of the currency's minor units, money out positive (as the scorers count it).
import { decimalsOf, scaleOf } from "./languages.mjs";

const INTERNATIONAL = ["NETFLIX.COM", "AMAZON MKTPLACE PMTS", "SPOTIFY P2F8C1", "UBER *TRIP", "APPLE.COM/BILL", "IKEA", "LIDL"];
/** Where an account of the language's bank is: its IBAN country, or none where accounts are plain numbers. */
const IBAN = {
  de: "DE",
  fr: "FR",
  es: "ES",
  it: "IT",
  pt: "PT",
  nl: "NL",
  pl: "PL",
  cs: "CZ",
  sv: "SE",
  da: "DK",
  nb: "NO",
  fi: "FI",
  hu: "HU",
  ro: "RO",
  tr: "TR",
  hr: "HR",
  lt: "LT",
  bg: "BG",
  sr: "RS",
  el: "GR",
  he: "IL",
  ar: "SA",
  ka: "GE",
  uk: "UA",
};
/** The second and third currency of a statement with a section per currency. */
const OTHER_CURRENCIES = ["EUR", "USD", "GBP", "CHF"];

export const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const iso = (date) => date.toISOString().slice(0, 10);

function accountNumber(random, language) {
  const country = IBAN[language.code];
  const digitsOf = (n) => Array.from({ length: n }, () => between(random, 0, 9)).join("");
  if (!country) return `${digitsOf(4)} ${digitsOf(4)} ${digitsOf(4)} ${digitsOf(4)}`;
  return `${country}${digitsOf(2)} ${digitsOf(4)} ${digitsOf(4)} ${digitsOf(4)} ${digitsOf(4)}`;
}

/** An amount of about `euros` in `currency`, in minor units, rounded as people pay in it. */
function amountOf(random, euros, currency) {
  const decimals = decimalsOf(currency);
  const value = euros * scaleOf(currency);
  if (decimals === 0) return Math.max(1, Math.round(value / 10) * 10);
  return Math.max(1, Math.round(value * 10 ** decimals));
}

/** Log-uniform between `low` and `high`: many small payments, few large ones. */
const spread = (random, low, high) => Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));

function drawRows(random, language, currency, period, count, multiline) {
  const days = Array.from({ length: count }, () => between(random, 0, period.days - 1)).sort((a, b) => a - b);
  const rows = [];
  for (const day of days) {
    const date = new Date(Date.UTC(period.year, period.month - 1, 1 + day));
    // The value or posting day: the same day mostly, a working day or three later otherwise.
    const value = new Date(date.getTime() + (random() < 0.6 ? 0 : between(random, 1, 3)) * 86_400_000);
    const income = random() < 0.25;
    const payee = income
      ? pick(random, language.payeesIn)
      : random() < 0.2
        ? pick(random, INTERNATIONAL)
        : pick(random, language.payeesOut);
    const euros = income ? spread(random, 80, 3000) : spread(random, 1.5, 400);
    // Now and then the same sum again (a second coffee): rows are compared as a multiset.
    const repeat = rows.length > 0 && random() < 0.06 ? rows[rows.length - 1] : undefined;
    const amount = repeat && repeat.amount > 0 === !income ? repeat.amount : amountOf(random, euros, currency) * (income ? -1 : 1);
    const more = multiline ? continuation(random, 1 + (random() < 0.4 ? 1 : 0)) : [];
    rows.push({ date: iso(date), valueDate: iso(value), amount, payee, more });
  }
  return rows;
}

/** The lines a description runs on to: a reference, a card, the other side's account. */
function continuation(random, lines) {
  const digitsOf = (n) => Array.from({ length: n }, () => between(random, 0, 9)).join("");
  const kinds = [() => `REF ${digitsOf(10)}`, () => `**** ${digitsOf(4)}`, () => `ID ${digitsOf(6)}-${digitsOf(4)}`];
  return Array.from({ length: lines }, (_, i) => kinds[(i + between(random, 0, 2)) % kinds.length]());
}

/**
 * The statement of `language`: one section, or one per account or per currency (`sections`: "one", "account",
 * "currency"), `rowsPerSection` rows each, `multiline` descriptions running on to more lines.
 */
export function drawStatement(
  random,
  language,
  { sections = "one", rowsPerSection = [6, 18], multiline = false, currency = language.currency },
) {
  const year = random() < 0.5 ? 2025 : 2026;
  const month = between(random, 1, 12);
  const period = { year, month, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
  const count = sections === "one" ? 1 : between(random, 2, 3);
  const currencies = [currency, ...OTHER_CURRENCIES.filter((c) => c !== currency)];
  const account = accountNumber(random, language);
  const drawn = [];
  for (let i = 0; i < count; i++) {
    const sectionCurrency = sections === "currency" ? currencies[i] : currency;
    const rows = drawRows(random, language, sectionCurrency, period, between(random, ...rowsPerSection), multiline);
    const opening = amountOf(random, spread(random, 300, 6000), sectionCurrency);
    let balance = opening;
    for (const row of rows) row.balance = balance -= row.amount;
    drawn.push({
      account: sections === "account" ? accountNumber(random, language) : account,
      currency: sectionCurrency,
      decimals: decimalsOf(sectionCurrency),
      opening,
      closing: balance,
      totalOut: rows.reduce((sum, r) => sum + Math.max(r.amount, 0), 0),
      totalIn: rows.reduce((sum, r) => sum + Math.max(-r.amount, 0), 0),
      rows,
    });
  }
  const last = new Date(Date.UTC(year, month, 0));
  return { language: language.code, period: { from: `${year}-${String(month).padStart(2, "0")}-01`, to: iso(last) }, sections: drawn };
}

/** Minor units as the decimal the truth carries ("12.50", "-1000.00", "1200"). */
export function decimal(minor, decimals) {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (decimals === 0) return `${sign}${abs}`;
  return `${sign}${Math.floor(abs / 10 ** decimals)}.${String(abs % 10 ** decimals).padStart(decimals, "0")}`;
}
