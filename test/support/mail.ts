// Receipt mail for tests: a forward as a mail client writes it, a connection with a mailbox, and the
// worker's email() handler called as Email Routing would.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import { saveConnection } from "../../src/connections";
import worker from "../../src/index";
import { mailboxOf, type MailboxSettings, updateMailbox } from "../../src/mail/mailbox";
import { CF_PASS, ME } from "./picture-mails";
import { newWorld } from "./world";

export { CF_PASS, ME };

/** A forward as a mail client writes it, with the receiving MTA's verdict on top. */
export function forward(o: {
  to: string;
  from?: string;
  authResults?: string[];
  original: string;
  subject?: string;
  messageId?: string;
  /** The forwarding client's Date header (it carries the user's UTC offset). */
  date?: string;
}): string {
  const headers = [
    ...(o.authResults ?? [CF_PASS]).map((v) => `Authentication-Results: ${v}`),
    `From: Pat <${o.from ?? ME}>`,
    `To: ${o.to}`,
    `Subject: Fwd: ${o.subject ?? "Your order"}`,
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    `Date: ${o.date ?? "Mon, 05 Oct 2026 10:00:00 +0000"}`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
  ];
  return `${headers.join("\r\n")}\r\n\r\n${o.original.replace(/\n/g, "\r\n")}`;
}

export const RECEIPT = `---------- Forwarded message ---------
From: Corner Books <orders@cornerbooks.example>
Date: Sat, 3 Oct 2026 at 14:02
Subject: Your order #CB-1042
To: Pat <pat@example.org>

Thank you for your order #CB-1042.
1 x The Art of Baking   $24.00
Subtotal: $24.00
Tax: $1.98
Order total: $25.98
`;

/** A receipt paid abroad: 23,50 € at a Berlin bookshop, forwarded as Gmail does (the card is billed in USD). */
export const LINDENBLATT_EUR = `---------- Forwarded message ---------
From: Buchhandlung Lindenblatt <bestellung@lindenblatt.example>
Date: Sat, 3 Oct 2026 at 14:02
Subject: Ihre Bestellung LB-2231
To: Pat <pat@example.org>

Vielen Dank für Ihre Bestellung LB-2231.
1 x Der Process (Taschenbuch)   21,96 €
Versand: 1,54 €
Gesamtsumme: 23,50 €
Bezahlt mit Visa •••• 4471
`;

export async function connected(mailbox: Partial<Pick<MailboxSettings, "accountId" | "matchMode" | "attachReceipts">> = {}) {
  const world = await newWorld();
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`);
  await updateMailbox(env.CONNECTIONS, connectionId, { allowedSenders: [ME], accountId: 101, ...mailbox });
  const { alias } = await mailboxOf(env.CONNECTIONS, connectionId);
  return { world, connectionId, address: `${alias}@intake.localhost` };
}

/**
 * `rawSize`: the size the runtime says the message has (by default the bytes given); `envelope`: the SMTP sender
 * (by default the person's own address).
 */
export async function deliver(raw: string | Uint8Array, to: string, options: { rawSize?: number; envelope?: string } = {}) {
  const setReject = vi.fn();
  const message = {
    from: options.envelope ?? ME,
    to,
    raw: new Response(raw).body!,
    rawSize: options.rawSize ?? raw.length,
    headers: new Headers(),
    setReject,
    forward: vi.fn(),
    reply: vi.fn(),
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email!(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return setReject;
}
