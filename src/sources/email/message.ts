// A mail message as the receipt steps read it: the original's headers and bodies, after unwrapping any
// forward. Built from postal-mime's parse; the steps that follow never see MIME.

export interface MailAddress {
  name: string | null;
  address: string | null;
}

/** A file the mail carries (an image, a PDF…), by its name and type: what it holds is not read here. */
export interface MailFile {
  filename: string | null;
  /** Lowercase MIME type ("image/jpeg"). */
  mimeType: string;
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
  /** The files attached or embedded (attached messages aside: unwrapping reads those); absent when there are none. */
  attachments?: readonly MailFile[];
}
