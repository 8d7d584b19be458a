// The banks, card issuers and wallets whose alerts Intake knows: the names people and their mails give them, the
// organizational domains they really send from, and their country (which dollar a bare "$" is). A sender on one
// of these domains is evidence that a mail is an alert; a mail claiming one of these names from elsewhere is an
// impersonation (impersonation.ts). One data table: a new issuer is one entry.

export type IssuerKind = "bank" | "card" | "wallet";

export interface Issuer {
  /** As people name it ("American Express"). */
  name: string;
  /** Other names the mails write, matched as whole words, case-insensitively ("Amex"). */
  aliases: readonly string[];
  /** Organizational domains (DMARC's) the issuer sends alerts from. */
  domains: readonly string[];
  /** Two-letter country (lowercase): the dollar, yen or crown a bare sign means. */
  country: string | null;
  /** The account currency most of its customers hold (lowercase ISO 4217), when it has one. */
  currency: string | null;
  kinds: readonly IssuerKind[];
  /**
   * When the domain also sends mail that is no alert (a shop's receipts), the senders on it that are the issuer's
   * alerts: the display name or the address must match.
   */
  alertSenders?: RegExp;
}

const issuer = (
  name: string,
  domains: readonly string[],
  country: string | null,
  currency: string | null,
  kinds: readonly IssuerKind[],
  aliases: readonly string[] = [],
  alertSenders?: RegExp,
): Issuer => ({ name, aliases, domains, country, currency, kinds, ...(alertSenders ? { alertSenders } : {}) });

export const ISSUERS: readonly Issuer[] = [
  // United States
  issuer("Chase", ["chase.com", "jpmorgan.com", "jpmorganchase.com"], "us", "usd", ["bank", "card"]),
  issuer("American Express", ["americanexpress.com", "aexp.com"], "us", "usd", ["card"], ["Amex"]),
  // capitalonebooking.com: Capital One Travel's bookings (receipts, which the receipt signs set aside).
  issuer("Capital One", ["capitalone.com", "capitalonebooking.com"], "us", "usd", ["bank", "card"]),
  issuer("Citi", ["citi.com", "citibank.com", "citicards.com"], "us", "usd", ["bank", "card"], ["Citibank"]),
  issuer("Discover", ["discover.com", "discovercard.com"], "us", "usd", ["card"], ["Discover Card"]),
  issuer("Bank of America", ["bankofamerica.com"], "us", "usd", ["bank", "card"], ["BofA"]),
  issuer("Wells Fargo", ["wellsfargo.com"], "us", "usd", ["bank", "card"]),
  issuer("U.S. Bank", ["usbank.com"], "us", "usd", ["bank", "card"], ["US Bank"]),
  issuer("Ally", ["ally.com"], "us", "usd", ["bank"], ["Ally Bank"]),
  // Apple's domain sends App Store receipts too: only Apple Card's own senders are the issuer.
  issuer("Apple Card", ["apple.com", "applecard.apple"], "us", "usd", ["card"], [], /apple\s*card|applecard/i),
  issuer("PayPal", ["paypal.com", "paypal.de", "paypal.co.uk", "paypal.fr", "paypal.es", "paypal.it", "paypal.nl"], null, null, ["wallet"]),
  // Canada and Australia: "$" is their own dollar.
  issuer(
    "RBC",
    ["rbc.com", "royalbank.com", "rbcroyalbank.com"],
    "ca",
    "cad",
    ["bank", "card"],
    ["RBC Royal Bank", "Royal Bank of Canada"],
  ),
  issuer("TD", ["td.com", "tdbank.com", "tdcanadatrust.com"], "ca", "cad", ["bank", "card"], ["TD Bank", "TD Canada Trust"]),
  issuer("Commonwealth Bank", ["commbank.com.au", "cba.com.au"], "au", "aud", ["bank", "card"], ["CommBank"]),
  // United Kingdom
  issuer("Barclays", ["barclays.co.uk", "barclaycard.co.uk", "barclays.com"], "gb", "gbp", ["bank", "card"], ["Barclaycard"]),
  issuer("HSBC", ["hsbc.co.uk", "hsbc.com"], "gb", "gbp", ["bank", "card"]),
  issuer("Lloyds Bank", ["lloydsbank.co.uk", "lloydsbank.com"], "gb", "gbp", ["bank"], ["Lloyds"]),
  issuer("NatWest", ["natwest.com"], "gb", "gbp", ["bank"]),
  issuer("Monzo", ["monzo.com"], "gb", "gbp", ["bank"]),
  issuer("Starling Bank", ["starlingbank.com"], "gb", "gbp", ["bank"], ["Starling"]),
  // Multi-currency wallets: the account's currency is read from the mail, never assumed.
  issuer("Revolut", ["revolut.com"], null, null, ["bank", "wallet"]),
  issuer("Wise", ["wise.com", "transferwise.com"], null, null, ["wallet"], ["TransferWise"]),
  // Europe
  issuer("N26", ["n26.com"], "de", "eur", ["bank"]),
  issuer("Sparkasse", ["sparkasse.de"], "de", "eur", ["bank"]),
  issuer("ING", ["ing.de", "ing.nl", "ing.com", "ing.es", "ing.it", "ing.be", "ing.fr"], null, "eur", ["bank"]),
  issuer("comdirect", ["comdirect.de"], "de", "eur", ["bank"]),
  issuer("DKB", ["dkb.de"], "de", "eur", ["bank"], ["Deutsche Kreditbank"]),
  issuer("bunq", ["bunq.com"], "nl", "eur", ["bank"]),
  // Santander's country banks each have their own domain; the country is read from the mail.
  issuer(
    "Santander",
    ["santander.com", "santander.es", "santander.co.uk", "santander.de", "santander.pt", "santander.com.br", "santander.com.mx"],
    null,
    null,
    ["bank", "card"],
  ),
  issuer("BBVA", ["bbva.es", "bbva.com", "bbva.mx"], null, null, ["bank", "card"]),
  issuer("Intesa Sanpaolo", ["intesasanpaolo.com"], "it", "eur", ["bank"]),
  issuer("BNP Paribas", ["bnpparibas.com", "bnpparibas.fr", "mabanque.bnpparibas"], "fr", "eur", ["bank"]),
  // Latin America
  // nu.com.mx: Nubank's Mexican bank, which writes "Nu" as its name.
  issuer("Nubank", ["nubank.com.br", "nu.com.mx"], "br", "brl", ["bank", "card"], ["Nu"]),
  issuer("Itaú", ["itau.com.br"], "br", "brl", ["bank", "card"], ["Itau"]),
  issuer("Bradesco", ["bradesco.com.br"], "br", "brl", ["bank", "card"]),
  // Russia and Kazakhstan: Tinkoff became T-Bank in 2024 and sends from both domains.
  issuer("Tinkoff", ["tinkoff.ru", "tbank.ru"], "ru", "rub", ["bank", "card"], ["Т-Банк", "Тинькофф", "T-Bank"]),
  issuer("Kaspi", ["kaspi.kz"], "kz", "kzt", ["bank", "wallet"], ["Kaspi.kz", "Kaspi Bank"]),
  // East Asia
  issuer("Alipay", ["alipay.com"], "cn", "cny", ["wallet"], ["支付宝"]),
  issuer("China Merchants Bank", ["cmbchina.com"], "cn", "cny", ["bank", "card"], ["招商银行"]),
  issuer("Rakuten Card", ["rakuten-card.co.jp"], "jp", "jpy", ["card"], ["楽天カード"]),
  issuer("Shinhan Card", ["shinhancard.com"], "kr", "krw", ["card"], ["신한카드"]),
];

const BY_DOMAIN: ReadonlyMap<string, Issuer> = new Map(ISSUERS.flatMap((i) => i.domains.map((d) => [d, i] as const)));

/** The issuer an organizational domain is one of, or null. */
export function issuerOfDomain(domain: string | null): Issuer | null {
  return domain ? (BY_DOMAIN.get(domain.toLowerCase()) ?? null) : null;
}

/** Names and aliases, longest first, so "RBC Royal Bank" wins over "RBC" and "Discover Card" over "Discover". */
const NAMES: readonly { text: string; issuer: Issuer }[] = ISSUERS.flatMap((i) =>
  [i.name, ...i.aliases].map((text) => ({ text, issuer: i })),
).sort((a, b) => b.text.length - a.text.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * Any issuer's name as a whole word. Short names that are also words ("Nu", "ING", "TD", "Ally", "Discover",
 * "Wise", "Chase") count only as written (their capitals, or all capitals), so "discover our offers" or "wise choice" names none.
 */
const SHORT_OR_WORD = new Set(["Nu", "ING", "TD", "Ally", "Discover", "Wise", "Chase", "Citi", "bunq", "Starling", "Lloyds"]);
const NAME_PATTERN = new RegExp(NAMES.map((n) => escape(n.text)).join("|"), "giu");

export interface NamedIssuer {
  issuer: Issuer;
  /** Where the name starts and ends in the text. */
  start: number;
  end: number;
}

/** The first issuer a text names as a whole word, or null; `anyCase` for a display name (short names in any case). */
export function issuerNamedIn(text: string, anyCase = false): NamedIssuer | null {
  NAME_PATTERN.lastIndex = 0;
  for (let m = NAME_PATTERN.exec(text); m !== null; m = NAME_PATTERN.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    // A whole word: no letter or digit touches it (Han and Hangul names stand in running text).
    const before = text[start - 1] ?? " ";
    const after = text[end] ?? " ";
    if (/^\p{Script=Latin}/u.test(m[0]) && (/[\p{L}\d]/u.test(before) || /[\p{L}\d]/u.test(after))) continue;
    const written = m[0];
    const found = NAMES.find((n) => n.text.toLowerCase() === written.toLowerCase());
    if (!found || (!anyCase && SHORT_OR_WORD.has(found.text) && written !== found.text && written !== found.text.toUpperCase())) continue;
    return { issuer: found.issuer, start, end };
  }
  return null;
}
