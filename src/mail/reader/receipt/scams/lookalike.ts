// A receipt in a brand's name that the brand did not send: "Apple Billing <apple.billing.team@gmail.com>"
// ("renewal charged $299.95, call us to cancel"), or "PayPal <service@paypal-billing.net>". Brands send from
// their own domains; anyone can open a free-mail account in any name.
import type { MailAddress } from "../../message";
import { domainOf, nameOfDomain, registrableDomain } from "../merchant/domains";
import { PAYMENT_PROCESSORS } from "../merchant/payee";
import { foldAccents, phrasePattern, phrasesIn } from "../text/phrases";
import { ORDER_WORDS, ORDER_WORDS_JA } from "./scam-words";

/** Free-mail providers by registrable domain… */
const FREE_MAIL_DOMAINS = new Set([
  ...[
    "gmail.com",
    "googlemail.com",
    "yahoo.com",
    "ymail.com",
    "rocketmail.com",
    "aol.com",
    "aim.com",
    "icloud.com",
    "me.com",
    "mac.com",
    "mail.com",
    "email.com",
    "gmx.com",
    "gmx.net",
    "inbox.com",
  ],
  ...[
    "proton.me",
    "protonmail.com",
    "pm.me",
    "tutanota.com",
    "tuta.io",
    "zoho.com",
    "zohomail.com",
    "fastmail.com",
    "hey.com",
    "yandex.com",
    "yandex.ru",
    "mail.ru",
    "qq.com",
    "163.com",
    "126.com",
    "naver.com",
  ],
  ...[
    "web.de",
    "t-online.de",
    "freenet.de",
    "orange.fr",
    "free.fr",
    "laposte.net",
    "sfr.fr",
    "libero.it",
    "virgilio.it",
    "tiscali.it",
    "wp.pl",
    "o2.pl",
    "onet.pl",
    "interia.pl",
    "seznam.cz",
    "rediffmail.com",
    "comcast.net",
    "btinternet.com",
  ],
]);
/** …and by the name in the domain, for providers with a domain in many countries (yahoo.co.uk, hotmail.fr). */
const FREE_MAIL_NAMES = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "hotmail",
  "outlook",
  "live",
  "msn",
  "aol",
  "gmx",
  "yandex",
  "protonmail",
]);

/** Brands whose names scams borrow, with the names in the domains they really send from. */
const BRANDS: readonly { name: string; domainNames: readonly string[] }[] = [
  ...PAYMENT_PROCESSORS,
  ...[
    { name: "Apple", domainNames: ["apple", "itunes"] },
    { name: "iCloud", domainNames: ["apple"] },
    { name: "iTunes", domainNames: ["apple", "itunes"] },
    { name: "Amazon", domainNames: ["amazon", "primevideo", "audible"] },
    { name: "Microsoft", domainNames: ["microsoft", "microsoftstore", "xbox", "office"] },
    { name: "Xbox", domainNames: ["xbox", "microsoft"] },
    { name: "Google", domainNames: ["google", "youtube"] },
    { name: "YouTube", domainNames: ["youtube", "google"] },
    { name: "Netflix", domainNames: ["netflix"] },
    { name: "Spotify", domainNames: ["spotify"] },
    { name: "Disney+", domainNames: ["disneyplus", "disney"] },
    { name: "Hulu", domainNames: ["hulu"] },
    { name: "Norton", domainNames: ["norton", "nortonlifelock"] },
    { name: "McAfee", domainNames: ["mcafee"] },
    { name: "Avast", domainNames: ["avast"] },
    { name: "Geek Squad", domainNames: ["geeksquad", "bestbuy"] },
    { name: "Best Buy", domainNames: ["bestbuy"] },
    { name: "eBay", domainNames: ["ebay"] },
    { name: "Walmart", domainNames: ["walmart"] },
    { name: "Coinbase", domainNames: ["coinbase"] },
    { name: "Binance", domainNames: ["binance"] },
    { name: "Adobe", domainNames: ["adobe"] },
    { name: "Dropbox", domainNames: ["dropbox", "dropboxmail"] },
    { name: "DocuSign", domainNames: ["docusign"] },
    { name: "Facebook", domainNames: ["facebook", "facebookmail", "meta"] },
    { name: "Instagram", domainNames: ["instagram", "facebookmail"] },
    { name: "Meta", domainNames: ["meta", "facebookmail", "facebook"] },
    { name: "DHL", domainNames: ["dhl"] },
    { name: "FedEx", domainNames: ["fedex"] },
    { name: "UPS", domainNames: ["ups"] },
    { name: "USPS", domainNames: ["usps"] },
    { name: "Steam", domainNames: ["steampowered", "steamcommunity"] },
    { name: "PlayStation", domainNames: ["playstation", "sony", "sonyentertainmentnetwork"] },
    { name: "Nintendo", domainNames: ["nintendo"] },
    { name: "Uber", domainNames: ["uber"] },
    { name: "Airbnb", domainNames: ["airbnb"] },
    { name: "Booking.com", domainNames: ["booking"] },
    { name: "LinkedIn", domainNames: ["linkedin"] },
    { name: "Zoom", domainNames: ["zoom"] },
    { name: "American Express", domainNames: ["americanexpress", "aexp", "amex"] },
    { name: "Visa", domainNames: ["visa"] },
    { name: "Mastercard", domainNames: ["mastercard"] },
  ],
];

/** Department words a scam puts after the brand ("Apple Billing", "PayPal Service Team"). */
const DEPARTMENT =
  /\b(?:billing|support|service|services|security|account|accounts|team|payments?|renewals?|subscriptions?|customer|care|help ?desk|department|dept|center|centre|notifications?|alerts?|invoice|receipts?|orders?|no-?reply|official)\b/g;

const IS_DEPARTMENT = new RegExp(DEPARTMENT.source);
/** Words around a department's name that name no organisation ("Suporte Nubank - Autoatendimento Online"). */
const NOT_A_NAME = new Set([
  "online",
  "the",
  "and",
  "your",
  "for",
  "com",
  "de",
  "do",
  "da",
  "del",
  "der",
  "des",
  "du",
  "et",
  "und",
  "e",
  "y",
]);

/**
 * Departments scams sign as, in the languages of the mails (folded: no accents); a small shop's "Orders" or
 * "Invoices" on free mail is common and honest.
 */
const SCAM_DEPARTMENT = new RegExp(
  "\\b(?:" +
    [
      "billing|security|renewals?|subscriptions?|accounts?|help ?desk|customer (?:service|care|support)|support team|department|dept",
      "suporte|autoatendimento|atendimento ao cliente|seguranca|faturamento|central de atendimento",
      "soporte|atencion al cliente|servicio al cliente|seguridad|facturacion",
      "service client|securite|facturation|kundenservice|kundendienst|sicherheit|abrechnung",
      "assistenza clienti|sicurezza|fatturazione|klantenservice|beveiliging|facturatie",
    ].join("|") +
    ")\\b",
);
/** Brands an honest receipt names in passing: carriers, card networks, payment processors. */
const NAMED_IN_PASSING = new Set([
  ...PAYMENT_PROCESSORS.map((p) => p.name),
  "DHL",
  "FedEx",
  "UPS",
  "USPS",
  "Visa",
  "Mastercard",
  "American Express",
]);

/**
 * Each brand by its name as a display name compares to it (folded, letters and digits only): made once, since
 * every mail from a domain that is not free mail is compared with every brand.
 */
const BRAND_BY_BARE_NAME = new Map<string, (typeof BRANDS)[number]>();
for (const brand of BRANDS) {
  const bare = foldAccents(brand.name).replace(/[^a-z0-9+]+/g, "");
  if (!BRAND_BY_BARE_NAME.has(bare)) BRAND_BY_BARE_NAME.set(bare, brand);
}

const words = (s: string) =>
  ` ${foldAccents(s)
    .replace(/[^a-z0-9+]+/g, " ")
    .trim()} `;

/** Each brand's name as `words` gives it, made once: each rule below compared every brand's, folded anew, with a mail's. */
const BRAND_WORDS = new Map(BRANDS.map((b) => [b, words(b.name)]));
const brandWords = (brand: (typeof BRANDS)[number]) => BRAND_WORDS.get(brand) ?? words(brand.name);

/** Whether a domain is a free-mail provider's, where anyone can open an account in any name. */
export function isFreeMail(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(registrableDomain(domain)) || FREE_MAIL_NAMES.has(nameOfDomain(domain));
}

/**
 * Why the sender is a lookalike, or null. `claimed`: the merchant the markup names, if any; `text`: the
 * subject and body lines, for a free-mail "Billing Department" that names the brand only in the text.
 */
export function lookalike(from: MailAddress | null, claimed: string | null, text: readonly string[] = []): string | null {
  const address = from?.address;
  const domain = domainOf(address);
  if (!from || !address || !domain) return null;
  const registered = registrableDomain(domain);
  const domainName = nameOfDomain(domain);
  const display = from.name ?? "";
  const local = address.slice(0, address.lastIndexOf("@"));
  if (isFreeMail(domain)) {
    const sender = words(display) + words(local.replace(/[._+\-\d]+/g, " "));
    const claimedWords = claimed === null ? null : words(claimed);
    const named = (b: (typeof BRANDS)[number]) =>
      sender.includes(brandWords(b)) || (claimedWords !== null && claimedWords.includes(brandWords(b)));
    const brand = BRANDS.find(named);
    if (brand) return `lookalike sender: ${brand.name} named by a free-mail address (${registered})`;
    // A company department on free mail ("Billing Department <billing.dept4471@gmail.com>") that names a
    // brand in the mail; a private seller writes in their own name.
    if (SCAM_DEPARTMENT.test(sender)) {
      const body = words(text.join(" "));
      const mentioned = ownName(display, body) ?? BRANDS.find((b) => !NAMED_IN_PASSING.has(b.name) && body.includes(brandWords(b)))?.name;
      if (mentioned) return `lookalike sender: a "${display || local}" department on free mail (${registered}) writing about ${mentioned}`;
    }
    return null;
  }
  // Not free mail: a display name that is only a brand and department words must come from that brand's domain.
  const bare = foldAccents(display)
    .replace(/\.[a-z]{2,3}$/, "")
    .replace(DEPARTMENT, " ")
    .replace(/[^a-z0-9+]+/g, "");
  const brand = BRAND_BY_BARE_NAME.get(bare);
  if (brand && bare !== "" && !brand.domainNames.includes(domainName))
    return `lookalike sender: "${display}" writes from ${registered}, not a ${brand.name} domain`;
  return null;
}

/** Brands whose names are also common words ("steam cleaner", "zoom lens"): a subject naming them proves nothing. */
const COMMON_WORDS = new Set(["Steam", "Zoom", "Meta", "Square", "Wise"]);
const orderWords = phrasePattern(ORDER_WORDS);

/**
 * A brand's order, receipt or invoice by its subject ("Your Amazon.com order #112-…", "PayPal invoice"), from a
 * domain that is not the brand's; null otherwise. Asked only of a sender that does not sign with its own domain's
 * name (impersonation.ts): a shop selling the brand's goods writes as itself.
 */
export function brandOrder(from: MailAddress, subject: string | null): string | null {
  const domain = domainOf(from.address);
  if (!domain || !subject) return null;
  const said = phrasesIn(subject, orderWords)[0]?.text ?? ORDER_WORDS_JA.exec(subject)?.[0];
  if (!said) return null;
  const inSubject = words(subject);
  const brand = BRANDS.find((b) => !NAMED_IN_PASSING.has(b.name) && !COMMON_WORDS.has(b.name) && inSubject.includes(brandWords(b)));
  if (!brand || brand.domainNames.includes(nameOfDomain(domain))) return null;
  return `lookalike sender: the subject names ${brand.name} ("${said}"), the mail comes from ${registrableDomain(domain)}, not a ${brand.name} domain`;
}

/**
 * The organisation a department's display name names and the body names too ("Suporte Nubank" … "Nubank:
 * compra em análise"): a company writing as itself from free mail. Department words and numbers are no name.
 */
function ownName(display: string, body: string): string | null {
  for (const token of display.split(/[^\p{L}\p{N}&+]+/u)) {
    const w = words(token).trim();
    if (w.length < 3 || /\d/.test(w) || SCAM_DEPARTMENT.test(w) || IS_DEPARTMENT.test(w) || NOT_A_NAME.has(w)) continue;
    if (body.includes(` ${w} `)) return token;
  }
  return null;
}
