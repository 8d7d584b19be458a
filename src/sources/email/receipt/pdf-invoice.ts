// A receipt whose total is in its PDF: an invoicing tool's "your invoice is attached", a forwarded e-ticket, a
// utility bill. Read only when the mail itself (text, HTML, markup) names no total — PDF.js costs more CPU than
// the rest of a mail — and then the PDF's text joins the mail's lines, so that total, date and payee are read
// from it by the same rules. What kept a PDF from giving a total is said in `how.total` and in the reason.
import type { MailFile, MailMessage } from "../message";
import { pdfText } from "../pdf-text";
import type { ReceiptReading } from "./index";

/** PDFs read at most, in the mail's order: a receipt carries its invoice first; more are terms or adverts. */
const MAX_PDFS = 2;

/** The PDFs attached (not images an HTML body shows), in the mail's order. */
export function attachedPdfs(message: MailMessage): MailFile[] {
  return (message.attachments ?? []).filter((f) => f.mimeType === "application/pdf" && !f.inline).slice(0, MAX_PDFS);
}

/**
 * The reading with the PDFs' text as extra lines, the first that gives a total; else the mail's own
 * reading, told why no PDF gave one. `readWith` reads the mail again with the extra lines.
 */
export async function readWithPdfs(
  message: MailMessage,
  mailReading: ReceiptReading,
  readWith: (extraLines: readonly string[]) => ReceiptReading,
): Promise<ReceiptReading> {
  const notes: string[] = [];
  for (const pdf of attachedPdfs(message)) {
    const name = `the PDF ${pdf.filename ? `"${pdf.filename}"` : "attached"}`;
    if (!pdf.content) {
      notes.push(`${name} is over 10 MB, not read`);
      continue;
    }
    const text = await pdfText(pdf.content);
    if (!text.ok) {
      notes.push(`${name}: ${text.problem}`);
      continue;
    }
    const reading = readWith(text.lines);
    const pages =
      text.pagesRead.length === text.pages
        ? `${text.pages} page${text.pages === 1 ? "" : "s"}`
        : `pages ${text.pagesRead.join(", ")} of ${text.pages}`;
    if (reading.total !== null) return { ...reading, how: { ...reading.how, total: `pdf: ${name} (${pages}), ${reading.how.total}` } };
    notes.push(`${name} (${pages}) names no total either`);
  }
  if (notes.length === 0) return mailReading;
  const said = notes.join("; ");
  return {
    ...mailReading,
    ...(mailReading.reason === "no total found" ? { reason: `no total found (${said})` } : {}),
    how: { ...mailReading.how, total: `${mailReading.how.total ?? "no total"}; ${said}` },
  };
}
