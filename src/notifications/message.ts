// What a notice says by e-mail (one notice, or the day's digest) and by webhook: plain words, a link to the
// page that shows it, and how to change what Intake tells. Never a token, a key or an address of a source.
import type { StoredNotice } from "./store";

export interface Recipient {
  email: string;
  name: string;
  budgetName: string;
}

export interface MailContent {
  subject: string;
  text: string;
}

/** The notice's page at the deployment's own address (PUBLIC_URL): a link a mail client opens. */
export function linkTo(path: string, origin: string): string {
  return new URL(path, origin).href;
}

function footer(to: Recipient, origin: string): string {
  return (
    `— Intake, for your budget “${to.budgetName}”.\n` +
    `You get this because e-mail notices are on. Choose what Intake tells you, or a daily digest: ${linkTo("/notifications", origin)}\n`
  );
}

const greeting = (to: Recipient) => (to.name ? `Hello ${to.name},` : "Hello,");

export function singleMail(notice: StoredNotice, to: Recipient, origin: string): MailContent {
  return {
    subject: notice.title,
    text: `${greeting(to)}\n\n${notice.text}\n\n${linkTo(notice.path, origin)}\n\n${footer(to, origin)}`,
  };
}

export function digestMail(notices: readonly StoredNotice[], to: Recipient, origin: string): MailContent {
  const count = notices.length === 1 ? "1 thing needs" : `${notices.length} things need`;
  const entries = notices.map((n, i) => `${i + 1}. ${n.title}\n   ${n.text}\n   ${linkTo(n.path, origin)}`);
  return {
    subject: `Intake: ${count} you`,
    text: `${greeting(to)}\n\nSince the last digest:\n\n${entries.join("\n\n")}\n\n${footer(to, origin)}`,
  };
}

/** The webhook's body: the notice as data, and which budget it concerns. */
export function webhookBody(notice: StoredNotice, budgetName: string, origin: string): string {
  return JSON.stringify({
    type: "intake.notice",
    id: notice.id,
    kind: notice.kind,
    title: notice.title,
    text: notice.text,
    url: linkTo(notice.path, origin),
    raised_at: new Date(notice.raisedAt).toISOString(),
    budget: { connection_id: notice.connectionId, name: budgetName },
  });
}
