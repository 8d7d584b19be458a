// Alert fixtures: a mail as the alert reader gets it (after unwrapping), written for these tests from what
// such mails look like, with defaults a test overrides.
import type { MailMessage } from "../../../../src/mail/reader/message";
import { readAlert, type AlertContext, type CardAlert } from "../../../../src/mail/reader/alert";

/** When the test alerts arrive (a Wednesday afternoon in Europe). */
export const RECEIVED = new Date("2024-11-20T15:30:00Z");

export function alertMail(parts: Partial<MailMessage> & { fromName?: string | null; fromAddress?: string | null }): MailMessage {
  const { fromName, fromAddress, ...rest } = parts;
  return {
    from: {
      name: fromName === undefined ? "Alerts" : fromName,
      address: fromAddress === undefined ? "alerts@example-bank.com" : fromAddress,
    },
    date: "Wed, 20 Nov 2024 14:33:00 +0000",
    subject: "Alert",
    messageId: "<a1@example-bank.com>",
    text: "",
    html: null,
    ...rest,
  };
}

export function read(message: MailMessage, context: Partial<AlertContext> = {}): CardAlert | null {
  return readAlert(message, { receivedAt: RECEIVED, ...context });
}

/** A mail's HTML with its text in paragraphs, as an HTML-only alert is sent. */
export function html(...paragraphs: string[]): string {
  return `<!DOCTYPE html><html><head><style>p{margin:0}</style></head><body><table><tr><td>${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join("")}</td></tr></table></body></html>`;
}
