// Mails that claim a charge in someone else's name: not receipts, and said to be suspicious in the inbox.
// The sender of the original must plausibly be the business the mail speaks for. Three classes, each a rule
// and none a list of senders:
// - a lookalike (lookalike.ts): a known brand or a company department named by a free-mail address, or a
//   brand's display name on a domain not the brand's;
// - a callback scam: "you were charged $X; if you did not make this purchase, call 1-808-…", sent from an
//   address that is free mail, has no domain at all, or whose registrable domain is not the name it signs
//   with. Banks write the same sentence in real alerts, so the sentence alone proves nothing: the sender does;
// - a tax or e-invoice ("Nota Fiscal", "VAT invoice", "fattura elettronica") from free mail: only registered
//   businesses issue those, and they do so from their own domains or their invoicing service's.
// A forward whose header block lost the original's address (only a name) has nothing to judge: not suspicious
// for that.
import type { MailAddress } from "../message";
import { registrableOf } from "../registrable-domain";
import { cleanDisplayName, processorOf } from "./payee";
import { isFreeMail, lookalike } from "./lookalike";
import { fold, linesWith, phrasePattern, phrasesIn } from "./phrases";

export interface ImpersonationInput {
  from: MailAddress | null;
  subject: string | null;
  lines: readonly string[];
  /** The merchant the markup names, if any. */
  claimed: string | null;
}

/** "If you did not make this purchase", "to cancel", in the languages of the mails. */
const DISAVOWAL = phrasePattern([
  ...["if you did not", "if you didn't", "if you do not recognize", "if you don't recognize", "if you do not recognise"],
  ...["if you don't recognise", "did not authorize", "didn't authorize", "did not authorise", "not made by you"],
  ...["not authorized by you", "not authorised by you", "wasn't you", "was not you", "unauthorized", "unauthorised"],
  ...["to cancel", "cancel this", "dispute this"],
  ...["caso não reconheça", "se não reconhece", "se você não reconhece", "não reconhece", "não foi você", "para cancelar"],
  ...["si no reconoce", "si no reconoces", "si no realizó", "si no realizaste", "no fue usted", "si usted no"],
  ...["si vous n'avez pas", "si vous ne reconnaissez pas", "pour annuler", "non autorisé", "non autorisée"],
  ...["nicht von ihnen", "nicht erkennen", "nicht autorisiert", "nicht veranlasst", "wenn sie diese", "falls sie diese"],
  ...["se non hai", "se non riconosci", "per annullare", "non autorizzato", "non autorizzata"],
  ...["als u dit niet", "als je dit niet", "niet herkent", "om te annuleren", "niet door u"],
]);
/** The lines before a phone number (and after it) where its disavowal may stand. */
const BEFORE = 6;
const AFTER = 2;

/** A phone number: 7 to 15 digits in groups ("(808) 216-3302", "1 877 692 7785", "1‑800‑769‑2512", "4003-6514"). */
const PHONE =
  /(?<![\p{L}\p{N}\p{Sc}.,/:])(?:\+\d{7,15}|(?:\+\s?)?(?:\(\d{1,4}\)[\s.\-\u2010-\u2015]?)?\d{1,4}(?:[\s.\-\u2010-\u2015]\d{2,4}){1,4})(?![\p{L}\p{N}]|[.,:/]\d)/gu;
/** A date in digits is no phone number ("10-27-2025", "2025-12-22"). */
const DATE = /^(?:\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}[-./]\d{1,2}[-./]\d{1,2})$/;

function hasPhone(line: string): boolean {
  for (const m of line.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15 && !DATE.test(m[0].trim())) return true;
  }
  return false;
}

/** Tax invoices and e-invoices, by their names (Chinese ones whole: its words are not spaced). */
const TAX_INVOICE = phrasePattern([
  ...["tax invoice", "vat invoice", "gst invoice", "e-invoice", "electronic invoice", "invoice (tax)"],
  ...["nota fiscal", "nf-e", "nfe", "danfe", "factura electrónica", "factura electronica", "cfdi", "comprobante fiscal"],
  ...["fattura elettronica", "facture électronique", "e-rechnung", "elektronische rechnung", "mwst-rechnung"],
  ...["发票", "電子發票", "电子发票", "增值税发票", "增值税专用发票", "增值税普通发票", "税务发票", "發票"],
  ...["btw-factuur", "faktura vat", "e-faktura", "세금계산서"],
]);

/** Why the mail is suspicious, or null. */
export function impersonation(input: ImpersonationInput): string | null {
  const { from, subject, lines, claimed } = input;
  const text = [subject ?? "", ...lines];
  const lookalikeSender = lookalike(from, claimed, text);
  if (lookalikeSender) return lookalikeSender;
  if (!from?.address) return null;
  const sender = senderUnlike(from);
  if (sender === null) return null;
  if (callbackLine(lines)) return `callback scam: the mail asks you to call a number about a charge, and ${sender}`;
  const registrable = registrableOf(from.address);
  if (registrable && isFreeMail(registrable.domain)) {
    const invoice = [subject ?? "", ...lines].map((l) => phrasesIn(l, TAX_INVOICE)[0]?.text).find((t) => t);
    if (invoice)
      return `a tax invoice ("${invoice}") from a free-mail address (${registrable.domain}): businesses issue those from their own domain`;
  }
  return null;
}

/** Whether a phone number stands near a disavowal or an invitation to cancel. */
function callbackLine(lines: readonly string[]): boolean {
  const disavowed = linesWith(lines, DISAVOWAL);
  if (disavowed.length === 0) return false;
  return disavowed.some((d) => {
    for (let i = d; i <= Math.min(lines.length - 1, d + BEFORE); i++) if (hasPhone(lines[i]!)) return true;
    for (let i = Math.max(0, d - AFTER); i < d; i++) if (hasPhone(lines[i]!)) return true;
    return false;
  });
}

/**
 * How the sender fails to be the business it signs as, or null when it plausibly is: its registrable domain
 * is the display name or an abbreviation of it ("RBC Royal Bank" at rbc.com, "American Express" at aexp.com),
 * holds the name's first word ("Lyft" at lyftmail.com), or belongs to a payment processor sending for a merchant.
 */
function senderUnlike(from: MailAddress): string | null {
  const registrable = registrableOf(from.address);
  if (!registrable) return `the sender's address (${from.address}) has no domain`;
  if (isFreeMail(registrable.domain)) return `it comes from a free-mail address (${registrable.domain})`;
  if (processorOf(from)) return null;
  const name = cleanDisplayName(from.name);
  const letters = name ? fold(name).replace(/[^a-z0-9]/g, "") : "";
  const domain = registrable.name.replace(/[^a-z0-9]/g, "");
  const first = name
    ? fold(name)
        .split(/[^a-z0-9]+/)
        .find((w) => w.length >= 3)
    : undefined;
  if (letters !== "" && (abbreviates(domain, letters) || (first !== undefined && domain.includes(first)))) return null;
  return name
    ? `the sender "${name}" writes from ${registrable.domain}, which is not its name`
    : `the sender (${registrable.domain}) signs with no name`;
}

/** Whether the domain's letters are the name's, in order, starting with its first ("aexp" in "americanexpress"). */
function abbreviates(domain: string, name: string): boolean {
  if (domain === "" || domain[0] !== name[0]) return false;
  let at = 0;
  for (const c of domain) {
    at = name.indexOf(c, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
