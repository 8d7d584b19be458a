// Who was paid: the merchant the markup names; when the mail comes from a payment processor, the beneficiary
// the body names ("You paid €12.00 to Shop X"); else the original sender's display name, or its domain. Never
// the person who forwarded the mail, never the processor itself.
import type { MailAddress } from "../message";
import { domainOf, nameOfDomain, registrableDomain } from "./domains";
import { fold } from "./phrases";

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

/** Shop platforms that send in their shops' names from their own domains: the display name is the merchant. */
const PLATFORM_DOMAINS = new Set([
  "shopifyemail",
  "myshopify",
  "shopify",
  "squarespace",
  "wix",
  "wixsite",
  "bigcommerce",
  "ecwid",
  "sendgrid",
  "mailchimp",
  "mcsv",
  "amazonses",
  "mailgun",
  "sparkpostmail",
  "mandrillapp",
  "klaviyomail",
]);

/** The beneficiary of a processor's payment, as its receipts name them (the name is what follows). */
const BENEFICIARY: readonly RegExp[] = [
  /(?<![\p{L}])you (?:paid|sent|authori[sz]ed)(?: a payment(?: of)?)?\s+.{0,30}?(?<![\p{L}])to\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:payment|paid|purchase|order) to\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:receipt|invoice|payment receipt) from\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:merchant|seller|payee|recipient|sold by|paid to|beneficiary)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])Sie haben .{0,50}?(?<![\p{L}])an\s+(?<name>.+?)\s+(?:gesendet|gezahlt|bezahlt|geschickt)/iu,
  /(?<![\p{L}])Zahlung an\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:Händler|Empfänger|Verkäufer|Zahlungsempfänger)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])(?:Beleg|Quittung|Rechnung|Zahlungsbeleg) von\s+(?<name>.+)/iu,
  /(?<![\p{L}])vous avez (?:payé|envoyé)(?: un paiement)?(?: de)?\s+.{0,30}?(?<![\p{L}])à\s+(?<name>.+)/iu,
  /(?<![\p{L}])paiement à\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:marchand|commerçant|bénéficiaire|vendeur)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])(?:reçu|facture) de\s+(?<name>.+)/iu,
  /(?<![\p{L}])hai (?:pagato|inviato)(?: un pagamento)?(?: di)?\s+.{0,30}?(?<![\p{L}])a\s+(?<name>.+)/iu,
  /(?<![\p{L}])pagamento a\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:venditore|esercente|beneficiario|commerciante)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])ricevuta da\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:has pagado|has enviado|pagaste|enviaste)(?: un pago)?(?: de)?\s+.{0,30}?(?<![\p{L}])a\s+(?<name>.+)/iu,
  /(?<![\p{L}])pago a\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:comerciante|vendedor|beneficiario)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])recibo de\s+(?<name>.+)/iu,
  /(?<![\p{L}])je hebt .{0,50}?(?<![\p{L}])aan\s+(?<name>.+?)\s+(?:betaald|gestuurd|verzonden)/iu,
  /(?<![\p{L}])betaling aan\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:verkoper|winkelier|begunstigde|ontvanger)\s*:\s*(?<name>.+)/iu,
  /(?<![\p{L}])(?:du har betalat|du betalade) .{0,40}?(?<![\p{L}])till\s+(?<name>.+)/iu,
  /(?<![\p{L}])betalning till\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:du har betalt) .{0,40}?(?<![\p{L}])til\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:płatność dla|zapłacono na rzecz)\s+(?<name>.+)/iu,
];

/** Sender names that are a department, not a merchant ("Receipts", "Billing", "no-reply"). */
const ROLE_WORDS =
  /\b(?:no-?reply|do-?not-?reply|receipts?|billing|invoices?|orders?|order confirmation|notifications?|support|customer (?:service|care)|service|team|payments?|accounts?|info|mailer|kundenservice|bestellungen|rechnung|service client|commandes|ordini|pedidos|bestellingen|kundtjänst)\b/giu;

export interface Payee {
  merchant: string | null;
  how: string;
}

export function processorOf(from: MailAddress | null): string | null {
  const domain = domainOf(from?.address);
  const name = domain ? nameOfDomain(domain) : null;
  const byDomain = PAYMENT_PROCESSORS.find((p) => name !== null && p.domainNames.includes(name));
  if (byDomain) return byDomain.name;
  // "PayPal <service@…>" from a domain that is not PayPal's is a lookalike, not a processor (classify.ts).
  return null;
}

/** Whether the mail's From is the person who forwarded it (the forward was not unwrapped). */
export function isForwarder(from: MailAddress | null, forwarder: string | null | undefined): boolean {
  if (!forwarder || !from?.address) return false;
  const address = (/<([^>]+)>/.exec(forwarder)?.[1] ?? forwarder).trim().toLowerCase();
  return from.address.trim().toLowerCase() === address;
}

export function readPayee(input: {
  markupMerchant: string | null;
  from: MailAddress | null;
  forwarder: string | null | undefined;
  subject: string | null;
  lines: readonly string[];
}): Payee {
  const processor = processorOf(input.from);
  const markup = input.markupMerchant?.trim() || null;
  if (markup && !isProcessorName(markup)) return { merchant: markup, how: "markup" };
  if (processor || (markup && isProcessorName(markup))) {
    const paidVia = processor ?? markup!;
    const named = beneficiary([input.subject ?? "", ...input.lines], paidVia);
    if (named) return { merchant: named, how: `label: the beneficiary of a ${paidVia} payment` };
    const display = cleanDisplayName(input.from?.name ?? null);
    if (display && !isProcessorName(display))
      return { merchant: display, how: `sender: display name (mail sent by ${paidVia} for the merchant)` };
    return { merchant: null, how: `the mail is from ${paidVia} and names no beneficiary` };
  }
  if (isForwarder(input.from, input.forwarder)) return { merchant: null, how: "the sender is the person who forwarded the receipt" };
  const display = cleanDisplayName(input.from?.name ?? null);
  if (display) return { merchant: display, how: "sender: display name" };
  const domain = domainOf(input.from?.address);
  if (domain && !PLATFORM_DOMAINS.has(nameOfDomain(domain))) return { merchant: registrableDomain(domain), how: "sender: domain" };
  return { merchant: null, how: "no merchant in the markup and no usable sender" };
}

/** The processors' names (folded, letters and digits only) and their domains' names: folded once, not per mail. */
const PROCESSOR_NAMES = new Set(PAYMENT_PROCESSORS.flatMap((p) => [fold(p.name).replace(/[^a-z0-9]/g, ""), ...p.domainNames]));

function isProcessorName(name: string): boolean {
  return PROCESSOR_NAMES.has(fold(name).replace(/[^a-z0-9]/g, ""));
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

/** Longest beneficiary name taken: beyond this the pattern ran into a sentence. */
const MAX_NAME = 60;

function beneficiary(lines: readonly string[], processor: string): string | null {
  for (const line of lines) {
    for (const pattern of BENEFICIARY) {
      const raw = pattern.exec(line)?.groups?.name;
      if (!raw) continue;
      const name = raw
        .split(
          /\t|\s+[-–|]\s+|[.!?;](?:\s|$)|[,(#]|\s+(?:for|on|using|with|für|mit|am|pour|avec|le|per|con|il|para|el|voor|met|op|för|med|på|dla|za)\s/iu,
        )[0]!
        .replace(/[\s.:]+$/, "")
        .trim();
      if (
        name === "" ||
        name.length > MAX_NAME ||
        !/\p{L}/u.test(name) ||
        fold(name) === fold(processor) ||
        /^(?:you|your|ihr|votre|tu|je)\b/iu.test(name)
      )
        continue;
      return name;
    }
  }
  return null;
}
