// The currency an amount is written in: an ISO code next to it ("EUR 12,00", "70.00 CAD"), a sign that names
// one ("€", "CA$", "zł"), or a sign several currencies share ("$", "kr", "¥"), which the merchant's country or
// the receipt's language decides — and when nothing does, the reading says so.

/** Signs that name exactly one currency. Longer signs are tried first ("CA$" before "$"). */
const SIGNS: Readonly<Record<string, string>> = {
  US$: "usd",
  CA$: "cad",
  C$: "cad",
  CAD$: "cad",
  AU$: "aud",
  A$: "aud",
  NZ$: "nzd",
  HK$: "hkd",
  S$: "sgd",
  SG$: "sgd",
  R$: "brl",
  MX$: "mxn",
  NT$: "twd",
  "CN¥": "cny",
  "JP¥": "jpy",
  "€": "eur",
  euro: "eur",
  euros: "eur",
  Euro: "eur",
  "£": "gbp",
  "₹": "inr",
  "₩": "krw",
  "₺": "try",
  // Turkish shops write the lira "TL" after the amount more often than "₺" ("1.399,89 TL").
  TL: "try",
  "₽": "rub",
  "₪": "ils",
  "₫": "vnd",
  "฿": "thb",
  "₱": "php",
  "₴": "uah",
  zł: "pln",
  Kč: "czk",
  Ft: "huf",
  lei: "ron",
  "Fr.": "chf",
  RMB: "cny",
  // Korea's own word for its won, written after the amount ("35,900원").
  원: "krw",
  руб: "rub",
  "руб.": "rub",
  грн: "uah",
  Rp: "idr",
  RM: "myr",
  "₦": "ngn",
  "₸": "kzt",
  // Japan's own word for its yen, written after the amount ("1,820円").
  円: "jpy",
};

/** Signs shared by several currencies, and which question decides them. */
const SHARED: Readonly<Record<string, "dollar" | "krone" | "yen" | "rupee">> = {
  $: "dollar",
  kr: "krone",
  "kr.": "krone",
  "¥": "yen",
  // The full-width yen sign Japanese and Chinese text writes ("￥1,820").
  "￥": "yen",
  // India's banks write "Rs." before the amount ("Rs.113.00 has been debited"), as Pakistan's and Sri Lanka's do.
  Rs: "rupee",
  "Rs.": "rupee",
};

/** Every sign, longest first, for the amount pattern. */
export const CURRENCY_SIGNS: readonly string[] = [...Object.keys(SIGNS), ...Object.keys(SHARED)].sort((a, b) => b.length - a.length);

/** Three capitals that are ISO codes but far more often words on a receipt ("ALL items", "TOP seller"). */
const WORDLIKE_CODES = new Set(["ALL", "TOP", "CUP", "PEN", "TRY", "SOS", "BOB", "MAD", "GEL", "BAM", "MOP", "LAK"]);

/** The ISO 4217 codes the runtime knows (159 in workerd), with the common ones should it know none. */
const ISO_CODES: ReadonlySet<string> = (() => {
  try {
    return new Set(Intl.supportedValuesOf("currency"));
  } catch {
    return new Set([
      "USD",
      "EUR",
      "GBP",
      "CAD",
      "AUD",
      "NZD",
      "CHF",
      "SEK",
      "DKK",
      "NOK",
      "PLN",
      "CZK",
      "HUF",
      "JPY",
      "CNY",
      "INR",
      "MXN",
      "BRL",
    ]);
  }
})();

export function isCurrencyCode(word: string): boolean {
  return word.length === 3 && ISO_CODES.has(word) && !WORDLIKE_CODES.has(word);
}

/** Which dollar a country writes as "$" (countries not listed write US dollars or another sign). */
const DOLLAR_OF_COUNTRY: Readonly<Record<string, string>> = {
  ca: "cad",
  au: "aud",
  nz: "nzd",
  sg: "sgd",
  hk: "hkd",
  tw: "twd",
  mx: "mxn",
  ar: "ars",
  cl: "clp",
  us: "usd",
};
/** Which rupee "Rs" is, by country: India's where none says another. */
const RUPEE_OF_COUNTRY: Readonly<Record<string, string>> = { in: "inr", pk: "pkr", lk: "lkr", np: "npr", mu: "mur", sc: "scr" };
/** Which krone or krona "kr" is, by country… */
const KRONE_OF_COUNTRY: Readonly<Record<string, string>> = { se: "sek", dk: "dkk", no: "nok", is: "isk", fo: "dkk", gl: "dkk" };
/** …or by the language of the receipt's labels. */
const KRONE_OF_LANGUAGE: Readonly<Record<string, string>> = { sv: "sek", da: "dkk", nb: "nok" };

/** What the mail says about where the merchant is and what language it writes. */
export interface CurrencyContext {
  /** Two-letter country (lowercase) and how it is known ("sender's domain .ca"). */
  country: { code: string; how: string } | null;
  /** Language of the label the amount was read after ("de", "sv"…). */
  language: string | null;
  /** A dollar code the mail writes next to another amount ("CAD"), for a bare "$" elsewhere. */
  writtenDollar: string | null;
}

export interface CurrencyReading {
  currency: string | null;
  /** Why, when the sign alone does not say it. */
  note?: string;
}

/** The currency of a sign or code written next to an amount ("€", "CA$", "EUR", "$", "kr"). */
export function currencyOfSign(sign: string, ctx: CurrencyContext): CurrencyReading {
  if (isCurrencyCode(sign)) return { currency: sign.toLowerCase() };
  const named = SIGNS[sign];
  if (named) return { currency: named };
  const shared = SHARED[sign];
  if (shared === "dollar") {
    if (ctx.writtenDollar)
      return { currency: ctx.writtenDollar, note: `$ read as ${ctx.writtenDollar}: the mail writes ${ctx.writtenDollar.toUpperCase()}` };
    const dollar = ctx.country ? DOLLAR_OF_COUNTRY[ctx.country.code] : undefined;
    if (dollar && ctx.country) return { currency: dollar, note: `$ read as ${dollar} (${ctx.country.how})` };
    return { currency: "usd", note: "$ read as usd: nothing in the mail names another dollar's country" };
  }
  if (shared === "krone") {
    const byCountry = ctx.country ? KRONE_OF_COUNTRY[ctx.country.code] : undefined;
    if (byCountry && ctx.country) return { currency: byCountry, note: `kr read as ${byCountry} (${ctx.country.how})` };
    const byLanguage = ctx.language ? KRONE_OF_LANGUAGE[ctx.language] : undefined;
    if (byLanguage) return { currency: byLanguage, note: `kr read as ${byLanguage} (the receipt's language)` };
    return { currency: null, note: "kr without a country: Swedish, Danish or Norwegian crowns, not sure which" };
  }
  if (shared === "rupee") {
    const byCountry = ctx.country ? RUPEE_OF_COUNTRY[ctx.country.code] : undefined;
    if (byCountry && ctx.country) return { currency: byCountry, note: `Rs read as ${byCountry} (${ctx.country.how})` };
    return { currency: "inr", note: "Rs read as inr: nothing in the mail names another rupee's country" };
  }
  if (shared === "yen") {
    if (ctx.country?.code === "cn") return { currency: "cny", note: `¥ read as cny (${ctx.country.how})` };
    // Chinese shops mail from .com domains as often as from .cn: labels in Chinese say whose yuan it is.
    if (ctx.language === "zh") return { currency: "cny", note: "¥ read as cny (the receipt's language)" };
    return { currency: "jpy", note: "¥ read as jpy" };
  }
  return { currency: null };
}

/** The dollar an explicit sign or code names ("CA$", "CAD", "AUD"), or null for other signs and a bare "$". */
export function dollarNamed(sign: string): string | null {
  const c = isCurrencyCode(sign) ? sign.toLowerCase() : (SIGNS[sign] ?? null);
  return c !== null && DOLLARS.has(c) ? c : null;
}
/** The dollars a country may write as "$", as a set: asked once for every amount of a mail. */
const DOLLARS = new Set(Object.values(DOLLAR_OF_COUNTRY));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A sign or an ISO code standing as a word of its own. */
const SIGN_WORD = new RegExp(
  `(?<![\\p{L}\\d])(?:${CURRENCY_SIGNS.filter((s) => !/^\p{L}/u.test(s))
    .map(escape)
    .join("|")}|[A-Z]{3})(?![\\p{L}\\d])`,
  "gu",
);

/**
 * The sign or code a label writes for the amount it labels elsewhere ("Totale da pagare €" over "54,90",
 * "Amount (EUR)"): symbols and ISO codes only, not the signs that are also words ("euro", "kr", "Ft").
 */
export function signInLabel(label: string): string | null {
  for (const m of label.matchAll(SIGN_WORD)) if (!/^[A-Z]{3}$/.test(m[0]) || isCurrencyCode(m[0])) return m[0];
  return null;
}

/** A cell that is a currency, a column's unit: alone or after the column's name ("EUR", "(EUR)", "€", "Gross (GBP)"). */
const UNIT_CELL = /^(?:.*\s)?\(?\s*([A-Z]{3}|[^\p{L}\d\s()]{1,3})\s*\)?$/u;

/**
 * The one currency a table names as a column's unit (an invoice's "Betrag" over "EUR" and bare amounts below),
 * or null when it names none or several.
 */
export function unitColumn(lines: readonly string[]): string | null {
  const units = new Set<string>();
  for (const line of lines) {
    if (!line.includes("\t") && line.length > 8) continue;
    for (const cell of line.split("\t")) {
      const unit = UNIT_CELL.exec(cell.trim())?.[1];
      if (unit && (isCurrencyCode(unit) || SIGNS[unit] !== undefined)) units.add(SIGNS[unit] ?? unit.toLowerCase());
    }
  }
  const [only] = units;
  return units.size === 1 && only !== undefined ? only : null;
}
