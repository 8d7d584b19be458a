// The development set of real mails (../shared/email-corpus/receipts-dev), each forwarded as an attachment
// by the connection's person the way mail clients do, through the worker's email() handler: a charge
// becomes exactly one transaction with the hand-checked payee, amount, currency and date; everything else
// (delivery notices, unpaid invoices, bank notices, marketing, phishing, spam) becomes none and is listed
// with its reason. Skipped where ../shared is absent.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { listReceipts } from "../../src/mail/inbox";
import { merchantKey } from "../../src/mail/reader/receipt-plan";
import { CF_PASS, connected, deliver, ME } from "../support/mail";
import type { ReceiptTruth } from "../support/receipts-dev";
import { waitFor } from "../support/world";

const corpus = inject("receiptsDev");

/** The original as the person forwards it "as attachment", their client's Date in the original's offset. */
function forwardedAsAttachment(original: Uint8Array, to: string): Uint8Array {
  const head = new TextDecoder("latin1").decode(original.subarray(0, 16_384));
  const date = /^Date:[ \t]*(.+)$/im.exec(head)?.[1]?.trim() ?? "Mon, 05 Oct 2026 10:00:00 +0000";
  const subject = /^Subject:[ \t]*(.+)$/im.exec(head)?.[1]?.trim() ?? "receipt";
  const before = [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    `Subject: Fwd: ${subject}`,
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    `Date: ${date}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="fwd-dev-set"',
    "",
    "--fwd-dev-set",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "For my budget.",
    "--fwd-dev-set",
    'Content-Type: message/rfc822; name="original.eml"',
    'Content-Disposition: attachment; filename="original.eml"',
    "",
    "",
  ].join("\r\n");
  const after = "\r\n--fwd-dev-set--\r\n";
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(before), ...original, ...encoder.encode(after)]);
}

/**
 * The payee as a person reads it: case, punctuation, company forms and ".com" aside (merchantKey), and a brand
 * with or without its product line ("Xfinity" for "Xfinity Mobile"); "Amazon" is not "Amazon.ca".
 */
function samePayee(booked: string, truth: string): boolean {
  const [a, b] = [merchantKey(booked), merchantKey(truth)];
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return (
    shorter !== "" && (longer === shorter || (longer.startsWith(`${shorter} `) && !/^[a-z]{2}$/.test(longer.slice(shorter.length + 1))))
  );
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

const title = (file: string, truth: ReceiptTruth) =>
  truth.expected === "transaction"
    ? `${file}: ${truth.payee}, ${truth.amount} ${truth.currency} on ${truth.date}`
    : `${file}: no transaction (${truth.kind})`;

describe.skipIf(corpus === null)("real receipt mails forwarded to Intake (../shared/email-corpus/receipts-dev)", () => {
  beforeAll(() => {
    expect(Object.keys(corpus!.truth)).toHaveLength(Object.keys(corpus!.messages).length);
  });

  for (const [file, truth] of Object.entries(corpus?.truth ?? {})) {
    it(title(file, truth), async () => {
      const { world, connectionId, address } = await connected();
      await deliver(forwardedAsAttachment(bytesOf(corpus!.messages[file]!), address), address);
      const [entry, ...more] = (await listReceipts(env.CONNECTIONS, connectionId, { limit: 5 })).receipts;
      expect(more).toEqual([]);
      if (truth.expected === "no_transaction") {
        expect(entry?.verdict, `${entry?.reason}`).not.toBe("queued");
        expect(entry?.reason).toBeTruthy();
        expect(await world.transactions()).toEqual([]);
        return;
      }
      expect(entry, JSON.stringify(entry?.how)).toMatchObject({
        verdict: "queued",
        fields: { total: truth.amount, currency: truth.currency, date: truth.date },
      });
      expect(samePayee(String(entry!.fields!.merchant), truth.payee!), `${entry!.fields!.merchant} for ${truth.payee}`).toBe(true);
      const landed = await waitFor(
        () => world.transactions(),
        (t) => t.length > 0,
      );
      expect(landed).toHaveLength(1);
      expect(landed[0]).toMatchObject({ external_id: entry!.external_id, date: truth.date, amount: `${truth.amount}00` });
    });
  }
});
