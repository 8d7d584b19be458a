// A purchase Intake cannot book on its own is held for the person instead of dropped: a receipt whose total
// cannot be read (a photo of a paper receipt, a receipt that is one picture, a scanned PDF) waits for its amount,
// and a purchase that names no business waits for review. "No total" alone also describes newsletters, notices
// and phishing, so a mail is held for its amount only on positive signs of a purchase: a receipt file or a photo
// the person sent themselves, or a receipt's title together with a second sign (an order number, a payment
// line, order markup, a receipt that is a picture) — and never when it reads as a parcel notice, a review
// request, an account notice or a bill still to be paid. Pure: the reading (index.ts) asks after classify.ts.
import type { MailFile } from "../../message";
import {
  ACCOUNT_NOTICE,
  INVOICE_FILE_WORDS,
  MASKED_CARD,
  PARCEL_SUBJECT,
  PASSWORD,
  PAYMENT_LINES,
  RECEIPT_FILE_WORDS,
  RECEIPT_TITLES,
  REVIEW_REQUEST,
  TO_BE_PAID,
} from "./hold-words";
import { MARKETING } from "../kinds/notice-words";
import { foldAccents, linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { settledIn } from "../kinds/settled";

/** classify.ts's verdict when nothing else was wrong but no total was read: the only one a hold can turn. */
export const NO_TOTAL = "no total found";

export type HeldVerdict = "needs_amount" | "needs_review";

export interface Hold {
  verdict: HeldVerdict;
  /** Why it is held and what made it read as a purchase, in words for the inbox. */
  reason: string;
}

export interface HoldInput {
  /** classify.ts's reason, null for a purchase. */
  reason: string | null;
  total: string | null;
  merchant: string | null;
  subject: string | null;
  lines: readonly string[];
  orderNumber: string | null;
  /** The mail's schema.org markup describes an order (not an invoice, which may be unpaid, nor a reservation paid later). */
  markupOrder: boolean;
  html: string | null;
  attachments: readonly MailFile[];
  /** The mail is the person's own (nothing was forwarded: they sent a photo or a scan themselves). */
  fromForwarder: boolean;
  /** The name of an attached PDF that needs a password to open (pdf-text.ts): the amount is in it. */
  lockedPdf?: string | null;
}

const pattern = {
  title: phrasePattern(RECEIPT_TITLES),
  payment: phrasePattern(PAYMENT_LINES),
  parcel: phrasePattern(PARCEL_SUBJECT),
  marketing: phrasePattern(MARKETING),
  notice: phrasePattern([...REVIEW_REQUEST, ...ACCOUNT_NOTICE]),
  toBePaid: phrasePattern(TO_BE_PAID),
  password: phrasePattern(PASSWORD, true),
};
const RECEIPT_FILES = new Set(RECEIPT_FILE_WORDS);
const INVOICE_FILES = new Set(INVOICE_FILE_WORDS);

/** A receipt's title is looked for in the subject and in the first lines of the text (its heading). */
const HEADING_LINES = 15;
const HEADING_MAX = 80;
/** Fewer words than this in a mail with a picture: the receipt is the picture. */
const PICTURE_WORDS = 40;

/** The hold for a reading, or null when the reading stands (a purchase booked, or not a purchase at all). */
export function holdFor(input: HoldInput): Hold | null {
  if (input.reason === null && input.total !== null && input.merchant === null)
    return { verdict: "needs_review", reason: "nothing in the mail names the business that was paid" };
  if (input.reason !== NO_TOTAL || input.total !== null) return null;
  if (otherThanPurchase(input)) return null;
  const signs = purchaseSigns(input);
  if (signs.strong.length === 0 && !(signs.document && signs.all.length >= 2)) return null;
  return {
    verdict: "needs_amount",
    reason: `no total could be read, but it reads as a purchase (${signs.all.join("; ")})`,
  };
}

interface Signs {
  /** Enough on their own. */
  strong: string[];
  /** The mail calls itself a receipt or an order, or is one (markup, a picture, an invoice file). */
  document: boolean;
  all: string[];
}

function purchaseSigns(input: HoldInput): Signs {
  const strong: string[] = [];
  const all: string[] = [];
  let document = false;
  const files = input.attachments.filter((f) => f.mimeType.startsWith("image/") || f.mimeType === "application/pdf");
  if (input.fromForwarder && files.length > 0) strong.push("a photo or scan you sent yourself");
  const receiptFile = files.find((f) => fileNamed(f, RECEIPT_FILES));
  if (receiptFile) strong.push(`a receipt file attached (${receiptFile.filename})`);
  all.push(...strong);
  if (input.lockedPdf) {
    document = true;
    all.push(`a PDF that needs a password holds the amount (${input.lockedPdf})`);
  }
  const invoiceFile = files.find((f) => fileNamed(f, INVOICE_FILES));
  if (invoiceFile) {
    document = true;
    all.push(`an invoice file attached (${invoiceFile.filename})`);
  }
  const title = titleIn(input.subject, input.lines);
  if (title) {
    document = true;
    all.push(`it calls itself "${title}"`);
  }
  if (input.markupOrder) {
    document = true;
    all.push("its markup describes an order");
  }
  if (isPicture(input.html, input.lines)) {
    document = true;
    all.push("its content is a picture");
  }
  if (input.orderNumber) all.push(`order number ${input.orderNumber}`);
  const payment = linesWith(input.lines, pattern.payment).length > 0 || input.lines.some((l) => MASKED_CARD.test(l));
  if (payment) all.push("a payment method is named");
  return { strong, document, all };
}

/** What makes a mail without a total something other than a purchase, or null. */
function otherThanPurchase(input: HoldInput): string | null {
  const subject = input.subject ?? "";
  if (phrasesIn(subject, pattern.parcel).length > 0) return "a parcel notice";
  if (phrasesIn(subject, pattern.marketing).length > 0) return "marketing";
  // The password a locked PDF asks for is the file's, not the account's ("The PDF opens with your postcode").
  const lines = [subject, ...input.lines].filter((l) => !input.lockedPdf || phrasesIn(l, pattern.password).length === 0);
  if (linesWith(lines, pattern.notice).length > 0) return "a review request or an account notice";
  // A due date on an invoice the card already paid, or one collected by direct debit, is its terms (settled.ts).
  if (linesWith(lines, pattern.toBePaid).length > 0 && !settledIn(subject, input.lines)) return "a bill to pay";
  return null;
}

/** The receipt title the subject or the heading gives, as written. */
function titleIn(subject: string | null, lines: readonly string[]): string | null {
  const inSubject = subject ? phrasesIn(subject, pattern.title)[0] : undefined;
  if (inSubject) return inSubject.text;
  const heading = lines.filter((l) => l.trim() !== "").slice(0, HEADING_LINES);
  for (const line of heading) {
    if (line.length > HEADING_MAX) continue;
    const found = phrasesIn(line, pattern.title)[0];
    if (found) return found.text;
  }
  return null;
}

/** Whether a file's name has one of the words as a word or a word's part ("Zahlungsbeleg", "eReceipt_12"). */
function fileNamed(file: MailFile, words: ReadonlySet<string>): boolean {
  const name = foldAccents((file.filename ?? "").replace(/\.[a-z0-9]{2,5}$/i, "").replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2"));
  return name
    .split(/[^\p{L}]+/u)
    .some((part) => part !== "" && [...words].some((w) => part === w || (w.length >= 5 && (part.startsWith(w) || part.endsWith(w)))));
}

/** An HTML mail whose text is a few words around a picture: the receipt is an image. */
function isPicture(html: string | null, lines: readonly string[]): boolean {
  if (!html || !/<img\b/i.test(html)) return false;
  let words = 0;
  for (const line of lines) words += line.match(/\p{L}{2,}/gu)?.length ?? 0;
  return words < PICTURE_WORDS;
}
