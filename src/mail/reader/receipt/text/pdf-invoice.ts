// A receipt whose total is in its PDF: an invoicing tool's "your invoice is attached", a forwarded e-ticket, a
// utility bill. Read only when the mail itself (text, HTML, markup) names no total — PDF.js costs more CPU than
// the rest of a mail — or when the mail names a total with a due date and its PDF may say the invoice was paid
// ("Amount paid", "charged to your Visa"): then the PDF's text joins the mail's lines, so that total, date,
// payee and payment are read from it by the same rules. What kept a PDF from giving a total is said in
// `how.total` and in the reason.
import type { MailFile, MailMessage } from "../../message";
import { pdfText } from "../../pdf-text";
import { DUE_REASON } from "../kinds/future-money";
import type { ReceiptReading } from "../index";

/** PDFs read at most, in the mail's order: a receipt carries its invoice first; more are terms or adverts. */
const MAX_PDFS = 2;

/** The PDFs attached (not images an HTML body shows), in the mail's order. */
export function attachedPdfs(message: MailMessage): MailFile[] {
  return (message.attachments ?? []).filter((f) => f.mimeType === "application/pdf" && !f.inline).slice(0, MAX_PDFS);
}

/** Whether the mail's reading asks for its PDFs: no total, or a total with a due date beside it. */
export function pdfsAsked(message: MailMessage, reading: ReceiptReading): boolean {
  if (attachedPdfs(message).length === 0) return false;
  // A total refused for a due date beside it: the PDF may say the invoice was paid.
  return reading.total === null || (reading.verdict === "not_a_receipt" && (reading.reason?.startsWith(DUE_REASON) ?? false));
}

/**
 * The reading with the PDFs' text as extra lines, the first that gives a total (for a mail with a due date, the
 * first that makes it a purchase); else the mail's own reading, told why no PDF gave one. `readWith` reads the
 * mail again with the extra lines.
 */
export async function readWithPdfs(
  message: MailMessage,
  mailReading: ReceiptReading,
  readWith: (extraLines: readonly string[], lockedPdf?: string) => ReceiptReading,
): Promise<ReceiptReading> {
  const due = mailReading.total !== null;
  const notes: string[] = [];
  /** PDFs that could not be read at all (broken, a scan, past a limit): said in the reason whatever it is. */
  const unread: string[] = [];
  let locked: string | null = null;
  for (const pdf of attachedPdfs(message)) {
    const name = `the PDF ${pdf.filename ? `"${pdf.filename}"` : "attached"}`;
    if (!pdf.content) {
      notes.push(`${name} is over 10 MB, not read`);
      continue;
    }
    const read = await pdfText(pdf.content);
    if (!read.ok) {
      notes.push(`${name}: ${read.reason.problem}`);
      unread.push(`${name}: ${read.reason.problem}`);
      if (read.reason.locked) locked ??= pdf.filename ?? "attached";
      continue;
    }
    const text = read.value;
    const reading = readWith(text.lines);
    const pages =
      text.pagesRead.length === text.pages
        ? `${text.pages} page${text.pages === 1 ? "" : "s"}`
        : `pages ${text.pagesRead.join(", ")} of ${text.pages}`;
    if (due ? reading.verdict === "purchase" : reading.total !== null)
      return { ...reading, how: { ...reading.how, total: `pdf: ${name} (${pages}), ${reading.how.total}` } };
    notes.push(
      `${name} (${pages}) ${due ? `does not say it was paid either (${reading.reason ?? reading.verdict})` : "names no total either"}`,
    );
  }
  if (notes.length === 0) return mailReading;
  const said = notes.join("; ");
  // A PDF that needs a password holds the amount: the mail is read again knowing so, to be held for it (hold.ts).
  const reading = locked !== null && !due ? readWith([], locked) : mailReading;
  // A reason of its own (a photo the person sent, held for its amount) still says which PDF could not be read.
  const unreadToo = reading.total === null && locked === null && reading.reason && unread.length > 0;
  return {
    ...reading,
    ...(reading.reason === "no total found"
      ? { reason: `no total found (${said})` }
      : unreadToo
        ? { reason: `${reading.reason}; ${unread.join("; ")}` }
        : {}),
    how: { ...reading.how, total: `${reading.how.total ?? "no total"}; ${said}` },
  };
}
