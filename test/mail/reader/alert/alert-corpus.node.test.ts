// Alerts against real mail of ../shared/email-corpus (receipts-dev, real-2026-11, world-2026-11; skipped when
// absent, said once by the skipped suite's name): each message parsed and unwrapped as mail/receive.ts does,
// then read. Only the messages listed here are alerts, as listed; every other receipt, negative and forward
// reads as none. The impersonations listed are the only ones.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { impersonatedIssuer, readAlert, type CardAlert } from "../../../../src/mail/reader/alert";
import type { MailMessage } from "../../../../src/mail/reader/message";
import { parseMail, unwrapParsed, unwrapText } from "../../../../src/mail/reader/unwrap";

const CORPUS = join(process.cwd(), "..", "shared", "email-corpus");
const SETS = ["receipts-dev", "real-2026-11", "world-2026-11"];
const FOLDERS = ["alerts", "receipts", "negatives", "forwarded"];
const RECEIVED = new Date("2026-11-20T12:00:00Z");
const present = SETS.some((set) => existsSync(join(CORPUS, set)));
const CRISP = join(CORPUS, "forwarded", "crisp-email-forward-parser");

type Want = Pick<CardAlert, "kind" | "amount" | "currency" | "merchant" | "issuer">;

/** The corpus's alerts, as they are to be read. */
const ALERTS: Record<string, Want & { why?: string }> = {
  "receipts-dev/alerts/rbc-card-payment-made-en-cad-html-as-text.eml": {
    kind: "notice",
    amount: "415.54",
    currency: "cad",
    merchant: null,
    issuer: "RBC",
    why: "a payment made to the card: the bank's export brings both sides",
  },
  "receipts-dev/alerts/rbc-card-purchase-fw-protonmail-amzn-en-cad.eml": {
    kind: "purchase",
    amount: "90.39",
    currency: "cad",
    merchant: "Amazon.ca",
    issuer: "RBC",
  },
  "receipts-dev/alerts/rbc-credit-received-refund-en-cad-html-as-text.eml": {
    kind: "refund",
    amount: "840.72",
    currency: "cad",
    merchant: "SOME MERCHANT",
    issuer: "RBC",
  },
  "receipts-dev/alerts/rbc-deposit-notice-en-cad-html-as-text.eml": {
    kind: "incoming",
    amount: "2.65",
    currency: "cad",
    merchant: null,
    issuer: "RBC",
  },
  "receipts-dev/alerts/rbc-withdrawal-no-payee-en-cad-html-as-text.eml": {
    kind: "withdrawal",
    amount: "110.84",
    currency: "cad",
    merchant: null,
    issuer: "RBC",
  },
  "receipts-dev/alerts/wise-card-spend-fw-protonmail-en-cad.eml": {
    kind: "purchase",
    amount: "15.00",
    currency: "cad",
    merchant: "Independent City Market",
    issuer: "Wise",
  },
  "real-2026-11/receipts/rbc-card-purchase-alert-en-cad-textonly-decoded.eml": {
    kind: "purchase",
    amount: "1.77",
    currency: "cad",
    merchant: "TIM HORTONS",
    issuer: "RBC",
  },
  "real-2026-11/forwarded/protonmail-inline-fw_rbc-card-purchase-en-cad.eml": {
    kind: "purchase",
    amount: "39.50",
    currency: "cad",
    merchant: "SOME NO FRILLS",
    issuer: "RBC",
  },
  "world-2026-11/receipts/paypal-2002-payment-receipt-en-usd-textonly.eml": {
    kind: "purchase",
    amount: "12.00",
    currency: "usd",
    merchant: null,
    issuer: "PayPal",
    why: "the wallet's own mail of one payment ('you have paid xyz.com Ltd. $12.00'); its payee is written in lower case, which no sentence rule takes",
  },
  "world-2026-11/negatives/apple-card-payment-received-en-usd.eml": {
    kind: "notice",
    amount: "291.90",
    currency: "usd",
    merchant: null,
    issuer: "Apple Card",
    why: "a payment made to the card: books nothing",
  },
  "world-2026-11/negatives/paypal-monthly-statement-available-en.eml": {
    kind: "notice",
    amount: null,
    currency: null,
    merchant: null,
    issuer: "PayPal",
    why: "a statement ready: books nothing",
  },
  "receipts-dev/negatives/phishing-fake-nubank-purchase-review-pt-brl.eml": {
    kind: "purchase",
    amount: "1499.99",
    currency: "brl",
    merchant: "AMAZON-BR",
    issuer: "Nubank",
    why: "shaped as Nubank's alert; impersonatedIssuer tells it apart",
  },
  "real-2026-11/negatives/phishing-fake-nubank-purchase-alert-ptbr-brl-gmail-dkim-pass.eml": {
    kind: "purchase",
    amount: "1299.99",
    currency: "brl",
    merchant: "LOJAS*AMRERICANAS",
    issuer: "Nubank",
    why: "shaped as Nubank's alert; impersonatedIssuer tells it apart",
  },
};

/** The impersonations of the corpus: a known issuer claimed from a domain not its own. */
const IMPERSONATIONS: Record<string, string> = {
  "receipts-dev/negatives/phishing-fake-nubank-purchase-review-pt-brl.eml": "Nubank",
  "real-2026-11/negatives/phishing-fake-nubank-purchase-alert-ptbr-brl-gmail-dkim-pass.eml": "Nubank",
  "receipts-dev/negatives/phishing-paypal-order-activated-en-usd.eml": "PayPal",
  "world-2026-11/negatives/phishing-bradesco-black-card-pt.eml": "Bradesco",
  "world-2026-11/negatives/phishing-citi-wire-transfer-processed-en.eml": "Citi",
  // Discover's real newsletter of 2002, sent through its mailing house's domain: by the rule, not Discover's.
  "real-2026-11/negatives/discover-card-newsletter-2002-en.eml": "Discover",
};

const files = SETS.flatMap((set) =>
  FOLDERS.flatMap((folder) => {
    const dir = join(CORPUS, set, folder);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => `${set}/${folder}/${f}`)
      : [];
  }),
);

describe.skipIf(!existsSync(CRISP))("ordinary forwarded mail is no alert", () => {
  it("reads none of the forward parser's bodies (12 clients, 22 locales) as an alert or an impersonation", () => {
    const bodies = readdirSync(CRISP).filter((f) => f.endsWith("_body.txt"));
    expect(bodies.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of bodies) {
      const body = readFileSync(join(CRISP, file), "utf8");
      const inline = unwrapText(body);
      const message: MailMessage = {
        from: inline?.from ?? null,
        date: inline?.date ?? null,
        subject: inline?.subject ?? null,
        messageId: null,
        text: inline?.text ?? body,
        html: null,
      };
      if (readAlert(message, { receivedAt: RECEIVED }) || impersonatedIssuer(message)) found.push(file);
    }
    expect(found).toEqual([]);
  });
});

/** As mail/receive.ts reads a mail: parsed once, unwrapped, the forwarder's Date kept for the person's offset. */
async function received(file: string): Promise<{ original: MailMessage; forwardedAt: string | null }> {
  const outer = await parseMail(readFileSync(join(CORPUS, file)));
  const { original, how } = await unwrapParsed(outer);
  const forwardedAt = how === "none" ? null : (outer.headers.find((h) => h.key === "date")?.value ?? null);
  return { original, forwardedAt };
}

// Said once, in the suite's name, when the corpus is absent.
const SUITE = `the corpus's alerts, and nothing else, read as alerts${present ? "" : " (../shared/email-corpus is absent: skipped)"}`;

describe.skipIf(!present)(SUITE, () => {
  it("reads the listed alerts as listed, and every other message as none", async () => {
    expect(files.length).toBeGreaterThan(100);
    const read: Record<string, Want> = {};
    for (const file of files) {
      const { original, forwardedAt } = await received(file);
      const alert = readAlert(original, { receivedAt: RECEIVED, forwardedAt });
      if (alert)
        read[file] = { kind: alert.kind, amount: alert.amount, currency: alert.currency, merchant: alert.merchant, issuer: alert.issuer };
    }
    const want = Object.fromEntries(
      Object.entries(ALERTS)
        .filter(([file]) => files.includes(file))
        .map(([file, { why: _why, ...alert }]) => [file, alert]),
    );
    expect(read).toEqual(want);
  });

  it("names the listed impersonations, and no other", async () => {
    const found: Record<string, string> = {};
    for (const file of files) {
      const { original } = await received(file);
      const issuer = impersonatedIssuer(original);
      if (issuer) found[file] = issuer;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(IMPERSONATIONS).filter(([file]) => files.includes(file))));
  });
});
