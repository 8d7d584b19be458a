// Forward as attachment: the original is a message/rfc822 part, with or without Content-Disposition.
// postal-mime would fold a part without disposition into the outer message's text; asked to keep every
// such part as an attachment (mail-parser.ts), it hands the original's bytes over to be parsed again.
import type { Address, Email } from "postal-mime";
import { wasCut } from "../body-decoders";
import { htmlAsText } from "../html-text";
import { fileType, isBankFile } from "../mail-files";
import { isMessageType } from "../mail-parser";
import type { MailAddress, MailFile, MailMessage } from "../message";

/** The first attached message; none in a delivery or feedback report, whose attached message is evidence. */
export function attachedMessage(email: Email): ArrayBuffer | Uint8Array | string | null {
  const types = new Set(email.attachments.map((a) => a.mimeType));
  if (types.has("message/delivery-status") || types.has("message/feedback-report")) return null;
  return email.attachments.find((a) => isMessageType(a.mimeType))?.content ?? null;
}

/** The message as the receipt steps read it: the text body, or the HTML body as text when there is no text. */
export async function readMessage(email: Email): Promise<MailMessage> {
  const plain = email.text?.trim();
  // The conversion is kept with the message: the reading needs the same text, and it costs more than any other step.
  const htmlText = !plain && email.html ? htmlAsText(email.html) : undefined;
  const text = plain || htmlText || "";
  return {
    from: mailbox(email.from),
    date: email.headers.find((h) => h.key === "date")?.value.trim() || email.date || null,
    subject: email.subject ?? null,
    messageId: email.messageId ?? null,
    text,
    html: email.html ?? null,
    ...(htmlText === undefined ? {} : { htmlText }),
    attachments: filesOf(email),
    bankFiles: bankFilesOf(email),
  };
}

/** The message's PDFs and photos (mail-files.ts), with their bytes unless the part was over the 10 MB kept. */
export function filesOf(email: Email): MailFile[] {
  const files: MailFile[] = [];
  for (const a of email.attachments) {
    const mimeType = fileType(a.mimeType, a.filename);
    if (mimeType === null || typeof a.content === "string") continue;
    const file: MailFile = { filename: a.filename, mimeType, inline: a.related === true };
    if (a.content instanceof Uint8Array) file.content = a.content;
    else if (!wasCut(a.content)) file.content = new Uint8Array(a.content);
    files.push(file);
  }
  return files;
}

/** The message's files that may be a bank's export or statement, with their bytes unless over the 10 MB kept. */
export function bankFilesOf(email: Email): MailFile[] {
  const files: MailFile[] = [];
  for (const a of email.attachments) {
    if (!isBankFile(a.mimeType, a.filename) || typeof a.content === "string") continue;
    const file: MailFile = { filename: a.filename, mimeType: a.mimeType.toLowerCase(), inline: a.related === true };
    if (a.content instanceof Uint8Array) file.content = a.content;
    else if (!wasCut(a.content)) file.content = new Uint8Array(a.content);
    files.push(file);
  }
  return files;
}

function mailbox(address: Address | undefined): MailAddress | null {
  const box = address?.group === undefined ? address : address.group[0];
  return box ? { name: box.name || null, address: box.address || null } : null;
}
