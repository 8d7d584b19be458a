// Forward as attachment: the original is a message/rfc822 part, with or without Content-Disposition.
// postal-mime would fold a part without disposition into the outer message's text; asked to keep every
// such part as an attachment (mail-parser.ts), it hands the original's bytes over to be parsed again.
import type { Address, Email } from "postal-mime";
import { htmlAsText } from "../html-text";
import { isMessageType } from "../mail-parser";
import type { MailAddress, MailMessage } from "../message";

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
  const files = email.attachments.filter((a) => !isMessageType(a.mimeType)).map((a) => ({ filename: a.filename, mimeType: a.mimeType }));
  return {
    from: mailbox(email.from),
    date: email.headers.find((h) => h.key === "date")?.value.trim() || email.date || null,
    subject: email.subject ?? null,
    messageId: email.messageId ?? null,
    text,
    html: email.html ?? null,
    ...(htmlText === undefined ? {} : { htmlText }),
    // What the receipt's files are called decides whether a receipt without a readable total is held (receipt/hold.ts).
    ...(files.length > 0 ? { attachments: files } : {}),
  };
}

function mailbox(address: Address | undefined): MailAddress | null {
  const box = address?.group === undefined ? address : address.group[0];
  return box ? { name: box.name || null, address: box.address || null } : null;
}
