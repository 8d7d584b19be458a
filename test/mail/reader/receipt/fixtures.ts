// Receipt fixtures: a mail as the receipt reader gets it (after unwrapping), with defaults a test overrides.
import type { MailMessage } from "../../../../src/mail/reader/message";
import { readReceipt, type ReceiptReading } from "../../../../src/mail/reader/receipt";

/** When the test receipts arrive (a Wednesday). */
export const RECEIVED = new Date("2024-10-09T15:30:00Z");
export const USER = "me@example.org";

export function mail(parts: Partial<MailMessage> & { fromName?: string | null; fromAddress?: string }): MailMessage {
  const { fromName, fromAddress, ...rest } = parts;
  return {
    from: { name: fromName === undefined ? "Example Shop" : fromName, address: fromAddress ?? "orders@example-shop.com" },
    date: "Tue, 8 Oct 2024 10:15:00 +0000",
    subject: "Your order",
    messageId: "<r1@example-shop.com>",
    text: "",
    html: null,
    ...rest,
  };
}

export function read(message: MailMessage, forwarder: string | null = USER): Promise<ReceiptReading> {
  return readReceipt(message, { receivedAt: RECEIVED, forwarder });
}

/** A text receipt around a block of total lines. */
export function textReceipt(totals: string, intro = "Thanks for your order!\nOrder #A-1001"): string {
  return `${intro}\n\n${totals}\n\nQuestions? Reply to this mail.`;
}

/** A receipt mail written as a merchant writes it, and what reading it must give (test/mail/reader/receipt/unseen/). */
export interface UnseenMail {
  /** Merchant, country and class, for the printed misses. */
  name: string;
  from: { name: string | null; address: string };
  /** The original Date header. */
  date: string;
  subject: string;
  text?: string;
  html?: string;
  want: UnseenPurchase | { verdict: "not_a_receipt" };
}

export interface UnseenPurchase {
  verdict: "purchase";
  /** The names the merchant may be read as (compared without case). */
  merchant: string[];
  total: string;
  currency: string;
  date: string;
}
