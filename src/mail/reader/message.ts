// A mail message as the receipt steps read it: the original's headers and bodies, after unwrapping any
// forward. Built from postal-mime's parse; the steps that follow never see MIME.

export interface MailAddress {
  name: string | null;
  address: string | null;
}

export interface MailMessage {
  from: MailAddress | null;
  /** The Date header as written (a malformed or missing one is normal; readers parse it leniently). */
  date: string | null;
  subject: string | null;
  messageId: string | null;
  /** The plain-text body, or the HTML body as text (html-text.ts) when the mail has only HTML. */
  text: string;
  /** The HTML body as sent, for markup (schema.org JSON-LD and microdata). */
  html: string | null;
  /**
   * The HTML body as text (html-text.ts `htmlAsText`), when a step before the reading already converted it
   * (unwrapping mail that has only HTML): the conversion is the costliest step, made at most once a mail.
   */
  htmlText?: string;
  /**
   * The PDFs and photos the message carries (mail-files.ts), the original's first, then those of the forwards
   * around it. Absent where a message was built without its MIME parts (text-only callers and tests).
   */
  attachments?: MailFile[];
  /**
   * The files that may be a bank's export or statement (mail-files.ts `isBankFile`: CSV, OFX, QIF, CAMT, MT940,
   * spreadsheets), in the same order; their type is as the mail declared it. The upload's reading judges them.
   */
  bankFiles?: MailFile[];
}

/** A PDF or photo of the message: a receipt to read, and to attach to the receipt's transaction. */
export interface MailFile {
  filename: string | null;
  /** One of the service's attachment types (mail-files.ts): a PDF sent as application/octet-stream is application/pdf. */
  mimeType: string;
  /** The decoded bytes; absent when the part was over the service's 10 MB (`MAX_FILE_BYTES`): never half a file. */
  content?: Uint8Array;
  /** An image the HTML shows by its Content-ID (a logo, a product photo), not a file the sender attached. */
  inline: boolean;
}
