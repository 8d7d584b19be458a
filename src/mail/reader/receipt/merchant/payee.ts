// Who was paid: the business the markup names — or the travel agency or marketplace that sold it (agency.ts); the
// merchant of a card purchase alert; when the mail comes from a payment processor, a gateway, an invoicing tool or
// a marketplace, the beneficiary the body names ("You paid €12.00 to Shop X", "Winkel: Shop X"); else the
// original sender's display name — or, when that is a person, a department or nobody, the business the mail
// names for it (sender-business.ts) — or its domain. Never the person who forwarded the mail, never the
// processor, the bank or the card network, never an anonymised name ("Example").
import type { MailAddress } from "../../message";
import { agencySale } from "./agency";
import { beneficiaryIn } from "./beneficiary";
import type { CardPurchase } from "./card-alert";
import { domainOf, nameOfDomain, registrableDomain } from "./domains";
import { foldAccents } from "../text/phrases";
import { personName, senderBusiness } from "./sender-business";

/** Payment processors: mail from them is about someone else's sale. Matched by the name in the domain. */
export const PAYMENT_PROCESSORS: readonly { name: string; domainNames: readonly string[] }[] = [
  { name: "PayPal", domainNames: ["paypal"] },
  { name: "Stripe", domainNames: ["stripe"] },
  { name: "Square", domainNames: ["squareup", "square"] },
  { name: "Paddle", domainNames: ["paddle"] },
  { name: "FastSpring", domainNames: ["fastspring"] },
  { name: "Klarna", domainNames: ["klarna"] },
  { name: "Adyen", domainNames: ["adyen"] },
  { name: "Braintree", domainNames: ["braintreepayments", "braintreegateway"] },
  { name: "2Checkout", domainNames: ["2checkout", "2co"] },
  { name: "Mollie", domainNames: ["mollie"] },
  { name: "SumUp", domainNames: ["sumup"] },
  { name: "Zettle", domainNames: ["zettle", "izettle"] },
  { name: "Afterpay", domainNames: ["afterpay", "clearpay"] },
  { name: "Affirm", domainNames: ["affirm"] },
  { name: "Venmo", domainNames: ["venmo"] },
  { name: "Skrill", domainNames: ["skrill"] },
  { name: "Payoneer", domainNames: ["payoneer"] },
  { name: "Razorpay", domainNames: ["razorpay"] },
  { name: "Lemon Squeezy", domainNames: ["lemonsqueezy"] },
  { name: "Gumroad", domainNames: ["gumroad"] },
  { name: "Chargebee", domainNames: ["chargebee"] },
  { name: "Recurly", domainNames: ["recurly"] },
  { name: "Worldpay", domainNames: ["worldpay"] },
  { name: "Authorize.Net", domainNames: ["authorize"] },
  { name: "Checkout.com", domainNames: ["checkout"] },
  { name: "Payrexx", domainNames: ["payrexx"] },
  { name: "Wise", domainNames: ["wise", "transferwise"] },
];

/**
 * Invoicing tools, point-of-sale systems and marketplaces: they send for the business that was paid, which the
 * body names. Not payment brands a scam borrows (lookalike.ts): they are matched here only.
 */
const ON_BEHALF: readonly { name: string; domainNames: readonly string[] }[] = [
  { name: "QuickBooks", domainNames: ["intuit", "quickbooks"] },
  { name: "FreshBooks", domainNames: ["freshbooks"] },
  { name: "Xero", domainNames: ["xero"] },
  { name: "Wave", domainNames: ["waveapps"] },
  { name: "Invoice Ninja", domainNames: ["invoiceninja"] },
  { name: "Invoice2go", domainNames: ["invoice2go"] },
  { name: "Bill.com", domainNames: ["bill", "billcom"] },
  { name: "Harvest", domainNames: ["harvestapp"] },
  { name: "Toast", domainNames: ["toasttab"] },
  { name: "Clover", domainNames: ["clover"] },
  { name: "Etsy", domainNames: ["etsy"] },
];

/**
 * Payment gateways and acquirers that mail a shop's order to the buyer or the shop ("Ogone NIEUWE order …",
 * "Winkel: …"): not payment brands a scam borrows (lookalike.ts lists those), so they are matched here only.
 */
const GATEWAYS: readonly { name: string; domainNames: readonly string[] }[] = [
  { name: "Ogone", domainNames: ["ogone"] },
  { name: "Ingenico", domainNames: ["ingenico"] },
  { name: "Worldline", domainNames: ["worldline"] },
  { name: "Buckaroo", domainNames: ["buckaroo"] },
  { name: "MultiSafepay", domainNames: ["multisafepay"] },
  { name: "PayU", domainNames: ["payu"] },
  { name: "Opayo", domainNames: ["opayo", "sagepay"] },
  { name: "Nexi", domainNames: ["nexi", "nexigroup"] },
  { name: "Saferpay", domainNames: ["saferpay"] },
  { name: "Datatrans", domainNames: ["datatrans"] },
  { name: "Payone", domainNames: ["payone"] },
  { name: "Unzer", domainNames: ["unzer", "heidelpay"] },
  { name: "Przelewy24", domainNames: ["przelewy24"] },
  { name: "Mercado Pago", domainNames: ["mercadopago"] },
  { name: "PagSeguro", domainNames: ["pagseguro"] },
  { name: "Payplug", domainNames: ["payplug"] },
  { name: "Viva Wallet", domainNames: ["vivawallet"] },
  { name: "Redsys", domainNames: ["redsys"] },
  { name: "Komoju", domainNames: ["komoju"] },
  { name: "GMO Payment Gateway", domainNames: ["gmo-pg"] },
  { name: "Paidy", domainNames: ["paidy"] },
  { name: "CyberSource", domainNames: ["cybersource"] },
];

/** Mail services that send in anyone's name: the display name says who the sender is, the domain does not. */
const MAIL_SERVICES = new Set([
  "sendgrid",
  "amazonses",
  "mailgun",
  "sparkpostmail",
  "mandrillapp",
  "mcsv",
  "mailchimp",
  "klaviyomail",
  "postmarkapp",
  "mailjet",
  "sendinblue",
  "brevo",
]);

/**
 * Shop platforms that send in their shops' names from their own domains: the display name is the merchant, and a
 * shop there signed up as one (sender-name.ts). Mail services send in anyone's name, and are not shops.
 */
export const SHOP_PLATFORMS: ReadonlySet<string> = new Set([
  "shopifyemail",
  "myshopify",
  "shopify",
  "squarespace",
  "wix",
  "wixsite",
  "bigcommerce",
  "ecwid",
]);

/** Domains that send in a merchant's name: mail services and shop platforms. */
const PLATFORM_DOMAINS = new Set([...MAIL_SERVICES, ...SHOP_PLATFORMS]);

/** Sender names that are a department, not a merchant ("Receipts", "Billing", "no-reply", "Amministrazione"). */
const ROLE_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${[
    ...["no-?reply", "do-?not-?reply", "receipts?", "billing", "invoices?", "orders?", "order confirmation", "notifications?"],
    ...["support", "customer (?:service|care)", "service", "team", "payments?", "accounts?", "info", "mailer", "sales"],
    ...["reservations?", "administration", "accounting", "kundenservice", "kundendienst", "bestellungen", "rechnung"],
    ...["rechnungen", "buchhaltung", "verwaltung", "abrechnung", "service client", "commandes", "facturation", "comptabilité"],
    ...["ordini", "amministrazione", "fatturazione", "contabilità", "assistenza clienti", "pedidos", "administración"],
    ...["facturación", "contabilidad", "atención al cliente", "bestellingen", "administratie", "facturatie", "boekhouding"],
    ...["klantenservice", "faturamento", "cobrança", "atendimento", "kundtjänst", "お客様センター", "カスタマーサポート", "経理"],
  ].join("|")})(?![\\p{L}])`,
  "giu",
);

export interface Payee {
  merchant: string | null;
  how: string;
  /** Taken from weak evidence: the sender's domain alone, a processor's display name, a person's own name. */
  weak?: true;
  /** The carrier or seller an agency or a marketplace sold for, for the notes ("Carrier: American Airlines"). */
  via?: string;
}

/** The processor, invoicing tool or marketplace the mail comes from: by its domain, or by its name on a mail service. */
export function processorOf(from: MailAddress | null): string | null {
  const domain = domainOf(from?.address);
  const name = domain ? nameOfDomain(domain) : null;
  const byDomain = SENDING_FOR_OTHERS.find((p) => name !== null && p.domainNames.includes(name));
  if (byDomain) return byDomain.name;
  // "QuickBooks Payments <quickbooks@…sendgrid.net>": a mail service sends in the processor's name. The same name
  // from any other domain is a lookalike, not a processor (lookalike.ts).
  return name !== null && MAIL_SERVICES.has(name) && from?.name ? processorNamedIn(from.name) : null;
}

/** The processor a name speaks for ("QuickBooks Payments" → QuickBooks). */
function processorNamedIn(name: string): string | null {
  const said = spaced(name);
  return PROCESSOR_WORDS.find(([, words]) => said.includes(words))?.[0] ?? null;
}

/** A name folded to its words, each between spaces (" quickbooks payments "). */
const spaced = (name: string) => ` ${foldAccents(name).replace(/[^a-z0-9]+/g, " ")} `;

/** Whether the mail's From is the person who forwarded it (the forward was not unwrapped). */
export function isForwarder(from: MailAddress | null, forwarder: string | null | undefined): boolean {
  if (!forwarder || !from?.address) return false;
  const address = (/<([^>]+)>/.exec(forwarder)?.[1] ?? forwarder).trim().toLowerCase();
  return from.address.trim().toLowerCase() === address;
}

export interface PayeeInput {
  markupMerchant: string | null;
  /** The schema.org role and purchase type that named it ("reservationFor.airline", "FlightReservation"). */
  markupRole?: string | null;
  markupType?: string | null;
  cardPurchase: CardPurchase | null;
  from: MailAddress | null;
  forwarder: string | null | undefined;
  subject: string | null;
  lines: readonly string[];
}

export function readPayee(input: PayeeInput): Payee {
  const processor = processorOf(input.from);
  const markup = input.markupMerchant?.trim() || null;
  if (markup && !isProcessorName(markup)) return processor ? { merchant: markup, how: "markup" } : markupOrAgency(markup, input);
  const paidVia = processor ?? (markup && isProcessorName(markup) ? markup : null);
  const named = paidVia ? beneficiaryIn([input.subject ?? "", ...input.lines], paidVia) : null;
  if (named) return { merchant: named, how: `label: the beneficiary of a ${paidVia} payment` };
  if (input.cardPurchase) {
    const { merchant, descriptor } = input.cardPurchase;
    const tidied = merchant === descriptor ? "" : ` (the card's descriptor "${descriptor}")`;
    return { merchant, how: `label: the merchant of a card purchase${tidied}` };
  }
  if (paidVia) {
    const display = cleanDisplayName(input.from?.name ?? null);
    if (display && !processorNamedIn(display))
      return { merchant: display, how: `sender: display name (mail sent by ${paidVia} for the merchant)`, weak: true };
    return { merchant: null, how: `no business named: the mail is from ${paidVia} and names no beneficiary` };
  }
  if (isForwarder(input.from, input.forwarder))
    return { merchant: null, how: "no business named: the sender is the person who forwarded the receipt" };
  const display = cleanDisplayName(input.from?.name ?? null);
  const unusable = display ? notTheMerchant(display, input.from) : null;
  const domain = domainOf(input.from?.address);
  const platform = domain !== null && PLATFORM_DOMAINS.has(nameOfDomain(domain));
  // A shop platform's display name is the shop's; a person's name from the shop's own domain is not.
  const person = display && !unusable && !platform ? personName(display, input.from) : null;
  if (display && !unusable && !person) return senderName(display, input.subject, input.lines);
  // A person, a department or nobody: the business the mail names for the sender's domain, or (for a person
  // writing from their own address, or nobody at all) in a legal line.
  const business =
    unusable?.startsWith("a bank") || platform || (domain && RESERVED_DOMAIN.test(domain))
      ? null
      : senderBusiness(input.from, input.subject, input.lines, person !== "unlike the domain");
  const said = person ? `a person's ("${display}")` : (unusable ?? "a department, or missing");
  if (business) return { merchant: business.name, how: `sender: ${business.how} (the display name is ${said})` };
  // A person with no business named is a sole trader's own name.
  if (display && person) return { ...senderName(display, input.subject, input.lines), weak: true };
  // A bank's domain is the bank's as much as its name.
  if (domain && !PLATFORM_DOMAINS.has(nameOfDomain(domain)) && !RESERVED_DOMAIN.test(domain) && !unusable?.startsWith("a bank"))
    return {
      merchant: registrableDomain(domain),
      how: `sender: domain${unusable ? ` (the display name is ${unusable})` : ""}`,
      weak: true,
    };
  return {
    merchant: null,
    how: `no business named: no merchant in the markup or the text, ${unusable ? `the display name is ${unusable}` : "and no usable sender"}`,
  };
}

/** The markup's business, or the agency or marketplace that sent the mail for it (agency.ts). */
function markupOrAgency(markup: string, input: PayeeInput): Payee {
  if (isForwarder(input.from, input.forwarder)) return { merchant: markup, how: "markup" };
  const domain = domainOf(input.from?.address);
  const domainName = domain && !PLATFORM_DOMAINS.has(nameOfDomain(domain)) ? nameOfDomain(domain) : null;
  const display = cleanDisplayName(input.from?.name ?? null);
  const named = display && !notTheMerchant(display, input.from) && !personName(display, input.from) ? display : null;
  const sender = named ?? senderBusiness(input.from, input.subject, input.lines, false)?.name ?? null;
  const sale = agencySale({ markup, role: input.markupRole ?? null, type: input.markupType ?? null, sender, domainName });
  if (!sale) return { merchant: markup, how: "markup" };
  return { merchant: sale.merchant, how: `sender: the agency or marketplace that sold it (the markup names ${markup})`, via: sale.via };
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): an anonymised copy's, never a merchant's. */
const RESERVED_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/;
/** Names anonymisation leaves behind. */
const PLACEHOLDER =
  /^(?:example|redacted|anonymi[sz]ed|anonymous|unknown|sender|someone|nobody|no one|noone|name|test|user|x+|n\/a|\[[^\]]*\]|<[^>]*>)$/iu;
/** A bank, a card issuer or a card network: who sent the alert or carried the payment, never who was paid. */
const BANK =
  /(?<![\p{L}])(?:bank|banque|banca|banco|bancaire|sparkasse|volksbank|raiffeisen|credit union|caisse|building society|card services|cardmember|credit card|kreditkarte|visa|mastercard|american express|amex)(?![\p{L}])/iu;

/** Why a display name is not the merchant's ("an anonymised placeholder", "a bank"), or null. */
function notTheMerchant(display: string, from: MailAddress | null): string | null {
  const domain = domainOf(from?.address);
  if (PLACEHOLDER.test(display) || (domain && RESERVED_DOMAIN.test(domain) && foldAccents(display) === nameOfDomain(domain)))
    return `an anonymised placeholder ("${display}")`;
  if (BANK.test(display)) return `a bank or card network ("${display}")`;
  return null;
}

/**
 * The display name as the merchant. "Walgreens.com" is the brand with its web address: the address is dropped when
 * the mail calls the brand by its bare name more often than by the address ("Thank you for shopping at
 * Walgreens"), and kept when the address is the brand ("Booking.com", "Hotels.com" write it everywhere). A
 * country store's suffix ("Amazon.ca") is kept: it names which shop of the brand was paid.
 */
function senderName(display: string, subject: string | null, lines: readonly string[]): Payee {
  const web = /^(?<brand>[\p{L}\d][\p{L}\d&' -]*?)\.(?:com|net|org|shop|store|online)$/iu.exec(display);
  if (!web) return { merchant: display, how: "sender: display name" };
  const brand = web.groups?.brand ?? display;
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const text = [subject ?? "", ...lines].join("\n");
  const bare = text.match(new RegExp(`(?<![\\p{L}\\d.])${escaped}(?![\\p{L}\\d]|\\.[\\p{L}])`, "gu"))?.length ?? 0;
  const addressed = text.match(new RegExp(`(?<![\\p{L}\\d.])${escaped}\\.[\\p{L}]`, "giu"))?.length ?? 0;
  if (bare > addressed)
    return {
      merchant: brand,
      how: `sender: display name without its web address (the mail says "${brand}" ${bare}×, "${display}" ${addressed}×)`,
    };
  return { merchant: display, how: "sender: display name" };
}

/** Everyone who sends mail about a sale that is someone else's. */
const SENDING_FOR_OTHERS = [...PAYMENT_PROCESSORS, ...GATEWAYS, ...ON_BEHALF];

/** Each processor's name as `spaced` gives it: folded once, not per mail. */
const PROCESSOR_WORDS = SENDING_FOR_OTHERS.map((p) => [p.name, spaced(p.name)] as const);

/** The processors' names (folded, letters and digits only) and their domains' names: folded once, not per mail. */
const PROCESSOR_NAMES = new Set(SENDING_FOR_OTHERS.flatMap((p) => [foldAccents(p.name).replace(/[^a-z0-9]/g, ""), ...p.domainNames]));

function isProcessorName(name: string): boolean {
  return PROCESSOR_NAMES.has(foldAccents(name).replace(/[^a-z0-9]/g, ""));
}

/** The display name without quotes, department words and "via …" ("Shop X Receipts" → "Shop X"). */
export function cleanDisplayName(name: string | null): string | null {
  // An address as its own name is not a merchant name.
  if (!name || name.includes("@")) return null;
  const cleaned = name
    .replace(/^["'\s]+|["'\s]+$/g, "")
    .replace(/\s+(?:via|über|par|tramite|por|door)\s+.+$/iu, "")
    .replace(ROLE_WORDS, " ")
    .replace(/[\s\-–|:,@]+$/g, "")
    .replace(/^[\s\-–|:,@]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // Nothing left but department words is not a merchant name either.
  if (cleaned === "" || !/\p{L}/u.test(cleaned)) return null;
  return cleaned;
}
