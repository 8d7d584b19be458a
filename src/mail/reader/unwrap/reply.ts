// A reply that quotes a receipt ("Re: Your order", "> Order total: $70.00", "On … wrote:") is no forward:
// whoever replied did not send the receipt on, and the mail it quotes is not read. Only the reply's own text
// (above the quote) is the original — a merchant's answer may charge something of its own; a question about
// an order charges nothing. The HTML is left out: it holds the quote, which its text cannot be cut from.
import type { MailMessage } from "../message";
import { quoteStart } from "./inline";
import { isReplySubject } from "./subject";
import { normalizeText } from "./text";

/** The reply's own part as the message to read, or null when the message is no reply that quotes a mail. */
export function replyOwnText(message: MailMessage): MailMessage | null {
  if (!isReplySubject(message.subject)) return null;
  const text = normalizeText(message.text);
  const start = quoteStart(text);
  if (start === null) return null;
  const { htmlText: _html, ...rest } = message;
  return {
    ...rest,
    html: null,
    text: text.split("\n").slice(0, start).join("\n").trim(),
  };
}
